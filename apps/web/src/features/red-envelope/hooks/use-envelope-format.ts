import { useEffect, useState } from 'react';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';

/** ₱ 1,234.50: the brand's currency symbol and minor units, as the money pages write amounts. */
export function useEnvelopeMoney(currencySymbol: string): (minor: number) => string {
  const languageTag = useLanguageTag();
  return (minor) => `${currencySymbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

/** The time now, ticking every second while `live`, on the server's clock (`skewMs` ahead of ours). */
export function useServerNow(live: boolean, skewMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  return now + skewMs;
}

/** hh:mm:ss (hours may pass 24): the time to a round's start or end. */
export function countdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.floor(remainingMs / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
