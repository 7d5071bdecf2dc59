import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouriteIdsQueryOptions } from './api/get-favourite-ids';
import { createFavouriteToggle, favouriteThrottleMs } from './favourite-toggle';

const idsKey = favouriteIdsQueryOptions().queryKey;
const game = (nodeId: string) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' as const });

type Call = { method: string; body: { nodeId: string } };
let calls: Call[];
let answer: (call: Call, ids: string[]) => Response;
let serverIds: string[];

function envelope(value: unknown, status = 200) {
  return new Response(JSON.stringify(status === 200 ? { success: true, value, message: '' } : value), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  calls = [];
  serverIds = ['7'];
  answer = (call) => {
    if (call.method === 'POST' && !serverIds.includes(call.body.nodeId))
      serverIds = [call.body.nodeId, ...serverIds];
    if (call.method === 'DELETE') serverIds = serverIds.filter((id) => id !== call.body.nodeId);
    return envelope(serverIds);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = { method: String(init.method), body: JSON.parse(String(init.body)) as { nodeId: string } };
      calls.push(call);
      return answer(call, serverIds);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setUp() {
  const client = new QueryClient();
  client.setQueryData(idsKey, ['7']);
  let now = 10_000;
  const errors: unknown[] = [];
  const toggle = createFavouriteToggle(client, { now: () => now, onError: (e) => errors.push(e) });
  return {
    client,
    toggle,
    errors,
    ids: () => client.getQueryData(idsKey),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('favourite toggle (product §4, §9)', () => {
  it('adds at once, before the server answers, then keeps the server’s list', async () => {
    const { toggle, ids } = setUp();
    expect(toggle(game('42'))).toBe('added');
    expect(ids()).toEqual(['42', '7']);
    await vi.waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', body: { nodeId: '42', vendor: 'PG', gameType: 'RNG' } }]),
    );
    await settled();
    expect(ids()).toEqual(['42', '7']);
  });

  it('removes locally, then tells the server', async () => {
    const { toggle, ids } = setUp();
    expect(toggle(game('7'))).toBe('removed');
    expect(ids()).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual([{ method: 'DELETE', body: { nodeId: '7' } }]));
  });

  it('takes one toggle a second: the first call counts, the others within the second are dropped', async () => {
    const { toggle, ids, advance } = setUp();
    expect(toggle(game('42'))).toBe('added');
    advance(300);
    expect(toggle(game('42'))).toBe('throttled');
    advance(699);
    expect(toggle(game('43'))).toBe('throttled');
    expect(ids()).toEqual(['42', '7']);
    advance(1);
    expect(favouriteThrottleMs).toBe(1000);
    expect(toggle(game('42'))).toBe('removed');
    expect(ids()).toEqual(['7']);
    await vi.waitFor(() => expect(calls.map((c) => c.method)).toEqual(['POST', 'DELETE']));
  });

  it('undoes the local change when the server refuses it', async () => {
    answer = () =>
      envelope({ success: false, code: 'BAD_REQUEST', message: 'favourites_limit_reached' }, 400);
    const { toggle, ids, errors, advance } = setUp();
    toggle(game('42'));
    expect(ids()).toEqual(['42', '7']);
    await vi.waitFor(() => expect(ids()).toEqual(['7']));
    expect(errors).toHaveLength(1);
    advance(favouriteThrottleMs);
    toggle(game('7'));
    await vi.waitFor(() => expect(ids()).toEqual(['7']));
    expect(errors).toHaveLength(2);
  });
});
