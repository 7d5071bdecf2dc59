import { createContext, use, useEffect, useRef, useState, type RefObject } from 'react';
import { imageSrc } from '@/lib/cdn';
import './lazy-image.css';

const canObserve = typeof IntersectionObserver !== 'undefined';

/* One observer for every lazy box: hundreds of separate observers cost time on every frame. */
const waiting = new Map<Element, () => void>();
let sharedObserver: IntersectionObserver | null = null;

function observe(element: Element, onVisible: () => void): () => void {
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        sharedObserver?.unobserve(entry.target);
      }
    },
    { threshold: 0.1 },
  );
  waiting.set(element, onVisible);
  sharedObserver.observe(element);
  return () => {
    waiting.delete(element);
    sharedObserver?.unobserve(element);
  };
}

/**
 * True once a tenth of the element has been on screen (product §9: observer threshold 0.1); stays
 * true afterwards. `skip` starts it true without observing.
 */
export function useInView<T extends Element>(skip = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(skip || !canObserve);
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    return observe(element, () => setInView(true));
  }, [inView]);
  return [ref, inView];
}

/**
 * Inside a carousel the slides move under a clipping viewport, so each image watching itself would
 * appear blank as it slides in. A carousel provides its own visibility here instead: once it is
 * on screen, all of its images load.
 */
export const LazyImageGroup = createContext<boolean | null>(null);

type LazyImageProps = {
  src: string;
  alt: string;
  /** CSS aspect-ratio of the box ('1 / 1'); the box is sized before the image arrives, so nothing shifts. */
  ratio: string;
  className?: string;
  /** Loads at once without observing. */
  eager?: boolean;
  /** For the largest image above the fold (the first banner). */
  priority?: boolean;
};

export function LazyImage({ src, alt, ratio, className, eager = false, priority = false }: LazyImageProps) {
  const group = use(LazyImageGroup);
  const [boxRef, ownInView] = useInView<HTMLSpanElement>(eager || priority || group !== null);
  const inView = eager || priority || (group ?? ownInView);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  const failed = failedSrc === src;
  const state = `${failed ? 'is-failed' : loadedSrc === src ? 'is-loaded' : ''}${priority ? ' lazy-image--priority' : ''}`;
  return (
    <span ref={boxRef} className={`lazy-image ${state} ${className ?? ''}`} style={{ aspectRatio: ratio }}>
      {inView && !failed && (
        <img
          src={imageSrc(src)}
          alt={alt}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
      {failed && (
        <span className="lazy-image__fallback" role="img" aria-label={alt}>
          {alt.slice(0, 1)}
        </span>
      )}
    </span>
  );
}
