import type { RedEnvelopeRound } from '@lobby/contract/red-envelope';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loadChunk } from '@/lib/chunk-load-error';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useRedEnvelope } from '../api/get-red-envelope';
import { countdown, useEnvelopeMoney, useServerNow } from '../hooks/use-envelope-format';
import { EnvelopeMark } from './envelope-mark';
import './red-envelope-banner.css';

/* The dialog, its animation and the open call load when a member first opens an envelope. */
const OpenEnvelopeDialog = lazy(() => loadChunk(() => import('./open-envelope-dialog')));

export type RedEnvelopeBannerProps = {
  loggedIn: boolean;
  currencySymbol: string;
  /** Where the member's bonuses are (the member centre's bonus details). */
  bonusDetailsHref: string;
  /** A visitor's way in: the login popup. */
  onSignIn: () => void;
};

type Phase =
  | { name: 'live'; round: RedEnvelopeRound }
  | { name: 'opened'; round: RedEnvelopeRound }
  | { name: 'empty'; round: RedEnvelopeRound }
  | { name: 'upcoming'; round: RedEnvelopeRound };

function phaseOf(current: RedEnvelopeRound | null, next: RedEnvelopeRound | null, now: number): Phase | null {
  if (current && Date.parse(current.endsAt) > now) {
    if (current.opened) return { name: 'opened', round: current };
    if (current.envelopesLeft === 0) return { name: 'empty', round: current };
    return { name: 'live', round: current };
  }
  if (next) return { name: 'upcoming', round: next };
  return null;
}

/**
 * The home page's red-envelope announcement (decision 0240): the next round's start with a countdown;
 * during a round, the pool and envelopes left and the call to open one (a visitor is asked to log in);
 * once opened, what the member got. Nothing shows when no round is scheduled.
 */
export function RedEnvelopeBanner({
  loggedIn,
  currencySymbol,
  bonusDetailsHref,
  onSignIn,
}: RedEnvelopeBannerProps) {
  const { t } = useTranslation();
  const money = useEnvelopeMoney(currencySymbol);
  const languageTag = useLanguageTag();
  // When the next round starts, on the device's clock and in its words: "Sat 20:00".
  const startTime = useMemo(
    () => new Intl.DateTimeFormat(languageTag, { weekday: 'short', hour: '2-digit', minute: '2-digit' }),
    [languageTag],
  );
  const query = useRedEnvelope(loggedIn);
  const value = query.data;
  // How far the server's clock is ahead of ours, from when the answer arrived: countdowns end on its time.
  const skew = value ? Date.parse(value.serverTime) - query.dataUpdatedAt : 0;
  const now = useServerNow(value !== undefined, skew);
  const [dialogRound, setDialogRound] = useState<number | null>(null);

  const phase = value ? phaseOf(value.current, value.next, now) : null;
  const target = phase
    ? Date.parse(phase.name === 'upcoming' ? phase.round.startsAt : phase.round.endsAt)
    : null;
  const remaining = target === null ? 0 : target - now;
  // A round starting or ending changes what the banner says: read the rounds again, once per moment.
  const refetched = useRef<number | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (target !== null && remaining <= 0 && refetched.current !== target) {
      refetched.current = target;
      void refetch();
    }
  }, [target, remaining, refetch]);

  if (!phase) return null;
  const { round } = phase;
  const live = phase.name !== 'upcoming';

  return (
    <section
      className={`envelope-banner envelope-banner--${phase.name}`}
      aria-labelledby="envelope-banner-title"
    >
      <EnvelopeMark className="envelope-banner__mark" />
      <div className="envelope-banner__text">
        <h2 className="envelope-banner__title" id="envelope-banner-title">
          {t('redEnvelope.title')}
          {live && <span className="envelope-banner__live">{t('redEnvelope.live')}</span>}
        </h2>
        <p className="envelope-banner__line">
          {phase.name === 'upcoming' && t('redEnvelope.nextIn', { time: countdown(remaining) })}
          {phase.name === 'live' && t('redEnvelope.endsIn', { time: countdown(remaining) })}
          {phase.name === 'opened' &&
            t('redEnvelope.youGot', { amount: money(phase.round.opened?.amount ?? 0) })}
          {phase.name === 'empty' && t('redEnvelope.allOpened')}
        </p>
        <dl className="envelope-banner__stats">
          <div>
            <dt>{t('redEnvelope.pool')}</dt>
            <dd>{money(phase.name === 'upcoming' ? round.pool : round.remaining)}</dd>
          </div>
          <div>
            <dt>{t('redEnvelope.envelopesLeft')}</dt>
            <dd>{round.envelopesLeft.toLocaleString(languageTag)}</dd>
          </div>
        </dl>
      </div>
      <div className="envelope-banner__action">
        {phase.name === 'live' &&
          (loggedIn ? (
            <button
              type="button"
              className="btn btn--gold envelope-banner__cta"
              onClick={() => setDialogRound(round.id)}
            >
              {t('redEnvelope.open')}
            </button>
          ) : (
            <button type="button" className="btn btn--gold envelope-banner__cta" onClick={onSignIn}>
              {t('redEnvelope.signIn')}
            </button>
          ))}
        {phase.name === 'upcoming' && (
          <time className="envelope-banner__clock" dateTime={round.startsAt}>
            {startTime.format(Date.parse(round.startsAt))}
          </time>
        )}
        {phase.name === 'opened' && (
          <Link className="btn btn--outline envelope-banner__cta" to={bonusDetailsHref}>
            {t('redEnvelope.bonusDetails')}
          </Link>
        )}
      </div>
      {dialogRound !== null && (
        <Suspense fallback={null}>
          <OpenEnvelopeDialog
            roundId={dialogRound}
            money={money}
            bonusDetailsHref={bonusDetailsHref}
            onClose={() => setDialogRound(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
