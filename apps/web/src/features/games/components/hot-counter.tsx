import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatMoney } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { hotCounterValue, untilNextStep } from '../hot-counter';
import './hot-counter.css';

/**
 * The HOT section's decorative counter (product §9). It is decoration, not information, so screen
 * readers skip it; with reduced motion it shows the current figure without ticking. The label and
 * the currency stay on phones too: a bare eight-digit number tells a player nothing.
 */
export function HotCounter({ currencySymbol }: { currencySymbol?: string }) {
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
    <span className="hot-counter" aria-hidden="true" data-testid="hot-counter">
      <span className="hot-counter__label">{t('games.jackpot')}</span>
      {/* Symbol and digits read left to right in every language, as on a receipt. */}
      <span className="hot-counter__value" dir="ltr">
        {currencySymbol && <span className="hot-counter__currency">{currencySymbol}</span>}
        {formatMoney(hotCounterValue(now), languageTag)}
      </span>
    </span>
  );
}
