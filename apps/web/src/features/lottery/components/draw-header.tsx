import type { DrawnGame, OpenNumeroValue } from '@lobby/contract/lottery';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { LazyImage } from '@/components/ui/lazy-image';
import { useLanguageTag } from '@/lib/i18n';
import { awaitingResult, previousDrawsAt } from '../draw-timing';
import { useServerNow } from '../hooks/use-server-now';
import { formatTimeInZone } from '../lottery-format';
import { intervalText, summaryTexts } from '../lottery-labels';
import { elapsedShare, formatCountdown, msUntil } from '../server-clock';
import { DrawBalls } from './draw-balls';
import { ShieldIcon } from './lottery-icons';

type Clocked = OpenNumeroValue & { clockOffsetMs: number };

/** The open draw: numero, a live countdown to its close with the window's progress, its draw time. */
function OpenDraw({ open, timeZoneOffsetMinutes }: { open: Clocked; timeZoneOffsetMinutes: number }) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const now = useServerNow(open.clockOffsetMs);
  const { current } = open;
  const left = msUntil(current.closesAt, now);
  const share = elapsedShare(current.opensAt, current.closesAt, now);
  return (
    <div className={`lotto-draw${left <= 10_000 ? ' is-closing' : ''}`}>
      <p className="lotto-draw__numero">
        {t('lottery.draw')}{' '}
        <strong data-testid="open-numero" dir="ltr">
          {current.numero}
        </strong>
      </p>
      <p className="lotto-draw__label" id="lotto-closes-label">
        {left > 0 ? t('lottery.bettingClosesIn') : t('lottery.bettingClosed')}
      </p>
      <time
        className="lotto-draw__countdown"
        role="timer"
        aria-labelledby="lotto-closes-label"
        dateTime={current.closesAt}
        dir="ltr"
        data-testid="close-countdown"
      >
        {formatCountdown(left)}
      </time>
      <div className="lotto-draw__bar" aria-hidden="true">
        {/* A run-time width: set through the CSSOM, which the CSP allows. */}
        <span style={{ inlineSize: `${Math.round(share * 1000) / 10}%` }} />
      </div>
      <p className="lotto-draw__at">
        {t('lottery.drawAt', {
          time: formatTimeInZone(current.drawsAt, languageTag, timeZoneOffsetMinutes, { seconds: true }),
        })}
      </p>
    </div>
  );
}

/** The last result, or the draw whose betting closed while its result is on the way. */
function LastResult({ open }: { open: Clocked }) {
  const { t } = useTranslation();
  const now = useServerNow(open.clockOffsetMs);
  const { last } = open;
  const type = open.lotteryType;
  if (awaitingResult(open, now)) {
    const at = new Date(previousDrawsAt(open.current)).toISOString();
    const left = msUntil(at, now);
    return (
      <div className="lotto-last is-drawing" role="status">
        <p className="lotto-last__label">{t('lottery.lastResult')}</p>
        <div className="lotto-last__drawing">
          <span className="spinner lotto-last__spinner" aria-hidden="true" />
          <span>
            {left > 0 ? t('lottery.resultIn', { time: formatCountdown(left) }) : t('lottery.drawing')}
          </span>
        </div>
      </div>
    );
  }
  if (!last) {
    return (
      <div className="lotto-last">
        <p className="lotto-last__label">{t('lottery.lastResult')}</p>
        <p className="lotto-last__none">{t('lottery.noResultsYet')}</p>
      </div>
    );
  }
  return (
    <div className="lotto-last" data-testid="last-result">
      <p className="lotto-last__label">
        {t('lottery.lastResult')} ·{' '}
        <span className="lotto-last__numero" dir="ltr">
          {last.numero}
        </span>
      </p>
      {last.result ? (
        <>
          <DrawBalls type={type} result={last.result} />
          <ul className="lotto-tags">
            {summaryTexts(t, last.summary).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="lotto-last__none">{t('lottery.cancelled')}</p>
      )}
    </div>
  );
}

type DrawHeaderProps = {
  game: DrawnGame;
  open: Clocked | undefined;
  basePath: string;
  timeZoneOffsetMinutes: number;
};

/** The game view's header: the game, the open draw with its countdown and committed seed hash, the last result. */
export function DrawHeader({ game, open, basePath, timeZoneOffsetMinutes }: DrawHeaderProps) {
  const { t } = useTranslation();
  return (
    <section className="lotto-head" aria-labelledby="lotto-game-name">
      <div className="lotto-head__game">
        <LazyImage src={game.iconUrl} alt="" ratio="3 / 4" className="lotto-head__art" eager />
        <div className="lotto-head__title">
          <Link to={basePath} className="lotto-head__back">
            <Icon name="chevron-start" size={16} className="icon--directional" />
            {t('lottery.backToLobby')}
          </Link>
          <h1 id="lotto-game-name" className="lotto-head__name" dir="auto">
            {game.gameName}
          </h1>
          <p className="lotto-head__meta">
            <span className="lotto-badge">{game.lotteryType}</span>
            <bdi>{game.displayName}</bdi>
            <span aria-hidden="true">·</span>
            <span>{t('lottery.interval', { interval: intervalText(t, game.drawIntervalSeconds) })}</span>
          </p>
        </div>
      </div>
      {open ? (
        <>
          <OpenDraw open={open} timeZoneOffsetMinutes={timeZoneOffsetMinutes} />
          <LastResult open={open} />
          <div className="lotto-seed">
            <ShieldIcon />
            <div className="lotto-seed__text">
              <p className="lotto-seed__label">{t('lottery.seedHash')}</p>
              <code className="lotto-seed__hash" data-testid="seed-hash">
                {open.current.seedHash}
              </code>
              <p className="lotto-seed__hint">{t('lottery.seedHashHint')}</p>
            </div>
          </div>
        </>
      ) : (
        <div className="lotto-draw lotto-draw--pending" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </section>
  );
}
