import type { Redis } from 'ioredis';
import { createPubSubBus } from '../../lib/pubsub-bus';

/**
 * A member's messages changed (one arrived, was read or deleted): the site's badge and inbox refresh.
 * `all` stands for a broadcast, so one event reaches every open site instead of one per member.
 */
export type InboxEvent = { memberIds: number[] } | { all: true };
type Log = { warn(object: object, message: string): void };

/** Above this many recipients an event names nobody and every connected member refreshes. */
const namedRecipientsMax = 500;

function parseEvent(text: string): InboxEvent | null {
  try {
    const value = JSON.parse(text) as { memberIds?: unknown; all?: unknown };
    if (value.all === true) return { all: true };
    if (!Array.isArray(value.memberIds) || !value.memberIds.every((id) => Number.isSafeInteger(id))) {
      return null;
    }
    return { memberIds: value.memberIds as number[] };
  } catch {
    return null;
  }
}

/** The event for these recipients: named when they are few. */
export function eventFor(memberIds: readonly number[]): InboxEvent | null {
  if (memberIds.length === 0) return null;
  return memberIds.length > namedRecipientsMax ? { all: true } : { memberIds: [...memberIds] };
}

/** Fan-out across instances (Redis channel `lobby:inbox` when set), like the balance bus. */
export function createInboxBus(options: { redis?: Redis | null; log?: Log } = {}) {
  return createPubSubBus<InboxEvent>({ channel: 'lobby:inbox', parse: parseEvent, ...options });
}

export type InboxBus = ReturnType<typeof createInboxBus>;
