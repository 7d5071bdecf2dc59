import { useCallback, useEffect, useState } from 'react';

/**
 * The time now, renewed every `intervalMs` (countdowns tick, relative times stay true), and a way to
 * renew it at once when a countdown starts, so it never starts from a time one long interval old.
 */
export function useNow(intervalMs: number): [now: number, renew: () => void] {
  const [now, setNow] = useState(() => Date.now());
  const renew = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = setInterval(renew, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, renew]);
  return [now, renew];
}
