import type { Game, VendorCard } from '@lobby/contract/games';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/ui/toast-store';
import { translator } from '@/lib/translator';
import { vendorHref, vendorOpensList } from '@/lib/category';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { showTrialNotice } from './trial-notice';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** Where a game or vendor entry goes (product §4): a page, or the vendor's game list in the game popup. */
export type LaunchTarget = { path: string } | { vendorGames: VendorCard };

type Entry = { vassalage: string; gameType: Game['gameType']; gameCode?: string };

/** The lottery views (product §4): by vendor first, then by category; a vendor entry has no game code. */
function lotteryPath({ vassalage, gameType, gameCode }: Entry): string | null {
  const path =
    vassalage === 'TCG_LOTTO_VN'
      ? '/vnLottery'
      : vassalage === 'TCG_SEA'
        ? '/seaLottery'
        : gameType === 'LOTT' || gameType === 'ELOTT'
          ? '/lottery'
          : null;
  if (!path) return null;
  return gameCode ? withQuery(path, { gameCode }) : path;
}

/** Product §4 for one game: lotteries open their view, every other game starts in the game view. */
export function gameLaunchPath(game: Game): string {
  return lotteryPath(game) ?? withQuery('/seamless', { nodeId: game.nodeId });
}

/**
 * Product §4 for a vendor entry: lotteries open their view; slot vendors (and, by product §2, fishing
 * and the in-house vendor) their game list; a provider group (isGame VASSALAGE) lists its games in
 * the game popup; any other vendor starts at once in the game view, by vendor and category.
 */
export function vendorLaunchTarget(vendor: VendorCard): LaunchTarget {
  const lottery = lotteryPath(vendor);
  if (lottery) return { path: lottery };
  if (vendorOpensList(vendor.gameType)) return { path: vendorHref(vendor.gameType, vendor.vassalage) };
  if (vendor.isGame === 'VASSALAGE') return { vendorGames: vendor };
  return { path: withQuery('/seamless', { vassalage: vendor.vassalage, gameType: vendor.gameType }) };
}

/** What the game view's way back returns to: the page the game was started from. */
export type GameViewState = { from: string };

/**
 * Product §4 game launch, after the login check: a visitor gets the login popup, a trial account the
 * register-a-real-account notice, and only a real account goes on. Game lists are for browsing and
 * open for everyone.
 */
export function useGameLauncher() {
  const navigate = useNavigate();
  const { token, isTrial } = useSession();

  function mayPlay(): boolean {
    if (!token) {
      // Product §6: 'You are not logged in, please login', with the login popup.
      showToast(translator.t('auth.notLoggedIn'), 'warning');
      openPopup({ name: 'login' });
    } else if (isTrial) void showTrialNotice();
    return Boolean(token) && !isTrial;
  }

  function go(path: string) {
    // Read at the click, not at render: the menus using this would otherwise re-render on every navigation.
    const { pathname, search, hash } = window.location;
    const state: GameViewState | undefined = path.startsWith('/seamless')
      ? { from: `${pathname}${search}${hash}` }
      : undefined;
    void navigate(path, { state });
  }

  return {
    launchGame(game: Game) {
      if (mayPlay()) go(gameLaunchPath(game));
    },
    openVendor(vendor: VendorCard) {
      if (!vendorOpensList(vendor.gameType) && !mayPlay()) return;
      const target = vendorLaunchTarget(vendor);
      if ('path' in target) go(target.path);
      else openPopup({ name: 'vendor-games', vendor: target.vendorGames });
    },
  };
}
