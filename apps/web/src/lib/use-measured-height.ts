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
    setHeight(el.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
