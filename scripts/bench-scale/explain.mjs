// EXPLAIN (ANALYZE, BUFFERS) of what the slowest reads ran, as the server ran it: auto_explain is
// loaded for the bench database's new connections only, a server is started for it, each read is
// made once more, and its statements' plans are read back from PostgreSQL's log.
import fs from 'node:fs';
import path from 'node:path';
import { connect } from './database.mjs';

const settings = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
};

/** Where this server writes its log, if this process can read it and tell databases apart in it. */
async function logFile(admin) {
  const show = async (name) => (await admin.query(`show ${name}`)).rows[0][name];
  if (!(await show('log_line_prefix')).includes('%d')) return null;
  const current = (await admin.query(`select pg_current_logfile() as file`)).rows[0].file;
  const major = Math.floor(Number(await show('server_version_num')) / 10_000);
  const file = current
    ? path.resolve(await show('data_directory'), current)
    : `/var/log/postgresql/postgresql-${major}-main.log`; // Debian's pg_ctlcluster sends stderr here
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return file;
  } catch {
    return null;
  }
}

/** The plans auto_explain logged for the database since `offset`, longest first. */
function plansSince(file, offset, database) {
  const text = fs.readFileSync(file).subarray(offset).toString('utf8');
  const entries = text.split(/\n(?=\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/);
  return entries
    .filter(
      (entry) => entry.split('\n')[0].includes(`@${database} `) && /duration: [\d.]+ ms\s+plan:/.test(entry),
    )
    .map((entry) => ({
      ms: Number(/duration: ([\d.]+) ms/.exec(entry)[1]),
      plan: entry
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^\t/, ''))
        .join('\n')
        .trim(),
    }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Takes auto_explain off the database again: a run stopped during the explain pass would leave every
 * statement of the next run's timing logged.
 */
export async function clearExplain(database) {
  const admin = await connect('postgres');
  try {
    await setExplain(admin, database, false);
  } finally {
    await admin.end();
  }
}

async function setExplain(admin, database, on) {
  for (const [name, value] of Object.entries(settings)) {
    await admin.query(
      on ? `alter database ${database} set ${name} = '${value}'` : `alter database ${database} reset ${name}`,
    );
  }
}

/**
 * For the `count` reads slowest at p50 (of those held to the target), the plan of the longest
 * statement each ran, and how long the others took. The median, not p99: on shared cores the p99 of
 * a cheap read is often a neighbour's work, which no plan explains. `start` starts a server and answers
 * { reads, stop }, the reads bound to it (the sessions live in the database, so they still work).
 */
export async function explainSlowest(database, results, start, count = 3) {
  const admin = await connect('postgres');
  const file = await logFile(admin);
  if (!file) {
    await admin.end();
    return { skipped: "PostgreSQL's log is not readable here, or its lines do not name the database" };
  }
  const slowest = results
    .filter((r) => r.target)
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, count);
  const explained = [];
  await admin.query(`load 'auto_explain'`); // so the settings below are checked, not taken on trust
  await setExplain(admin, database, true);
  try {
    const { reads, stop } = await start();
    try {
      for (const result of slowest) {
        const read = reads.find((r) => r.name === result.name);
        await read.run(0); // caches and plans warm, as in the timed runs
        const offset = fs.statSync(file).size;
        const ms = await read.run(1);
        await new Promise((resolve) => setTimeout(resolve, 500)); // the log is written asynchronously
        const [longest, ...others] = plansSince(file, offset, database);
        explained.push({ read: result.name, ms, longest, others: others.map((o) => o.ms) });
      }
    } finally {
      await stop();
    }
  } finally {
    await setExplain(admin, database, false);
    await admin.end();
  }
  return { explained };
}

/** "8.7 ms, 1.8 ms, 12 under 0.1 ms": the other statements logged while the read ran. */
function othersText(others) {
  const shown = others.filter((ms) => ms >= 0.1).map((ms) => `${ms.toFixed(1)} ms`);
  const small = others.length - shown.length;
  return [...shown, ...(small > 0 ? [`${small} under 0.1 ms`] : [])].join(', ');
}

export function printExplained({ skipped, explained }) {
  console.log('\n## Plans of the slowest reads by p50 (auto_explain: EXPLAIN ANALYZE, BUFFERS)\n');
  if (skipped) {
    console.log(`Skipped: ${skipped}.`);
    return;
  }
  console.log("Each read made once more; the statements logged meanwhile may include background jobs'.\n");
  for (const { read, ms, longest, others } of explained) {
    console.log(`### ${read} (${ms.toFixed(1)} ms this time)\n`);
    if (!longest) {
      console.log('No statement was logged for it.\n');
      continue;
    }
    const rest = others.length > 0 ? `; the others: ${othersText(others)}` : '';
    console.log(`Its longest statement took ${longest.ms.toFixed(1)} ms${rest}.\n`);
    console.log('```');
    console.log(longest.plan);
    console.log('```\n');
  }
}
