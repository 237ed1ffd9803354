import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { afterTakeover, captureChanges, replayChanges } from './app/prerender-takeover';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { routerFlushSync } from './app/router-flush-sync';
import { captureInstallPrompt } from './features/install/lib/install-prompt';

// The browser offers installing the app once, early: keep that offer for the store page (issue 23).
captureInstallPrompt();
const router = createRouter();
const container = document.getElementById('root')!;

/** Resolves once the router has loaded the first page's code (its lazy route). */
function pageReady(r: DataRouter): Promise<void> {
  if (r.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = r.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A prerendered page paints with its critical CSS inline and only preloads the full stylesheets
 * (build/prerender.ts): apply them now and wait, so the app never renders a part they style unstyled.
 */
function stylesApplied(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}

function mount() {
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} flushSync={routerFlushSync} />
        </Providers>
      </StrictMode>,
    );
  // The first render is a transition: React works in short slices and keeps the page responsive
  // meanwhile (what #root holds, a prerendered page or the loading line, stays until it commits).
  // On a phone the whole signed-in frame rendered at once was a long task of a second or more.
  startTransition(render);
}

// Sign-up and login arrive with their page already in the HTML (src/prerender.tsx): keep it on
// screen until the page's code is here, then render the same page over it in one go (no spinner
// in between). Every other address starts from an empty #root.
// Whatever the visitor typed or ticked on the prerendered page meanwhile is carried over.
if (container.hasAttribute('data-prerendered'))
  void Promise.all([pageReady(router), stylesApplied()]).then(() => {
    const captured = captureChanges(container);
    if (captured.changes.length > 0 || captured.focused >= 0)
      afterTakeover(container, () => replayChanges(container, captured));
    mount();
  });
else mount();
