import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { accountPaths } from '@lobby/contract/accounts';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { games, lotterySessions, members, providerSessions, serverSecrets } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { findMemberById } from '../src/modules/accounts/members.repository';
import { totpCode, totpStep } from '../src/modules/accounts/totp';
import { memberTotpSecret } from '../src/modules/accounts/totp-secrets';
import { createFlowSigner } from '../src/modules/accounts/oauth-flow';
import { playerTokenByHash } from '../src/modules/game-provider/provider-sessions';
import { sealClearRows } from '../src/modules/security/seal-clear-rows';
import { createSecretBox } from '../src/modules/security/secret-box';
import { createSecrets } from '../src/modules/security/secrets';
import { solvedChallenge } from './account-helpers';
import { freshDatabase, testConfig, type TestApp } from './helper';
import { credit, issueToken, rid } from './seamless-helpers';
import { makeMember } from './wallet-helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

type Started = TestApp & { dataDir: string };

let root: string;
const started: Started[] = [];
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-at-rest-'));
});
afterAll(async () => {
  for (const s of started) await s.close();
  await fs.rm(root, { recursive: true, force: true });
});

/**
 * An app on a database whose files are on disk (PGlite in DATA_DIR/pglite, started from the test
 * template), or on PostgreSQL a fresh database, whose files this test cannot read.
 */
async function startApp(name: string, env: Record<string, string> = {}): Promise<Started> {
  const dataDir = path.join(root, name);
  await fs.mkdir(dataDir, { recursive: true });
  const database = onPostgres
    ? await freshDatabase()
    : await openDatabase({ dataDir, loadDataDir: new Blob([await fs.readFile(inject('pgliteSnapshot'))]) });
  const config = testConfig(dataDir, env);
  const { app, services } = await buildApp({ config, database });
  await app.ready();
  const s: Started = {
    app,
    services,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
    },
  };
  started.push(s);
  return s;
}

/** Every form a secret could sit in a file: its text, and the bytes its hex, base64 or PEM text stands for. */
function formsOf(value: string): Buffer[] {
  const forms = [Buffer.from(value, 'utf8')];
  if (/^(?:[0-9a-f]{2}){16,}$/i.test(value)) forms.push(Buffer.from(value, 'hex'));
  if (/^[A-Za-z0-9+/_-]{22,}={0,2}$/.test(value)) forms.push(Buffer.from(value, 'base64'));
  const pem = /-----BEGIN [A-Z ]+-----([\s\S]+?)-----END/.exec(value)?.[1];
  if (pem) forms.push(Buffer.from(pem.replace(/\s+/g, ''), 'base64'));
  // Long values may be stored in pieces (TOAST chunks of ~2 kB): any 48-byte piece counts.
  return forms.flatMap((form) => {
    if (form.length <= 64) return [form];
    const pieces: Buffer[] = [];
    for (let at = 0; at + 48 <= form.length; at += 48) pieces.push(form.subarray(at, at + 48));
    return pieces;
  });
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

type Needle = { label: string; forms: Buffer[] };

/** Where any needle is found in clear: `label in place`. */
function findIn(haystack: Buffer, place: string, needles: Needle[]): string[] {
  const found: string[] = [];
  for (const needle of needles) {
    if (needle.forms.some((form) => haystack.includes(form))) found.push(`${needle.label} in ${place}`);
  }
  return found;
}

/** Every row of every table of the public schema, as text. */
async function tableRows(database: DatabaseHandle): Promise<Array<{ table: string; text: string }>> {
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Array<{ table: string; text: string }> = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await database.db.execute(sql.raw(`select * from "${table}"`));
    for (const row of rows.rows) out.push({ table, text: JSON.stringify(row) });
  }
  return out;
}

describe('secrets at rest', () => {
  it('keeps no server secret, TOTP secret or player token in clear in the tables or the files', async () => {
    const s = await startApp('scan');
    const { services, app, database } = s;
    const t: TestApp = s;
    const db = database.db;

    // A game launched and played: a provider session holds the platform's player token, and the
    // provider's signed wallet calls make the vendor's key.
    const who = await makeMember(db, services);
    await credit(t, who, 10_000);
    const [pg] = await db.select().from(games).where(eq(games.vendorCode, 'PG')).limit(1);
    const playerToken = await issueToken(t, who, { gameCode: pg!.gameCode });
    const { token } = await services.gameProvider.launch({
      playerToken,
      vendorCode: 'PG',
      gameCode: pg!.gameCode,
      gameType: 'RNG',
      account: who.account,
      currency: 'PHP',
      language: 'EN',
    });
    await services.gameProvider.emulator.spin({ token, requestId: rid(), bet: 100 });

    // A lottery session, whose player token settles the member's bets after the draw.
    const [lottery] = await db.select().from(games).where(eq(games.nodeId, 'tcg-fast3'));
    const { session } = await services.lottery.wallet.sessionFor(
      { id: who.id, account: who.account, currency: 'PHP' },
      {
        nodeId: 'tcg-fast3',
        vendorCode: lottery!.vendorCode,
        gameCode: lottery!.gameCode,
        gameType: lottery!.gameType,
      },
    );

    // An authenticator enrolled: the pending secret, then the member's.
    const member = (await findMemberById(db, who.id))!;
    const { secret: totpSecret } = await services.accounts.totp.start(member);
    await services.accounts.totp.confirm(member, totpCode(totpSecret, totpStep(Date.now())));

    // The sealed login's key pair, the captcha's and the proof of work's keys, the third-party login's
    // flow key and the sandbox gateway's merchant key.
    await app.inject({ method: 'GET', url: accountPaths.publicKey });
    await app.inject({ method: 'GET', url: accountPaths.captcha });
    await solvedChallenge(app);
    await createFlowSigner(services.secrets, systemClock).seal({
      provider: 'google',
      state: 'state'.repeat(4),
      nonce: 'nonce'.repeat(4),
      verifier: 'verifier'.repeat(6),
    });
    await services.payments.gateway?.merchantKey();

    const names = (await db.select({ name: serverSecrets.name }).from(serverSecrets)).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'seamless-vendor-key:PG',
        'sealed_rsa_private_key',
        'captcha_hmac',
        'altcha_hmac',
        'altcha_hmac_key',
        'oauth-flow-hmac',
        'sandbox-gateway-merchant-key',
      ]),
    );
    const needles: Needle[] = [];
    for (const name of names) {
      const value = await services.secrets.get(name, () => {
        throw new Error(`${name} should exist`);
      });
      needles.push({ label: `server secret ${name}`, forms: formsOf(value) });
    }
    needles.push({ label: 'TOTP secret', forms: formsOf(totpSecret) });
    needles.push({ label: 'provider player token', forms: formsOf(playerToken) });
    needles.push({ label: 'lottery player token', forms: formsOf(session.token) });
    // The values still work: the secrets are sealed, not lost.
    expect(session.token).toHaveLength(playerToken.length);
    const [providerRow] = await db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.account, who.account));
    const [lotteryRow] = await db.select().from(lotterySessions).where(eq(lotterySessions.memberId, who.id));
    const [memberRow] = await db.select().from(members).where(eq(members.id, who.id));

    // The control: a value stored in clear (the member's account name) is found, so the scan sees rows.
    const control: Needle = { label: 'control', forms: [Buffer.from(`"${who.account}"`)] };
    const fileControl: Needle = { label: 'control', forms: [Buffer.from(who.account)] };
    const leaks: string[] = [];
    const seen = new Set<string>();
    for (const { table, text } of await tableRows(database)) {
      leaks.push(...findIn(Buffer.from(text, 'utf8'), `table ${table}`, needles));
      if (findIn(Buffer.from(text, 'utf8'), table, [control]).length > 0) seen.add(table);
    }
    expect(seen).toContain('members');
    expect(seen).toContain('provider_sessions');
    if (!onPostgres) {
      // Every committed page written to the data files (the WAL holds them too; it is scanned as well).
      await db.execute(sql`checkpoint`);
      started.splice(started.indexOf(s), 1);
      await s.close();
      let controlFound = false;
      for await (const file of filesUnder(s.dataDir)) {
        const bytes = await fs.readFile(file);
        leaks.push(...findIn(bytes, path.relative(s.dataDir, file), needles));
        controlFound ||= bytes.includes(fileControl.forms[0]!);
      }
      expect(controlFound).toBe(true);
    }
    expect([...new Set(leaks)]).toEqual([]);
    expect([providerRow!.playerToken, lotteryRow!.playerToken, memberRow!.totpSecret]).toEqual([
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
    ]);
  }, 120_000);

  it('refuses to start on another key than the one the secrets were sealed with', async () => {
    const keyA = 'a1'.repeat(32);
    const s = await startApp('keys', { SECRETS_KEY: keyA });
    await s.services.secrets.prepare();
    const before = await s.services.secrets.get('captcha_hmac', () => 'made');
    const other = createSecrets(s.database.db, createSecretBox(Buffer.alloc(32, 7)));
    await expect(other.prepare()).rejects.toThrow(/does not open with this SECRETS_KEY/);
    await expect(other.get('captcha_hmac', () => 'new')).rejects.toThrow(/does not open/);
    // Nothing was made or replaced: the right key still reads the same secret.
    const again = createSecrets(s.database.db, createSecretBox(Buffer.from(keyA, 'hex')));
    expect(await again.get('captcha_hmac', () => 'new')).toBe(before);
  });

  it('seals in place what an older version stored in clear, and it keeps working', async () => {
    const s = await startApp('legacy', { SECRETS_KEY: 'b2'.repeat(32) });
    const db = s.database.db;
    await db.insert(serverSecrets).values({ name: 'legacy_hmac', value: 'clear-value' });
    await s.services.secrets.prepare();
    const [sealed] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'legacy_hmac'));
    expect(sealed!.value).toMatch(/^v1:/);
    expect(await s.services.secrets.get('legacy_hmac', () => 'new')).toBe('clear-value');

    // A member's authenticator secret stored in clear still gives codes (the second factor reads it
    // through memberTotpSecret), and is sealed when read.
    const who = await makeMember(db, s.services);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await db.update(members).set({ totpSecret: secret, secondFactor: 'totp' }).where(eq(members.id, who.id));
    const member = (await findMemberById(db, who.id))!;
    expect(await memberTotpSecret(db, s.services.secrets.box, member)).toBe(secret);
    const [after] = await db.select().from(members).where(eq(members.id, who.id));
    expect(after!.totpSecret).toMatch(/^v1:/);
    expect(await memberTotpSecret(db, s.services.secrets.box, after!)).toBe(secret);
  });

  it('seals at start the TOTP secrets and player tokens an older version stored in clear', async () => {
    const s = await startApp('sweep', { SECRETS_KEY: 'c3'.repeat(32) });
    const db = s.database.db;
    const box = s.services.secrets.box;
    const who = await makeMember(db, s.services);
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await db.update(members).set({ totpSecret: secret, secondFactor: 'totp' }).where(eq(members.id, who.id));
    // Rows as an older version wrote them: the player tokens in clear.
    const providerToken = await issueToken(s, who);
    const launched = await s.services.gameProvider.launch({
      playerToken: providerToken,
      vendorCode: 'PG',
      gameCode: 'fortune-tiger',
      gameType: 'RNG',
      account: who.account,
      currency: 'PHP',
      language: 'EN',
    });
    await db
      .update(providerSessions)
      .set({ playerToken: providerToken })
      .where(eq(providerSessions.account, who.account));
    const [lottery] = await db.select().from(games).where(eq(games.nodeId, 'tcg-fast3'));
    const game = {
      nodeId: 'tcg-fast3',
      vendorCode: lottery!.vendorCode,
      gameCode: lottery!.gameCode,
      gameType: lottery!.gameType,
    };
    const player = { id: who.id, account: who.account, currency: 'PHP' };
    const { session } = await s.services.lottery.wallet.sessionFor(player, game);
    await db
      .update(lotterySessions)
      .set({ playerToken: session.token })
      .where(eq(lotterySessions.memberId, who.id));

    expect(await sealClearRows(db, box)).toEqual({ totpSecrets: 1, providerTokens: 1, lotteryTokens: 1 });
    expect(await sealClearRows(db, box)).toEqual({ totpSecrets: 0, providerTokens: 0, lotteryTokens: 0 });
    const [member] = await db.select().from(members).where(eq(members.id, who.id));
    const [provider] = await db
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.account, who.account));
    const [lotteryRow] = await db.select().from(lotterySessions).where(eq(lotterySessions.memberId, who.id));
    expect([member!.totpSecret, provider!.playerToken, lotteryRow!.playerToken]).toEqual([
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
    ]);
    // Each still reads as what it was.
    expect(await memberTotpSecret(db, box, member!)).toBe(secret);
    const resolved = await s.services.gameProvider.sessions.resolve(launched.token);
    expect(await playerTokenByHash(db, box)({ ...resolved!, token: provider!.tokenHash })).toBe(
      providerToken,
    );
    const again = await s.services.lottery.wallet.sessionFor(player, game);
    expect(again.session.token).toBe(session.token);
  });
});
