import type { PlaceBetsRequest, PlaceBetsValue } from '@lobby/contract/lottery';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { sha256Hex } from '../../lib/sha256';
import { ProviderWalletError, type ProviderWalletErrorReason } from '../game-provider/provider-wallet';
import type { ProviderSession } from '../game-provider/provider-session';
import type { SettingsStore } from '../system/settings.store';
import { slotAt } from './draw-calendar';
import { betRequestIdOf, calendarOf, isLotteryType, roundIdOf, type DrawEngine } from './draw-engine';
import { betRule, oddsOf, payoutOf, validSelection, type ValidSelection } from './lottery-rules';
import {
  findTicket,
  insertTicket,
  lockMember,
  readBetViews,
  stakedOnDraw,
  updateBet,
  type DrawnGameRow,
  type DrawRow,
  type LotteryBetRow,
} from './lottery.repository';
import type { LotteryPlayer, LotteryWallet } from './lottery-wallet';
import { isSuspended } from './lottery-suspensions';
import { findGame, toBetView } from './lottery-views';

const gameMaintenance = () => new DomainError('SERVICE_UNAVAILABLE', 'game_maintenance', 503);
const drawClosed = () => new DomainError('CONFLICT', 'lottery_draw_closed', 409);
const roundFailed = () => new DomainError('SERVICE_UNAVAILABLE', 'game_round_failed', 503);

/** The message a refused ticket answers, and answers again on a repeat (kept in `refusal`). */
const refusals: Record<Exclude<ProviderWalletErrorReason, 'REJECTED'>, string> = {
  INSUFFICIENT_FUNDS: 'insufficient_balance',
  INVALID_TOKEN: 'game_session_expired',
  // A stake refused as rolled back: the draw's settlement returned it before it arrived.
  ROUND_CLOSED: 'lottery_draw_closed',
};

function refusalError(message: string): DomainError {
  if (message === 'insufficient_balance') return new DomainError('BAD_REQUEST', message, 400);
  if (message === 'lottery_draw_closed') return drawClosed();
  // Not 401: that would end the member's site session, which is still good.
  return new DomainError('FORBIDDEN', message, 403);
}

type Prepared = { betType: string; selection: ValidSelection; stake: number; odds: number };

/** JSON with sorted keys: the same ticket always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Placing bets (docs/games/lottery.md, 'Betting'). A ticket is written first (its bets PENDING, under the
 * member's request id, after the limits are checked with the member's row locked), then each stake is
 * taken through the seamless wallet as a round of its own. All or nothing: when a stake is refused, the
 * ones already taken are rolled back. A stake whose outcome is unknown (the wallet did not answer)
 * stays PENDING: a repeat of the request sends it again while the draw is open, and the draw's
 * settlement returns it otherwise.
 */
export function createLotteryBetting(deps: {
  db: Database;
  clock: Clock;
  settings: SettingsStore;
  wallet: LotteryWallet;
  engine: DrawEngine;
}) {
  const { db, clock } = deps;

  function prepare(
    game: DrawnGameRow,
    request: PlaceBetsRequest,
    limits: { minStake: number; maxStake: number; maxPayout: number },
  ) {
    if (!isLotteryType(game.lotteryType)) throw gameMaintenance();
    const type = game.lotteryType;
    return request.bets.map((bet): Prepared => {
      const rule = betRule(type, bet.betType);
      if (!rule) throw new DomainError('BAD_REQUEST', 'lottery_bet_type_invalid', 400);
      const selection = validSelection(rule, bet);
      if (!selection) throw new DomainError('BAD_REQUEST', 'lottery_selection_invalid', 400);
      if (bet.stake < limits.minStake) throw new DomainError('BAD_REQUEST', 'amount_below_minimum', 400);
      if (bet.stake > limits.maxStake) throw new DomainError('BAD_REQUEST', 'amount_above_maximum', 400);
      const odds = oddsOf(rule, selection);
      // The most the bet can return is a win: the odds are fixed at placing, so this is its payout.
      if (payoutOf('WIN', bet.stake, odds) > limits.maxPayout) {
        throw new DomainError('BAD_REQUEST', 'lottery_payout_above_maximum', 400);
      }
      return { betType: bet.betType, selection, stake: bet.stake, odds };
    });
  }

  async function answer(
    game: DrawnGameRow,
    rows: LotteryBetRow[],
    requestId: string,
    balance: number,
  ): Promise<PlaceBetsValue> {
    const views = await readBetViews(
      db,
      rows.map((row) => row.id),
    );
    return {
      gameCode: game.game.gameCode,
      numero: views[0]?.numero ?? '',
      requestId,
      bets: views.map(toBetView),
      balance,
    };
  }

  /**
   * Returns what a refused ticket took. Every bet not yet final is rolled back, the PENDING ones too: a
   * concurrent copy of the request may be sending them, and a rollback makes the wallet refuse a stake
   * that arrives after it. A rollback that fails leaves its bet to the draw's settlement.
   */
  async function unwind(session: ProviderSession, rows: LotteryBetRow[], refusal: string) {
    for (const row of rows) {
      if (row.status !== 'PENDING' && row.status !== 'ACCEPTED') continue;
      const roundId = roundIdOf(row.id);
      try {
        await deps.wallet.wallet.rollback(session, {
          requestId: `${roundId}:rollback`,
          roundId,
          betRequestId: betRequestIdOf(row.id),
        });
      } catch {
        continue;
      }
      const settledAt = new Date(clock.now());
      if (!(await updateBet(db, row.id, ['PENDING'], { status: 'REFUSED', refusal, settledAt }))) {
        await updateBet(db, row.id, ['ACCEPTED'], { status: 'REFUNDED', settledAt });
      }
    }
  }

  /** Takes the stakes still PENDING, in order; answers the ticket or throws its refusal. */
  async function run(
    game: DrawnGameRow,
    draw: DrawRow,
    session: ProviderSession,
    ticket: LotteryBetRow[],
    requestId: string,
    fresh: boolean,
  ): Promise<PlaceBetsValue> {
    const refused = ticket.find((row) => row.status === 'REFUSED');
    if (refused) throw refusalError(refused.refusal ?? 'lottery_draw_closed');
    const pending = ticket.filter((row) => row.status === 'PENDING');
    if (pending.length === 0) {
      return answer(game, ticket, requestId, (await walletBalance(session)) ?? 0);
    }
    // Past the close nothing more is sent: the draw's settlement returns whatever is still pending.
    if (clock.now() >= draw.closesAt.getTime()) throw drawClosed();
    const rows = [...ticket];
    // A ticket the balance cannot cover is refused before any stake moves. Only by the call that wrote
    // it: a repeat racing the first copy would see the balance after the first copy's stakes.
    const total = pending.reduce((sum, row) => sum + row.stake, 0);
    const before = fresh ? await walletBalance(session) : null;
    if (before !== null && before < total) {
      await unwind(session, rows, refusals.INSUFFICIENT_FUNDS);
      throw refusalError(refusals.INSUFFICIENT_FUNDS);
    }
    let balance = before ?? 0;
    for (const [i, row] of rows.entries()) {
      if (row.status !== 'PENDING') continue;
      try {
        ({ balance } = await deps.wallet.wallet.bet(session, {
          requestId: betRequestIdOf(row.id),
          roundId: roundIdOf(row.id),
          amount: row.stake,
          detail: {
            lotteryType: game.lotteryType,
            numero: draw.numero,
            betType: row.betType,
            selection: row.selection,
            odds: row.odds / 100,
          },
          fairness: { seedHash: draw.seedHash, numero: draw.numero, nodeId: draw.nodeId },
        }));
      } catch (error) {
        if (!(error instanceof ProviderWalletError) || error.reason === 'REJECTED') throw roundFailed();
        const refusal = refusals[error.reason];
        await updateBet(db, row.id, ['PENDING'], {
          status: 'REFUSED',
          refusal,
          settledAt: new Date(clock.now()),
        });
        await unwind(session, rows, refusal);
        throw refusalError(refusal);
      }
      // Settlement may have returned the stake meanwhile (the draw came first): then it stays returned.
      if (await updateBet(db, row.id, ['PENDING'], { status: 'ACCEPTED' })) {
        rows[i] = { ...row, status: 'ACCEPTED' };
      }
    }
    return answer(game, rows, requestId, balance);
  }

  async function walletBalance(session: ProviderSession): Promise<number | null> {
    try {
      return (await deps.wallet.wallet.balance(session)).balance;
    } catch {
      return null;
    }
  }

  return {
    async place(member: LotteryPlayer, request: PlaceBetsRequest): Promise<PlaceBetsValue> {
      const game = await findGame(db, request);
      const limits = await deps.settings.get('lottery');
      const prepared = prepare(game, request, limits);
      const ticketHash = sha256Hex(canonical({ nodeId: game.game.nodeId, numero: request.numero, prepared }));
      const gameRef = {
        nodeId: game.game.nodeId,
        vendorCode: game.game.vendorCode,
        gameCode: game.game.gameCode,
        gameType: game.game.gameType,
      };

      const replay = async (ticket: LotteryBetRow[]) => {
        if (ticket[0]?.ticketHash !== ticketHash) {
          throw new DomainError('CONFLICT', 'idempotency_key_reused', 409);
        }
        const drawRow = await deps.engine.drawOf(ticket[0].drawId);
        const { session } = await deps.wallet.sessionFor(member, gameRef);
        return run(game, drawRow, session, ticket, request.requestId, false);
      };

      const existing = await findTicket(db, member.id, request.requestId);
      if (existing.length > 0) return replay(existing);

      if (!game.runnable) throw gameMaintenance();
      if (await isSuspended(deps.settings, game.game.nodeId)) {
        throw new DomainError('CONFLICT', 'lottery_game_suspended', 409);
      }
      const slot = slotAt(calendarOf(game), clock.now());
      if (request.numero < slot.numero) throw drawClosed();
      if (request.numero > slot.numero) throw new DomainError('CONFLICT', 'lottery_draw_not_open', 409);
      const draw = await deps.engine.ensureDraw(game, slot);
      if (!draw) throw new DomainError('CONFLICT', 'lottery_draw_not_open', 409);
      const { sessionId, session } = await deps.wallet.sessionFor(member, gameRef);

      const total = prepared.reduce((sum, bet) => sum + bet.stake, 0);
      const written = await db.transaction(async (tx) => {
        await lockMember(tx, member.id);
        // A concurrent copy of this request may have written the ticket while this one waited.
        if ((await findTicket(tx, member.id, request.requestId)).length > 0) return false;
        if (clock.now() >= draw.closesAt.getTime()) throw drawClosed();
        if ((await stakedOnDraw(tx, member.id, draw.id)) + total > limits.maxStakePerDraw) {
          throw new DomainError('BAD_REQUEST', 'lottery_draw_limit_reached', 400);
        }
        const placedAt = new Date(clock.now());
        return insertTicket(
          tx,
          prepared.map((bet, seq) => ({
            drawId: draw.id,
            memberId: member.id,
            sessionId,
            requestId: request.requestId,
            seq,
            ticketHash,
            betType: bet.betType,
            selection: bet.selection,
            odds: bet.odds,
            stake: bet.stake,
            status: 'PENDING' as const,
            placedAt,
          })),
        );
      });
      const ticket = await findTicket(db, member.id, request.requestId);
      if (!written) return replay(ticket);
      return run(game, draw, session, ticket, request.requestId, true);
    },
  };
}

export type LotteryBetting = ReturnType<typeof createLotteryBetting>;
