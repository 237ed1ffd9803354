import { useCallback, useState } from 'react';

/**
 * An element's height, known before the first paint and kept current as it changes. Mantine's
 * useElementSize learns the height only from a ResizeObserver, a frame late: the shell's header
 * (which holds the app banner on a phone) was first painted short, then grew and pushed the whole
 * page down, a layout shift on every page load (Lighthouse CLS 0.14 on the dashboard).
 *
 * A callback ref, so measuring starts whenever the element appears (the shell may first show a
 * loading screen without it); it runs during the commit, and React draws again before the paint.
 */
export function useMeasuredHeight<T extends HTMLElement = HTMLDivElement>() {
  const [height, setHeight] = useState(0);
  const ref = useCallback((el: T | null) => {
    if (!el) return;
    // Empty (no banner today, the usual case) is 0 high: reading offsetHeight mid-commit would force a
    // layout of the whole page that the browser then does again (80 ms on a phone at 4× slowdown).
    // Content that arrives later is measured by the observer, after the browser's own layout.
    setHeight(el.firstChild ? el.offsetHeight : 0);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
