import type { Executor } from '../../db/client';
import { findDrawnGame } from './lottery.repository';

/**
 * The site's lottery view for a game (product §2 routes, §4 'Game launch'): the VN and SEA lotteries have
 * views of their own, every other lottery game opens /lottery. The lottery's own launch and the
 * generic game launch (GCS_gameLaunchFB) both answer these addresses, so they cannot disagree.
 */
export function lotteryViewPath(vendorCode: string | null, prizeMode?: string): string {
  if (vendorCode === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vendorCode === 'TCG_SEA' || (vendorCode === null && prizeMode === 'SEA')) return '/seaLottery';
  return '/lottery';
}

/** Product §4: these vendors, and every game of the LOTT and ELOTT categories, open a lottery view. */
export function opensLotteryView(game: { vendorCode: string; gameType: string }): boolean {
  return (
    game.vendorCode === 'TCG_LOTTO_VN' ||
    game.vendorCode === 'TCG_SEA' ||
    game.gameType === 'LOTT' ||
    game.gameType === 'ELOTT'
  );
}

/**
 * A drawn game opens its betting view, anything else of a lottery vendor (its 'lobby' entry) the
 * lobby, as the lottery's own launch answers (`/lotto/lgw/launch`).
 */
export async function lotteryViewUrl(
  db: Executor,
  game: { vendorCode: string; gameCode: string },
): Promise<string> {
  const drawn = await findDrawnGame(db, { gameCode: game.gameCode, vassalage: game.vendorCode });
  const params = new URLSearchParams(
    drawn ? { gameCode: game.gameCode, view: 'betting' } : { view: 'lobby' },
  );
  return `${lotteryViewPath(game.vendorCode)}?${params.toString()}`;
}
