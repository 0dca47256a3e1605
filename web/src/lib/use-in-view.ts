import { useEffect, useState } from 'react';

/**
 * True once `element` comes within `rootMargin` of the viewport, and from then on: what it
 * starts loading then is not stopped when it scrolls away again.
 */
export function useInView(element: Element | null, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    if (!element || seen) return;
    // Without the API (very old browsers, some test DOMs) there is no laziness, only loading.
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, rootMargin]);

  return seen;
}
