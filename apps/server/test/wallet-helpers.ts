import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { insertMember } from '../src/modules/accounts/members.repository';
import type { Executor } from '../src/db/client';
import type { Services } from '../src/services';

let next = 0;

export type TestMember = { id: number; account: string; token: string };

/**
 * A member of its own (never a demo account, so files do not share balances), with a live session
 * started directly: logging in through the sealed, challenged call is tested elsewhere.
 */
export async function makeMember(
  db: Executor,
  services: Pick<Services, 'accounts'>,
  options: { type?: number; parentId?: number; prefix?: string } = {},
): Promise<TestMember> {
  next += 1;
  const suffix = `${process.pid.toString(36)}${next}${randomUUID().slice(0, 4)}`;
  const account = `${options.prefix ?? 'w'}${suffix}`.toLowerCase();
  const row = await insertMember(db, {
    account,
    nickname: `Nick ${account}`,
    type: options.type ?? 0,
    parentId: options.parentId ?? null,
    referralCode: `R${suffix}`.toUpperCase(),
    currency: 'PHP',
  });
  if (!row) throw new Error(`could not insert ${account}`);
  const token = await services.accounts.sessions.start(row.id, 'username', {
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return { id: row.id, account, token };
}

/** Collects a socket's messages; `next()` waits for the next one (or fails after a timeout). */
export function messagesOf(socket: WebSocket) {
  const queue: unknown[] = [];
  const waiting: Array<(message: unknown) => void> = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  return {
    next(timeoutMs = 3000): Promise<unknown> {
      if (queue.length > 0) return Promise.resolve(queue.shift());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within the timeout')), timeoutMs);
        waiting.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    /** Skips messages until one matches (a page may get the same balance twice; order is what counts). */
    async until(match: (message: unknown) => boolean, timeoutMs = 3000): Promise<unknown> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const message = await this.next(Math.max(1, end - Date.now()));
        if (match(message)) return message;
      }
    },
    /** Whether a message arrives within the time (for "nothing is pushed" checks). */
    async none(withinMs = 300): Promise<boolean> {
      if (queue.length > 0) return false;
      await new Promise((resolve) => setTimeout(resolve, withinMs));
      return queue.length === 0;
    },
  };
}

export function closed(socket: WebSocket): Promise<{ code: number }> {
  return new Promise((resolve) => socket.once('close', (code: number) => resolve({ code })));
}
