/**
 * The site's lottery view for a game (spec §2 routes, §4 'Game launch'): the VN and SEA lotteries have
 * views of their own, every other lottery game opens /lottery. The lottery's own launch and the
 * generic game launch (GCS_gameLaunchFB) both answer these addresses, so they cannot disagree.
 */
export function lotteryViewPath(vendorCode: string | null, prizeMode?: string): string {
  if (vendorCode === 'TCG_LOTTO_VN') return '/vnLottery';
  if (vendorCode === 'TCG_SEA' || (vendorCode === null && prizeMode === 'SEA')) return '/seaLottery';
  return '/lottery';
}

/** Spec §4: these vendors, and every game of the LOTT and ELOTT categories, open a lottery view. */
export function opensLotteryView(game: { vendorCode: string; gameType: string }): boolean {
  return (
    game.vendorCode === 'TCG_LOTTO_VN' ||
    game.vendorCode === 'TCG_SEA' ||
    game.gameType === 'LOTT' ||
    game.gameType === 'ELOTT'
  );
}
