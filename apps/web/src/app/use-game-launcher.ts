import type { Game, VendorCard } from '@lobby/contract/games';
import { useNavigate } from 'react-router';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { showTrialNotice } from './trial-notice';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** Spec §4 game launch routing for an individual game. */
export function gameLaunchPath(game: Game): string {
  if (game.vassalage === 'TCG_LOTTO_VN') return withQuery('/vnLottery', { gameCode: game.gameCode });
  if (game.vassalage === 'TCG_SEA') return withQuery('/seaLottery', { gameCode: game.gameCode });
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    return withQuery('/lottery', { gameCode: game.gameCode });
  return withQuery('/seamless', { nodeId: game.nodeId });
}

/** Spec §4 routing for a vendor entry: lotteries open their view, RNG and provider groups list their games. */
export function vendorLaunchPath(vendor: VendorCard): string {
  if (vendor.vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vendor.vassalage === 'TCG_SEA') return '/seaLottery';
  if (vendor.gameType === 'LOTT' || vendor.gameType === 'ELOTT') return '/lottery';
  if (vendor.gameType === 'RNG' || vendor.isGame === 'VASSALAGE') {
    return withQuery(`/${vendor.gameType.toLowerCase()}`, { vassalage: vendor.vassalage });
  }
  return withQuery('/seamless', { vassalage: vendor.vassalage });
}

/**
 * Spec §4 game launch, after the login check: a visitor gets the login popup, a trial account the
 * register-a-real-account notice, and only a real account goes on. The launch call itself arrives
 * with the game-launch issue.
 */
export function useGameLauncher() {
  const navigate = useNavigate();
  const { token, isTrial } = useSession();
  function go(path: string) {
    if (!token) openPopup({ name: 'login' });
    else if (isTrial) void showTrialNotice();
    else void navigate(path);
  }
  return {
    launchGame: (game: Game) => go(gameLaunchPath(game)),
    openVendor: (vendor: VendorCard) => go(vendorLaunchPath(vendor)),
  };
}
