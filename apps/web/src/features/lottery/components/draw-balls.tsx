import type { LotteryType } from '@lobby/contract/lottery-menus';
import { useTranslation } from '@/lib/use-translation';
import { numberText } from '../lottery-labels';
import { markSixColour } from '../mark-six';
import './draw-balls.css';

type DrawBallsProps = {
  type: LotteryType;
  result: readonly number[];
  size?: 'large' | 'small';
};

/**
 * A result as players of each type know it: gold digit balls (SSC, LF), numbered balls (11X5), the
 * cars of a race in finishing order (PK10), and Mark Six balls in their colours with the special
 * number set apart (LHC).
 */
export function DrawBalls({ type, result, size = 'large' }: DrawBallsProps) {
  const { t } = useTranslation();
  const label = t('lottery.resultLabel', { numbers: result.map((n) => numberText(type, n)).join(' ') });
  const special = type === 'LHC' ? result.length - 1 : -1;
  return (
    <ol className={`balls balls--${size} balls--${type.toLowerCase()}`} aria-label={label} dir="ltr">
      {result.map((n, i) => (
        <li
          key={i}
          className={[
            'ball',
            type === 'PK10' ? `ball--car ball--car-${n}` : '',
            type === 'LHC' ? `ball--${markSixColour(n).toLowerCase()}` : '',
            i === special ? 'ball--special' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {numberText(type, n)}
        </li>
      ))}
    </ol>
  );
}
