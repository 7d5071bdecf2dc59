import type { DrawnGame } from '@lobby/contract/lottery';
import type { LotteryType, PrizeMode } from '@lobby/contract/lottery-menus';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { LazyImage } from '@/components/ui/lazy-image';
import { useLanguage } from '@/lib/i18n';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { intervalText } from '../lottery-labels';
import { Countdown } from './countdown';
import { ClockIcon } from './lottery-icons';
import './lottery-lobby.css';

type LotteryLobbyProps = {
  /** The view's path (/lottery, /seaLottery, /vnLottery): a game opens as path?gameCode=. */
  basePath: string;
  /** Only the games of this prize mode, as the server's menus define it. */
  prizeMode?: PrizeMode;
  /** Only the games of these vendors (the VN view is the VN vendor's games). */
  vendorCodes?: readonly string[];
};

function GameCard({ game, href, clockOffsetMs }: { game: DrawnGame; href: string; clockOffsetMs: number }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={href} className="lotto-card">
        <LazyImage src={game.iconUrl} alt="" ratio="1 / 1" className="lotto-card__art" eager />
        <span className="lotto-card__body">
          <span className="lotto-card__name">{game.gameName}</span>
          <span className="lotto-card__meta">{game.displayName}</span>
          <span className="lotto-card__draw">
            <span className="lotto-card__numero">
              {t('lottery.drawShort', { numero: game.numero.slice(-4) })} ·{' '}
              {t('lottery.interval', { interval: intervalText(t, game.drawIntervalSeconds) })}
            </span>
            <span className="lotto-card__timer">
              <ClockIcon />
              <span className="visually-hidden">{t('lottery.closesIn')}</span>
              <Countdown to={game.closesAt} clockOffsetMs={clockOffsetMs} />
            </span>
          </span>
        </span>
        <span className="lotto-card__play" aria-hidden="true">
          {t('lottery.play')}
          <Icon name="chevron-end" size={16} className="icon--directional" />
        </span>
      </Link>
    </li>
  );
}

/** Spec §2 lottery view without a game: the drawn games by lottery type, each with its next draw. */
export function LotteryLobby({ basePath, prizeMode, vendorCodes }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const menu = useLotteryMenu({ prizeMode, language });
  const [type, setType] = useState<LotteryType | 'ALL'>('ALL');

  if (menu.isPending) {
    return (
      <div className="page__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{t('lottery.loading')}</p>
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div className="lotto-empty" role="alert">
        <p>{t('lottery.loadFailed')}</p>
        <button type="button" className="btn btn--outline" onClick={() => void menu.refetch()}>
          {t('lottery.retry')}
        </button>
      </div>
    );
  }

  const { clockOffsetMs } = menu.data;
  const menus = menu.data.gameMenus
    .map((m) => ({
      ...m,
      games: vendorCodes ? m.games.filter((g) => vendorCodes.includes(g.vendorCode)) : m.games,
    }))
    .filter((m) => m.games.length > 0);
  const shown = type === 'ALL' ? menus : menus.filter((m) => m.lotteryType === type);
  const href = (game: DrawnGame) => `${basePath}?${new URLSearchParams({ gameCode: game.gameCode })}`;

  if (menus.length === 0) {
    return (
      <div className="lotto-empty" role="status">
        <p>{t('lottery.noGames')}</p>
      </div>
    );
  }

  return (
    <div className="lotto-lobby">
      {menus.length > 1 && (
        <div className="lotto-filter" role="group" aria-label={t('lottery.typeFilter')}>
          {(['ALL', ...menus.map((m) => m.lotteryType)] as const).map((code) => (
            <button
              key={code}
              type="button"
              className={`lotto-chip${type === code ? ' is-active' : ''}`}
              aria-pressed={type === code}
              onClick={() => setType(code)}
            >
              {code === 'ALL' ? t('lottery.allTypes') : menus.find((m) => m.lotteryType === code)?.name}
            </button>
          ))}
        </div>
      )}
      {shown.map((m) => (
        <section
          key={m.lotteryType}
          className="lotto-section"
          aria-labelledby={`lotto-type-${m.lotteryType}`}
        >
          <header className="lotto-section__head">
            <h2 id={`lotto-type-${m.lotteryType}`} className="lotto-section__title">
              {m.name}
            </h2>
            <span className="lotto-badge">{m.lotteryType}</span>
          </header>
          <ul className="lotto-grid">
            {m.games.map((game) => (
              <GameCard key={game.nodeId} game={game} href={href(game)} clockOffsetMs={clockOffsetMs} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
