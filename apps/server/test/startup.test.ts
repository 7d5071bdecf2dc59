import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { games, siteSettings } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';
import { runOpsCommand } from '../src/ops/commands';
import { buildApp } from '../src/app';
import { createServices } from '../src/services';
import { loadConfig } from '../src/config/env';
import { withDatabase } from './global-setup';
import { freshDatabase } from './helper';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
/** Production runs the compiled bundle with plain node (scripts/build.mjs), so these tests do too. */
const serverEntry = path.join(repositoryRoot, 'apps/server/dist/server.js');

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-start-'));
  // A no-op when `npm test` has built already; a run of this file alone builds what is stale.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: repositoryRoot, stdio: 'ignore' });
}, 120_000);
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('start-up', () => {
  it('stops on a bad variable with a message naming it', async () => {
    const server = runServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('migrates, seeds, serves, keeps data across restarts and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = runServer(env);
    const base = `http://127.0.0.1:${port}`;
    const waitHealthy = async () => {
      for (let i = 0; i < 120; i++) {
        const res = await fetch(`${base}/healthz`).catch(() => null);
        if (res?.ok) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error('server did not become healthy');
    };
    await waitHealthy();
    const opsFile = JSON.parse(await fs.readFile(path.join(dataDir, 'ops.json'), 'utf8')) as { port: number };
    expect(opsFile.port).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'ops.json'))).rejects.toThrow();

    // With no server running, the operator command line opens the database itself.
    const database = await openDatabase({ dataDir });
    await runOpsCommand(createServices(database), ['maintenance', 'on', '--message', 'kept']);
    await database.close();

    const second = runServer(env);
    await waitHealthy();
    const status = (await (await fetch(`${base}/wps/system/status`)).json()) as { value: { status: number } };
    expect(status.value.status).toBe(1);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});

describe('shutdown', () => {
  it('finishes a request in flight on SIGTERM before it exits', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-drain-'));
    const port = await freePort();
    const server = runServer({ PORT: String(port), DATA_DIR: dir });
    try {
      for (let i = 0; i < 120; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
        if (res?.ok) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      // Headers and half a body: the request has begun when the signal comes.
      const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' });
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const ended = new Promise((resolve) => socket.once('close', resolve));
      socket.write(
        `POST /wps/session/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.end(body.slice(10));
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 [24]\d\d /);
      expect(answer).toContain('"success":false');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on PostgreSQL', () => {
  it('migrate one at a time, under the start-up lock, and each finds the schema complete', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `lobby_start_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: null })),
    );
    try {
      await Promise.all(instances.map((database) => database.alone(() => database.migrate())));
      const journal = JSON.parse(
        await fs.readFile(path.join(repositoryRoot, 'apps/server/drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await instances[0]!.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('periodic jobs across instances on PostgreSQL', () => {
  it('a pass runs in one instance at a time; another instance skips its pass meanwhile', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
    );
    try {
      let inside = 0;
      let most = 0;
      let runs = 0;
      const pass = async () => {
        runs++;
        most = Math.max(most, ++inside);
        await new Promise((resolve) => setTimeout(resolve, 300));
        inside--;
      };
      const job = `test job ${process.pid}`;
      await Promise.all(instances.map((database) => database.unlessBusy(job, pass)));
      expect({ runs, most }).toEqual({ runs: 1, most: 1 });
      // Once the pass is over, the lock is free for the next one.
      await instances[1]!.unlessBusy(job, pass);
      expect(runs).toBe(2);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});

describe('seed', () => {
  it('is idempotent and keeps operator changes', async () => {
    const database = await freshDatabase();
    try {
      const before = await database.db.select({ n: count() }).from(games);
      await runOpsCommand(createServices(database), ['maintenance', 'on', '--message', 'mine']);
      await seedDemo(database.db);
      await seedDemo(database.db);
      const after = await database.db.select({ n: count() }).from(games);
      expect(after[0]?.n).toBe(before[0]?.n);
      expect(before[0]?.n).toBeGreaterThan(250);
      const settings = await database.db.select({ n: count() }).from(siteSettings);
      expect(settings[0]?.n).toBeGreaterThan(5);
      expect(await runOpsCommand(createServices(database), ['settings', 'get', 'maintenance'])).toEqual({
        enabled: true,
        message: 'mine',
      });
    } finally {
      await database.close();
    }
  });
});

describe('health', () => {
  it('answers 503 until start-up has finished', async () => {
    const database = await freshDatabase();
    let ready = false;
    const { app } = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database,
      isReady: () => ready,
    });
    try {
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(503);
      // Alive while it starts: a liveness probe must not restart a server that is migrating.
      expect((await app.inject({ url: '/livez' })).json()).toEqual({ status: 'ok' });
      ready = true;
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
