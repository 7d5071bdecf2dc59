// The scale benchmark's command line: `npm run bench -- --scale N [options]`.

export const usage = `npm run bench -- --scale N [options]

  --scale N          data size: 1 = 20,000 members, 1,000,000 bets, 2,000,000 ledger entries
                     (N may be fractional, at least 0.01; 1 and 10 are the recorded sizes)
  --regenerate       drop the scale's database and generate it again
  --requests R       timed requests per read (default 200)
  --seconds S        time budget per read: fewer requests (20 at least) when they take longer (default 60)
  --sample S         members logged in for the member reads (default 50)
  --out FILE         also write the results as JSON
  --compare FILE     a JSON written by --out (at 1×, say): prints each read's p99 against it
  --no-explain       skip EXPLAIN (ANALYZE, BUFFERS) of the slowest reads`;

const numberAfter = (args, i, name) => {
  const value = Number(args[i + 1]);
  if (args[i + 1] === undefined || !Number.isFinite(value)) throw new Error(`${name} needs a number`);
  return value;
};

/** Parses the arguments after `scripts/bench.mjs`; throws with a message on anything it does not know. */
export function parseOptions(args) {
  const options = {
    scale: null,
    regenerate: false,
    requests: 200,
    seconds: 60,
    sample: 50,
    out: null,
    compare: null,
    explain: true,
  };
  // `--name=value` is read as `--name value`.
  const list = args.flatMap((arg) =>
    arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : arg,
  );
  for (let i = 0; i < list.length; i++) {
    const arg = list[i];
    if (arg === '--scale') options.scale = numberAfter(list, i++, arg);
    else if (arg === '--regenerate') options.regenerate = true;
    else if (arg === '--requests') options.requests = Math.round(numberAfter(list, i++, arg));
    else if (arg === '--seconds') options.seconds = numberAfter(list, i++, arg);
    else if (arg === '--sample') options.sample = Math.round(numberAfter(list, i++, arg));
    else if (arg === '--out') options.out = list[++i];
    else if (arg === '--compare') options.compare = list[++i];
    else if (arg === '--no-explain') options.explain = false;
    else throw new Error(`unknown argument ${arg}\n\n${usage}`);
  }
  // Below 0.01 the agent trees no longer have room for 8 levels with members on each.
  if (options.scale === null || !(options.scale >= 0.01 && options.scale <= 100)) {
    throw new Error(`--scale must be a number from 0.01 to 100\n\n${usage}`);
  }
  if (options.requests < 10) throw new Error('--requests must be at least 10');
  if (options.sample < 1) throw new Error('--sample must be at least 1');
  if (!(options.seconds > 0)) throw new Error('--seconds must be above 0');
  if (options.out === undefined || options.compare === undefined) {
    throw new Error('--out and --compare need a file');
  }
  return options;
}
