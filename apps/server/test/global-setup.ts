import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/seed';

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it:
 * a PGlite snapshot, or on PostgreSQL (TEST_DATABASE_URL) a database created from the template.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `lobby_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, template), dataDir: null });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedDemo(database.db);
  const snapshot = await database.dump!();
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-test-'));
  const file = path.join(dir, 'template.tar.gz');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}
