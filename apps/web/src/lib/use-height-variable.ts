import { useCallback } from 'react';

/**
 * Keeps a CSS variable on the document (`name`, in px) equal to an element's height, for as long as
 * the element is mounted. The shell's fixed header holds the app banner on a phone, and the header's
 * height is a calc() of this variable: the page starts below the banner from the first paint.
 *
 * The first height is read as the element appears (a ref callback, in React's commit): a height first
 * learnt from a ResizeObserver is laid out once without it, and Chromium counts the page moving down
 * as a layout shift even though no frame showed it (tried: CLS 0.004 → 0.058 on the dashboard). An
 * empty element is 0 high and is not read (reading forces a layout of the whole page mid-commit).
 * The height goes straight to the variable, not into React state: a state change re-rendered the
 * whole shell and its page a second time before the first paint (issue 25). Later changes come from
 * the ResizeObserver, after the browser's own layout.
 */
export function useHeightVariable<T extends HTMLElement = HTMLDivElement>(name: `--${string}`) {
  return useCallback(
    (el: T | null) => {
      if (!el) return;
      const root = document.documentElement.style;
      const write = (px: number) => root.setProperty(name, `${px}px`);
      write(el.firstChild ? el.offsetHeight : 0);
      const observer =
        typeof ResizeObserver === 'undefined'
          ? undefined
          : new ResizeObserver(([entry]) => {
              const box = entry?.borderBoxSize?.[0];
              write(box ? box.blockSize : el.offsetHeight);
            });
      observer?.observe(el);
      return () => {
        observer?.disconnect();
        root.removeProperty(name);
      };
    },
    [name],
  );
}
