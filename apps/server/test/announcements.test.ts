import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { announcementsValueSchema, contentPaths } from '@lobby/contract/content';
import { bearer, login } from './account-helpers';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo', 'Play2win26')).body.value.token as string;
});
afterAll(() => t.close());

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `${contentPaths.announcements}?${query}`, headers });
  expect(res.statusCode, query).toBe(200);
  return envelope(announcementsValueSchema).parse(res.json()).value;
}

describe('announcement audiences (decision 0230)', () => {
  it('gives a visitor the guest and everyone items only, whatever is asked', async () => {
    const all = await list('types=B,PL,PU,PR,H&pageSize=100');
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((a) => a.execution === 'B')).toBe(true);
    expect((await list('types=PL&execution=A')).list).toEqual([]);
    expect((await list('types=PL&execution=F')).list).toEqual([]);
    const marquee = await list('types=B&execution=A,B');
    expect(marquee.list.length).toBeGreaterThan(0);
    expect(marquee.list.every((a) => a.type === 'B' && a.execution === 'B')).toBe(true);
  });

  it('gives a member the members’ items and the first-login popup as well', async () => {
    const member = bearer(token);
    const marquee = await list('types=B&execution=A,B', member);
    expect(new Set(marquee.list.map((a) => a.execution))).toEqual(new Set(['A', 'B']));
    const popups = await list('types=PL&execution=A', member);
    expect(popups.list.length).toBeGreaterThan(0);
    expect(popups.list.every((a) => a.type === 'PL' && a.execution === 'A')).toBe(true);
    expect((await list('types=PL&execution=F', member)).list.length).toBeGreaterThan(0);
  });

  it('reads a stale or forged token as a visitor, never as a failure', async () => {
    const forged = await list('types=PL&execution=A', bearer('not-a-session'));
    expect(forged.list).toEqual([]);
  });

  it('answers POST as GET (the relay accepts both)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: contentPaths.announcements,
      payload: { types: 'PL', execution: 'A' },
      headers: bearer(token),
    });
    const value = envelope(announcementsValueSchema).parse(res.json()).value;
    expect(value.list.every((a) => a.execution === 'A')).toBe(true);
  });

  it('pages every type 9 at a time, in the sort order', async () => {
    const first = await list('types=B,PL,PU,PR,H', bearer(token));
    expect(first.list).toHaveLength(9);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    const second = await list('types=B,PL,PU,PR,H&pageNo=2', bearer(token));
    expect(second.pageNo).toBe(2);
    const ids = new Set(first.list.map((a) => a.id));
    expect(second.list.some((a) => ids.has(a.id))).toBe(false);
    expect(new Set([...first.list, ...second.list].map((a) => a.type))).toEqual(
      new Set(['B', 'PL', 'PU', 'PR', 'H']),
    );
  });

  it('refuses an unknown audience or type with the envelope', async () => {
    for (const query of ['execution=Z', 'execution=', 'execution=A,Q', 'types=B,X', 'pageNo=0']) {
      const res = await t.app.inject({ url: `${contentPaths.announcements}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(failureSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
    }
  });
});
