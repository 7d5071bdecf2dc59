import { useSyncExternalStore } from 'react';

/*
 * One ticking clock for every countdown on the page: a timer runs only while something shows a
 * countdown, and each subscriber re-renders at most four times a second.
 */
const tickMs = 250;
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, tickMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The server's time now (device time + the measured offset), refreshed four times a second. */
export function useServerNow(clockOffsetMs: number): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot) + clockOffsetMs;
}
