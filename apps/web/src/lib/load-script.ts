/**
 * Loads a third-party script once per page (a gateway's checkout, a sign-in button, the captcha).
 * Callers that ask while it is loading wait on the same tag; one that asks after it loaded resolves at
 * once. A tag that failed to load is removed, so the next try fetches it again (a flaky network).
 * The state lives on the tag itself, not in a module cache, so a page that removes the tag starts over.
 */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = [...document.scripts].find((s) => s.getAttribute('src') === src);
    if (existing?.dataset.loaded) return resolve();
    const tag = existing ?? document.createElement('script');
    tag.addEventListener(
      'load',
      () => {
        tag.dataset.loaded = 'true';
        resolve();
      },
      { once: true },
    );
    tag.addEventListener(
      'error',
      () => {
        tag.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    if (existing) return;
    tag.src = src;
    tag.async = true;
    document.body.appendChild(tag);
  });
}

/** loadScript as a yes or no: false when the script cannot be loaded (offline, blocked). */
export const scriptLoaded = (src: string): Promise<boolean> =>
  loadScript(src).then(
    () => true,
    () => false,
  );
