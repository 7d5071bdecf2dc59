import type { Game, VendorCard } from '@lobby/contract/games';
import { useNavigate } from 'react-router';
import { openPopup } from '@/lib/popup-store';
import { useIsLoggedIn } from '@/lib/session';

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
 * Playing needs a session: a visitor gets the login popup and nothing else (spec §4). Trial
 * accounts and the launch call itself arrive with the accounts and game-launch issues.
 */
export function useGameLauncher() {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  return {
    launchGame(game: Game) {
      if (!loggedIn) openPopup({ name: 'login' });
      else void navigate(gameLaunchPath(game));
    },
    openVendor(vendor: VendorCard) {
      if (!loggedIn) openPopup({ name: 'login' });
      else void navigate(vendorLaunchPath(vendor));
    },
  };
}
