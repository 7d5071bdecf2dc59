import { useTranslation } from '@/lib/use-translation';
import './profit.css';

type BarProps = {
  profit: number;
  /** The profit or loss against the largest one shown, 0 to 1: the bar's length. */
  share: number;
};

/** A loss grows to the start, a win to the end, from the middle (CSS only; profit.css). */
export function ProfitBar({ profit, share }: BarProps) {
  // A bar can be too short to see; any profit or loss shows at least a sliver.
  const length = profit === 0 ? '0%' : `${Math.max(2, share * 100)}%`;
  return (
    <div className="profit-bar" aria-hidden="true">
      <span className="profit-bar__loss">
        {profit < 0 && <span className="profit-bar__fill" style={{ inlineSize: length }} />}
      </span>
      <span className="profit-bar__win">
        {profit > 0 && <span className="profit-bar__fill" style={{ inlineSize: length }} />}
      </span>
    </div>
  );
}

type FiguresProps = {
  figures: { rounds: number; stake: number; payout: number };
  money: (minor: number) => string;
};

/** Rounds, stake and payout under a profit line (personal loss, user loss). */
export function ProfitFigures({ figures, money }: FiguresProps) {
  const { t } = useTranslation();
  return (
    <dl className="profit-figures">
      <div>
        <dt>{t('bets.rounds')}</dt>
        <dd>{figures.rounds}</dd>
      </div>
      <div>
        <dt>{t('bets.stake')}</dt>
        <dd dir="ltr" data-testid="profit-category-stake">
          {money(figures.stake)}
        </dd>
      </div>
      <div>
        <dt>{t('bets.payout')}</dt>
        <dd dir="ltr" data-testid="profit-category-payout">
          {money(figures.payout)}
        </dd>
      </div>
    </dl>
  );
}
