import type { DrawnGame } from '@lobby/contract/lottery';
import type { LotteryType, PrizeMode } from '@lobby/contract/lottery-menus';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { LazyImage } from '@/components/ui/lazy-image';
import { useLanguage } from '@/lib/i18n';
import { useIsLoggedIn } from '@/lib/session';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { useRecentLotteryGames } from '../api/get-recent-lottery-games';
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
        <LazyImage src={game.iconUrl} alt="" ratio="3 / 4" className="lotto-card__art" eager />
        <span className="lotto-card__body">
          <bdi className="lotto-card__name">{game.gameName}</bdi>
          <bdi className="lotto-card__meta">{game.displayName}</bdi>
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

/**
 * The member's last lottery games (product §7 /lgw/vn/games/game_menu/recent), newest first, among the
 * games this lobby lists: each card is the lobby's own, so its draw and countdown follow the menu.
 */
function RecentRow({
  games,
  href,
  clockOffsetMs,
}: {
  games: DrawnGame[];
  href: (game: DrawnGame) => string;
  clockOffsetMs: number;
}) {
  const { t } = useTranslation();
  return (
    <section className="lotto-recent" aria-labelledby="lotto-recent-title">
      <header className="lotto-section__head">
        <h2 id="lotto-recent-title" className="lotto-section__title">
          {t('lottery.recentGames')}
        </h2>
      </header>
      <ul className="lotto-recent__row">
        {games.map((game) => (
          <GameCard key={game.nodeId} game={game} href={href(game)} clockOffsetMs={clockOffsetMs} />
        ))}
      </ul>
    </section>
  );
}

/** Product §2 lottery view without a game: the drawn games by lottery type, each with its next draw. */
export function LotteryLobby({ basePath, prizeMode, vendorCodes }: LotteryLobbyProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const loggedIn = useIsLoggedIn();
  const menu = useLotteryMenu({ prizeMode, language });
  const recent = useRecentLotteryGames({ language }, loggedIn);
  const [type, setType] = useState<LotteryType | 'ALL'>('ALL');

  // The lobby waits for the member's recent games too (asked at the same time), so their row is in
  // place from the first paint and moves nothing; without an answer the lobby shows no row.
  if (menu.isPending || recent.isLoading) {
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
  const listed = new Map(menus.flatMap((m) => m.games.map((game) => [game.nodeId, game] as const)));
  const recentGames = (recent.data?.games ?? [])
    .map((game) => listed.get(game.nodeId))
    .filter((game): game is DrawnGame => game !== undefined);

  if (menus.length === 0) {
    return (
      <div className="lotto-empty" role="status">
        <p>{t('lottery.noGames')}</p>
      </div>
    );
  }

  return (
    <div className="lotto-lobby">
      {recentGames.length > 0 && <RecentRow games={recentGames} href={href} clockOffsetMs={clockOffsetMs} />}
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
              {code === 'ALL' ? (
                t('lottery.allTypes')
              ) : (
                <bdi>{menus.find((m) => m.lotteryType === code)?.name}</bdi>
              )}
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
            <h2 id={`lotto-type-${m.lotteryType}`} className="lotto-section__title" dir="auto">
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
