import { useRef } from 'react';

/**
 * Runs refresh at most once per interval (leading call only, product §9's one-second throttles), and
 * never while a fetch is still running.
 */
export function useThrottledRefresh(refresh: () => unknown, busy: boolean, intervalMs = 1000) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return () => {
    const now = Date.now();
    if (busy || now - last.current < intervalMs) return;
    last.current = now;
    void refresh();
  };
}
