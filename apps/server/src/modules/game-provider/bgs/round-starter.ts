import { isDeepStrictEqual } from 'node:util';
import type { BgsGame } from '@lobby/contract/bgs';
import type { Database } from '../../../db/client';
import type { BgsPlay } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { DomainError } from '../../../lib/errors';
import type { Random } from '../../../lib/random';
import { idempotencyKeyReused } from '../../ledger/ledger';
import type { ProviderSession } from '../provider-session';
import {
  findPair,
  findRoundByRequest,
  insertRound,
  type BgsRoundRow,
  type SeedPairRow,
} from './bgs.repository';
import type { SeedPairs } from './seed-pairs';
import type { Settlement } from './settlement';

/** One game's params and outcome: typed by the game, so a round is recorded with its own game's shapes. */
type Play<G extends BgsGame> = Extract<BgsPlay, { gameCode: G }>;

export type RoundRequest<G extends BgsGame> = { requestId: string; stake: number; params: Play<G>['params'] };

/** What a game draws from the pair and nonce the round took. */
export type Draw<G extends BgsGame> = (pair: SeedPairRow) => { outcome: Play<G>['outcome']; payout: number };

/** Inserting lost to another row: the same request id (a repeat), or a live mines round. */
class Taken extends Error {}

/**
 * Opens a round: a repeat of a request answers the round it opened; otherwise the balance is checked
 * (so a bet that cannot be paid takes no nonce), then the nonce is taken, the outcome drawn and the
 * round recorded in one transaction, pending until the wallet confirms the stake.
 */
export function createRoundStarter(deps: {
  db: Database;
  clock: Clock;
  random: Random;
  seeds: SeedPairs;
  settlement: Settlement;
}) {
  const { db } = deps;

  async function replay<G extends BgsGame>(game: G, request: RoundRequest<G>, round: BgsRoundRow) {
    const same =
      round.gameCode === game &&
      round.stake === request.stake &&
      isDeepStrictEqual(round.params, request.params);
    if (!same) throw idempotencyKeyReused();
    const pair = await findPair(db, round.seedPairId);
    if (!pair) throw new Error(`round ${round.roundId} has no seed pair`);
    return { round, pair };
  }

  return async function begin<G extends BgsGame>(
    session: ProviderSession,
    game: G,
    request: RoundRequest<G>,
    draw: Draw<G>,
  ): Promise<{ round: BgsRoundRow; pair: SeedPairRow }> {
    const { account } = session;
    const earlier = await findRoundByRequest(db, account, request.requestId);
    if (earlier) return replay(game, request, earlier);

    if ((await deps.settlement.balance(session)) < request.stake) {
      throw new DomainError('BAD_REQUEST', 'insufficient_balance', 400);
    }
    try {
      return await db.transaction(async (tx) => {
        const pair = await deps.seeds.take(account, tx);
        const { outcome, payout } = draw(pair);
        const round = await insertRound(tx, {
          roundId: `${game}-${deps.random.bytes(12).toString('hex')}`,
          account,
          requestId: request.requestId,
          gameCode: game,
          currency: session.currency,
          stake: request.stake,
          payout,
          seedPairId: pair.id,
          nonce: pair.nonce,
          clientSeed: pair.clientSeed,
          params: request.params,
          outcome,
          status: 'pending',
          createdAt: new Date(deps.clock.now()),
        });
        // Thrown to roll the transaction back, so the nonce is not used up.
        if (!round) throw new Taken();
        return { round, pair };
      });
    } catch (error) {
      if (!(error instanceof Taken)) throw error;
      const raced = await findRoundByRequest(db, account, request.requestId);
      if (raced) return replay(game, request, raced);
      throw new DomainError('CONFLICT', 'game_round_open', 409);
    }
  };
}

export type RoundStarter = ReturnType<typeof createRoundStarter>;
