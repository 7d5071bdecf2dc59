import type { TextLanguage } from '@lobby/contract/languages';
import type { Bet, BetStatus, Draw, DrawnGame } from '@lobby/contract/lottery';
import type { LotteryType, PrizeMode } from '@lobby/contract/lottery-menus';
import { prizeModes } from '@lobby/contract/lottery-menus';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toGame } from '../games/games.service';
import { slotAt } from './draw-calendar';
import { calendarOf, isLotteryType, roundIdOf } from './draw-engine';
import { lotteryRules } from './lottery-rules';
import {
  findDrawnGame,
  type BetViewRow,
  type DrawnGameRow,
  type DrawRow,
  type LotteryBetStatus,
} from './lottery.repository';

/** How the answers show the lottery's rows (contract lottery.ts). */

const iso = (date: Date) => date.toISOString();

export async function findGame(db: Executor, key: { gameCode: string; vassalage?: string }) {
  const game = await findDrawnGame(db, key);
  if (!game || !isLotteryType(game.lotteryType)) throw notFound('game_not_found');
  return game;
}

const isPrizeMode = (mode: string): mode is PrizeMode => (prizeModes as readonly string[]).includes(mode);

/** A drawn game as the menus show it; null for a row outside product §3's types or modes. */
export function toDrawnGame(row: DrawnGameRow, words: TextLanguage, now: number): DrawnGame | null {
  if (!isLotteryType(row.lotteryType) || !isPrizeMode(row.prizeMode)) return null;
  const slot = slotAt(calendarOf(row), now);
  return {
    ...toGame(row.game, row.vendorName, words.language, words.fallback),
    lotteryType: row.lotteryType,
    prizeMode: row.prizeMode,
    drawIntervalSeconds: row.intervalSeconds,
    closeSeconds: row.closeSeconds,
    numero: slot.numero,
    closesAt: new Date(slot.closesAt).toISOString(),
    drawsAt: new Date(slot.drawsAt).toISOString(),
  };
}

export function toDraw(row: DrawRow, type: LotteryType, now: number): Draw {
  const published = row.status !== 'OPEN';
  const result = row.status === 'DRAWN' || row.status === 'SETTLED' ? row.result : null;
  return {
    numero: row.numero,
    status: row.status === 'OPEN' && now >= row.closesAt.getTime() ? 'CLOSED' : row.status,
    opensAt: iso(row.opensAt),
    closesAt: iso(row.closesAt),
    drawsAt: iso(row.drawsAt),
    seedHash: row.seedHash,
    seed: published ? row.seed : null,
    result,
    summary: result ? lotteryRules[type].summary(result) : null,
    drawnAt: row.drawnAt ? iso(row.drawnAt) : null,
  };
}

const betStatus: Record<LotteryBetStatus, BetStatus> = {
  PENDING: 'OPEN',
  ACCEPTED: 'OPEN',
  WON: 'WON',
  LOST: 'LOST',
  PUSH: 'PUSH',
  // Never listed (nothing was taken); a ticket refused answers its refusal instead.
  REFUSED: 'REFUNDED',
  REFUNDED: 'REFUNDED',
};

export function toBetView(row: BetViewRow): Bet {
  const { bet } = row;
  const settled = bet.status === 'WON' || bet.status === 'LOST' || bet.status === 'PUSH';
  return {
    betId: roundIdOf(bet.id),
    gameCode: row.gameCode,
    vassalage: row.vendorCode,
    // Bets are only ever placed on games of product §3's types (findGame checks).
    lotteryType: row.lotteryType as LotteryType,
    numero: row.numero,
    betType: bet.betType,
    selection: bet.selection,
    odds: bet.odds / 100,
    stake: bet.stake,
    payout: bet.payout,
    status: betStatus[bet.status],
    placedAt: iso(bet.placedAt),
    settledAt: bet.settledAt ? iso(bet.settledAt) : null,
    drawsAt: iso(row.drawsAt),
    result: settled ? row.result : null,
  };
}
