import {
  Children,
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type TransitionEvent,
} from 'react';
import { useTranslation } from '@/lib/use-translation';
import { findLanguage } from '@lobby/contract/languages';
import { useLanguage } from '@/lib/i18n';
import { useIdle } from '@/lib/use-idle';
import { Icon } from './icon';
import { LazyImageGroup, useInView } from './lazy-image';
import './carousel.css';

/*
 * Slides move with a CSS transform transition, so the compositor animates them at the product description's exact
 * speeds (1 s banners, 1.1 s hot games) without main-thread work per frame. A frame-by-frame
 * physics carousel (Embla) measured most of every second of main-thread time on a throttled phone.
 */

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Sets slides per view through CSS (--slides). */
  className?: string;
  loop?: boolean;
  autoplayMs?: number;
  /** Duration of one slide transition. */
  speedMs?: number;
  arrows?: boolean;
  dots?: boolean;
};

const swipeThresholdPx = 40;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Slides per view as the stylesheet sets it (--slides), so layout decisions stay in CSS. */
function useSlidesPerView(viewport: RefObject<HTMLElement | null>): number {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setPerView(Number.parseFloat(getComputedStyle(element).getPropertyValue('--slides')) || 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport]);
  return perView;
}

/* Memoised: a slide change re-renders the carousel, and its slides' content has not changed. */
const Slide = memo(function Slide({
  index,
  total,
  children,
}: {
  index: number;
  total: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={t('carousel.slideOf', { index: index + 1, total })}
    >
      {children}
    </div>
  );
});

type Position = { index: number; animate: boolean };

/** Carousel with optional loop, autoplay, arrows, dots and swipe, mirrored for right-to-left pages. */
export function Carousel({
  label,
  children,
  className,
  loop = false,
  autoplayMs,
  speedMs = 600,
  arrows = false,
  dots = false,
}: CarouselProps) {
  const { t } = useTranslation();
  const rtl = findLanguage(useLanguage())?.dir === 'rtl';
  const slides = Children.toArray(children);
  const total = slides.length;
  const [groupRef, groupInView] = useInView<HTMLDivElement>();
  const viewportRef = useRef<HTMLDivElement>(null);
  const perView = useSlidesPerView(viewportRef);
  const idle = useIdle();
  const canLoop = loop && total > perView;
  // A loop shows copies of the first slides after the last one, then jumps back without animating.
  const clones = canLoop ? Math.ceil(perView) : 0;
  const lastIndex = canLoop ? total : Math.max(0, Math.ceil(total - perView));
  const [position, setPosition] = useState<Position>({ index: 0, animate: true });
  const [dragPx, setDragPx] = useState(0);
  const [paused, setPaused] = useState(false);
  const drag = useRef<{ startX: number; moved: boolean } | null>(null);
  const swipedAt = useRef(0);
  const reduced = prefersReducedMotion();

  const goTo = useCallback(
    (target: number) => {
      if (canLoop && target < 0) {
        // Backwards from the first slide: stand on its copy at the end, then animate one step back.
        setPosition({ index: total, animate: false });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setPosition({ index: total - 1, animate: true })),
        );
        return;
      }
      const clamped = Math.max(0, Math.min(target, lastIndex));
      setPosition((current) => (clamped === current.index ? current : { index: clamped, animate: true }));
    },
    [canLoop, lastIndex, total],
  );

  function advance() {
    goTo(!canLoop && position.index >= lastIndex ? 0 : position.index + 1);
  }
  const autoAdvance = useEffectEvent(advance);

  useEffect(() => {
    if (!idle || !autoplayMs || reduced || paused || total <= 1) return;
    const timer = setTimeout(() => autoAdvance(), autoplayMs);
    return () => clearTimeout(timer);
  }, [idle, autoplayMs, reduced, paused, total, position.index]);

  function onTransitionEnd(event: TransitionEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (canLoop && position.index >= total) setPosition({ index: position.index - total, animate: false });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button === 0) drag.current = { startX: event.clientX, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    if (!current.moved && Math.abs(dx) > 6) {
      current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (current.moved) setDragPx(dx);
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    const towardsNext = rtl ? dragPx > 0 : dragPx < 0;
    if (Math.abs(dragPx) > swipeThresholdPx) goTo(position.index + (towardsNext ? 1 : -1));
    setDragPx(0);
    swipedAt.current = Date.now();
  }

  const visibleIndex = canLoop ? position.index : Math.min(position.index, Math.max(0, total - perView));
  const offsetPercent = (visibleIndex * 100) / perView;
  const transform = `translate3d(calc(${rtl ? offsetPercent : -offsetPercent}% + ${dragPx}px), 0, 0)`;
  const transition =
    position.animate && dragPx === 0 && !reduced
      ? `transform ${speedMs}ms cubic-bezier(0.22, 0.8, 0.2, 1)`
      : 'none';
  const activeDot = total > 0 ? position.index % total : 0;
  const dotCount = canLoop ? total : lastIndex + 1;

  return (
    /* A group, not a region: carousels sit in sections that name them already, and two landmarks of one
       name are one too many for a screen reader's list of regions. */
    <div
      ref={groupRef}
      role="group"
      className={`carousel ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <LazyImageGroup value={groupInView}>
        <div
          className="carousel__viewport"
          ref={viewportRef}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onClickCapture={(event) => {
            // A swipe must not also count as a click on the slide under the finger.
            if (Date.now() - swipedAt.current < 400) event.preventDefault();
          }}
        >
          <div
            className="carousel__track"
            style={{ transform, transition }}
            onTransitionEnd={onTransitionEnd}
          >
            {slides.map((slide, index) => (
              <Slide key={index} index={index} total={total}>
                {slide}
              </Slide>
            ))}
            {slides.slice(0, clones).map((slide, index) => (
              <div className="carousel__slide" key={`copy-${index}`} aria-hidden="true" inert>
                {slide}
              </div>
            ))}
          </div>
        </div>
        {arrows && (
          <>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--prev"
              onClick={() => goTo(position.index - 1)}
              aria-label={t('carousel.previous')}
            >
              <Icon name="chevron-start" className="icon--directional" />
            </button>
            <button
              type="button"
              className="carousel__arrow carousel__arrow--next"
              onClick={advance}
              aria-label={t('carousel.next')}
            >
              <Icon name="chevron-end" className="icon--directional" />
            </button>
          </>
        )}
        {dots && dotCount > 1 && (
          <div className="carousel__dots">
            {Array.from({ length: dotCount }, (_, index) => (
              <button
                type="button"
                key={index}
                className={`carousel__dot${index === activeDot ? ' is-active' : ''}`}
                onClick={() => goTo(index)}
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={index === activeDot}
              />
            ))}
          </div>
        )}
      </LazyImageGroup>
    </div>
  );
}
