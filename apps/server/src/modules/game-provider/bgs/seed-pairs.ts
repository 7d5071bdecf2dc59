import type { RotateSeedsValue, SeedsView } from '@lobby/contract/bgs';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { DomainError } from '../../../lib/errors';
import type { Random } from '../../../lib/random';
import {
  findActivePair,
  hasLiveRound,
  insertPairIfNone,
  lockActivePair,
  revealInBets,
  revealPair,
  setClientSeed,
  takeNonce,
  type SeedPairRow,
} from './bgs.repository';
import { isValidClientSeed, newClientSeed, newServerSeed, serverSeedHash } from './seeds';

export const viewOf = (pair: SeedPairRow): SeedsView => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

const clientSeedInvalid = () => new DomainError('BAD_REQUEST', 'client_seed_invalid', 400);

/**
 * The players' seed pairs: made on first use, the nonce taken atomically by each round, the client
 * seed set by the player, and rotation (the server seed revealed, a new pair at nonce 0). Rotation is
 * refused while a mines round is in play: its mines come from the active seed.
 */
export function createSeedPairs(deps: { db: Database; clock: Clock; random: Random }) {
  const { db, random } = deps;

  const fresh = (account: string, clientSeed?: string) => {
    const serverSeed = newServerSeed(random);
    return {
      account,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(random),
      createdAt: new Date(deps.clock.now()),
    };
  };

  async function active(account: string, executor: Executor = db): Promise<SeedPairRow> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await findActivePair(executor, account);
      if (found) return found;
      await insertPairIfNone(executor, fresh(account));
    }
    throw new Error(`no active seed pair for ${account}`);
  }

  return {
    active,

    /** The pair a new round plays with, its `nonce` the one the round takes (inside `tx`). */
    async take(account: string, tx: Executor): Promise<SeedPairRow> {
      for (let attempt = 0; attempt < 3; attempt++) {
        // A rotation that committed while this waited for the row leaves no active row to update.
        const taken = await takeNonce(tx, account);
        if (taken) return taken;
        await insertPairIfNone(tx, fresh(account));
      }
      throw new Error(`could not take a nonce for ${account}`);
    },

    async setClientSeed(account: string, clientSeed: unknown): Promise<SeedsView> {
      if (!isValidClientSeed(clientSeed)) throw clientSeedInvalid();
      await active(account);
      const updated = await setClientSeed(db, account, clientSeed);
      if (!updated) throw new Error(`no active seed pair for ${account}`);
      return viewOf(updated);
    },

    async rotate(account: string, clientSeed: unknown): Promise<RotateSeedsValue> {
      if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) throw clientSeedInvalid();
      await active(account);
      const { previous, next } = await db.transaction(async (tx) => {
        // The pair first, then the rounds: a mines round starting meanwhile either took its nonce
        // before (and is seen here) or waits for this lock and plays with the new pair.
        const current = await lockActivePair(tx, account);
        if (!current) throw new Error(`no active seed pair for ${account}`);
        if (await hasLiveRound(tx, account)) throw new DomainError('CONFLICT', 'game_round_open', 409);
        await revealPair(tx, current.id, new Date(deps.clock.now()));
        await insertPairIfNone(tx, fresh(account, clientSeed));
        const made = await findActivePair(tx, account);
        if (!made) throw new Error(`no new seed pair for ${account}`);
        return { previous: current, next: made };
      });
      await revealInBets(db, account, previous.serverSeedHash, previous.serverSeed);
      return {
        previous: {
          serverSeed: previous.serverSeed,
          serverSeedHash: previous.serverSeedHash,
          clientSeed: previous.clientSeed,
          nonce: previous.nonce,
        },
        seeds: viewOf(next),
      };
    },
  };
}

export type SeedPairs = ReturnType<typeof createSeedPairs>;
