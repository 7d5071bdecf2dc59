import type { DrawEngine } from './draw-engine';

/** How often the engine looks for draws to open, draw and settle: a draw is at most this late. */
export const lotteryTickMs = 1000;

/**
 * Runs the draw engine in the server process. Ticks never overlap (a slow one makes the next wait), and
 * a failed tick is logged and the next one tries again. Every instance runs one; the engine makes that
 * safe. Tests drive `engine.tick()` themselves with a test clock instead.
 */
export function createLotteryScheduler(deps: {
  engine: Pick<DrawEngine, 'tick'>;
  log?: { warn(object: object, message: string): void };
}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const runOnce = () => {
    if (running) return;
    running = deps.engine
      .tick()
      .then(() => undefined)
      .catch((error: unknown) => deps.log?.warn({ err: error }, 'lottery tick'))
      .finally(() => {
        running = null;
      });
  };

  return {
    start(everyMs = lotteryTickMs) {
      if (timer) return;
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
