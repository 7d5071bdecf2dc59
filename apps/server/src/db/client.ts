import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/package-root';
import { trackCommits } from './after-commit';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; repositories take `Database | Tx` so callers choose the unit of work. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed, sealing) in one instance at a time: on PostgreSQL
   * several instances starting together queue on an advisory lock, and each later one finds the work
   * done. PGlite admits one process, so there it simply runs.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs one pass of a periodic job unless another instance is running the same job right now; then
   * it skips, since that instance's pass does the work. PGlite admits one process: it always runs.
   */
  unlessBusy(job: string, work: () => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the data directory, which tests start from. */
  dump?(): Promise<Blob | File>;
  /** PostgreSQL only (PGlite has no pool): its counts, for the operator's metrics. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
};

const migrationsFolder = path.join(serverRoot, 'drizzle');

/** The first key of the two-key advisory locks periodic jobs take, the second being the job's name hashed. */
const jobLockSpace = 1280262722;

/** The advisory lock start-up holds on PostgreSQL: a fixed number no other lock uses ("Lobby" in ASCII). */
export const startupLockKey = '328286233209';

export async function openDatabase(options: {
  databaseUrl?: string;
  /** null keeps an embedded database in memory (tests). */
  dataDir: string | null;
  /** For tests: start from a snapshot of an already migrated and seeded directory. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that drops (a database restart) is reported here; without a listener it would
    // end the process. The pool replaces it, and the next query reports any lasting problem.
    pool.on('error', () => undefined);
    const db = trackCommits(drizzlePg(pool, { schema }));
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      async alone(work) {
        // A session lock on a connection of its own: the work's queries run on the pool's others.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
          holder.release();
        }
      },
      async unlessBusy(job, work) {
        const holder = await pool.connect();
        try {
          const taken = await holder.query<{ taken: boolean }>(
            'select pg_try_advisory_lock($1, hashtext($2)) as taken',
            [jobLockSpace, job],
          );
          if (!taken.rows[0]?.taken) return;
          try {
            await work();
          } finally {
            await holder
              .query('select pg_advisory_unlock($1, hashtext($2))', [jobLockSpace, job])
              .catch(() => undefined);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir === null ? undefined : path.join(options.dataDir, 'pglite');
  if (dir) await fs.mkdir(dir, { recursive: true });
  // PGlite reads its options from the first argument when no directory is given.
  const client = new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  // PGlite and node-postgres drizzle databases share the query-builder API; one type serves both.
  const db = trackCommits(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    async dump() {
      // Flush the WAL so the snapshot holds every committed row.
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    alone: (work) => work(),
    unlessBusy: async (_job, work) => {
      await work();
    },
    close: () => client.close(),
  };
}
