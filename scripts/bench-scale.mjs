// `npm run bench -- --scale N`: read latencies on a site of a given size (the 1× = 20,000
// members, 1,000,000 bets, 2,000,000 ledger entries, an 8-level agent tree with 10,000 members under
// the top agent; 10× as well), on PostgreSQL at 127.0.0.1:5432.
//
// 1. A database of its own per scale (lobby_scale_<N>), reused while it holds that scale's data
//    (--regenerate makes it again); the compiled server migrates and seeds it first.
// 2. The data is generated in set-based SQL (scripts/bench-scale/generate.mjs), below the app but
//    valid for it: balanced ledger, balances equal to the last entries, catalogue games, real hashes.
// 3. The server is started against it as production runs it (demo mode, for the known accounts), and
//    one client times each read, one request at a time; the slowest reads' plans are captured.
//
// scripts/bench.mjs runs this file with `node --import tsx`: it imports the contract and the server's
// password hashing, which are TypeScript.
import os from 'node:os';
import { ensureBuilt } from './build.mjs';
import { createClient } from './bench-scale/client.mjs';
import {
  connect,
  dataSizes,
  databaseName,
  markComplete,
  readyDatabase,
  recreateDatabase,
  summaryTableStates,
} from './bench-scale/database.mjs';
import { clearExplain, explainSlowest, printExplained } from './bench-scale/explain.mjs';
import { generate } from './bench-scale/generate.mjs';
import { logIn, timeRead } from './bench-scale/measure.mjs';
import { parseOptions } from './bench-scale/options.mjs';
import { readsOf } from './bench-scale/reads.mjs';
import { printResults, printSizes, printSummaryTables, writeJson } from './bench-scale/report.mjs';
import { startServer } from './bench-scale/server.mjs';

async function withDatabase(name, work) {
  const db = await connect(name);
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The scale's database with its data: the existing one if complete, else made and generated now. */
async function prepareDatabase(name, options) {
  const ready = options.regenerate ? null : await readyDatabase(name, options.scale);
  if (ready) {
    console.log(`Reusing ${name}, generated ${ready.generatedAt} (--regenerate to generate it again).`);
    return ready;
  }
  console.log(`Generating ${name} (scale ${options.scale})…`);
  const started = Date.now();
  await recreateDatabase(name);
  process.stdout.write('  migrating and seeding (the compiled server, once)… ');
  await (await startServer(name)).stop();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  const { dataEnd } = await generate(name, options.scale);
  const marker = { scale: options.scale, generatedAt: new Date().toISOString(), dataEnd };
  await markComplete(name, marker);
  return marker;
}

/** Starts the server, logs the sample in and times every read. */
async function measure(name, db, options) {
  const { rows } = await db.query(
    `select value -> 'timeZoneOffsetMinutes' as offset from site_settings where key = 'brand'`,
  );
  const offsetMinutes = Number(rows[0].offset);
  const server = await startServer(name);
  try {
    // Said before the long timing, so a run against an empty summary table can be stopped at once.
    printSummaryTables(await summaryTableStates(db));
    const client = createClient(server.base);
    process.stdout.write(`\nLogging in ${options.sample} members and two agents… `);
    const sessions = await logIn(db, client, options.sample);
    console.log('done.');
    const load = { before: os.loadavg()[0] };
    const results = [];
    for (const read of readsOf(client, { ...sessions, offsetMinutes })) {
      process.stdout.write(`  ${read.name}… `);
      const result = await timeRead(read, options);
      console.log(`p50 ${result.p50} ms, p99 ${result.p99} ms`);
      results.push(result);
    }
    load.after = os.loadavg()[0];
    // The explain pass runs its own server; it reuses these sessions, which live in the database.
    const startAgain = async () => {
      const again = await startServer(name);
      return { reads: readsOf(createClient(again.base), { ...sessions, offsetMinutes }), stop: again.stop };
    };
    return { results, load, startAgain };
  } finally {
    await server.stop();
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const name = databaseName(options.scale);
  await ensureBuilt();
  const marker = await prepareDatabase(name, options);
  await clearExplain(name);

  await withDatabase(name, async (db) => {
    const { results, load, startAgain } = await measure(name, db, options);
    // Counted after the server started: a migration may have created or backfilled them meanwhile.
    const summaries = await summaryTableStates(db);
    const run = {
      scale: options.scale,
      database: name,
      generatedAt: marker.generatedAt,
      dataEnd: marker.dataEnd,
      measuredAt: new Date().toISOString(),
      requests: options.requests,
      load,
      sizes: await dataSizes(db),
      summaryTables: summaries,
      results,
    };
    printSizes(run);
    printSummaryTables(summaries);
    printResults(results, { ...options, load });
    if (options.explain) {
      run.explain = await explainSlowest(name, results, startAgain);
      printExplained(run.explain);
    }
    if (options.out) writeJson(options.out, run);
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
