import { randomUUID } from 'node:crypto';
import type { LotteryType } from '@lobby/contract/lottery-menus';
import { lotteryTypes } from '@lobby/contract/lottery-menus';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { ProviderWalletError } from '../game-provider/provider-wallet';
import type { SettingsStore } from '../system/settings.store';
import { slotAt, type Calendar, type Slot } from './draw-calendar';
import { DrawStream, drawSeedHash, newDrawSeed } from './draw-fairness';
import { betRule, lotteryRules, payoutOf } from './lottery-rules';
import {
  claimDraw,
  closeDraw,
  dueDraws,
  findDraw,
  findDrawById,
  findUndrawnGame,
  finishDraw,
  insertDraw,
  pruneHistory,
  readDrawnGames,
  releaseDraw,
  unsettledBets,
  updateBet,
  type DrawnGameRow,
  type DrawRow,
} from './lottery.repository';
import type { LotteryWallet } from './lottery-wallet';

/** A scheduler holds a draw this long per step; a crashed one's draw is taken over after it. */
const leaseMs = 60_000;
/** Bets settled per step (the lease is renewed between steps). */
const batchSize = 100;
/** Draws taken per tick, oldest first. */
const drawsPerTick = 20;
const pruneEveryMs = 60 * 60_000;

export const roundIdOf = (betId: number) => `LT${betId}`;
export const betRequestIdOf = (betId: number) => `${roundIdOf(betId)}:bet`;

export const isLotteryType = (code: string): code is LotteryType =>
  (lotteryTypes as readonly string[]).includes(code);

export const calendarOf = (game: DrawnGameRow): Calendar => ({
  intervalSeconds: game.intervalSeconds,
  closeSeconds: game.closeSeconds,
  tzOffsetMinutes: game.tzOffsetMinutes,
});

/** The result of a draw from its public inputs (docs/games/lottery.md, 'Verify a draw'). */
export function drawResult(type: LotteryType, input: { seed: string; nodeId: string; numero: string }) {
  const stream = new DrawStream(input);
  return lotteryRules[type].draw((n) => stream.nextInt(n));
}

/** What drawing and settling need of a game. */
type DrawGame = Pick<DrawnGameRow, 'game' | 'lotteryType' | 'runnable'>;

export type TickReport = { opened: number; drawn: number; settled: number; failed: number; pruned: number };

/**
 * The draw engine: opens each game's draws on its calendar, draws them at their time, and settles
 * their bets through the seamless wallet. Safe with several schedulers on one database: a draw is
 * opened once (unique numero), taken by one scheduler at a time (a lease on its row), and every wallet
 * call has a request id of its own, so a step repeated after a crash or a lost lease moves nothing
 * twice. A draw interrupted half-way is finished by the next tick.
 */
export function createDrawEngine(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  settings: SettingsStore;
  wallet: LotteryWallet;
  log?: { warn(object: object, message: string): void };
}) {
  const { db, clock } = deps;
  // An instance's name, not a draw: it must differ between instances even when tests fix `random`.
  const owner = randomUUID();
  /** Draws known to exist, so a tick does not ask the database every second. */
  const opened = new Map<string, DrawRow>();
  let lastPrune = 0;

  /** The draw of a slot, made (with its seed) when no instance has made it yet. */
  async function ensureDraw(game: DrawnGameRow, slot: Slot): Promise<DrawRow | null> {
    const { nodeId } = game.game;
    const known = opened.get(nodeId);
    if (known?.numero === slot.numero) return known;
    let draw = await findDraw(db, nodeId, slot.numero);
    if (!draw) {
      const seed = newDrawSeed(deps.random);
      await insertDraw(db, {
        nodeId,
        numero: slot.numero,
        opensAt: new Date(slot.opensAt),
        closesAt: new Date(slot.closesAt),
        drawsAt: new Date(slot.drawsAt),
        seed,
        seedHash: drawSeedHash(seed),
      });
      draw = await findDraw(db, nodeId, slot.numero);
    }
    // A calendar changed during the day can name a slot like an earlier draw: that slot has no draw.
    if (!draw || draw.drawsAt.getTime() !== slot.drawsAt) return null;
    opened.set(nodeId, draw);
    return draw;
  }

  /** Pays a drawn bet (0 for a loss) and closes its round; a round rolled back meanwhile is refunded. */
  async function settleBet(draw: DrawRow, game: DrawGame, item: UnsettledBet): Promise<boolean> {
    const { bet } = item;
    const roundId = roundIdOf(bet.id);
    const now = new Date(clock.now());
    const type = isLotteryType(game.lotteryType) ? game.lotteryType : null;
    // A bet type withdrawn since the bet was placed cannot be judged: its stake is returned.
    const rule = type ? betRule(type, bet.betType) : undefined;
    const refund = draw.status === 'CANCELLED' || bet.status === 'PENDING' || !rule;
    const session = deps.wallet.providerSession(item.playerToken, item, {
      nodeId: game.game.nodeId,
      vendorCode: game.game.vendorCode,
      gameCode: game.game.gameCode,
      gameType: game.game.gameType,
    });
    try {
      if (refund) {
        // A stake still PENDING at the draw never made it in time: whatever reached the wallet goes back.
        await deps.wallet.wallet.rollback(session, {
          requestId: `${roundId}:rollback`,
          roundId,
          betRequestId: betRequestIdOf(bet.id),
        });
        return updateBet(db, bet.id, ['PENDING', 'ACCEPTED'], { status: 'REFUNDED', settledAt: now });
      }
      const result = draw.result ?? [];
      const outcome = rule.outcome(bet.selection, result);
      const payout = payoutOf(outcome, bet.stake, bet.odds);
      // The same content on every attempt, so a repeat is the wallet's replay and moves nothing.
      await deps.wallet.wallet.win(session, {
        requestId: `${roundId}:win`,
        roundId,
        amount: payout,
        closeRound: true,
        detail: { result, outcome, payout },
        fairness: { seed: draw.seed, seedHash: draw.seedHash, numero: draw.numero },
      });
      const status = outcome === 'WIN' ? 'WON' : outcome === 'PUSH' ? 'PUSH' : 'LOST';
      return updateBet(db, bet.id, ['ACCEPTED'], { status, payout, settledAt: now });
    } catch (error) {
      if (!(error instanceof ProviderWalletError) || error.reason !== 'ROUND_CLOSED') return false;
      // A win's round closed: it can only have been rolled back (a repeated win is replayed, not
      // refused). A rollback's round closed: a win settled it, and whoever sent it records it.
      if (!refund)
        return updateBet(db, bet.id, ['PENDING', 'ACCEPTED'], { status: 'REFUNDED', settledAt: now });
      return false;
    }
  }

  /** Draws (or cancels) a due draw, then settles its bets in steps while it holds the lease. */
  async function work(draw: DrawRow, game: DrawGame): Promise<{ drawn: boolean; settled: number }> {
    let drawn = false;
    let current = draw;
    if (current.status === 'OPEN') {
      const now = new Date(clock.now());
      if (game.runnable && isLotteryType(game.lotteryType)) {
        const result = drawResult(game.lotteryType, current);
        await closeDraw(db, current.id, { status: 'DRAWN', result, drawnAt: now });
      } else {
        await closeDraw(db, current.id, { status: 'CANCELLED', drawnAt: now });
      }
      drawn = true;
      current = (await findDrawById(db, current.id)) ?? current;
      if (opened.get(current.nodeId)?.id === current.id) opened.delete(current.nodeId);
    }
    let settled = 0;
    for (;;) {
      const bets = await unsettledBets(db, current.id, batchSize);
      if (bets.length === 0) {
        await finishDraw(db, current.id, new Date(clock.now()));
        return { drawn, settled };
      }
      let progress = 0;
      for (const item of bets) if (await settleBet(current, game, item)) progress += 1;
      settled += progress;
      // What failed (the wallet unreachable, a bet still arriving) is tried again at the next tick.
      if (progress < bets.length) return { drawn, settled };
      const now = clock.now();
      if (!(await claimDraw(db, current.id, owner, new Date(now), new Date(now + leaseMs)))) {
        return { drawn, settled };
      }
    }
  }

  return {
    owner,
    ensureDraw,

    async drawOf(id: number): Promise<DrawRow> {
      const draw = await findDrawById(db, id);
      if (!draw) throw new Error(`draw ${id} not found`);
      return draw;
    },

    /** One pass: open the current draws, draw and settle what is due, prune old history hourly. */
    async tick(): Promise<TickReport> {
      const now = clock.now();
      const report: TickReport = { opened: 0, drawn: 0, settled: 0, failed: 0, pruned: 0 };
      const gamesList = await readDrawnGames(db);
      const byNode = new Map(gamesList.map((game) => [game.game.nodeId, game]));
      for (const game of gamesList) {
        if (!game.runnable) continue;
        const slot = slotAt(calendarOf(game), now);
        if (opened.get(game.game.nodeId)?.numero === slot.numero) continue;
        if (await ensureDraw(game, slot)) report.opened += 1;
      }
      for (const draw of await dueDraws(db, new Date(now), drawsPerTick)) {
        if (!(await claimDraw(db, draw.id, owner, new Date(now), new Date(now + leaseMs)))) continue;
        try {
          const game = byNode.get(draw.nodeId) ?? (await findUndrawnGame(db, draw.nodeId));
          if (!game) throw new Error(`draw ${draw.id}: game ${draw.nodeId} not found`);
          const done = await work(draw, game);
          if (done.drawn) report.drawn += 1;
          report.settled += done.settled;
        } catch (error) {
          // One draw's failure must not hold up the others; it is tried again at the next tick.
          report.failed += 1;
          deps.log?.warn({ err: error, drawId: draw.id }, 'lottery draw');
        } finally {
          await releaseDraw(db, draw.id, owner);
        }
      }
      if (now - lastPrune >= pruneEveryMs) {
        lastPrune = now;
        const { historyDays } = await deps.settings.get('lottery');
        report.pruned = await pruneHistory(db, new Date(now - historyDays * 86_400_000));
      }
      return report;
    },
  };
}

type UnsettledBet = Awaited<ReturnType<typeof unsettledBets>>[number];

export type DrawEngine = ReturnType<typeof createDrawEngine>;
