import { useQueryClient } from '@tanstack/react-query';
import type { BalanceValue } from '@lobby/contract/accounts';
import { prizeModeSchema, type PrizeMode } from '@lobby/contract/lottery-menus';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { balanceQueryOptions, useBalance } from '@/features/account/api/get-balance';
import { useLotteryGame } from '@/features/lottery/api/get-lottery-game';
import { LotteryGame } from '@/features/lottery/components/lottery-game';
import { LotteryLobby } from '@/features/lottery/components/lottery-lobby';
import type { Currency } from '@/features/lottery/lottery-format';
import { useBrand } from '@/features/system/api/get-brand';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '../use-document-title';
import './lottery.css';

/** The brand's zone until the brand has loaded (the demo's GMT+8); the lottery calendar runs on it. */
const fallbackOffsetMinutes = 480;

/**
 * The three lottery views (product §2) and what each one's lobby lists, as the server's menus define the
 * areas: the VN view the VN lottery vendor's games, the SEA view the SEA prize mode, /lottery every
 * drawn game (or one prize mode, when a launch address names one).
 */
const views = {
  '/lottery': { titleKey: 'lottery.title', leadKey: 'lottery.lead' },
  '/vnLottery': { titleKey: 'lottery.vietnam', leadKey: 'lottery.vietnamLead' },
  '/seaLottery': { titleKey: 'lottery.sea', leadKey: 'lottery.seaLead' },
} as const;
type ViewPath = keyof typeof views;

const vnVendors = ['TCG_LOTTO_VN'] as const;

function viewOf(pathname: string): ViewPath {
  return pathname in views ? (pathname as ViewPath) : '/lottery';
}

/**
 * The game the address names. A lottery vendor's 'lobby' entry (a launch from the catalogue) is no
 * drawn game: it opens the lobby.
 */
function gameCodeOf(params: URLSearchParams): string | null {
  const code = params.get('gameCode')?.trim();
  return code && code.toLowerCase() !== 'lobby' ? code : null;
}

/** The header's wallet figures: the balance call's amount, symbol and decimals. */
function useWallet(): { balance: number | undefined; currency: Currency } {
  const balance = useBalance().data;
  return {
    balance: balance?.balance,
    currency: { symbol: balance?.currencySymbol ?? '', decimals: balance?.decimals ?? 2 },
  };
}

function AreaNav({ active }: { active: ViewPath }) {
  const { t } = useTranslation();
  return (
    <nav className="lottery-areas" aria-label={t('lottery.areas')}>
      {(Object.keys(views) as ViewPath[]).map((path) => (
        <Link
          key={path}
          to={path}
          className={`lottery-areas__link${path === active ? ' is-active' : ''}`}
          aria-current={path === active ? 'page' : undefined}
        >
          {t(views[path].titleKey)}
        </Link>
      ))}
    </nav>
  );
}

function GameView({ gameCode, basePath }: { gameCode: string; basePath: ViewPath }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const language = useLanguage();
  const name = useLotteryGame({ gameCode, language }).data?.game.gameName;
  const { balance, currency } = useWallet();
  const offset = useBrand().data?.timeZoneOffsetMinutes ?? fallbackOffsetMinutes;
  useDocumentTitle(name ?? t(views[basePath].titleKey));

  // The ticket's answer carries the wallet after the stakes: the header shows it at once (the
  // balance socket pushes the same figure; settlement wins arrive through it too). Written here
  // rather than with the socket hook's helper, whose module would join the site's first download.
  const onBalance = useCallback(
    (value: number) =>
      client.setQueryData<BalanceValue>(balanceQueryOptions().queryKey, (old) =>
        old ? { ...old, balance: value } : old,
      ),
    [client],
  );
  const onBetsSettled = useCallback(
    () => void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
    [client],
  );

  return (
    <LotteryGame
      key={gameCode}
      gameCode={gameCode}
      basePath={basePath}
      currency={currency}
      balance={balance}
      timeZoneOffsetMinutes={offset}
      onBalance={onBalance}
      onBetsSettled={onBetsSettled}
    />
  );
}

function LobbyView({ view, prizeMode }: { view: ViewPath; prizeMode: PrizeMode | undefined }) {
  const { t } = useTranslation();
  const title = t(views[view].titleKey);
  useDocumentTitle(title);
  return (
    <div className="page lottery-page">
      <header className="lottery-page__head">
        <div>
          <h1 className="page__title">{title}</h1>
          <p className="page__lead">{t(views[view].leadKey)}</p>
        </div>
        <AreaNav active={view} />
      </header>
      <LotteryLobby
        key={view}
        basePath={view}
        prizeMode={prizeMode}
        vendorCodes={view === '/vnLottery' ? vnVendors : undefined}
      />
    </div>
  );
}

/** Lottery group: /lottery, /seaLottery, /vnLottery with ?gameCode= (login required, no side menu). */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const view = viewOf(pathname);
  const gameCode = gameCodeOf(params);
  const askedMode: PrizeMode | undefined = z.safeParse(prizeModeSchema, params.get('prizeMode')).data;
  const prizeMode = view === '/seaLottery' ? 'SEA' : view === '/lottery' ? askedMode : undefined;
  return gameCode ? (
    <GameView gameCode={gameCode} basePath={view} />
  ) : (
    <LobbyView view={view} prizeMode={prizeMode} />
  );
}
