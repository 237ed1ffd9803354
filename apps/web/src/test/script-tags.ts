import { vi } from 'vitest';

/**
 * The <script> tags put on the page from now on load (or fail to), as a browser would report it.
 * Other nodes (portals) are appended untouched. Restore with vi.restoreAllMocks().
 */
export function scriptLoads(ok: boolean): void {
  const append = document.body.appendChild.bind(document.body);
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    append(node);
    if (node instanceof HTMLScriptElement) {
      queueMicrotask(() => node.dispatchEvent(new Event(ok ? 'load' : 'error')));
    }
    return node;
  });
}

/** Whether a <script> for this address was put on the page since scriptLoads began watching. */
export const scriptRequested = (src: string): boolean =>
  vi
    .mocked(document.body.appendChild)
    .mock.calls.some(([node]) => node instanceof HTMLScriptElement && node.getAttribute('src') === src);
