/**
 * What modules tell the operator's metrics (plugins/metrics.ts, docs/operations.md). Modules take an
 * observer of this shape rather than prom-client itself, so they stay free of the metrics library and
 * the operator CLI, benchmarks and unit tests, which pass none, report nowhere.
 */
export type JobOutcome = 'ok' | 'error';

export type MetricsObserver = {
  /** A ledger posting was committed; replays of an idempotency key move nothing and are not told. */
  ledgerPosted(kind: string): void;
  /** Postings written together in one group commit (1 when the posting was alone). */
  ledgerBatch(size: number): void;
  /** A run of a periodic job ended, with its outcome and how long it took. */
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
};

export const noMetrics: MetricsObserver = {
  ledgerPosted: () => undefined,
  ledgerBatch: () => undefined,
  jobRun: () => undefined,
};

/** Runs `task` as one run of `job`, telling its outcome and duration; a failure is passed on. */
export async function timedJob<T>(
  metrics: Pick<MetricsObserver, 'jobRun'>,
  job: string,
  task: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const result = await task();
    metrics.jobRun(job, 'ok', seconds());
    return result;
  } catch (error) {
    metrics.jobRun(job, 'error', seconds());
    throw error;
  }
}
