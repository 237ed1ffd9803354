/**
 * The browser's install prompt for the web app (issue 23, the store page). Chromium fires
 * `beforeinstallprompt` once, early, when the app is installable; it is kept here from start-up so the
 * store page can offer "Install" whenever the person opens it. Safari and Firefox never fire it: the
 * page then shows how to add Sahaj to the home screen by hand.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const fn of listeners) fn();
};

/** Called once at start-up (main.tsx). */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    tell();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    tell();
  });
}

export const canPromptInstall = () => deferred !== null;

export function onInstallPromptChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Shows the browser's own install dialog; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  tell();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

/** Running as the installed app (its own window), not in a browser tab. */
export const isInstalledApp = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/** How to install by hand where no prompt comes, by browser. */
export function manualInstallSteps(userAgent: string): string[] {
  if (/iPhone|iPad|iPod/i.test(userAgent)) {
    return ['Open Sahaj in Safari.', 'Tap the Share button.', 'Tap “Add to Home Screen”, then “Add”.'];
  }
  if (/Firefox/i.test(userAgent) && /Android/i.test(userAgent)) {
    return ['Tap the menu (⋮).', 'Tap “Install” or “Add to Home screen”.'];
  }
  if (/Android/i.test(userAgent)) {
    return ['Tap the browser menu (⋮).', 'Tap “Install app” or “Add to Home screen”.'];
  }
  if (/Safari/i.test(userAgent) && !/Chrome|Chromium|Edg/i.test(userAgent)) {
    return ['In Safari, open the File menu (or the Share button).', 'Choose “Add to Dock”.'];
  }
  return [
    'Look for the install icon at the right end of the address bar.',
    'Or open the browser menu and choose “Install Sahaj…”.',
  ];
}
