import { useEffect, useState } from 'react';
import { ANIMATE_IN_THRESHOLD } from '../../../../shared/constants';

/**
 * True from the moment at least ANIMATE_IN_THRESHOLD of `element` is in the viewport, and from
 * then on: the state is applied once and never taken back when the element scrolls away.
 */
export function useAnimateIn(element: Element | null): boolean {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!element || shown) return;
    // Without the API (very old browsers, some test DOMs) content must still be visible.
    if (typeof IntersectionObserver !== 'function') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= ANIMATE_IN_THRESHOLD)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: ANIMATE_IN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, shown]);

  return shown;
}
