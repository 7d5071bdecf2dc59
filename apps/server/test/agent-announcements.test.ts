import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentAnnouncementListValueSchema,
  agentAnnouncementPaths,
  agentAnnouncementReadValueSchema,
  type AgentAnnouncementListValue,
} from '@lobby/contract/agent-announcements';
import { runOpsCommand } from '../src/ops/commands';
import { readContentFile } from '../src/modules/agent-announcements/agent-announcements.ops';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makeMember, type TestMember } from './wallet-helpers';

/*
 * Announcements to agents (decisions 0272, 0273). Two teams and the accounts that must be refused:
 *
 *   topA ── subA ── playerA        topB ── subB        loner (a member), trial
 *
 * The demo seed's announcements are in the database too, so counts are read against a baseline.
 */

let t: TestApp;
let topA: TestMember;
let subA: TestMember;
let playerA: TestMember;
let topB: TestMember;
let subB: TestMember;
let loner: TestMember;
let trial: TestMember;

const member = (options: Parameters<typeof makeMember>[2] = {}) =>
  makeMember(t.database.db, t.services, { prefix: 'aa', ...options });
const ops = async (...argv: string[]) => String(await runOpsCommand(t.services, argv, 'test-operator'));
const get = (url: string, who?: TestMember) =>
  send(t, 'GET', url, undefined, { headers: who ? bearer(who.token) : {} });
const post = (url: string, body: unknown, who?: TestMember) =>
  send(t, 'POST', url, body, { headers: who ? bearer(who.token) : {} });

async function list(who: TestMember, pageNo = 1): Promise<AgentAnnouncementListValue> {
  const res = await get(`${agentAnnouncementPaths.list}?pageNo=${pageNo}`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agentAnnouncementListValueSchema.parse(res.body.value);
}

async function unread(who: TestMember): Promise<number> {
  const res = await get(agentAnnouncementPaths.unreadCount, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.value as { unread: number }).unread;
}

async function open(who: TestMember, id: number) {
  const res = await post(agentAnnouncementPaths.read, { id }, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agentAnnouncementReadValueSchema.parse(res.body.value);
}

async function publish(title: string, ...more: string[]): Promise<number> {
  const answer = await ops('agent-announcement', 'publish', '--title', title, ...more);
  const id = /published #(\d+)/.exec(answer)?.[1];
  expect(id, answer).toBeDefined();
  return Number(id);
}

/** The unread count as the rows say it, to prove the kept count against. */
async function countedUnread(who: TestMember, team: number): Promise<number> {
  const result = await t.database.db.execute(sql`
    select count(*)::int as n from agent_announcements a
    where a.withdrawn_at is null and a.audience in (0, ${team})
      and not exists (select 1 from agent_announcement_reads r where r.announcement_id = a.id and r.member_id = ${who.id})`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestApp();
  topA = await member({ type: 1, prefix: 'aatopa' });
  subA = await member({ type: 2, parentId: topA.id, prefix: 'aasuba' });
  playerA = await member({ parentId: subA.id, prefix: 'aapla' });
  topB = await member({ type: 1, prefix: 'aatopb' });
  subB = await member({ type: 2, parentId: topB.id, prefix: 'aasubb' });
  loner = await member({ prefix: 'aalone' });
  trial = await member({ type: 4, prefix: 'aatry' });
});

afterAll(async () => {
  await t.close();
});

describe('who may read announcements to agents', () => {
  it('refuses a visitor (401), a member and a trial account (403), in the envelope', async () => {
    for (const [who, status] of [
      [undefined, 401],
      [loner, 403],
      [trial, 403],
      [playerA, 403],
    ] as const) {
      for (const res of [
        await get(agentAnnouncementPaths.list, who),
        await get(agentAnnouncementPaths.unreadCount, who),
        await post(agentAnnouncementPaths.read, { id: 1 }, who),
      ]) {
        expect(res.status).toBe(status);
        expect(res.body).toMatchObject({ success: false, value: null });
        expect(res.body.message).toMatch(/^(not_logged_in|agents_only|in_need_true_account)$/);
      }
    }
    expect((await get(agentAnnouncementPaths.list, loner)).body.message).toBe('agents_only');
  });
});

describe('publishing, reading and the unread count', () => {
  it('puts a new announcement first and unread for every agent, and the count follows', async () => {
    const before = { topA: await unread(topA), subB: await unread(subB) };
    const id = await publish('Welcome, agents', '--content', '<p>Hello <b>all</b></p>');
    expect(await unread(topA)).toBe(before.topA + 1);
    expect(await unread(subB)).toBe(before.subB + 1);
    const page = await list(subB);
    expect(page.list[0]).toMatchObject({ id, title: 'Welcome, agents', read: false, team: false });
    expect(page.list[0]).not.toHaveProperty('content');
    expect(page.unread).toBe(before.subB + 1);
    expect(page.pageSize).toBe(9);

    const opened = await open(subB, id);
    expect(opened.announcement).toMatchObject({ id, content: '<p>Hello <b>all</b></p>', read: true });
    expect(opened.unread).toBe(before.subB);
    expect(await unread(subB)).toBe(before.subB);
    // Opening it again counts nothing twice.
    expect((await open(subB, id)).unread).toBe(before.subB);
    // Read ones follow the unread ones.
    const after = await list(subB);
    const position = after.list.findIndex((item) => item.id === id);
    expect(after.list.slice(0, position).every((item) => !item.read)).toBe(true);
    expect(after.list[position]).toMatchObject({ read: true });
    // Another agent's count is its own.
    expect(await unread(topA)).toBe(before.topA + 1);
  });

  it('lists unread first, then newest, 9 to a page', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) ids.push(await publish(`Paging ${i}`, '--content', `<p>${i}</p>`));
    await open(topA, ids[9]!);
    const first = await list(topA);
    expect(first.list).toHaveLength(9);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    // Newest unread first: the 10th was read, so the 9th leads.
    expect(first.list[0]!.id).toBe(ids[8]);
    const all: AgentAnnouncementListValue['list'] = [];
    for (let page = 1; page <= first.totalPages; page++) all.push(...(await list(topA, page)).list);
    expect(all).toHaveLength(first.total);
    const readFrom = all.findIndex((item) => item.read);
    expect(all.slice(readFrom).every((item) => item.read)).toBe(true);
    const unreadIds = all.slice(0, readFrom).map((item) => item.id);
    expect(unreadIds).toEqual([...unreadIds].sort((a, b) => b - a));
    expect(all.filter((item) => !item.read)).toHaveLength(first.unread);
    // A page past the end is empty, not an error.
    expect((await list(topA, first.totalPages + 1)).list).toEqual([]);
  });

  it('answers bad input with a 4xx envelope', async () => {
    for (const query of ['pageNo=0', 'pageNo=abc', 'pageNo=1.5', 'pageNo=10001']) {
      const res = await get(`${agentAnnouncementPaths.list}?${query}`, topA);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null });
    }
    for (const body of [{}, { id: 0 }, { id: 'x' }, { id: 1.5 }, { id: -3 }, { id: 2 ** 31 }, null]) {
      const res = await post(agentAnnouncementPaths.read, body, topA);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, value: null });
    }
    const missing = await post(agentAnnouncementPaths.read, { id: 2_000_000_000 }, topA);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: 'announcement_not_found' });
  });
});

describe("a team's announcements", () => {
  it("reach the top agent's whole team and nobody else", async () => {
    const before = { topA: await unread(topA), subA: await unread(subA), topB: await unread(topB) };
    const id = await publish('Team A only', '--content', '<p>For A</p>', '--team', topA.account);
    expect(await unread(topA)).toBe(before.topA + 1);
    expect(await unread(subA)).toBe(before.subA + 1);
    expect(await unread(topB)).toBe(before.topB);
    expect((await list(subA)).list[0]).toMatchObject({ id, team: true, read: false });
    expect((await list(topB)).list.some((item) => item.id === id)).toBe(false);
    // Another team's agent cannot open it, and learns nothing of it.
    const refused = await post(agentAnnouncementPaths.read, { id }, subB);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, message: 'announcement_not_found' });
    expect(await unread(subB)).toBe(await countedUnread(subB, topB.id));
    expect((await open(subA, id)).unread).toBe(before.subA);
  });

  it('is refused for an account that is no top agent', async () => {
    await expect(
      ops('agent-announcement', 'publish', '--title', 'x', '--content', 'y', '--team', subA.account),
    ).rejects.toThrow(/not a top agent/);
    await expect(
      ops('agent-announcement', 'publish', '--title', 'x', '--content', 'y', '--team', loner.account),
    ).rejects.toThrow(/no agent/);
    await expect(
      ops('agent-announcement', 'publish', '--title', 'x', '--content', 'y', '--team', 'nobody-here'),
    ).rejects.toThrow(/no agent/);
  });
});

describe('withdrawing', () => {
  it('takes it off every list and count, for those who read it and those who did not', async () => {
    const id = await publish('To be withdrawn', '--content', '<p>Soon gone</p>');
    await open(topA, id);
    const before = { topA: await unread(topA), subB: await unread(subB) };
    expect(await ops('agent-announcement', 'withdraw', String(id))).toMatch(
      /withdrew #\d+ \(1 agent had opened it\)/,
    );
    expect(await unread(topA)).toBe(before.topA);
    expect(await unread(subB)).toBe(before.subB - 1);
    expect((await list(topA)).list.some((item) => item.id === id)).toBe(false);
    const gone = await post(agentAnnouncementPaths.read, { id }, subB);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, message: 'announcement_not_found' });
    await expect(ops('agent-announcement', 'withdraw', String(id))).rejects.toThrow(/no live announcement/);
    expect(await ops('agent-announcement', 'list')).toMatch(new RegExp(`#${id}\\s+\\S+ \\S+\\s+withdrawn`));
  });

  it('keeps every kept count equal to the rows', async () => {
    for (const [who, team] of [
      [topA, topA.id],
      [subA, topA.id],
      [topB, topB.id],
      [subB, topB.id],
    ] as const) {
      expect(await unread(who)).toBe(await countedUnread(who, team));
    }
  });
});

describe('the operator command', () => {
  it('refuses what is missing or wrong', async () => {
    const refusals: Array<[string[], RegExp]> = [
      [['publish', '--content', 'x'], /--title/],
      [['publish', '--title', 'x'], /content/],
      [['publish', '--title', 'x'.repeat(121), '--content', 'y'], /--title/],
      [['publish', '--title', 'x', '--content', 'y'.repeat(20_001)], /content/],
      [['withdraw', 'abc'], /usage/],
      [['list', '--limit', '0'], /--limit/],
      [['shout'], /usage/],
    ];
    for (const [args, pattern] of refusals) {
      await expect(ops('agent-announcement', ...args), args.join(' ')).rejects.toThrow(pattern);
    }
  });

  it('reads --content-file where the operator runs it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'aa-'));
    const file = path.join(dir, 'notice.html');
    await fs.writeFile(file, '<p>From a file</p>\n');
    expect(
      await readContentFile(['agent-announcement', 'publish', '--title', 'F', '--content-file', file]),
    ).toEqual(['agent-announcement', 'publish', '--title', 'F', '--content', '<p>From a file</p>\n']);
    expect(await readContentFile(['message', 'send', '--content-file', file])).toEqual([
      'message',
      'send',
      '--content-file',
      file,
    ]);
    await expect(
      readContentFile(['agent-announcement', 'publish', '--content-file', path.join(dir, 'none')]),
    ).rejects.toThrow(/cannot read/);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
