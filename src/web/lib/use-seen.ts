import { useCallback, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on: lets a
 * card below the fold fetch (and load the code to check) its data only when it is about to be
 * seen. Where IntersectionObserver is missing, the element counts as seen at once.
 */
export function useSeen<T extends Element>(margin = '200px') {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || seen) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [seen, margin],
  );
  return [ref, seen] as const;
}
