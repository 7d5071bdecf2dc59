import { useState } from 'react';
import type { PointReward, PointRewardKind } from '@lobby/contract/points';
import { StatusChip } from '@/components/ui/status-chip';
import { useTranslation } from '@/lib/use-translation';
import type { Formats } from '../points-format';
import { RedeemDialog } from './redeem-dialog';
import './points-catalogue.css';

type Filter = 'all' | PointRewardKind;
const filterKey = {
  all: 'pointsMall.kind.all',
  cash: 'pointsMall.kind.cash',
  bonus: 'pointsMall.kind.bonus',
  goods: 'pointsMall.kind.goods',
} as const satisfies Record<Filter, string>;

type Props = { rewards: PointReward[]; balance: number; maxQuantity: number; formats: Formats };

/** The catalogue with chips by kind; a card's button opens the redemption's confirmation. */
export function PointsCatalogue({ rewards, balance, maxQuantity, formats }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const shown = filter === 'all' ? rewards : rewards.filter((reward) => reward.kind === filter);

  return (
    <div className="points-catalogue">
      <div className="points-catalogue__chips" role="group" aria-label={t('pointsMall.filterLabel')}>
        {(Object.keys(filterKey) as Filter[]).map((kind) => (
          <button
            key={kind}
            type="button"
            className={`points-chip${kind === filter ? ' is-active' : ''}`}
            aria-pressed={kind === filter}
            onClick={() => setFilter(kind)}
          >
            {t(filterKey[kind])}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="points-catalogue__empty">{t('pointsMall.empty')}</p>
      ) : (
        <ul className="points-catalogue__grid">
          {shown.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              formats={formats}
              onRedeem={() => setChosen(reward)}
            />
          ))}
        </ul>
      )}
      {chosen && (
        <RedeemDialog
          reward={chosen}
          balance={balance}
          maxQuantity={maxQuantity}
          formats={formats}
          onClose={() => setChosen(null)}
        />
      )}
    </div>
  );
}

function RewardCard({
  reward,
  formats,
  onRedeem,
}: {
  reward: PointReward;
  formats: Formats;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  const soldOut = reward.stock === 0;
  return (
    <li className="points-card">
      <img className="points-card__image" src={reward.image} alt="" loading="lazy" width={320} height={180} />
      <div className="points-card__body">
        <StatusChip tone={reward.kind === 'goods' ? 'info' : reward.kind === 'bonus' ? 'teal' : 'gold'}>
          {t(filterKey[reward.kind])}
        </StatusChip>
        <h3 className="points-card__title" dir="auto">
          {reward.title}
        </h3>
        {reward.description && (
          <p className="points-card__text" dir="auto">
            {reward.description}
          </p>
        )}
        {reward.kind === 'bonus' && reward.turnoverMultiple > 0 && (
          <p className="points-card__text">
            {t('pointsMall.turnover', { multiple: reward.turnoverMultiple })}
          </p>
        )}
        <p className="points-card__cost">
          {t('pointsMall.pointsValue', { points: formats.points(reward.points) })}
        </p>
        <p className="points-card__stock">
          {reward.stock === null
            ? t('pointsMall.stockUnlimited')
            : soldOut
              ? t('pointsMall.outOfStock')
              : t('pointsMall.stockLeft', { left: formats.points(reward.stock) })}
        </p>
        <button
          type="button"
          className="btn btn--gold btn--small points-card__redeem"
          disabled={soldOut}
          onClick={onRedeem}
          aria-label={t('pointsMall.redeemReward', { title: reward.title })}
        >
          {t('pointsMall.redeem')}
        </button>
      </div>
    </li>
  );
}
