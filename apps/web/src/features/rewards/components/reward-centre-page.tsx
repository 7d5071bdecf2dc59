import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RewardActivity } from '@lobby/contract/rewards';
import { showDialog } from '@/components/ui/dialog-store';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { SafeHtml } from '@/components/ui/safe-html';
import { showToast } from '@/components/ui/toast-store';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { ApiError } from '@/lib/api-client';
import { imageSrc } from '@/lib/cdn';
import { errorMessage } from '@/lib/error-message';
import { useLanguage, useLanguageTag } from '@/lib/i18n';
import { usePlural } from '@/lib/plural';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import { useClaimReward } from '../api/claim-reward';
import { useRewardActivities } from '../api/get-reward-activities';
import { useNow } from '../hooks/use-now';
import {
  activityStatusChip,
  useCountdownWording,
  useMoney,
  useRuleWording,
} from '../hooks/use-reward-format';
import { ApplyForm } from './apply-form';
import { StatusChip } from '@/components/ui/status-chip';
import './reward-centre-page.css';

/** What the member centre hands its pages, as far as this one needs it. */
type RewardCentrePageProps = {
  member: { currencySymbol: string };
  timeZoneOffsetMinutes: number;
  /** The address of another member centre page: the deposit page and the bonus details. */
  hrefOf: (page: 'depositv2' | 'bonusDetails') => string;
};

/* The feature's own shapes, on the icon grid; only these pages draw them. */
const clockShape = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>
);
const ruleShape = <path d="M5 6.5h14M5 12h14M5 17.5h9" />;
const penShape = <path d="m4.5 19.5 1-4.5L16 4.5 19.5 8 9 18.5l-4.5 1ZM13.5 7l3.5 3.5" />;
const calendarShape = (
  <>
    <rect x="4" y="5.5" width="16" height="14" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </>
);

/**
 * rewardCenter (product §2): the activities the member can see, each with its picture, its rule in
 * plain words, where the member stands and what they can do now: deposit to qualify, claim what is due
 * before the time to claim runs out, check in for the day, or apply for the operator's review. A claim
 * or a check-in pays the bonus into the main wallet at once.
 */
export default function RewardCentrePage({ member, timeZoneOffsetMinutes, hrefOf }: RewardCentrePageProps) {
  const { t } = useTranslation();
  const plural = usePlural();
  const activities = useRewardActivities(useLanguage());
  const money = useMoney(member.currencySymbol);
  const data = activities.data;
  const counting =
    data?.list.some((a) => (a.status === 'claim' && a.claimBy !== null) || a.status === 'signed') ?? false;
  const now = useNow(counting);

  if (!data) {
    if (activities.isError) {
      return (
        <LoadState card failed message={t('rewards.loadFailed')} onRetry={() => void activities.refetch()} />
      );
    }
    return <RewardsSkeleton />;
  }

  return (
    <div className="rewards">
      <div className="rewards__head">
        <p className="rewards__summary" aria-live="polite">
          {data.claimable > 0 && (
            <>
              <Icon name="gift" size={18} />
              {plural(data.claimable, { one: 'rewards.toClaim_one', other: 'rewards.toClaim' })}
            </>
          )}
        </p>
        <Link to={hrefOf('bonusDetails')} className="rewards__bonuses">
          <Icon name={shapes.star} size={18} />
          {t('rewards.myBonuses')}
          <Icon name="chevron-end" size={16} className="icon--directional" />
        </Link>
      </div>
      {data.list.length === 0 ? (
        <EmptyState card icon={<Icon name="gift" size={32} />}>
          {t('rewards.empty')}
        </EmptyState>
      ) : (
        <ul className="rewards__list">
          {data.list.map((activity) => (
            <RewardCard
              key={activity.id}
              activity={activity}
              now={now}
              money={money}
              timeZoneOffsetMinutes={timeZoneOffsetMinutes}
              depositHref={hrefOf('depositv2')}
              onTimeUp={() => void activities.refetch()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Three cards' outlines while the activities load; the page keeps its room down to the fold. */
function RewardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="rewards__skeleton mc-reserve" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="rewards__ghost" aria-hidden="true">
          <span className="rewards__ghost-media" />
          <span className="rewards__ghost-lines">
            <span />
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The activity's picture, or a gift on the brand's colours when it has none (or it fails). */
function RewardImage({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="reward__media" aria-hidden="true">
      {url && !failed ? (
        <>
          {/* Beside the words the column is taller than the picture: its own colours, blurred, fill it. */}
          <img className="reward__backdrop" src={imageSrc(url)} alt="" loading="lazy" decoding="async" />
          <img src={imageSrc(url)} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
        </>
      ) : (
        <span className="reward__placeholder">
          <Icon name="gift" size={44} />
        </span>
      )}
    </div>
  );
}

type RewardCardProps = {
  activity: RewardActivity;
  now: number;
  money: (minor: number) => string;
  timeZoneOffsetMinutes: number;
  depositHref: string;
  onTimeUp: () => void;
};

function RewardCard({ activity, now, money, timeZoneOffsetMinutes, depositHref, onTimeUp }: RewardCardProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const ruleWording = useRuleWording(money);
  const countdown = useCountdownWording();
  const claim = useClaimReward();
  // Kept while the same claim is retried after a lost answer, so the bonus is paid once.
  const requestIds = useRef(createRequestIds());
  const [termsOpen, setTermsOpen] = useState(false);
  const [applying, setApplying] = useState(false);
  const titleId = useId();
  const termsId = useId();
  const applyId = useId();

  const chip = activityStatusChip[activity.status];
  const { rule, counts } = ruleWording(activity.rule);
  const date = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, true);
  const claimBy = activity.status === 'claim' && activity.claimBy ? Date.parse(activity.claimBy) : null;
  const remaining = claimBy === null || Number.isNaN(claimBy) ? null : claimBy - now;
  const timeUp = remaining !== null && remaining <= 0;
  const nextAt = activity.status === 'signed' && activity.nextAt ? Date.parse(activity.nextAt) : null;
  const nextIn = nextAt === null || Number.isNaN(nextAt) ? null : nextAt - now;
  const period =
    activity.status === 'coming'
      ? t('rewards.startsOn', { date: date(activity.startsAt) })
      : activity.endsAt
        ? t('rewards.endsOn', { date: date(activity.endsAt) })
        : '';

  // The time to claim ran out, or a new day's check-in opened, on screen: the server now tells where
  // the member stands.
  const dayTurned = nextIn !== null && nextIn <= 0;
  useEffect(() => {
    if (timeUp || dayTurned) onTimeUp();
    // Once, when the time runs out; a new list brings a new card state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp, dayTurned]);

  async function onClaim() {
    if (claim.isPending || timeUp) return;
    try {
      const { bonus } = await claim.mutateAsync({
        activityId: activity.id,
        requestId: requestIds.current.for(String(activity.id)),
      });
      requestIds.current.done();
      showToast(
        activity.action === 'checkIn'
          ? t('rewards.checkedIn', { amount: money(bonus.amount) })
          : bonus.turnoverRequired > 0
            ? t('rewards.claimedWager', {
                amount: money(bonus.amount),
                turnover: money(bonus.turnoverRequired),
              })
            : t('rewards.claimed', { amount: money(bonus.amount) }),
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

  const claimable = activity.action === 'claim' || activity.action === 'checkIn';
  const standing = standingFact(activity, {
    t,
    money,
    date,
    countdown,
    nextIn,
  });
  return (
    <li>
      <article className={`reward${claimable ? ' is-claimable' : ''}`} aria-labelledby={titleId}>
        <RewardImage url={activity.imageUrl} />
        <div className="reward__body">
          <div className="reward__head">
            <h2 id={titleId} className="reward__title" dir="auto">
              {activity.title}
            </h2>
            <StatusChip tone={chip.tone}>{t(chip.label)}</StatusChip>
          </div>
          {activity.summary && (
            <p className="reward__summary" dir="auto">
              {activity.summary}
            </p>
          )}
          <ul className="reward__facts">
            <li>
              <Icon name={ruleShape} size={16} />
              <span>{rule}</span>
            </li>
            {counts && (
              <li className="reward__counts">
                <Icon name="dice" size={16} />
                <span>{counts}</span>
              </li>
            )}
            {period && (
              <li>
                <Icon name={calendarShape} size={16} />
                <span>{period}</span>
              </li>
            )}
            {activity.forfeitsWinnings && (
              <li>
                <Icon name="warning" size={16} />
                <span>{t('rewards.forfeitsWinnings')}</span>
              </li>
            )}
          </ul>
          {standing && (
            <p className={`reward__standing reward__standing--${activity.status}`} role="status">
              <Icon name={activity.status === 'rejected' ? 'error' : shapes.star} size={16} />
              <span dir="auto">{standing}</span>
            </p>
          )}
          <div className="reward__actions">
            {claimable && (
              <button
                type="button"
                className="btn btn--gold reward__claim"
                onClick={() => void onClaim()}
                aria-describedby={titleId}
                aria-disabled={claim.isPending || timeUp || undefined}
                aria-busy={claim.isPending || undefined}
              >
                {claim.isPending ? (
                  <>
                    <span className="submit-button__spinner" aria-hidden="true" />
                    {t('rewards.claiming')}
                  </>
                ) : (
                  <>
                    <Icon name="gift" size={18} />
                    {activity.action === 'checkIn'
                      ? t('rewards.checkIn', { amount: money(activity.bonus ?? 0) })
                      : activity.bonus !== null
                        ? t('rewards.claimAmount', { amount: money(activity.bonus) })
                        : t('rewards.claim')}
                  </>
                )}
              </button>
            )}
            {activity.action === 'deposit' && (
              <Link to={depositHref} className="btn btn--teal reward__deposit" aria-describedby={titleId}>
                <Icon name="deposit" size={18} />
                {t('rewards.deposit')}
              </Link>
            )}
            {activity.action === 'apply' && (
              <button
                type="button"
                className="btn btn--gold reward__apply"
                aria-expanded={applying}
                aria-controls={applyId}
                aria-describedby={titleId}
                onClick={() => setApplying((open) => !open)}
              >
                <Icon name={penShape} size={18} />
                {t(activity.status === 'rejected' ? 'rewards.apply.again' : 'rewards.apply.open')}
              </button>
            )}
            {remaining !== null && (
              <p className={`reward__countdown${timeUp ? ' is-over' : ''}`} role="timer">
                <Icon name={clockShape} size={16} />
                {timeUp ? t('rewards.timeUp') : t('rewards.claimWithin', { time: countdown(remaining) })}
              </p>
            )}
            {activity.terms.trim() && (
              <button
                type="button"
                className="btn btn--ghost btn--small reward__terms-toggle"
                aria-expanded={termsOpen}
                aria-controls={termsId}
                aria-describedby={titleId}
                onClick={() => setTermsOpen((open) => !open)}
              >
                {t('rewards.terms')}
                <Icon name="chevron-down" size={16} className="reward__chevron" />
              </button>
            )}
          </div>
          {applying && activity.action === 'apply' && (
            <ApplyForm id={applyId} activityId={activity.id} onDone={() => setApplying(false)} />
          )}
          {termsOpen && <SafeHtml id={termsId} html={activity.terms} className="reward__terms" />}
        </div>
      </article>
    </li>
  );
}

type FactTools = {
  t: ReturnType<typeof useTranslation>['t'];
  money: (minor: number) => string;
  date: (iso: string) => string;
  countdown: (remainingMs: number) => string;
  nextIn: number | null;
};

/** A line on where the member stands, for the statuses that have more to say than their chip. */
function standingFact(activity: RewardActivity, { t, money, date, countdown, nextIn }: FactTools): string {
  switch (activity.status) {
    case 'process':
      return [
        t('rewards.soFar', { amount: money(activity.bonus ?? 0) }),
        activity.nextAt ? t('rewards.readyOn', { date: date(activity.nextAt) }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'signed':
      return [
        t('rewards.streak', { count: activity.streak ?? 1 }),
        nextIn !== null && nextIn > 0 ? t('rewards.nextCheckIn', { time: countdown(nextIn) }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'join':
      return activity.action === 'checkIn' && (activity.streak ?? 1) > 1
        ? t('rewards.streakToday', { count: activity.streak })
        : '';
    case 'applying':
      return t('rewards.apply.reviewing');
    case 'rejected':
      return t('rewards.apply.rejected', { reason: activity.reason ?? '' });
    case 'issued':
      return activity.bonus !== null ? t('rewards.issuedAmount', { amount: money(activity.bonus) }) : '';
    default:
      return '';
  }
}
