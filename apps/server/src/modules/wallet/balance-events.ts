import type { Redis } from 'ioredis';
import { afterCommit } from '../../db/after-commit';
import type { Executor } from '../../db/client';
import { createPubSubBus } from '../../lib/pubsub-bus';
import type { Ledger, Posted } from '../ledger/ledger';
import { accountOwners, type AccountOwner } from './wallet.repository';

/**
 * A ledger posting touched an account of this member. `balance` is the member's MAIN balance after
 * the posting when the posting moved it; null when it touched only another wallet of the member (the
 * main balance did not change, and a listener reads it).
 */
export type BalanceEvent = { memberId: number; balance: number | null };
type Log = { warn(object: object, message: string): void };

const channel = 'lobby:balance';

function parseEvent(text: string): BalanceEvent | null {
  try {
    const value = JSON.parse(text) as Partial<BalanceEvent>;
    if (!Number.isSafeInteger(value.memberId)) return null;
    const balance = Number.isSafeInteger(value.balance) ? (value.balance as number) : null;
    return { memberId: value.memberId!, balance };
  } catch {
    return null;
  }
}

/** Fan-out of balance events, so a posting on one instance reaches sockets held by every instance. */
export function createBalanceBus(options: { redis?: Redis | null; log?: Log } = {}) {
  return createPubSubBus<BalanceEvent>({ channel, parse: parseEvent, ...options });
}

export type BalanceBus = ReturnType<typeof createBalanceBus>;

/** Accounts never change owner, so who owns one is remembered (up to a bound, then forgotten). */
function createOwnerCache(db: Executor, limit = 100_000) {
  const known = new Map<number, AccountOwner>();
  return async (accountIds: number[]): Promise<Map<number, AccountOwner>> => {
    const missing = accountIds.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const found = await accountOwners(db, missing);
      if (known.size + found.size > limit) known.clear();
      for (const [id, owner] of found) known.set(id, owner);
    }
    return new Map(accountIds.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : [])));
  };
}

/** The balance events of one posting: one per member whose account it touched. */
export function eventsOf(posted: Posted, owners: Map<number, AccountOwner>): BalanceEvent[] {
  const byMember = new Map<number, number | null>();
  for (const entry of posted.entries) {
    const owner = owners.get(entry.accountId);
    if (!owner?.memberId) continue;
    if (owner.main) byMember.set(owner.memberId, entry.balanceAfter);
    else if (!byMember.has(owner.memberId)) byMember.set(owner.memberId, null);
  }
  return [...byMember].map(([memberId, balance]) => ({ memberId, balance }));
}

/**
 * The ledger with balance events: every posting that moved money (not a replay) publishes an event for
 * each member it touched, once the posting is committed: a posting inside a caller's transaction waits
 * for its commit, and one that is rolled back publishes nothing. Publishing never delays or fails the
 * posting; a lost event only means a page shows the new balance at its next refresh.
 */
export function withBalanceEvents(ledger: Ledger, db: Executor, bus: BalanceBus, log?: Log): Ledger {
  const owners = createOwnerCache(db);
  const notify = async (posted: Posted) => {
    const events = eventsOf(posted, await owners(posted.entries.map((e) => e.accountId)));
    await bus.publish(events);
  };
  return {
    ...ledger,
    async post(...args: Parameters<Ledger['post']>) {
      const posted = await ledger.post(...args);
      if (!posted.replayed) {
        afterCommit(args[1] ?? db, () => {
          notify(posted).catch((error: unknown) => log?.warn({ err: error }, 'balance event not published'));
        });
      }
      return posted;
    },
  };
}
