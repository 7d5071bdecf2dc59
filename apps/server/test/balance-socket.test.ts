import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketCloseCodes, walletPaths } from '@lobby/contract/wallet';
import type { DatabaseHandle } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { createBalanceBus } from '../src/modules/wallet/balance-events';
import { balanceSocketRoutes } from '../src/modules/wallet/balance-socket';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp, createInstances, type Instance } from './helper';
import { closed, makeMember, messagesOf } from './wallet-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function open(app: FastifyInstance, token?: string) {
  const socket = await app.injectWS(walletPaths.socket);
  const messages = messagesOf(socket);
  if (token !== undefined) socket.send(JSON.stringify({ type: 'auth', token }));
  return { socket, messages };
}

describe('the balance socket (one instance, in-process events)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the balance after auth and pushes every change to all the member’s sockets', async () => {
    const who = await makeMember(t.database.db, t.services);
    const other = await makeMember(t.database.db, t.services);
    const first = await open(t.app, who.token);
    const second = await open(t.app, who.token);
    const bystander = await open(t.app, other.token);
    for (const s of [first, second, bystander]) {
      expect(await s.messages.next()).toEqual({ type: 'balance', balance: 0, currency: 'PHP' });
    }

    await t.services.wallet.credit(who.account, 5_000, 'push me', randomUUID());
    for (const s of [first, second]) {
      expect(await s.messages.next()).toEqual({ type: 'balance', balance: 5_000, currency: 'PHP' });
    }

    // A transfer to a vendor wallet through the API: the main balance goes down.
    const transfer = () =>
      send(
        t,
        'POST',
        walletPaths.walletTransfer,
        { requestId: 'socket-test-transfer', vassalage: 'PG', direction: 'in', amount: 1_200 },
        { headers: bearer(who.token) },
      );
    expect((await transfer()).status).toBe(200);
    expect(await first.messages.next()).toEqual({ type: 'balance', balance: 3_800, currency: 'PHP' });
    expect(await second.messages.next()).toMatchObject({ balance: 3_800 });

    // A replayed request moves nothing and pushes nothing; nothing ever reaches another member.
    expect((await transfer()).status).toBe(200);
    expect(await first.messages.none()).toBe(true);
    expect(await bystander.messages.none()).toBe(true);
    for (const s of [first, second, bystander]) s.socket.terminate();
  });

  it('pushes to the receiver of an upline transfer too', async () => {
    const agent = await makeMember(t.database.db, t.services, { type: 1 });
    const player = await makeMember(t.database.db, t.services, { parentId: agent.id });
    await t.services.wallet.credit(player.account, 1_000, 'seed', randomUUID());
    const agentSocket = await open(t.app, agent.token);
    expect(await agentSocket.messages.next()).toMatchObject({ balance: 0 });
    const res = await send(
      t,
      'POST',
      walletPaths.transferUpline,
      { requestId: randomUUID(), upline: agent.account, amount: 600 },
      { headers: bearer(player.token) },
    );
    expect(res.status).toBe(200);
    expect(await agentSocket.messages.next()).toEqual({ type: 'balance', balance: 600, currency: 'PHP' });
    agentSocket.socket.terminate();
  });

  it('refuses a socket without a valid token, and closes one whose session ended', async () => {
    for (const message of ['{"type":"auth","token":"nope"}', 'not json', '{"type":"hello"}']) {
      const socket = await t.app.injectWS(walletPaths.socket);
      const messages = messagesOf(socket);
      const ended = closed(socket);
      socket.send(message);
      expect(await messages.next()).toEqual({ type: 'error', message: 'not_logged_in' });
      expect((await ended).code).toBe(socketCloseCodes.unauthorized);
    }
  });

  it('closes a socket that does not authenticate in time, and one whose session ended', async () => {
    // The same routes with short timers, so the test does not wait 10 s and 30 s.
    const quick = Fastify();
    await quick.register(
      balanceSocketRoutes({
        db: t.database.db,
        bus: createBalanceBus(),
        sessions: t.services.accounts.sessions,
        settings: t.services.settings,
        clock: systemClock,
        authTimeoutMs: 100,
        sweepMs: 100,
      }),
    );
    await quick.ready();
    try {
      const silent = await quick.injectWS(walletPaths.socket);
      expect((await closed(silent)).code).toBe(socketCloseCodes.unauthorized);

      const who = await makeMember(t.database.db, t.services);
      const { socket, messages } = await open(quick, who.token);
      expect(await messages.next()).toMatchObject({ type: 'balance' });
      const ended = closed(socket);
      const logout = await send(t, 'DELETE', '/wps/session/logout', undefined, {
        headers: bearer(who.token),
      });
      expect(logout.status).toBe(200);
      expect(await messages.next()).toEqual({ type: 'error', message: 'not_logged_in' });
      expect((await ended).code).toBe(socketCloseCodes.unauthorized);
    } finally {
      await quick.close();
    }
  });
});

describe('the balance socket across instances (Redis pub/sub)', () => {
  let cluster: Awaited<ReturnType<typeof createInstances>>;
  let database: DatabaseHandle;
  let apps: Instance[];

  beforeAll(async () => {
    cluster = await createInstances(2, { env: { REDIS_URL } });
    ({ database, instances: apps } = cluster);
  });
  afterAll(() => cluster.close());

  it('delivers a posting made on instance A to a socket held by instance B', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const who = await makeMember(database.db, a.services);
    const onB = await open(b.app, who.token);
    expect(await onB.messages.next()).toMatchObject({ type: 'balance', balance: 0 });
    await b.services.balanceEvents.ready();

    await a.services.wallet.credit(who.account, 7_777, 'across', randomUUID());
    expect(await onB.messages.next()).toEqual({ type: 'balance', balance: 7_777, currency: 'PHP' });

    // And the other way round, through the HTTP API of B to a socket on A.
    const onA = await open(a.app, who.token);
    expect(await onA.messages.next()).toMatchObject({ balance: 7_777 });
    await a.services.balanceEvents.ready();
    const res = await b.app.inject({
      method: 'POST',
      url: walletPaths.walletTransfer,
      headers: bearer(who.token),
      payload: { requestId: randomUUID(), vassalage: 'PG', direction: 'in', amount: 777 },
    });
    expect(res.statusCode).toBe(200);
    const balance7000 = (m: unknown) => (m as { balance?: number }).balance === 7_000;
    expect(await onA.messages.until(balance7000)).toEqual({
      type: 'balance',
      balance: 7_000,
      currency: 'PHP',
    });
    expect(await onB.messages.until(balance7000)).toEqual({
      type: 'balance',
      balance: 7_000,
      currency: 'PHP',
    });
    onA.socket.terminate();
    onB.socket.terminate();
  });
});
