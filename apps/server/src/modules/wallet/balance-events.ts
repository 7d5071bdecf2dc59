import type { Redis } from 'ioredis';
import type { Executor } from '../../db/client';
import type { Ledger, Posted } from '../ledger/ledger';
import { accountOwners, type AccountOwner } from './wallet.repository';

/**
 * A ledger posting touched an account of this member. `balance` is the member's MAIN balance after
 * the posting when the posting moved it; null when it touched only another wallet of the member (the
 * main balance did not change, and a listener reads it).
 */
export type BalanceEvent = { memberId: number; balance: number | null };
type Listener = (event: BalanceEvent) => void;

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

/**
 * Fan-out of balance events: in process by default; through Redis pub/sub when REDIS_URL is set, so a
 * posting on one instance reaches sockets held by every instance. Publishing goes over the shared
 * connection; a subscriber needs a connection of its own, made when the first listener arrives (the
 * operator CLI never listens, so it never opens one).
 */
export function createBalanceBus(options: { redis?: Redis | null; log?: Log } = {}) {
  const { redis } = options;
  const listeners = new Set<Listener>();
  let subscriber: Redis | null = null;

  const deliver = (event: BalanceEvent) => {
    for (const listener of listeners) listener(event);
  };

  function ensureSubscriber() {
    if (!redis || subscriber) return;
    const sub = redis.duplicate();
    subscriber = sub;
    sub.on('error', (error: Error) => options.log?.warn({ err: error }, 'redis subscriber'));
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const event = parseEvent(text);
      if (event) deliver(event);
    });
    sub.subscribe(channel).catch((error: unknown) => options.log?.warn({ err: error }, 'redis subscribe'));
  }

  return {
    async publish(events: BalanceEvent[]): Promise<void> {
      if (!redis) {
        // Later, not now: a listener's work must never run inside the caller's request.
        if (events.length > 0) queueMicrotask(() => events.forEach(deliver));
        return;
      }
      await Promise.all(events.map((event) => redis.publish(channel, JSON.stringify(event))));
    },

    /** Returns the unsubscribe function. */
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      ensureSubscriber();
      return () => listeners.delete(listener);
    },

    /** Resolves once the Redis subscription is in place (tests wait for it); at once without Redis. */
    async ready(): Promise<void> {
      if (!subscriber) return;
      if (subscriber.status !== 'ready') await new Promise((resolve) => subscriber!.once('ready', resolve));
      // A subscribe sent before 'ready' is queued; a ping afterwards answers only once it went through.
      await subscriber.ping().catch(() => undefined);
    },

    async close(): Promise<void> {
      listeners.clear();
      const sub = subscriber;
      subscriber = null;
      if (sub) await sub.quit().catch(() => sub.disconnect());
    },
  };
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
 * each member it touched, after the posting returned. Publishing never delays or fails the posting; a
 * lost event only means a page shows the new balance at its next refresh.
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
        notify(posted).catch((error: unknown) => log?.warn({ err: error }, 'balance event not published'));
      }
      return posted;
    },
  };
}
