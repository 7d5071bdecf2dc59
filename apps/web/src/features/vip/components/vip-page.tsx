import { useId, useRef } from 'react';
import type { VipCenterValue, VipLevel } from '@lobby/contract/vip';
import type { ClaimVipBonusRequest } from '@lobby/contract/vip-requests';
import { showDialog } from '@/components/ui/dialog-store';
import { Icon } from '@/components/ui/icon';
import { showToast } from '@/components/ui/toast-store';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import { useClaimVipBonus, useVipCenter } from '../api/vip';
import { tierOf, VipCrest } from './vip-crest';
import './vip-page.css';
import { ClaimButton } from '@/components/ui/claim-button';

/** What the member centre hands its pages, as far as this one needs it. */
type VipPageProps = {
  member: { currencySymbol: string };
  timeZoneOffsetMinutes: number;
};

type Money = (minor: number) => string;

/** ₱ 1,234.50: the member's currency symbol and minor units, as the money pages write amounts. */
function useMoney(currencySymbol: string): Money {
  const languageTag = useLanguageTag();
  return (minor) => `${currencySymbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

/** 0.5 %: a level's rebate rate (basis points) in the reader's own digits. */
function usePercent() {
  const languageTag = useLanguageTag();
  return (bps: number) =>
    new Intl.NumberFormat(languageTag, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/**
 * The VIP page (issue 19; decision 0242): the member's level with progress toward the next in valid
 * bets and deposits, the bonuses waiting for a claim (each level's level-up bonus once, the level's
 * weekly bonus once a brand week), and the ladder of levels with what each asks and gives.
 */
export default function VipPage({ member, timeZoneOffsetMinutes }: VipPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const center = useVipCenter(language);
  const money = useMoney(member.currencySymbol);
  const data = center.data;

  if (!data) {
    if (center.isError) {
      return <LoadState card failed message={t('vip.loadFailed')} onRetry={() => void center.refetch()} />;
    }
    return <LoadState card failed={false} message="" />;
  }
  if (!data.enabled) {
    return (
      <EmptyState card icon={<VipCrest rank={0} size={48} />}>
        {t('vip.off')}
      </EmptyState>
    );
  }

  return (
    <div className="vip">
      <VipStatus data={data} money={money} />
      <VipBonuses data={data} money={money} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
      <VipLadder data={data} money={money} />
    </div>
  );
}

/** The member's crest and level, and two bars toward the next level (both must fill). */
function VipStatus({ data, money }: { data: VipCenterValue; money: Money }) {
  const { t } = useTranslation();
  const next = data.levels.find((level) => level.rank > data.rank);
  const headingId = useId();
  return (
    <section className="vip-status" aria-labelledby={headingId} data-tier={tierOf(data.rank)}>
      <div className="vip-status__who">
        <VipCrest rank={data.rank} size={72} />
        <div className="vip-status__words">
          <p className="vip-status__eyebrow">{t('vip.yourLevel')}</p>
          <h2 id={headingId} className="vip-status__name" dir="auto">
            {data.rank > 0 ? data.label : t('vip.noLevel')}
          </h2>
          <p className="vip-status__next" dir="auto">
            {next ? t('vip.nextLevel', { name: next.name }) : t('vip.topLevel')}
          </p>
        </div>
      </div>
      {next && (next.minValidBets > 0 || next.minDeposits > 0) && (
        <div className="vip-status__bars">
          {/* A threshold of nothing is no step to show. */}
          {next.minValidBets > 0 && (
            <ProgressBar
              label={t('vip.validBets')}
              done={data.validBets}
              target={next.minValidBets}
              money={money}
            />
          )}
          {next.minDeposits > 0 && (
            <ProgressBar
              label={t('vip.deposits')}
              done={data.deposits}
              target={next.minDeposits}
              money={money}
            />
          )}
          {next.minValidBets > 0 && next.minDeposits > 0 && (
            <p className="vip-status__hint">{t('vip.progressHint', { name: next.name })}</p>
          )}
        </div>
      )}
    </section>
  );
}

function ProgressBar(props: { label: string; done: number; target: number; money: Money }) {
  const { t } = useTranslation();
  const { label, done, target, money } = props;
  const ratio = target <= 0 ? 1 : Math.min(1, done / target);
  const labelId = useId();
  const met = ratio >= 1;
  return (
    <div className={`vip-bar${met ? ' is-met' : ''}`}>
      <div className="vip-bar__head">
        <span id={labelId} className="vip-bar__label">
          {met && <Icon name="success" size={16} />}
          {label}
        </span>
        <span className="vip-bar__value">
          {t('vip.progressOf', { done: money(Math.min(done, target)), target: money(target) })}
        </span>
      </div>
      <div
        className="vip-bar__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
        aria-valuetext={t('vip.progressOf', { done: money(Math.min(done, target)), target: money(target) })}
      >
        <span className="vip-bar__fill" style={{ inlineSize: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}

/** Level-up bonuses waiting and this week's bonus, each with its claim button. */
function VipBonuses(props: { data: VipCenterValue; money: Money; timeZoneOffsetMinutes: number }) {
  const { data, money, timeZoneOffsetMinutes } = props;
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const headingId = useId();
  const { weekly } = data;
  if (data.levelUps.length === 0 && weekly.status === 'none') return null;
  const nextWeek = formatInZone(weekly.nextWeekAt, languageTag, timeZoneOffsetMinutes, true);
  return (
    <section className="vip-bonuses" aria-labelledby={headingId}>
      <h2 id={headingId} className="vip-section-title">
        <Icon name="gift" size={20} />
        {t('vip.bonuses')}
      </h2>
      <ul className="vip-bonuses__list">
        {data.levelUps.map((levelUp) => (
          <BonusRow
            key={`levelUp-${levelUp.rank}`}
            rank={levelUp.rank}
            title={t('vip.levelUpFor', { name: levelUp.name })}
            amount={levelUp.bonus}
            money={money}
            request={{ kind: 'levelUp', rank: levelUp.rank }}
          />
        ))}
        {weekly.status !== 'none' && (
          <BonusRow
            rank={data.rank}
            title={t('vip.weeklyBonus')}
            amount={weekly.bonus}
            money={money}
            request={weekly.status === 'claim' ? { kind: 'weekly' } : null}
            note={weekly.status === 'claimed' ? t('vip.weeklyClaimed', { date: nextWeek }) : undefined}
          />
        )}
      </ul>
    </section>
  );
}

type BonusRowProps = {
  rank: number;
  title: string;
  amount: number;
  money: Money;
  /** What claiming asks for; null when there is nothing to claim now. */
  request: Omit<ClaimVipBonusRequest, 'requestId'> | null;
  note?: string;
};

function BonusRow({ rank, title, amount, money, request, note }: BonusRowProps) {
  const { t } = useTranslation();
  const claim = useClaimVipBonus(useLanguage());
  // Kept while the same claim is retried after a lost answer, so the bonus is paid once.
  const requestIds = useRef(createRequestIds());
  const titleId = useId();

  async function onClaim() {
    if (!request || claim.isPending) return;
    try {
      const key = request.kind === 'levelUp' ? `levelUp-${request.rank}` : 'weekly';
      const { bonus } = await claim.mutateAsync({ ...request, requestId: requestIds.current.for(key) });
      requestIds.current.done();
      showToast(
        bonus.turnoverRequired > 0
          ? t('vip.claimedWager', { amount: money(bonus.amount), turnover: money(bonus.turnoverRequired) })
          : t('vip.claimed', { amount: money(bonus.amount) }),
        'success',
        6000,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      // A refusal would only be repeated; a lost answer is retried with the same id.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestIds.current.done();
      void showDialog({ icon: 'error', message: errorMessage(error, t) });
    }
  }

  return (
    <li className={`vip-bonus${request ? ' is-claimable' : ''}`}>
      <VipCrest rank={rank} size={40} />
      <div className="vip-bonus__words">
        <p id={titleId} className="vip-bonus__title" dir="auto">
          {title}
        </p>
        <p className="vip-bonus__amount">{money(amount)}</p>
        {note && <p className="vip-bonus__note">{note}</p>}
      </div>
      {request ? (
        <ClaimButton
          className="vip-bonus__claim"
          busy={claim.isPending}
          label={t('vip.claim')}
          busyLabel={t('vip.claiming')}
          onClick={() => void onClaim()}
          describedBy={titleId}
        />
      ) : (
        <span className="vip-bonus__done">
          <Icon name="success" size={18} />
          {t('vip.claimedShort')}
        </span>
      )}
    </li>
  );
}

/** Every level with what it asks and what it gives; the member's own marked, those passed ticked. */
function VipLadder({ data, money }: { data: VipCenterValue; money: Money }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="vip-ladder" aria-labelledby={headingId}>
      <h2 id={headingId} className="vip-section-title">
        <Icon name="trophy" size={20} />
        {t('vip.levels')}
      </h2>
      <ol className="vip-ladder__list">
        {data.levels.map((level) => (
          <LevelCard key={level.rank} level={level} memberRank={data.rank} money={money} />
        ))}
      </ol>
    </section>
  );
}

function LevelCard({ level, memberRank, money }: { level: VipLevel; memberRank: number; money: Money }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const current = level.rank === memberRank;
  const reached = level.rank < memberRank;
  const nameId = useId();
  return (
    <li
      className={`vip-level${current ? ' is-current' : ''}${reached ? ' is-reached' : ''}`}
      data-tier={tierOf(level.rank)}
      aria-labelledby={nameId}
      aria-current={current ? 'step' : undefined}
    >
      <div className="vip-level__head">
        <VipCrest rank={level.rank} size={44} />
        <h3 id={nameId} className="vip-level__name" dir="auto">
          {level.name}
        </h3>
        {current && <span className="vip-level__chip">{t('vip.current')}</span>}
        {reached && (
          <span className="vip-level__chip vip-level__chip--reached">
            <Icon name="success" size={14} />
            {t('vip.reached')}
          </span>
        )}
      </div>
      <dl className="vip-level__needs">
        <div>
          <dt>{t('vip.validBets')}</dt>
          <dd>{money(level.minValidBets)}</dd>
        </div>
        <div>
          <dt>{t('vip.deposits')}</dt>
          <dd>{money(level.minDeposits)}</dd>
        </div>
      </dl>
      <ul className="vip-level__perks">
        <li>
          <span>{t('vip.levelUpBonus')}</span>
          <strong>{money(level.levelUpBonus)}</strong>
        </li>
        <li>
          <span>{t('vip.weeklyBonus')}</span>
          <strong>{money(level.weeklyBonus)}</strong>
        </li>
        <li>
          <span>{t('vip.rebate')}</span>
          <strong>{percent(level.rebateBps)}</strong>
        </li>
      </ul>
      {level.wageringMultiple > 0 && (
        <p className="vip-level__wager">{t('vip.wagering', { multiple: level.wageringMultiple })}</p>
      )}
    </li>
  );
}
