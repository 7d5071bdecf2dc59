import type { MetricsObserver } from '../../lib/metrics';
import { createPeriodicJob } from '../../lib/periodic-job';
import type { DrawEngine } from './draw-engine';

/** How often the engine looks for draws to open, draw and settle: a draw is at most this late. */
export const lotteryTickMs = 1000;

/**
 * Runs the draw engine in the server process, a tick at a time (never overlapping; a failed tick is
 * logged and the next one tries again). Every instance runs one; the engine makes that safe. Tests
 * drive `engine.tick()` themselves with a test clock instead.
 */
export function createLotteryScheduler(deps: {
  engine: Pick<DrawEngine, 'tick'>;
  log?: { warn(object: object, message: string): void };
  metrics?: Pick<MetricsObserver, 'jobRun'>;
}) {
  return createPeriodicJob(() => deps.engine.tick(), {
    name: 'lottery tick',
    everyMs: lotteryTickMs,
    log: deps.log,
    metrics: deps.metrics,
  });
}
