import { useCallback, useEffect, useState } from 'react';

/**
 * Brings the form's first field with a problem into view and focuses it, once the problems found
 * on a submit have rendered: on a phone the first one is often above or below the visible part of
 * a long popup, and a screen reader starts at it.
 */
export function useRevealProblem() {
  // A callback ref kept in state: the form element is read in the effect, never during render.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (asked === 0) return;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    // jsdom has no scrollIntoView; a browser always has.
    field.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    field.focus({ preventScroll: true });
  }, [asked, form]);

  const reveal = useCallback(() => setAsked((n) => n + 1), []);
  /** `attach` goes to the form's ref prop. */
  return { attach: setForm, reveal };
}
