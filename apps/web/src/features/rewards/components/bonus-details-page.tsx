import { useId, useState } from 'react';
import type { Bonus } from '@lobby/contract/rewards';
import { showDialog } from '@/components/ui/dialog-store';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { Pagination } from '@/components/ui/pagination';
import { showToast } from '@/components/ui/toast-store';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { newRequestId } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useBonuses } from '../api/get-bonuses';
import { bonusStateChip, useMoney } from '../hooks/use-reward-format';
import { StatusChip } from '@/components/ui/status-chip';
import './bonus-details-page.css';

/** What the member centre hands its pages, as far as this one needs it. */
type BonusDetailsPageProps = { member: { currencySymbol: string }; timeZoneOffsetMinutes: number };

type Money = (minor: number) => string;

/** What a bonus won while active that forfeiting it takes back too (decision 0280): none when it lost. */
const forfeitedWinnings = (bonus: Bonus) => (bonus.forfeitsWinnings ? Math.max(0, bonus.winnings) : 0);

/**
 * bonusDetails (product §2): the wagering that stands between the member and a withdrawal, then the
 * member's bonuses, newest first and paged, each with its wagering done so far. An active bonus can
 * be forfeited: its amount (and, when its activity says so, what it won while active) is taken back
 * from the wallet and a withdrawal can be made at once.
 */
export default function BonusDetailsPage({ member, timeZoneOffsetMinutes }: BonusDetailsPageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const bonuses = useBonuses(page, useLanguage());
  const forfeit = useForfeitBonus();
  const money = useMoney(member.currencySymbol);
  const data = bonuses.data;

  if (!data) {
    return (
      <LoadState
        card
        failed={bonuses.isError}
        message={t('bonuses.loadFailed')}
        onRetry={() => void bonuses.refetch()}
      />
    );
  }

  async function onForfeit(bonus: Bonus) {
    if (forfeit.isPending) return;
    const confirmed = await showDialog({
      icon: 'warning',
      title: t('bonuses.forfeitTitle'),
      message: bonus.forfeitsWinnings
        ? t('bonuses.forfeitConfirmWinnings', {
            title: bonus.title,
            total: money(bonus.amount + forfeitedWinnings(bonus)),
            amount: money(bonus.amount),
            winnings: money(forfeitedWinnings(bonus)),
          })
        : t('bonuses.forfeitConfirm', { title: bonus.title, amount: money(bonus.amount) }),
      confirmText: t('bonuses.forfeitYes'),
      cancelText: t('bonuses.forfeitNo'),
    });
    if (!confirmed) return;
    try {
      const ended = await forfeit.mutateAsync({ bonusId: bonus.id, requestId: newRequestId() });
      showToast(t('bonuses.forfeited', { amount: money(ended.reversed) }), 'success', 6000);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      void showDialog({ icon: 'error', message: errorMessage(error, t) });
    }
  }

  const open = data.turnoverRemaining;
  return (
    <div className="bonuses">
      <section
        className={`mc-card bonuses__summary${open > 0 ? ' is-open' : ''}`}
        aria-label={t('bonuses.summaryLabel')}
        data-testid="bonus-turnover"
      >
        <span className="bonuses__summary-icon" aria-hidden="true">
          <Icon name={open > 0 ? 'coins' : 'success'} size={24} />
        </span>
        {open > 0 ? (
          <p className="bonuses__summary-text">
            <span className="bonuses__summary-label">{t('bonuses.remaining')}</span>
            <span className="bonuses__summary-amount" dir="ltr">
              {money(open)}
            </span>
          </p>
        ) : (
          <p className="bonuses__summary-text">
            <span className="bonuses__summary-none">{t('bonuses.noneOpen')}</span>
            <span className="bonuses__summary-hint">{t('bonuses.noneOpenHint')}</span>
          </p>
        )}
      </section>
      <section className="mc-card bonuses__card" aria-label={t('bonuses.listLabel')}>
        {data.list.length === 0 ? (
          <EmptyState icon={<Icon name={shapes.star} size={32} />}>{t('bonuses.empty')}</EmptyState>
        ) : (
          <ul className="bonuses__list">
            {data.list.map((bonus) => (
              <BonusItem
                key={bonus.id}
                bonus={bonus}
                money={money}
                timeZoneOffsetMinutes={timeZoneOffsetMinutes}
                busy={forfeit.isPending && forfeit.variables.bonusId === bonus.id}
                onForfeit={() => void onForfeit(bonus)}
              />
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
      </section>
    </div>
  );
}

type BonusItemProps = {
  bonus: Bonus;
  money: Money;
  timeZoneOffsetMinutes: number;
  busy: boolean;
  onForfeit: () => void;
};

function BonusItem({ bonus, money, timeZoneOffsetMinutes, busy, onForfeit }: BonusItemProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const chip = bonusStateChip[bonus.state];
  const date = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  const required = bonus.turnoverRequired;
  const done = Math.min(bonus.turnoverDone, required);
  const percent = required > 0 ? Math.floor((done / required) * 100) : 100;
  const progress = t('bonuses.progressText', { done: money(done), required: money(required) });
  const active = bonus.state === 'active';
  const titleId = useId();

  return (
    <li className={`bonus bonus--${bonus.state}`}>
      <div className="bonus__head">
        <div className="bonus__name">
          <h2 id={titleId} className="bonus__title" dir="auto">
            {bonus.title || t('bonuses.untitled')}
          </h2>
          <StatusChip tone={chip.tone}>{t(chip.label)}</StatusChip>
        </div>
        <span className="bonus__amount" dir="ltr">
          {money(bonus.amount)}
        </span>
      </div>
      {required > 0 ? (
        <div className="bonus__progress">
          <div
            className="bonus__bar"
            role="progressbar"
            aria-label={t('bonuses.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${progress} (${percent}%)`}
          >
            <span className="bonus__fill" style={{ inlineSize: `${percent}%` }} />
          </div>
          <p className="bonus__progress-text">
            <span>{progress}</span>
            <span className="bonus__percent" dir="ltr">
              {percent}%
            </span>
          </p>
        </div>
      ) : (
        <p className="bonus__progress-text">{t('bonuses.noWagering')}</p>
      )}
      <dl className="bonus__facts">
        <div>
          <dt>{t('bonuses.received')}</dt>
          <dd>{date(bonus.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.expires')}</dt>
          <dd>{date(bonus.expiresAt)}</dd>
        </div>
        {bonus.endedAt && (
          <div>
            <dt>{t('bonuses.ended')}</dt>
            <dd>{date(bonus.endedAt)}</dd>
          </div>
        )}
        {active && bonus.forfeitsWinnings && (
          <div>
            <dt>{t('bonuses.winnings')}</dt>
            <dd className="bonus__winnings" dir="ltr">
              {money(forfeitedWinnings(bonus))}
            </dd>
          </div>
        )}
        {bonus.reversed > 0 && (
          <div>
            <dt>{t('bonuses.reversed')}</dt>
            <dd className="bonus__reversed" dir="ltr">
              {money(bonus.reversed)}
            </dd>
          </div>
        )}
      </dl>
      {active && (
        <div className="bonus__actions">
          <button
            type="button"
            className="btn btn--outline btn--small bonus__forfeit"
            onClick={onForfeit}
            aria-describedby={titleId}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            <Icon name="close" size={16} />
            {busy ? t('bonuses.forfeiting') : t('bonuses.forfeit')}
          </button>
        </div>
      )}
    </li>
  );
}
