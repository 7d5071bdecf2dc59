import { startTransition, useEffect, useState } from 'react';
import { useIdle } from '@/lib/use-idle';

/**
 * How many of `total` items are revealed: the first once the browser is idle after the page's
 * first render, then one more every `intervalMs` (product §2: 300 ms).
 */
export function useStaggeredReveal(total: number, intervalMs: number): number {
  const idle = useIdle();
  const [revealed, setRevealed] = useState(1);
  useEffect(() => {
    if (!idle || revealed >= total) return;
    // A transition: each new section renders in slices rather than one long task.
    const timer = setTimeout(() => startTransition(() => setRevealed((count) => count + 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [idle, revealed, total, intervalMs]);
  return idle ? Math.min(revealed, total) : 0;
}
