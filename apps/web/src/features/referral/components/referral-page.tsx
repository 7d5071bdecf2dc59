import { useId, useRef, useState } from 'react';
import type {
  ReferralCenterValue,
  ReferralFriend,
  ReferralRule,
  ReferralState,
} from '@lobby/contract/referral';
import type { ClaimReferralRewardRequest } from '@lobby/contract/referral-requests';
import { showDialog } from '@/components/ui/dialog-store';
import { Icon } from '@/components/ui/icon';
import { showToast } from '@/components/ui/toast-store';
import { EmptyState } from '@/components/records/empty-state';
import { LoadState } from '@/components/records/load-state';
import { Pager } from '@/components/records/pager';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatMinorUnits } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { createRequestIds } from '@/lib/request-id';
import { useQrCode } from '@/lib/use-qr-code';
import { useTranslation } from '@/lib/use-translation';
import { formatInZone } from '@/lib/zoned-time';
import { useClaimReferralReward, useReferral } from '../api/referral';
import { referralShapes } from './referral-icons';
import './referral-page.css';
import { ClaimButton } from '@/components/ui/claim-button';

/* Product §9's QR size and margin: 200 px of code in a 20 px white frame drawn by CSS (the library
   counts its margin in modules). */
const qrSize = 200;

/** What the member centre hands its pages, as far as this one needs it. */
type ReferralPageProps = {
  member: { currencySymbol: string };
  timeZoneOffsetMinutes: number;
};

type Money = (minor: number) => string;

function useMoney(currencySymbol: string): Money {
  const languageTag = useLanguageTag();
  return (minor) => `${currencySymbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

/** The site's register route with the member's code: what a friend opens (product §2 routes). */
export function invitationLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/** Where each share button sends the link (the networks' own share addresses). */
export function shareTargets(link: string, text: string) {
  const url = encodeURIComponent(link);
  const words = encodeURIComponent(text);
  return [
    { id: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { id: 'telegram', name: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${words}` },
    { id: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${words}%20${url}` },
    { id: 'x', name: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${words}` },
  ] as const;
}

/**
 * Invite friends (issue 19; decision 0246): the member's invitation link and code with a QR code and
 * share buttons, the rule in plain words, the friends invited with their state and the rewards to
 * claim, and, for a member who was invited, their own progress and reward.
 */
export default function ReferralPage({ member, timeZoneOffsetMinutes }: ReferralPageProps) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const referral = useReferral(pageNo);
  const money = useMoney(member.currencySymbol);
  const data = referral.data;

  if (!data) {
    if (referral.isError) {
      return (
        <LoadState card failed message={t('referral.loadFailed')} onRetry={() => void referral.refetch()} />
      );
    }
    return <LoadState card failed={false} message="" />;
  }
  if (!data.enabled) {
    return (
      <EmptyState card icon={<Icon name="megaphone" size={48} />}>
        {t('referral.off')}
      </EmptyState>
    );
  }

  return (
    <div className="referral">
      <InviteCard data={data} money={money} />
      <Totals data={data} money={money} />
      {data.invited && <Invited data={data} money={money} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />}
      <Friends data={data} money={money} timeZoneOffsetMinutes={timeZoneOffsetMinutes} onPage={setPageNo} />
      <Terms rule={data.rule} money={money} />
    </div>
  );
}

function ruleSentence(rule: ReferralRule, money: Money, t: ReturnType<typeof useTranslation>['t']) {
  return t('referral.lead', {
    deposit: money(rule.minDeposit),
    wagering: money(rule.minWagering),
    days: rule.days,
    reward: money(rule.referrerReward),
    friendReward: money(rule.friendReward),
  });
}

/** The link and code with copy buttons, the link's QR code, and the share buttons. */
function InviteCard({ data, money }: { data: ReferralCenterValue; money: Money }) {
  const { t } = useTranslation();
  const link = invitationLink(window.location.origin, data.code);
  const qr = useQrCode(link, { size: qrSize });
  const headingId = useId();
  const shareText = t('referral.shareText', { reward: money(data.rule.friendReward) });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <section className="referral-invite" aria-labelledby={headingId}>
      <div className="referral-invite__words">
        <p className="referral-invite__eyebrow">
          <Icon name="megaphone" size={16} />
          {t('memberCentre.menu.referral')}
        </p>
        <h2 id={headingId} className="referral-invite__title">
          {t('referral.title', { reward: money(data.rule.referrerReward) })}
        </h2>
        <p className="referral-invite__lead">{ruleSentence(data.rule, money, t)}</p>
        <CopyField label={t('referral.yourLink')} value={link} copyLabel={t('referral.copyLink')} />
        <CopyField label={t('referral.yourCode')} value={data.code} copyLabel={t('referral.copyCode')} code />
        <div className="referral-share" role="group" aria-label={t('referral.share')}>
          {canShare && (
            <button
              type="button"
              className="referral-share__btn referral-share__btn--native"
              onClick={() =>
                void navigator.share({ title: shareText, text: shareText, url: link }).catch(() => {})
              }
            >
              <Icon name={referralShapes.share} size={18} />
              {t('referral.share')}
            </button>
          )}
          {shareTargets(link, shareText).map((target) => (
            <a
              key={target.id}
              className={`referral-share__btn referral-share__btn--${target.id}`}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('referral.shareOn', { name: target.name })}
            >
              <ShareIcon id={target.id} />
              <span aria-hidden="true">{target.name}</span>
            </a>
          ))}
        </div>
      </div>
      <figure className="referral-qr">
        <div className="referral-qr__frame">
          {qr.data ? (
            <img src={qr.data} width={qrSize} height={qrSize} alt={t('referral.qrAlt')} />
          ) : (
            <span className="spinner" role="status" aria-label={t('common.loading')} />
          )}
        </div>
        <figcaption>{t('referral.qrCaption')}</figcaption>
      </figure>
    </section>
  );
}

function ShareIcon({ id }: { id: 'facebook' | 'telegram' | 'whatsapp' | 'x' }) {
  if (id === 'facebook') return <Icon name="facebook" size={18} />;
  if (id === 'telegram') return <Icon name="telegram" size={18} />;
  if (id === 'whatsapp') return <Icon name={referralShapes.whatsapp} size={18} />;
  return <Icon name="twitter" size={18} />;
}

function CopyField(props: { label: string; value: string; copyLabel: string; code?: boolean }) {
  const { label, value, copyLabel, code = false } = props;
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const labelId = useId();
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      showToast(t('referral.copied'), 'success', 2500);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      showToast(t('referral.copyFailed'), 'error', 4000);
    }
  }
  return (
    <div className={`referral-copy${code ? ' referral-copy--code' : ''}`}>
      <span id={labelId} className="referral-copy__label">
        {label}
      </span>
      <div className="referral-copy__row">
        <output className="referral-copy__value" aria-labelledby={labelId} dir="ltr">
          {value}
        </output>
        <button
          type="button"
          className="referral-copy__btn"
          onClick={() => void onCopy()}
          aria-label={copyLabel}
        >
          <Icon name={copied ? 'success' : referralShapes.copy} size={18} />
          <span aria-hidden="true">{copied ? t('referral.copiedShort') : t('referral.copy')}</span>
        </button>
      </div>
    </div>
  );
}

/** Friends invited, qualified, rewards earned, and this month's rewarded friends against the cap. */
function Totals({ data, money }: { data: ReferralCenterValue; money: Money }) {
  const { t } = useTranslation();
  return (
    <dl className="referral-totals">
      <div>
        <dt>{t('referral.friends')}</dt>
        <dd>{data.friends}</dd>
      </div>
      <div>
        <dt>{t('referral.qualified')}</dt>
        <dd>{data.qualified}</dd>
      </div>
      <div className="referral-totals__earned">
        <dt>{t('referral.earned')}</dt>
        <dd>{money(data.earned)}</dd>
      </div>
      <div>
        <dt>{t('referral.thisMonth')}</dt>
        <dd>{t('referral.ofCap', { rewarded: data.rewardedThisMonth, cap: data.rule.monthlyCap })}</dd>
      </div>
    </dl>
  );
}

const stateIcon: Record<ReferralState, 'success' | 'info' | 'warning' | 'deposit' | 'error'> = {
  registered: 'info',
  deposited: 'deposit',
  qualified: 'success',
  capped: 'warning',
  expired: 'error',
};

/* Written out so the locale check sees every key. */
const stateLabel: Record<ReferralState, string> = {
  registered: 'referral.state.registered',
  deposited: 'referral.state.deposited',
  qualified: 'referral.state.qualified',
  capped: 'referral.state.capped',
  expired: 'referral.state.expired',
};

function StateChip({ state }: { state: ReferralState }) {
  const { t } = useTranslation();
  return (
    <span className={`referral-state referral-state--${state}`}>
      <Icon name={stateIcon[state]} size={14} />
      {t(stateLabel[state])}
    </span>
  );
}

function Bar(props: { label: string; done: number; target: number; money: Money }) {
  const { t } = useTranslation();
  const { label, done, target, money } = props;
  const ratio = target <= 0 ? 1 : Math.min(1, done / target);
  const labelId = useId();
  const text = t('referral.progressOf', { done: money(Math.min(done, target)), target: money(target) });
  return (
    <div className={`referral-bar${ratio >= 1 ? ' is-met' : ''}`}>
      <div className="referral-bar__head">
        <span id={labelId}>{label}</span>
        <span className="referral-bar__value">{text}</span>
      </div>
      <div
        className="referral-bar__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(ratio * 100)}
        aria-valuetext={text}
      >
        <span className="referral-bar__fill" style={{ inlineSize: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}

type ProgressProps = {
  state: ReferralState;
  deposited: number;
  wagered: number;
  rule: ReferralRule;
  money: Money;
};

/** Deposit and wagering bars while the friend can still qualify; nothing once decided. */
function Progress({ state, deposited, wagered, rule, money }: ProgressProps) {
  const { t } = useTranslation();
  if (state !== 'registered' && state !== 'deposited') return null;
  return (
    <div className="referral-progress">
      <Bar label={t('referral.deposits')} done={deposited} target={rule.minDeposit} money={money} />
      <Bar label={t('referral.wagering')} done={wagered} target={rule.minWagering} money={money} />
    </div>
  );
}

/** The member's own invitation: who invited them, their progress and their reward. */
function Invited(props: { data: ReferralCenterValue; money: Money; timeZoneOffsetMinutes: number }) {
  const { data, money, timeZoneOffsetMinutes } = props;
  const invited = data.invited!;
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const headingId = useId();
  const claimable = invited.state === 'qualified' && invited.reward > 0 && !invited.claimed;
  return (
    <section className="referral-invited" aria-labelledby={headingId}>
      <div className="referral-invited__head">
        <h2 id={headingId} className="referral-section-title">
          <Icon name="gift" size={20} />
          {t('referral.invitedTitle')}
        </h2>
        <StateChip state={invited.state} />
      </div>
      <p className="referral-invited__by" dir="auto">
        {t('referral.invitedBy', { name: invited.referrer })} ·{' '}
        {t('referral.qualifyBy', {
          date: formatInZone(invited.qualifyBy, languageTag, timeZoneOffsetMinutes, false),
        })}
      </p>
      <Progress {...invited} rule={data.rule} money={money} />
      {invited.state === 'qualified' && (
        <RewardLine
          amount={invited.reward}
          money={money}
          claimed={invited.claimed}
          request={claimable ? { kind: 'friend' } : null}
          requestKey="friend"
          title={t('referral.yourReward')}
        />
      )}
    </section>
  );
}

function Friends(props: {
  data: ReferralCenterValue;
  money: Money;
  timeZoneOffsetMinutes: number;
  onPage: (pageNo: number) => void;
}) {
  const { data, money, timeZoneOffsetMinutes, onPage } = props;
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="referral-friends" aria-labelledby={headingId}>
      <h2 id={headingId} className="referral-section-title">
        <Icon name={referralShapes.friends} size={20} />
        {t('referral.friendsTitle')}
      </h2>
      {data.list.length === 0 ? (
        <p className="referral-friends__empty">{t('referral.noFriends')}</p>
      ) : (
        <ul className="referral-friends__list">
          {data.list.map((friend) => (
            <FriendRow
              key={friend.id}
              friend={friend}
              rule={data.rule}
              money={money}
              timeZoneOffsetMinutes={timeZoneOffsetMinutes}
            />
          ))}
        </ul>
      )}
      {data.totalPages > 1 && <Pager page={data.pageNo} totalPages={data.totalPages} onChange={onPage} />}
    </section>
  );
}

function FriendRow(props: {
  friend: ReferralFriend;
  rule: ReferralRule;
  money: Money;
  timeZoneOffsetMinutes: number;
}) {
  const { friend, rule, money, timeZoneOffsetMinutes } = props;
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const when = (iso: string) => formatInZone(iso, languageTag, timeZoneOffsetMinutes, false);
  const open = friend.state === 'registered' || friend.state === 'deposited';
  return (
    <li className={`referral-friend referral-friend--${friend.state}`} data-friend={friend.account}>
      <div className="referral-friend__head">
        <span className="referral-friend__avatar" aria-hidden="true">
          {friend.account.slice(0, 1).toUpperCase()}
        </span>
        <div className="referral-friend__who">
          <p className="referral-friend__name" dir="ltr">
            {friend.account}
          </p>
          <p className="referral-friend__when">
            {t('referral.joined', { date: when(friend.registeredAt) })}
            {open && ` · ${t('referral.qualifyBy', { date: when(friend.qualifyBy) })}`}
          </p>
        </div>
        <StateChip state={friend.state} />
      </div>
      <Progress {...friend} rule={rule} money={money} />
      {friend.state === 'qualified' && friend.reward > 0 && (
        <RewardLine
          amount={friend.reward}
          money={money}
          claimed={friend.claimed}
          request={friend.claimed ? null : { kind: 'referrer', friendId: friend.id }}
          requestKey={`referrer-${friend.id}`}
          title={t('referral.rewardFor', { name: friend.account })}
        />
      )}
      {friend.state === 'capped' && <p className="referral-friend__note">{t('referral.cappedNote')}</p>}
    </li>
  );
}

type RewardLineProps = {
  amount: number;
  money: Money;
  claimed: boolean;
  request: Omit<ClaimReferralRewardRequest, 'requestId'> | null;
  requestKey: string;
  title: string;
};

function RewardLine({ amount, money, claimed, request, requestKey, title }: RewardLineProps) {
  const { t } = useTranslation();
  const claim = useClaimReferralReward();
  // Kept while the same claim is retried after a lost answer, so the reward is paid once.
  const requestIds = useRef(createRequestIds());
  const titleId = useId();

  async function onClaim() {
    if (!request || claim.isPending) return;
    try {
      const { bonus } = await claim.mutateAsync({
        ...request,
        requestId: requestIds.current.for(requestKey),
      });
      requestIds.current.done();
      showToast(
        bonus.turnoverRequired > 0
          ? t('referral.claimedWager', {
              amount: money(bonus.amount),
              turnover: money(bonus.turnoverRequired),
            })
          : t('referral.claimed', { amount: money(bonus.amount) }),
        'success',
        6000,
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestIds.current.done();
      void showDialog({ icon: 'error', message: errorMessage(error, t) });
    }
  }

  return (
    <div className={`referral-reward${request ? ' is-claimable' : ''}`}>
      <div className="referral-reward__words">
        <span id={titleId} className="referral-reward__title" dir="auto">
          {title}
        </span>
        <strong className="referral-reward__amount">{money(amount)}</strong>
      </div>
      {request ? (
        <ClaimButton
          className="referral-reward__claim"
          busy={claim.isPending}
          label={t('referral.claim')}
          busyLabel={t('referral.claiming')}
          onClick={() => void onClaim()}
          describedBy={titleId}
        />
      ) : (
        claimed && (
          <span className="referral-reward__done">
            <Icon name="success" size={18} />
            {t('referral.claimedShort')}
          </span>
        )
      )}
    </div>
  );
}

/** The rule's fine print in plain words. */
function Terms({ rule, money }: { rule: ReferralRule; money: Money }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="referral-terms" aria-labelledby={headingId}>
      <h2 id={headingId} className="referral-section-title">
        <Icon name="info" size={20} />
        {t('referral.howItWorks')}
      </h2>
      <ol className="referral-terms__steps">
        <li>{t('referral.step1')}</li>
        <li>
          {t('referral.step2', {
            deposit: money(rule.minDeposit),
            wagering: money(rule.minWagering),
            days: rule.days,
          })}
        </li>
        <li>
          {t('referral.step3', {
            reward: money(rule.referrerReward),
            friendReward: money(rule.friendReward),
          })}
        </li>
      </ol>
      <ul className="referral-terms__fine">
        {rule.wageringMultiple > 0 && (
          <li>{t('referral.termWagering', { multiple: rule.wageringMultiple })}</li>
        )}
        <li>{t('referral.termCap', { cap: rule.monthlyCap })}</li>
        <li>{t('referral.termCounts')}</li>
      </ul>
    </section>
  );
}
