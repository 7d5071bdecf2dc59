/**
 * The lottery menus' data (/lgw/games/game_menus): product §3's five lottery types and which demo LOTT and
 * ELOTT game is which type and prize mode. Vendor lobbies ('lobby' entries) are no lottery type. The
 * types follow draw frequency and pool: LF the daily and weekly national draws, SSC the quick digit
 * draws, 11X5 five of eleven, LHC six of forty-nine (Mark Six and keno-style pools), PK10 races.
 */
import type { LotteryType, PrizeMode } from '@lobby/contract/lottery-menus';
import type { DemoText } from './demo-content';

export const demoLotteryTypes: readonly { code: LotteryType; name: DemoText }[] = [
  { code: 'SSC', name: { EN: 'Quick Draws', PT: 'Sorteios Rápidos' } },
  { code: '11X5', name: { EN: '11 Choose 5', PT: '11 Escolhe 5' } },
  { code: 'PK10', name: { EN: 'PK10 Racing', PT: 'Corridas PK10' } },
  { code: 'LHC', name: { EN: 'Mark Six', PT: 'Mark Six' } },
  { code: 'LF', name: { EN: 'Daily Draws', PT: 'Sorteios Diários' } },
];

export const demoLotteryGames: readonly { nodeId: string; lotteryType: LotteryType; prizeMode: PrizeMode }[] =
  [
    { nodeId: 'tcg_lotto_vn-north', lotteryType: 'LF', prizeMode: 'LOTT' },
    { nodeId: 'tcg_lotto_vn-central', lotteryType: 'LF', prizeMode: 'LOTT' },
    { nodeId: 'tcg_lotto_vn-south', lotteryType: 'LF', prizeMode: 'LOTT' },
    { nodeId: 'tcg_sea-thai', lotteryType: 'LF', prizeMode: 'SEA' },
    { nodeId: 'tcg_sea-lao', lotteryType: 'LF', prizeMode: 'SEA' },
    { nodeId: 'tcg_sea-my4d', lotteryType: 'LF', prizeMode: 'SEA' },
    { nodeId: 'tcg-fast3', lotteryType: 'SSC', prizeMode: 'LOTT' },
    { nodeId: 'tcg-lucky5d', lotteryType: 'SSC', prizeMode: 'LOTT' },
    { nodeId: 'tcg-pick3', lotteryType: 'LF', prizeMode: 'LOTT' },
    { nodeId: 'gpi-keno-express', lotteryType: 'LHC', prizeMode: 'ELOTT' },
    { nodeId: 'gpi-number-draw-1m', lotteryType: 'SSC', prizeMode: 'ELOTT' },
    { nodeId: 'gpi-hi-lo-draw', lotteryType: 'SSC', prizeMode: 'ELOTT' },
    { nodeId: 'vr-speed-lotto', lotteryType: 'SSC', prizeMode: 'ELOTT' },
    { nodeId: 'vr-virtual-racing', lotteryType: 'PK10', prizeMode: 'ELOTT' },
    { nodeId: 'vr-lotto-5m', lotteryType: '11X5', prizeMode: 'ELOTT' },
  ];

/**
 * The lottery's calendar for every game above (modules/lottery): quick draws every minute or few
 * minutes, the low-frequency (LF) national draws every quarter hour and Mark Six (LHC) every half
 * hour, so the demo shows results of every type within the hour. Betting closes `closeSeconds` before
 * each draw; draws count from midnight at GMT+8, the demo brand's time zone.
 */
export const demoLotterySchedules: readonly {
  nodeId: string;
  intervalSeconds: number;
  closeSeconds: number;
}[] = [
  { nodeId: 'tcg_lotto_vn-north', intervalSeconds: 900, closeSeconds: 30 },
  { nodeId: 'tcg_lotto_vn-central', intervalSeconds: 900, closeSeconds: 30 },
  { nodeId: 'tcg_lotto_vn-south', intervalSeconds: 900, closeSeconds: 30 },
  { nodeId: 'tcg_sea-thai', intervalSeconds: 900, closeSeconds: 30 },
  { nodeId: 'tcg_sea-lao', intervalSeconds: 900, closeSeconds: 30 },
  { nodeId: 'tcg_sea-my4d', intervalSeconds: 900, closeSeconds: 30 },
  { nodeId: 'tcg-fast3', intervalSeconds: 60, closeSeconds: 10 },
  { nodeId: 'tcg-lucky5d', intervalSeconds: 300, closeSeconds: 30 },
  { nodeId: 'tcg-pick3', intervalSeconds: 600, closeSeconds: 30 },
  { nodeId: 'gpi-keno-express', intervalSeconds: 1800, closeSeconds: 60 },
  { nodeId: 'gpi-number-draw-1m', intervalSeconds: 60, closeSeconds: 10 },
  { nodeId: 'gpi-hi-lo-draw', intervalSeconds: 180, closeSeconds: 15 },
  { nodeId: 'vr-speed-lotto', intervalSeconds: 60, closeSeconds: 10 },
  { nodeId: 'vr-virtual-racing', intervalSeconds: 180, closeSeconds: 15 },
  { nodeId: 'vr-lotto-5m', intervalSeconds: 300, closeSeconds: 30 },
];
