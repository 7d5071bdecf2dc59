// Helpers for loading millions of rows into the app's tables: what the tables look like now (other
// migrations may have changed them since this generator was written), and their indexes set aside
// while the rows go in.

/** The columns of a table, with whether each must be given (not null, no default, not generated). */
export async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name as name,
       is_nullable = 'NO' and column_default is null and is_identity = 'NO' and is_generated = 'NEVER' as required
     from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return new Map(rows.map((row) => [row.name, row.required]));
}

/**
 * Refuses to load a table that has gained a required column the generator does not fill: the insert
 * would fail half-way through a long run, or the app would read rows its code never writes.
 */
export function assertFills(table, columns, filled) {
  const missing = [...columns]
    .filter(([name, required]) => required && !filled.includes(name))
    .map(([n]) => n);
  if (missing.length > 0) {
    throw new Error(
      `${table} has required column(s) ${missing.join(', ')} that scripts/bench-scale does not fill yet: ` +
        'teach the generator what the app writes there.',
    );
  }
}

/**
 * Drops the secondary indexes, unique constraints and foreign keys of the tables, and returns a function
 * that puts them back exactly as they were (their definitions are read from the catalogue, so indexes
 * a later migration added come back too). Building an index once over the loaded rows is many times
 * faster than keeping it up to date row by row. Primary keys stay: the rows go in in key order.
 */
export async function setIndexesAside(client, tables) {
  const { rows: constraints } = await client.query(
    `select conrelid::regclass::text as tab, conname as name, pg_get_constraintdef(oid) as def, contype
     from pg_constraint where conrelid = any($1::regclass[]) and contype in ('u', 'f')`,
    [tables],
  );
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     where i.indrelid = any($1::regclass[]) and not i.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype in ('p', 'u'))`,
    [tables],
  );
  const foreignFirst = [...constraints].sort(
    (a, b) => (a.contype === 'f' ? -1 : 0) - (b.contype === 'f' ? -1 : 0),
  );
  for (const c of foreignFirst) await client.query(`alter table ${c.tab} drop constraint ${c.name}`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);

  // Unique constraints before foreign keys, which may rely on them.
  return async function restore() {
    for (const c of constraints.filter((c) => c.contype === 'u')) {
      await client.query(`alter table ${c.tab} add constraint ${c.name} ${c.def}`);
    }
    for (const index of indexes) await client.query(index.def);
    for (const c of constraints.filter((c) => c.contype === 'f')) {
      await client.query(`alter table ${c.tab} add constraint ${c.name} ${c.def}`);
    }
  };
}

/** Moves a table's id sequence past the ids written explicitly. */
export async function syncSequence(client, table) {
  await client.query(
    `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
  );
}

/** Triggers on the tables: they run for every generated row, and the output names them. */
export async function triggersOn(client, tables) {
  const { rows } = await client.query(
    `select tgrelid::regclass::text as tab, tgname as name from pg_trigger
     where tgrelid = any($1::regclass[]) and not tgisinternal order by 1, 2`,
    [tables],
  );
  return rows.map((row) => `${row.tab}.${row.name}`);
}

/**
 * Runs `work(range)` over a staging table in about `rowsPerChunk`-row slices of its pages, each
 * slice its own statement and transaction, in the table's physical order. `range` is a condition on
 * ctid (a TID range scan reads just those pages). Triggers that the app's tables defer to the commit
 * then fire slice by slice, instead of queueing for every row of a 10× load at once. `label` names
 * the work in a progress line per slice, when there is more than one.
 */
export async function inSlices(client, table, rowsPerChunk, label, work) {
  const { rows } = await client.query(
    `select (pg_relation_size('${table}') / current_setting('block_size')::int)::int as pages,
       (select count(*) from ${table})::bigint as n`,
  );
  const slices = Math.max(1, Math.ceil(Number(rows[0].n) / rowsPerChunk));
  const pages = Math.ceil(rows[0].pages / slices) || 1;
  for (let i = 0; i < slices; i++) {
    await work(`ctid >= '(${i * pages},0)'::tid and ctid < '(${(i + 1) * pages},0)'::tid`);
    if (slices > 1) console.log(`    ${label}: ${i + 1} of ${slices} slices`);
  }
}
