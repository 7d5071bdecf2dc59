import type pg from 'pg';

/** What node-postgres keeps of a connection's queries (its own fields; the getters are deprecated). */
type ClientInternals = { _activeQuery: unknown; _queryQueue: unknown[] };

const sqlOf = (query: unknown) =>
  String(typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text)
    .replace(/\s+/g, ' ')
    .slice(0, 200);

/**
 * node-postgres runs one query at a time per connection and queues the rest; its next major version
 * refuses a second one instead. A transaction is one connection, so `Promise.all` over queries inside
 * one is a bug waiting for that upgrade. This records every query a test database's connections were
 * handed while busy; `assertNone` (at close) fails the test file that did it, naming the SQL.
 */
export function watchParallelQueries(pool: pg.Pool) {
  const found: string[] = [];
  pool.on('connect', (client) => {
    const internals = client as unknown as ClientInternals & { query: (...args: unknown[]) => unknown };
    const query = internals.query.bind(client);
    internals.query = (...args: unknown[]) => {
      if (internals._activeQuery || internals._queryQueue.length > 0) found.push(sqlOf(args[0]));
      return query(...args);
    };
  });
  return {
    assertNone() {
      if (found.length === 0) return;
      throw new Error(`parallel queries on one PostgreSQL connection:\n${[...new Set(found)].join('\n')}`);
    },
  };
}
