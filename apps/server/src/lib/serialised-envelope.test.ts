import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './envelope';
import { serialisedEnvelope } from './serialised-envelope';

/** A value that counts how often it is serialised. */
function countedValue(games: string[]) {
  const value = {
    serialised: 0,
    toJSON() {
      value.serialised += 1;
      return { games, total: games.length };
    },
  };
  return value;
}

const app = Fastify();
let current = countedValue(['a', 'é']);
const send = serialisedEnvelope<typeof current>();
const sendWrapped = serialisedEnvelope((list: typeof current) => ({ list }));
app.get('/object', async () => ok(current));
app.get('/bytes', async (_request, reply) => send(reply, current));
app.get('/object-wrapped', async () => ok({ list: current }));
app.get('/bytes-wrapped', async (_request, reply) => sendWrapped(reply, current));
beforeAll(() => app.ready());
afterAll(() => app.close());

const sansDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });

describe('serialised envelope', () => {
  it('sends the bytes and headers Fastify sends for the envelope object', async () => {
    for (const [plain, cached] of [
      ['/object', '/bytes'],
      ['/object-wrapped', '/bytes-wrapped'],
    ] as const) {
      const expected = await app.inject({ url: plain });
      const actual = await app.inject({ url: cached });
      expect(actual.statusCode).toBe(200);
      expect(actual.rawPayload.equals(expected.rawPayload)).toBe(true);
      expect(sansDate(actual.headers)).toEqual(sansDate(expected.headers));
      expect(actual.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('serialises a value once and a new value again', async () => {
    current = countedValue(['x']);
    const first = await app.inject({ url: '/bytes' });
    const second = await app.inject({ url: '/bytes' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(current.serialised).toBe(1);

    current = countedValue(['y', 'z']);
    const reloaded = await app.inject({ url: '/bytes' });
    expect(reloaded.json()).toEqual(ok({ games: ['y', 'z'], total: 2 }));
    expect(current.serialised).toBe(1);
  });
});
