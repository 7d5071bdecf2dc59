import { useEffect, type RefObject } from 'react';

/** Content narrower than this is treated as fully shown (sub-pixel layouts round the widths). */
const slack = 1;

/**
 * Marks a horizontal scroller with which of its physical sides hide content (`data-more-left`,
 * `data-more-right`), so its styles can fade those edges. In right-to-left pages the scroll position
 * runs from 0 at the right edge to negative values, which the sums below cover both ways.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const range = element.scrollWidth - element.clientWidth;
      const rtl = getComputedStyle(element).direction === 'rtl';
      const min = rtl ? -range : 0;
      const max = rtl ? 0 : range;
      element.toggleAttribute('data-more-left', range > slack && element.scrollLeft - min > slack);
      element.toggleAttribute('data-more-right', range > slack && max - element.scrollLeft > slack);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // jsdom has no ResizeObserver; the edges are then measured on scroll alone.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}
