import { startTransition, useEffect, useState } from 'react';

/** Runs `run` at the browser's first idle moment (at the latest after 2 s); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

/**
 * False until the browser is first idle after mounting: work that can wait (autoplay, lower page
 * sections) then stays out of the way of the first screen's rendering.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // What waited is rendered as a transition, in slices, so it does not block the page in turn.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
