import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatMoney } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { hotCounterValue, untilNextStep } from '../hot-counter';
import './hot-counter.css';

/**
 * The HOT section's decorative counter (spec §9). It is decoration, not information, so screen
 * readers skip it; with reduced motion it shows the current figure without ticking.
 */
export function HotCounter() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (reducedMotion) return;
    const timer = setTimeout(() => setNow(Date.now()), untilNextStep(now));
    return () => clearTimeout(timer);
  }, [now, reducedMotion]);
  return (
    <span className="hot-counter" aria-hidden="true">
      <span className="hot-counter__label">{t('games.jackpot')}</span>
      <span className="hot-counter__value">{formatMoney(hotCounterValue(now), languageTag)}</span>
    </span>
  );
}
