import { useEffect, useId, useRef, useState } from 'react';
import type { Raffle, RaffleState, RaffleWinner } from '@lobby/contract/raffle';
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
import { useClaimRaffle, useRaffles } from '../api/raffle';
import './raffle-page.css';
import { ClaimButton } from '@/components/ui/claim-button';

/** What the member centre hands its pages, as far as this one needs it. */
type RafflePageProps = {
  member: { currencySymbol: string };
  timeZoneOffsetMinutes: number;
};

type Money = (minor: number) => string;

/** A raffle's state as the page names it (cancelled raffles are not listed, but have a name too). */
const stateLabel = {
  running: 'raffle.state.running',
  upcoming: 'raffle.state.upcoming',
  drawing: 'raffle.state.drawing',
  drawn: 'raffle.state.drawn',
  cancelled: 'raffle.state.cancelled',
} as const satisfies Record<RaffleState, string>;

function useMoney(currencySymbol: string): Money {
  const languageTag = useLanguageTag();
  return (minor) => `${currencySymbol} ${formatMinorUnits(minor, languageTag)}`.trim();
}

/** The time now, ticking every second while `ticking`, on the server's clock (`skewMs` ahead of ours). */
function useServerNow(ticking: boolean, skewMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now + skewMs;
}

/** 2 d 03:04:05 in the reader's digits; the day's unit is the language's. */
function useCountdown() {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  return (ms: number) => {
    const total = Math.max(0, Math.floor(ms / 1000));
    const two = new Intl.NumberFormat(languageTag, { minimumIntegerDigits: 2, useGrouping: false });
    const days = Math.floor(total / 86_400);
    const time = [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60]
      .map((part) => two.format(part))
      .join(':');
    return days > 0 ? t('raffle.countdownDays', { days, time }) : time;
  };
}

/**
 * The raffle page (issue 19; decision 0247): the raffle running now with its countdown, prizes, the
 * member's tickets and how to earn more, and the seed's hash; then past raffles with the revealed
 * seed, the winners and the member's own prize to claim.
 */
export default function RafflePage({ member, timeZoneOffsetMinutes }: RafflePageProps) {
  const { t } = useTranslation();
  const raffles = useRaffles(useLanguage());
  const money = useMoney(member.currencySymbol);
  const data = raffles.data;
  const current = data?.raffles.filter((r) => r.state !== 'drawn') ?? [];
  // The server's clock less ours when the answer came: a device whose clock is off still counts down right.
  const skew = data ? Date.parse(data.serverTime) - raffles.dataUpdatedAt : 0;
  const now = useServerNow(current.length > 0, skew);

  if (!data) {
    if (raffles.isError) {
      return (
        <LoadState card failed message={t('raffle.loadFailed')} onRetry={() => void raffles.refetch()} />
      );
    }
    return <LoadState card failed={false} message="" />;
  }
  const past = data.raffles.filter((r) => r.state === 'drawn');
  if (data.raffles.length === 0) {
    return (
      <EmptyState card icon={<Icon name="ticket" size={48} />}>
        {t('raffle.none')}
      </EmptyState>
    );
  }
  return (
    <div className="raffle">
      {current.map((raffle) => (
        <CurrentRaffle key={raffle.id} raffle={raffle} money={money} now={now} />
      ))}
      {past.length > 0 && (
        <PastRaffles raffles={past} money={money} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
      )}
    </div>
  );
}

function CurrentRaffle({ raffle, money, now }: { raffle: Raffle; money: Money; now: number }) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const headingId = useId();
  const upcoming = raffle.state === 'upcoming';
  const left = (upcoming ? Date.parse(raffle.startsAt) : Date.parse(raffle.endsAt)) - now;
  return (
    <section className="raffle-now" aria-labelledby={headingId}>
      <div className="raffle-now__top">
        <div className="raffle-now__words">
          <p className="raffle-now__eyebrow">
            <Icon name="ticket" size={16} />
            {t(stateLabel[raffle.state])}
          </p>
          <h2 id={headingId} className="raffle-now__title" dir="auto">
            {raffle.title}
          </h2>
        </div>
        <div className="raffle-now__clock" role="timer" aria-live="off">
          <span className="raffle-now__clock-label">
            {upcoming ? t('raffle.startsIn') : t('raffle.endsIn')}
          </span>
          <span className="raffle-now__clock-time">
            {raffle.state === 'drawing' || left <= 0 ? t('raffle.drawingSoon') : countdown(left)}
          </span>
        </div>
      </div>

      <div className="raffle-now__grid">
        <div className="raffle-tickets">
          <span className="raffle-tickets__label">{t('raffle.myTickets')}</span>
          <strong className="raffle-tickets__count">{raffle.myTickets}</strong>
          <span className="raffle-tickets__counted">
            {t('raffle.counted', { deposits: money(raffle.myDeposits), bets: money(raffle.myValidBets) })}
          </span>
        </div>
        <ol className="raffle-prizes" aria-label={t('raffle.prizes')}>
          {raffle.prizes.map((amount, i) => (
            <li key={i} className="raffle-prize" data-place={Math.min(i + 1, 4)}>
              <span className="raffle-prize__place">{t('raffle.place', { place: i + 1 })}</span>
              <strong className="raffle-prize__amount">{money(amount)}</strong>
            </li>
          ))}
        </ol>
      </div>

      <div className="raffle-earn">
        <h3 className="raffle-earn__title">{t('raffle.howToEarn')}</h3>
        <ul className="raffle-earn__list">
          {raffle.ticketPerDeposit > 0 && (
            <li>
              <Icon name="deposit" size={18} />
              {t('raffle.perDeposit', { amount: money(raffle.ticketPerDeposit) })}
            </li>
          )}
          {raffle.ticketPerBet > 0 && (
            <li>
              <Icon name="dice" size={18} />
              {t('raffle.perBet', { amount: money(raffle.ticketPerBet) })}
            </li>
          )}
        </ul>
        <p className="raffle-earn__note">
          {raffle.wageringMultiple > 0
            ? t('raffle.wagering', { multiple: raffle.wageringMultiple })
            : t('raffle.noWagering')}
        </p>
      </div>

      <Fairness raffle={raffle} />
    </section>
  );
}

/** The seed's hash (and once drawn the seed), with one line on checking the draw. */
function Fairness({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation();
  return (
    <div className="raffle-fair">
      <dl className="raffle-fair__list">
        <div>
          <dt>{t('raffle.seedHash')}</dt>
          <dd>
            <code dir="ltr">{raffle.seedHash}</code>
          </dd>
        </div>
        {raffle.seed && (
          <div>
            <dt>{t('raffle.seed')}</dt>
            <dd>
              <code dir="ltr">{raffle.seed}</code>
            </dd>
          </div>
        )}
      </dl>
      <p className="raffle-fair__how">{t('raffle.verify', { id: raffle.id })}</p>
    </div>
  );
}

function PastRaffles(props: { raffles: Raffle[]; money: Money; timeZoneOffsetMinutes: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="raffle-past" aria-labelledby={headingId}>
      <h2 id={headingId} className="raffle-section-title">
        <Icon name="trophy" size={20} />
        {t('raffle.past')}
      </h2>
      <ul className="raffle-past__list">
        {props.raffles.map((raffle) => (
          <PastRaffle
            key={raffle.id}
            raffle={raffle}
            money={props.money}
            offset={props.timeZoneOffsetMinutes}
          />
        ))}
      </ul>
    </section>
  );
}

function PastRaffle({ raffle, money, offset }: { raffle: Raffle; money: Money; offset: number }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const titleId = useId();
  const mine = raffle.winners.find((w) => w.mine);
  return (
    <li className={`raffle-card${mine ? ' is-won' : ''}`} aria-labelledby={titleId}>
      <div className="raffle-card__head">
        <h3 id={titleId} className="raffle-card__title" dir="auto">
          {raffle.title}
        </h3>
        <span className="raffle-card__date">
          {t('raffle.drawnOn', { date: formatInZone(raffle.endsAt, languageTag, offset, true) })}
        </span>
      </div>
      <p className="raffle-card__meta">
        {t('raffle.totalTickets', { total: raffle.totalTickets ?? 0 })}
        {raffle.myTickets > 0 && raffle.myFirstTicket !== null && (
          <>
            {' '}
            ·{' '}
            {t('raffle.myRange', {
              first: raffle.myFirstTicket,
              last: raffle.myFirstTicket + raffle.myTickets - 1,
            })}
          </>
        )}
      </p>
      {mine && <MyPrize raffle={raffle} prize={mine} money={money} />}
      {raffle.winners.length === 0 ? (
        <p className="raffle-card__none">{t('raffle.noWinners')}</p>
      ) : (
        <ol className="raffle-winners" aria-label={t('raffle.winners')}>
          {raffle.winners.map((w) => (
            <li key={w.place} className={`raffle-winner${w.mine ? ' is-mine' : ''}`}>
              <span className="raffle-winner__place">{t('raffle.place', { place: w.place })}</span>
              <span className="raffle-winner__who" dir="ltr">
                {w.account}
              </span>
              {w.mine && <span className="raffle-winner__you">{t('raffle.you')}</span>}
              <span className="raffle-winner__ticket">{t('raffle.ticketNo', { ticket: w.ticket })}</span>
              <strong className="raffle-winner__amount">{money(w.amount)}</strong>
            </li>
          ))}
        </ol>
      )}
      <Fairness raffle={raffle} />
    </li>
  );
}

/** The member's prize: claimed once, with a request id kept across a retried lost answer. */
function MyPrize({ raffle, prize, money }: { raffle: Raffle; prize: RaffleWinner; money: Money }) {
  const { t } = useTranslation();
  const claim = useClaimRaffle();
  const language = useLanguage();
  const requestIds = useRef(createRequestIds());
  const wonId = useId();

  async function onClaim() {
    if (claim.isPending) return;
    try {
      const { bonus } = await claim.mutateAsync({
        raffleId: raffle.id,
        requestId: requestIds.current.for(String(raffle.id)),
        language,
      });
      requestIds.current.done();
      showToast(
        bonus.turnoverRequired > 0
          ? t('raffle.claimedWager', { amount: money(bonus.amount), turnover: money(bonus.turnoverRequired) })
          : t('raffle.claimedToast', { amount: money(bonus.amount) }),
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
    <div className="raffle-won">
      <Icon name="trophy" size={28} />
      <p id={wonId} className="raffle-won__text">
        {t('raffle.youWon', { amount: money(prize.amount), place: prize.place })}
      </p>
      {prize.claimed ? (
        <span className="raffle-won__done">
          <Icon name="success" size={18} />
          {t('raffle.claimed')}
        </span>
      ) : (
        <ClaimButton
          className="raffle-won__claim"
          busy={claim.isPending}
          label={t('raffle.claim')}
          busyLabel={t('raffle.claiming')}
          onClick={() => void onClaim()}
          describedBy={wonId}
        />
      )}
    </div>
  );
}
