import { createHash } from 'node:crypto';
import type { ProviderStateValue, RoundsValue, SpinRequest, SpinValue } from '@lobby/contract/provider';
import type { Database } from '../../db/client';
import type { ProviderRoundResult } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import type { Random } from '../../lib/random';
import { sha256Hex } from '../../lib/sha256';
import { betLevels, paytable, reelStrip, slotRtp, spinOutcome } from './emulator-slot';
import {
  findProviderRound,
  insertProviderRound,
  recentProviderRounds,
  updateProviderRound,
  type ProviderRoundRow,
} from './game-provider.repository';
import type { ProviderSession, ProviderSessions } from './provider-session';
import { ProviderWalletError, type ProviderWallet } from './provider-wallet';

/** The in-house vendor has games of its own (modules/game-provider/bgs); the emulator serves the rest. */
export const inHouseVendor = 'BGS';

const sessionExpired = () => new DomainError('UNAUTHORIZED', 'game_session_expired', 401);
const roundFailed = () => new DomainError('SERVICE_UNAVAILABLE', 'game_round_failed', 503);

/** The wallet's refusal in the site's words. */
function refusal(error: unknown): DomainError {
  if (!(error instanceof ProviderWalletError)) return roundFailed();
  if (error.reason === 'INSUFFICIENT_FUNDS')
    return new DomainError('BAD_REQUEST', 'insufficient_balance', 400);
  if (error.reason === 'INVALID_TOKEN') return sessionExpired();
  return roundFailed();
}

/** The rollback returning a round's stake: the same request however often it is sent. */
export const emulatorRollback = (roundId: string) => ({
  requestId: `${roundId}:rollback`,
  roundId,
  betRequestId: `${roundId}:bet`,
});

/**
 * The win closing a drawn round (its payout, 0 for a loss). Built from the stored round alone, so a
 * later repeat (the round recovery's) carries exactly the content of the first call.
 */
export function emulatorWin(round: ProviderRoundRow) {
  const { roundId, result } = round;
  return {
    requestId: `${roundId}:win`,
    roundId,
    amount: round.payout,
    closeRound: true,
    detail: {
      symbols: result.symbols,
      stops: result.stops,
      line: result.win ? `${result.win.symbol}x${result.win.count}` : null,
    },
    fairness: { serverSeed: result.serverSeed, serverSeedHash: result.serverSeedHash, roundId },
  };
}

/**
 * The vendor emulator: a third-party vendor's generic game for every launched game that is not
 * in-house. A spin is one round: the bet, the draw, the win (0 for a loss) closing the round, all
 * through the seamless wallet like a real vendor; when the win cannot be paid the bet is rolled back.
 * The provider keeps its own record of each round (provider_rounds), so a repeated spin answers the
 * round it already played, and one interrupted half-way is finished by its repeat.
 */
export function createEmulator(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  sessions: ProviderSessions;
  wallet: ProviderWallet;
}) {
  const { db, wallet } = deps;

  async function session(token: string): Promise<ProviderSession> {
    const found = await deps.sessions.resolve(token);
    if (!found) throw sessionExpired();
    if (found.vendorCode === inHouseVendor) throw new DomainError('NOT_FOUND', 'game_not_found', 404);
    return found;
  }

  /** Round ids are the provider's: one per session and spin request, so a repeated spin finds it. */
  const roundIdOf = (token: string, requestId: string) =>
    `EMU-${createHash('sha256')
      .update(`${sha256Hex(token)}:${requestId}`)
      .digest('hex')
      .slice(0, 32)}`;

  function spinValue(round: ProviderRoundRow, balance: number): SpinValue {
    const { result } = round;
    return {
      roundId: round.roundId,
      bet: round.stake,
      payout: round.payout,
      balance,
      symbols: result.symbols,
      stops: result.stops,
      win: result.win,
      fairness: {
        serverSeed: result.serverSeed,
        serverSeedHash: result.serverSeedHash,
        roundId: round.roundId,
      },
    };
  }

  /** Takes the round as far as it goes: bet, then win; a failed win rolls the bet back. */
  async function settle(player: ProviderSession, round: ProviderRoundRow): Promise<SpinValue> {
    const { roundId, result } = round;
    if (round.status === 'FAILED') return rollBack(player, round);
    // The bet's request id, as its rollback names it.
    const { betRequestId } = emulatorRollback(roundId);
    try {
      await wallet.bet(player, {
        requestId: betRequestId,
        roundId,
        amount: round.stake,
        fairness: { serverSeedHash: result.serverSeedHash },
      });
    } catch (error) {
      // Refused for good (no money, expired session): nothing moved, and a repeat answers the same.
      if (error instanceof ProviderWalletError && error.reason !== 'REJECTED') {
        await updateProviderRound(db, roundId, { status: 'REFUSED' });
      }
      throw refusal(error);
    }
    try {
      const { balance } = await wallet.win(player, emulatorWin(round));
      await updateProviderRound(db, roundId, { status: 'SETTLED', result: { ...result, balance } });
      return spinValue(round, balance);
    } catch {
      return rollBack(player, round);
    }
  }

  async function rollBack(player: ProviderSession, round: ProviderRoundRow): Promise<never> {
    try {
      await wallet.rollback(player, emulatorRollback(round.roundId));
      await updateProviderRound(db, round.roundId, { status: 'ROLLED_BACK' });
    } catch {
      // The stake stays with the platform until the round recovery (round-recovery.ts) or a repeat of
      // this spin gets the rollback through.
      await updateProviderRound(db, round.roundId, { status: 'FAILED' });
    }
    throw roundFailed();
  }

  return {
    async state(token: string): Promise<ProviderStateValue> {
      const player = await session(token);
      let balance: number;
      try {
        ({ balance } = await wallet.balance(player));
      } catch (error) {
        throw refusal(error);
      }
      return {
        vendorCode: player.vendorCode,
        gameCode: player.gameCode,
        gameType: player.gameType,
        account: player.account,
        currency: player.currency,
        language: player.language,
        balance,
        betLevels: [...betLevels],
        reel: [...reelStrip],
        paytable: [...paytable],
        rtp: slotRtp,
      };
    },

    async spin(request: SpinRequest): Promise<SpinValue> {
      const player = await session(request.token);
      if (!betLevels.includes(request.bet)) throw new DomainError('BAD_REQUEST', 'invalid_amount', 400);
      const roundId = roundIdOf(request.token, request.requestId);
      const serverSeed = deps.random.bytes(32).toString('hex');
      const outcome = spinOutcome(serverSeed, roundId);
      const result: ProviderRoundResult = { serverSeed, serverSeedHash: sha256Hex(serverSeed), ...outcome };
      await insertProviderRound(db, {
        roundId,
        sessionHash: sha256Hex(request.token),
        vendorCode: player.vendorCode,
        gameCode: player.gameCode,
        account: player.account,
        stake: request.bet,
        payout: request.bet * (outcome.win?.multiplier ?? 0),
        status: 'BET_SENT',
        result,
        createdAt: new Date(deps.clock.now()),
      });
      // A repeat of the spin finds the round its first copy drew (with that copy's bet).
      const round = (await findProviderRound(db, roundId))!;
      if (round.stake !== request.bet) throw new DomainError('CONFLICT', 'idempotency_key_reused', 409);
      if (round.status === 'SETTLED') return spinValue(round, round.result.balance ?? 0);
      if (round.status === 'ROLLED_BACK') throw roundFailed();
      // A refused bet is asked again: the wallet replays its refusal, or re-checks an expired session.
      return settle(player, round);
    },

    async rounds(token: string): Promise<RoundsValue> {
      const player = await session(token);
      const rows = await recentProviderRounds(db, sha256Hex(player.token), 20);
      return {
        rounds: rows.map((row) => ({
          roundId: row.roundId,
          bet: row.stake,
          payout: row.payout,
          status: row.status,
          symbols: row.result.symbols,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type Emulator = ReturnType<typeof createEmulator>;
