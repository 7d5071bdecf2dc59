import { noMetrics, timedJob, type MetricsObserver } from './metrics';

type Log = { warn(object: object, message: string): void };

/**
 * A task a listening server runs every `everyMs`. Runs never overlap (a slow one makes the next
 * wait); a failed run is logged as `name` and the next one tries again; `stop` waits for a run in
 * progress. With `runAtStart` the first run starts at once rather than after the first interval.
 */
export function createPeriodicJob(
  task: () => Promise<unknown>,
  options: {
    name: string;
    everyMs: number;
    runAtStart?: boolean;
    log?: Log;
    /** Told of every run as `name` (docs/operations.md, Metrics). */
    metrics?: Pick<MetricsObserver, 'jobRun'>;
  },
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const runOnce = () => {
    if (running) return;
    running = timedJob(options.metrics ?? noMetrics, options.name, task)
      .then(() => undefined)
      .catch((error: unknown) => options.log?.warn({ err: error }, options.name))
      .finally(() => {
        running = null;
      });
  };

  return {
    start(everyMs = options.everyMs) {
      if (timer) return;
      if (options.runAtStart) runOnce();
      timer = setInterval(runOnce, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
