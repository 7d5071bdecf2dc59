import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '@lobby/contract/envelope';
import { feedbackPaths } from '@lobby/contract/feedback';
import { inboxPaths } from '@lobby/contract/inbox';
import { feedback } from '../src/db/schema';
import { createCaptchaService, captchaCookie } from '../src/modules/security/captcha';
import { runOpsCommand } from '../src/ops/commands';
import { bearer, send } from './account-helpers';
import { createTestApp, type TestApp } from './helper';
import { makePlayer, type Player } from './payments-helpers';
import { eq } from 'drizzle-orm';

let t: TestApp;
let alice: Player;
let bob: Player;
/** Captchas whose answer the test knows, checked by the app's own captcha service (same secret). */
let captchas: ReturnType<typeof createCaptchaService>;

beforeAll(async () => {
  t = await createTestApp();
  captchas = createCaptchaService(
    t.database.db,
    t.services.secrets,
    { now: () => Date.now() },
    {
      makeAnswer: () => 'ABCD',
    },
  );
  [alice, bob] = [await makePlayer(t), await makePlayer(t)];
});
afterAll(() => t.close());

const ops = (...argv: string[]) => runOpsCommand(t.services, argv);
const content = 'The deposit of yesterday has not arrived yet.';

async function sendFeedback(
  body: Record<string, unknown>,
  options: { who?: Player; captcha?: string; remoteAddress?: string } = {},
) {
  const { id } = await captchas.issue();
  return send(
    t,
    'PUT',
    feedbackPaths.send,
    { content, type: 1, captcha: options.captcha ?? 'abcd', ...body },
    {
      headers: options.who ? bearer(options.who.token) : {},
      cookies: { [captchaCookie]: id },
      remoteAddress: options.remoteAddress,
    },
  );
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;

describe('sending feedback', () => {
  it('takes a member’s feedback as their account, verified, whatever sender they type', async () => {
    const res = await sendFeedback({ sender: 'someone else', content: `  ${content}  ` }, { who: alice });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await rowOf(res.body.value.id);
    expect(row).toMatchObject({
      memberId: alice.id,
      sender: alice.account,
      verified: true,
      type: 1,
      content,
    });
    expect(row.status).toBe('open');
  });

  it('takes a visitor’s feedback under the typed name, unverified; without a name it is refused', async () => {
    const res = await sendFeedback({ sender: '  Maria  ', type: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowOf(res.body.value.id)).toMatchObject({
      memberId: null,
      sender: 'Maria',
      verified: false,
    });
    const nameless = await sendFeedback({ sender: '   ' });
    expect(nameless.status).toBe(400);
    expect(failureSchema.parse(nameless.body).message).toBe('input_cannot_be_empty');
  });

  it('refuses a wrong or missing captcha, and bad fields, with a 400 envelope', async () => {
    const wrong = await sendFeedback({}, { who: alice, captcha: 'ZZZZ' });
    expect(wrong.status).toBe(400);
    expect(failureSchema.parse(wrong.body)).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      message: 'captcha_incorrect',
    });
    for (const body of [
      { content: 'too short' },
      { content: `${'x'.repeat(19)}          ` },
      { content: 'x'.repeat(201) },
      { type: 5 },
      { type: '1' },
      { captcha: '' },
      { content: 42 },
    ]) {
      const res = await sendFeedback(body, { who: alice });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(failureSchema.parse(res.body).code).toBe('VALIDATION_FAILED');
    }
  });

  it('limits how often one address may send', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await sendFeedback({ sender: 'Spam' }, { remoteAddress: '203.0.113.77' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('answering feedback (npm run ops)', () => {
  it('lists open feedback, answers a member’s into their inbox, and closes it', async () => {
    const sent = await sendFeedback({ type: 2 }, { who: bob });
    const id = sent.body.value.id as number;
    expect(await ops('feedback', 'list', '--open')).toContain(`#${id}`);
    expect(await ops('feedback', 'answer', String(id), '--text', 'Paid out this morning.')).toMatch(
      /^answered: /,
    );
    expect(await ops('feedback', 'list', '--open')).not.toContain(`#${id} `);
    const inbox = await send(t, 'GET', inboxPaths.list, undefined, { headers: bearer(bob.token) });
    expect(inbox.body.value.list[0]).toMatchObject({
      source: 'system',
      template: 'feedbackAnswered',
      params: { feedbackId: String(id), type: '2', answer: 'Paid out this morning.' },
      read: false,
    });
    // Alice sees nothing of Bob's.
    const alices = await send(t, 'GET', inboxPaths.list, undefined, { headers: bearer(alice.token) });
    expect(alices.body.value.list).toEqual([]);

    expect(await ops('feedback', 'close', String(id))).toMatch(/^closed: /);
    await expect(ops('feedback', 'answer', String(id), '--text', 'again')).rejects.toThrow(/is closed/);
    await expect(ops('feedback', 'answer', '999999', '--text', 'x')).rejects.toThrow(/no feedback/);
    await expect(ops('feedback', 'answer', String(id))).rejects.toThrow(/answer is 1 to/);
    await expect(ops('feedback', 'close', 'abc')).rejects.toThrow(/usage/);
  });

  it('answers a visitor’s feedback without writing to any inbox', async () => {
    const sent = await sendFeedback({ sender: 'Guest' });
    const before = await t.database.db.$count(feedback);
    expect(await ops('feedback', 'answer', String(sent.body.value.id), '--text', 'Thanks')).toContain(
      'Guest (unverified)',
    );
    expect(await t.database.db.$count(feedback)).toBe(before);
  });
});
