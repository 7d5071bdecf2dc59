import fs from 'node:fs/promises';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import { withDatabase } from './global-setup';
import { watchParallelQueries } from './one-query-per-connection';

/** A fresh database for one test file, copied from the migrated and seeded template. */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `lobby_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: null });
    const parallel = watchParallelQueries((database.db as unknown as { $client: pg.Pool }).$client);
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
        parallel.assertNone();
      },
    };
  }
  const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshot'))]);
  return openDatabase({ dataDir: null, loadDataDir: snapshot });
}

/** A test server's configuration: its files in `dataDir`, silent, and no built site or game pages. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-site'),
    GAMES_DIST: path.join(dataDir, 'no-games'),
    ...env,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; onRoute?: AppOptions['onRoute'] } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-app-'));
  const config = testConfig(dataDir, options.env);
  const database = await freshDatabase();
  const { app, services } = await buildApp({
    config,
    database,
    clock: options.clock,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Instance = Awaited<ReturnType<typeof buildApp>>;

/**
 * Several instances of the server on one database, as behind a balancer: each its own app, caches
 * and Redis connections (pass REDIS_URL in `env`). `prepare` writes to the database before they start.
 */
export async function createInstances(
  count: number,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    prepare?: (database: DatabaseHandle) => Promise<unknown>;
  } = {},
) {
  const database = await freshDatabase();
  await options.prepare?.(database);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-instances-'));
  const config = testConfig(dataDir, options.env);
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const built = await buildApp({ config, database, clock: options.clock });
    await built.app.ready();
    instances.push(built);
  }
  return {
    instances,
    database,
    async close() {
      for (const { app } of instances) await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
