import { createHash, randomBytes } from 'node:crypto';
import type {
  AuthenticateRequest,
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  SeamlessAnswer,
  WinRequest,
} from '@lobby/contract/seamless';
import type { Database, Executor, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { DomainError } from '../../lib/errors';
import { sha256Hex } from '../../lib/sha256';
import type { Ledger, Posted } from '../ledger/ledger';
import type { Secrets } from '../security/secrets';
import {
  changeRound,
  claimPlaceholder,
  findCall,
  findToken,
  insertCall,
  insertRound,
  insertToken,
  lockCall,
  lockRound,
  mainBalance,
  touchToken,
  updateCall,
  vendorExists,
  type CallRow,
  type NewCall,
} from './seamless.repository';
import { verifySeamless } from './seamless-signature';

/**
 * The seamless wallet, platform side: what vendors call to read a player's balance and settle rounds
 * (the API is described in @lobby/contract/seamless). Each bet, win or rollback takes its request id
 * first (a row in seamless_calls), then moves money and changes the round (the bets row) in one
 * database transaction, and stores its answer in the same row, so a repeat is answered identically
 * and moves nothing.
 */

/** A player token expires this long after its last use, for authenticate, balance and bet. */
export const playerTokenIdleMs = 4 * 60 * 60_000;
/** Last use is written at most this often (a busy game would otherwise write it on every bet). */
const touchEveryMs = 60_000;

/** The ledger kinds this module writes; the account record lists them with the round in `reference`. */
export const seamlessKinds = ['BET', 'WIN', 'BET_REFUND'] as const;

type Answer = SeamlessAnswer;

/** Fixed key order, so that a first answer and its replay (read back from jsonb) serialise alike. */
function answer(value: Answer): Answer {
  const ordered: Answer = {
    status: value.status,
    requestId: value.requestId,
    account: value.account,
    nickname: value.nickname,
    balance: value.balance,
    currency: value.currency,
    roundId: value.roundId,
    transactionId: value.transactionId,
  };
  return Object.fromEntries(Object.entries(ordered).filter(([, v]) => v !== undefined)) as Answer;
}

/** JSON with object keys sorted, so the same content always hashes the same. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What makes two calls "the same": the call and its content, not the token (a retry may renew it). */
function contentHash(call: NewCall['call'], request: { token: string }): string {
  const { token: _token, ...content } = request;
  return createHash('sha256')
    .update(stableStringify([call, content]))
    .digest('hex');
}

/** A refusal decided inside a settlement: its savepoint is rolled back and the answer stored. */
class Refusal extends Error {
  constructor(readonly status: Answer['status']) {
    super(status);
  }
}

type Player = {
  tokenHash: string;
  memberId: number;
  account: string;
  nickname: string;
  currency: string;
  vendorCode: string;
  gameCode: string;
  gameType: string;
};

type Resolved = { player: Player } | { refused: Answer };

export type SeamlessDeps = { db: Database; ledger: Ledger; secrets: Secrets; clock: Clock };

export function createSeamlessService(deps: SeamlessDeps) {
  const { db, ledger, clock } = deps;
  const knownVendors = new Set<string>();

  async function isVendor(code: string): Promise<boolean> {
    if (knownVendors.has(code)) return true;
    // Vendors are never deleted, so a yes can be kept; a no is asked again (a vendor added later).
    if (await vendorExists(db, code)) knownVendors.add(code);
    return knownVendors.has(code);
  }

  /**
   * The player a token stands for. `live` calls (authenticate, balance, bet) also refuse an expired
   * token or a disabled account and count as a use; win and rollback pay what is owed regardless.
   */
  async function resolvePlayer(
    vendorCode: string,
    request: { token: string; account?: string; requestId?: string },
    live: boolean,
  ): Promise<Resolved> {
    const refuse = (status: Answer['status']): Resolved => ({
      refused: answer({ status, requestId: request.requestId }),
    });
    const tokenHash = sha256Hex(request.token);
    const found = await findToken(db, tokenHash);
    if (!found || found.token.vendorCode !== vendorCode) return refuse('RS_ERROR_INVALID_TOKEN');
    if (request.account !== undefined && request.account.toLowerCase() !== found.account) {
      return refuse('RS_ERROR_INVALID_TOKEN');
    }
    if (live) {
      const idle = clock.now() - found.token.lastUsedAt.getTime();
      if (idle > playerTokenIdleMs) return refuse('RS_ERROR_TOKEN_EXPIRED');
      if (found.memberStatus !== 'active') return refuse('RS_ERROR_USER_DISABLED');
      if (idle > touchEveryMs) await touchToken(db, tokenHash, new Date(clock.now()));
    }
    const { token } = found;
    return {
      player: {
        tokenHash,
        memberId: token.memberId,
        account: found.account,
        nickname: found.nickname,
        currency: token.currency,
        vendorCode: token.vendorCode,
        gameCode: token.gameCode,
        gameType: token.gameType,
      },
    };
  }

  /** A stored call answers a repeat: the same content gets the first answer, other content a refusal. */
  function replay(stored: CallRow | null, hash: string, requestId: string): Answer {
    if (!stored) throw new Error(`seamless call ${requestId} vanished`);
    // A rollback's placeholder holds the id without content: any other call under it is a duplicate.
    if (stored.requestHash !== hash || !stored.response) {
      return answer({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', requestId });
    }
    return answer(stored.response);
  }

  const balanceAnswer = async (
    executor: Executor,
    player: Player,
    status: Answer['status'],
    extra: Partial<Answer> = {},
  ) =>
    answer({
      status,
      ...extra,
      account: player.account,
      balance: await mainBalance(executor, player.memberId),
      currency: player.currency,
    });

  /** `amount` is what the call moved, kept on its row for the record (a refusal moves 0). */
  type Settled = { answer: Answer; moved: boolean; amount?: number };

  /**
   * Runs a settlement inside a savepoint of the call's transaction: a refusal (or an overdraft the
   * ledger refused) rolls back what it did, and the call row still records the refusal.
   */
  async function settle(
    tx: Tx,
    player: Player,
    requestId: string,
    work: (savepoint: Tx) => Promise<Settled>,
  ): Promise<Settled> {
    try {
      return await tx.transaction(work);
    } catch (error) {
      if (error instanceof Refusal) {
        return { answer: await balanceAnswer(tx, player, error.status, { requestId }), moved: false };
      }
      if (error instanceof DomainError && error.message === 'insufficient_balance') {
        return {
          answer: await balanceAnswer(tx, player, 'RS_ERROR_NOT_ENOUGH_MONEY', { requestId }),
          moved: false,
        };
      }
      throw error;
    }
  }

  /**
   * Takes the request id inside the transaction; an id already taken answers the stored row (locked,
   * so a rollback's placeholder can be claimed by its late bet).
   */
  async function claim(tx: Tx, row: NewCall): Promise<{ id: number } | { existing: CallRow }> {
    const id = await insertCall(tx, row);
    if (id !== null) return { id };
    const existing = await lockCall(tx, row.vendorCode, row.requestId);
    if (!existing) throw new Error(`seamless call ${row.requestId} vanished`);
    return { existing };
  }

  async function accounts(player: Player) {
    const [main, house] = await Promise.all([
      ledger.memberAccount(player.memberId, player.currency),
      ledger.systemAccount('HOUSE', player.currency),
    ]);
    return { main, house };
  }

  const ledgerKey = (vendorCode: string, requestId: string) => `SEAMLESS:${vendorCode}:${requestId}`;

  function okAnswer(
    player: Player,
    requestId: string,
    roundId: string,
    balance: number,
    posted: Posted | null,
  ) {
    return answer({
      status: 'RS_OK',
      requestId,
      account: player.account,
      balance,
      currency: player.currency,
      roundId,
      transactionId: posted ? String(posted.transactionId) : undefined,
    });
  }

  function balanceAfter(posted: Posted, accountId: number): number {
    const entry = posted.entries.find((e) => e.accountId === accountId);
    if (!entry) throw new Error(`posting ${posted.transactionId} has no entry for account ${accountId}`);
    return entry.balanceAfter;
  }

  /** The common shape of bet, win and rollback: replay, resolve, take the id, settle, store. */
  async function moneyCall(
    vendorCode: string,
    call: NewCall['call'],
    request: { requestId: string; token: string; account: string; roundId: string; currency?: string },
    live: boolean,
    run: (tx: Tx, player: Player, money: { main: number; house: number }) => Promise<Settled>,
    onPlaceholder?: (tx: Tx, player: Player, placeholder: CallRow, hash: string) => Promise<Answer>,
  ): Promise<Answer> {
    const { requestId } = request;
    const hash = contentHash(call, request);
    const stored = await findCall(db, vendorCode, requestId);
    if (stored?.requestHash) return replay(stored, hash, requestId);
    const resolved = await resolvePlayer(vendorCode, request, live);
    if ('refused' in resolved) return resolved.refused;
    const { player } = resolved;
    if (request.currency !== undefined && request.currency !== player.currency) {
      return answer({ status: 'RS_ERROR_WRONG_CURRENCY', requestId });
    }
    const money = await accounts(player);
    const done = await db.transaction(async (tx) => {
      const claimed = await claim(tx, {
        vendorCode,
        requestId,
        call,
        memberId: player.memberId,
        roundId: request.roundId,
        requestHash: hash,
        createdAt: new Date(clock.now()),
      });
      if ('existing' in claimed) {
        const { existing } = claimed;
        return existing.requestHash === null && onPlaceholder
          ? onPlaceholder(tx, player, existing, hash)
          : null;
      }
      const settled = await settle(tx, player, requestId, (savepoint) => run(savepoint, player, money));
      await updateCall(tx, claimed.id, {
        response: settled.answer,
        moved: settled.moved,
        amount: settled.amount ?? 0,
      });
      return settled.answer;
    });
    return done ?? replay(await findCall(db, vendorCode, requestId), hash, requestId);
  }

  return {
    isVendor,

    /** The vendor that signed a request, or null (see seamless-signature.ts). */
    verify(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      return verifySeamless({ secrets: deps.secrets, clock, isVendor }, rawBody, headers);
    },

    /** A new player token for one launch; the platform hands it to the provider, never to the page. */
    async issueToken(input: {
      memberId: number;
      vendorCode: string;
      gameCode: string;
      gameType: string;
      currency: string;
      language: string;
    }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date(clock.now());
      await insertToken(db, { ...input, tokenHash: sha256Hex(token), createdAt: now, lastUsedAt: now });
      return token;
    },

    async authenticate(vendorCode: string, request: AuthenticateRequest): Promise<Answer> {
      const resolved = await resolvePlayer(vendorCode, request, true);
      if ('refused' in resolved) return resolved.refused;
      const { player } = resolved;
      return balanceAnswer(db, player, 'RS_OK', { nickname: player.nickname || player.account });
    },

    async balance(vendorCode: string, request: BalanceRequest): Promise<Answer> {
      const resolved = await resolvePlayer(vendorCode, request, true);
      if ('refused' in resolved) return resolved.refused;
      return balanceAnswer(db, resolved.player, 'RS_OK');
    },

    /** Takes the stake (main wallet → HOUSE) and opens the round, or adds to it while it is open. */
    bet(vendorCode: string, request: BetRequest): Promise<Answer> {
      const { requestId, roundId, amount } = request;
      return moneyCall(
        vendorCode,
        'bet',
        request,
        true,
        async (tx, player, { main, house }) => {
          let round = await lockRound(tx, vendorCode, roundId);
          if (!round) {
            await insertRound(tx, {
              memberId: player.memberId,
              vendorCode,
              gameCode: player.gameCode,
              gameType: player.gameType,
              roundId,
              currency: player.currency,
              placedAt: new Date(clock.now()),
            });
            round = await lockRound(tx, vendorCode, roundId);
          }
          if (!round || round.memberId !== player.memberId)
            throw new Refusal('RS_ERROR_TRANSACTION_MISMATCH');
          if (round.status !== 'OPEN') throw new Refusal('RS_ERROR_ROUND_CLOSED');
          const posted =
            amount > 0
              ? await ledger.post(
                  {
                    idempotencyKey: ledgerKey(vendorCode, requestId),
                    kind: 'BET',
                    memberId: player.memberId,
                    reference: `${vendorCode}:${roundId}`,
                    memo: { vendor: vendorCode, game: player.gameCode, round: roundId },
                    legs: [
                      { accountId: main, amount: -amount },
                      { accountId: house, amount },
                    ],
                  },
                  tx,
                )
              : null;
          await changeRound(tx, round.id, {
            stake: amount,
            detail: request.detail,
            fairness: request.fairness,
          });
          const balance = posted ? balanceAfter(posted, main) : await mainBalance(tx, player.memberId);
          return { answer: okAnswer(player, requestId, roundId, balance, posted), moved: amount > 0, amount };
        },
        // A rollback named this bet before it arrived: refused for good, and remembered as refused.
        async (tx, player, placeholder, hash) => {
          const refused = await balanceAnswer(tx, player, 'RS_ERROR_TRANSACTION_ROLLED_BACK', { requestId });
          const claimed = await claimPlaceholder(tx, placeholder.id, {
            requestHash: hash,
            response: refused,
            amount,
          });
          if (!claimed) throw new Error(`placeholder of ${requestId} claimed twice`);
          return refused;
        },
      );
    },

    /** Pays into an open round (HOUSE → main wallet); `closeRound` settles it. */
    win(vendorCode: string, request: WinRequest): Promise<Answer> {
      const { requestId, roundId, amount } = request;
      return moneyCall(vendorCode, 'win', request, false, async (tx, player, { main, house }) => {
        const round = await lockRound(tx, vendorCode, roundId);
        if (!round || round.memberId !== player.memberId) throw new Refusal('RS_ERROR_ROUND_NOT_FOUND');
        if (round.status !== 'OPEN') throw new Refusal('RS_ERROR_ROUND_CLOSED');
        const posted =
          amount > 0
            ? await ledger.post(
                {
                  idempotencyKey: ledgerKey(vendorCode, requestId),
                  kind: 'WIN',
                  memberId: player.memberId,
                  reference: `${vendorCode}:${roundId}`,
                  memo: { vendor: vendorCode, game: round.gameCode, round: roundId },
                  legs: [
                    { accountId: house, amount: -amount },
                    { accountId: main, amount },
                  ],
                },
                tx,
              )
            : null;
        await changeRound(tx, round.id, {
          payout: amount,
          detail: request.detail,
          fairness: request.fairness,
          ...(request.closeRound ? { status: 'SETTLED' as const, settledAt: new Date(clock.now()) } : {}),
        });
        const balance = posted ? balanceAfter(posted, main) : await mainBalance(tx, player.memberId);
        return { answer: okAnswer(player, requestId, roundId, balance, posted), moved: amount > 0, amount };
      });
    },

    /**
     * Returns the stake of one bet, once. A bet never seen gets a placeholder (its late arrival is
     * refused); one already returned, or one that moved nothing, answers RS_OK and moves nothing; a
     * settled round is closed.
     */
    rollback(vendorCode: string, request: RollbackRequest): Promise<Answer> {
      const { requestId, roundId, betRequestId } = request;
      return moneyCall(vendorCode, 'rollback', request, false, async (tx, player, { main, house }) => {
        const nothingMoved = async () => ({
          answer: okAnswer(player, requestId, roundId, await mainBalance(tx, player.memberId), null),
          moved: false,
        });
        let target = await lockCall(tx, vendorCode, betRequestId);
        if (!target) {
          const placeholder = await insertCall(tx, {
            vendorCode,
            requestId: betRequestId,
            call: 'bet',
            memberId: player.memberId,
            roundId,
            requestHash: null,
            rolledBackBy: requestId,
            createdAt: new Date(clock.now()),
          });
          if (placeholder !== null) return nothingMoved();
          // The bet arrived while this rollback waited for its id: return it like any other.
          target = await lockCall(tx, vendorCode, betRequestId);
        }
        if (
          !target ||
          target.call !== 'bet' ||
          target.memberId !== player.memberId ||
          target.roundId !== roundId
        ) {
          throw new Refusal('RS_ERROR_TRANSACTION_MISMATCH');
        }
        if (target.rolledBackBy !== null || !target.moved) {
          if (target.rolledBackBy === null) await updateCall(tx, target.id, { rolledBackBy: requestId });
          return nothingMoved();
        }
        const round = await lockRound(tx, vendorCode, roundId);
        if (!round || round.status !== 'OPEN') throw new Refusal('RS_ERROR_ROUND_CLOSED');
        const posted = await ledger.post(
          {
            idempotencyKey: ledgerKey(vendorCode, requestId),
            kind: 'BET_REFUND',
            memberId: player.memberId,
            reference: `${vendorCode}:${roundId}`,
            memo: { vendor: vendorCode, game: round.gameCode, round: roundId, bet: betRequestId },
            legs: [
              { accountId: house, amount: -target.amount },
              { accountId: main, amount: target.amount },
            ],
          },
          tx,
        );
        const emptied = round.stake - target.amount === 0 && round.payout === 0;
        await changeRound(tx, round.id, {
          stake: -target.amount,
          ...(emptied ? { status: 'ROLLED_BACK' as const, settledAt: new Date(clock.now()) } : {}),
        });
        await updateCall(tx, target.id, { rolledBackBy: requestId });
        return {
          answer: okAnswer(player, requestId, roundId, balanceAfter(posted, main), posted),
          moved: true,
          amount: target.amount,
        };
      });
    },
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;
