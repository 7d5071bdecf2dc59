// The scale benchmark's output: the data's sizes, a table of the reads, the targets checked,
// and the same as JSON for a later run to compare with.
import fs from 'node:fs';
import os from 'node:os';

/** The targets: member-facing reads under 50 ms at p99, and no read twice as slow at 10× as at 1×. */
export const targets = { p99Ms: 50, slowdown: 2 };

const number = (n) => n.toLocaleString('en');

export function printSizes(run) {
  const { sizes } = run;
  const ageDays = Math.floor((Date.now() - Date.parse(run.dataEnd)) / 86_400_000);
  console.log(`\n## Data: scale ${run.scale} (database ${run.database})\n`);
  console.log('| members | bets | ledger transactions | ledger entries |');
  console.log('|---|---|---|---|');
  console.log(
    `| ${number(sizes.members)} | ${number(sizes.bets)} | ${number(sizes.ledgerTransactions)} | ${number(sizes.ledgerEntries)} |`,
  );
  console.log(`\nThe data ends ${run.dataEnd.slice(0, 16).replace('T', ' ')} UTC.`);
  // The 7-day and this-month reads see fewer rounds as the data ages; the sizes above do not show it.
  if (ageDays >= 2) {
    console.log(
      `That is ${ageDays} days ago: the 7-day reads see less than when it was generated (--regenerate to refresh).`,
    );
  }
}

/** Says how the summary tables stand (database.mjs), and warns when one needs a backfill. */
export function printSummaryTables(states) {
  for (const { table, rows, covered } of states) {
    if (rows === 0 || covered === false) {
      console.log(
        `\nWARNING: ${table} ${rows === 0 ? 'is empty' : 'does not cover the generated rows'} (${number(rows)} rows). ` +
          'The generator does not write summary tables: a backfill step is needed before its reads mean anything.',
      );
    } else {
      const state = covered ? 'covering the generated rows' : 'not checked against the generated rows';
      console.log(`\n${table}: ${number(rows)} rows, ${state}.`);
    }
  }
}

function readBaseline(file) {
  const baseline = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { scale: baseline.scale, p99: new Map(baseline.results.map((r) => [r.name, r.p99])) };
}

export function printResults(results, { requests, compare, load }) {
  const baseline = compare ? readBaseline(compare) : null;
  console.log(`\n## Reads: one client, one request at a time, up to ${requests} each (n) after 5 untimed\n`);
  // The machine's cores are shared: a busy neighbour shows in the p99s first.
  console.log(
    `Load average (1 min) of this ${os.cpus().length}-core machine: ${load.before.toFixed(1)} before, ` +
      `${load.after.toFixed(1)} after.\n`,
  );
  const compareHead = baseline ? ` p99 at ${baseline.scale}× | ratio |` : '';
  console.log(`| read | as | n | p50 ms | p99 ms | max ms |${compareHead} p99 ≤ ${targets.p99Ms} ms |`);
  console.log(`|---|---|---|---|---|---|${baseline ? '---|---|' : ''}---|`);
  for (const r of results) {
    const met = r.target ? (r.p99 <= targets.p99Ms ? 'yes' : '**no**') : '(not a read)';
    let compared = '';
    if (baseline) {
      const before = baseline.p99.get(r.name);
      const ratio = before ? r.p99 / before : null;
      const slower = r.target && ratio > targets.slowdown ? ' **slower**' : '';
      const shown = ratio === null ? '' : `${ratio.toFixed(2)}${slower}`;
      compared = ` ${before ?? ''} | ${shown} |`;
    }
    console.log(
      `| ${r.name} | ${r.who} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.max} |${compared} ${met} |`,
    );
  }
  if (baseline) {
    const slower = results.filter(
      (r) => r.target && r.p99 > targets.slowdown * (baseline.p99.get(r.name) ?? Infinity),
    );
    console.log(
      `\nMore than ${targets.slowdown}× as slow at p99 as at ${baseline.scale}×: ` +
        (slower.length > 0 ? `${slower.length} reads (${slower.map((r) => r.name).join(', ')}).` : 'none.'),
    );
  }
  const held = results.filter((r) => r.target);
  const missed = held.filter((r) => r.p99 > targets.p99Ms);
  console.log(
    missed.length === 0
      ? `\nEvery read is within ${targets.p99Ms} ms at p99.`
      : `\nOver ${targets.p99Ms} ms at p99: ${missed.length} of ${held.length} reads (${missed.map((r) => r.name).join(', ')}).`,
  );
}

export function writeJson(file, run) {
  fs.writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`\nResults written to ${file}`);
}
