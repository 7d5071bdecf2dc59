import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { MetricsObserver } from './lib/metrics';
import { createPeriodicJob } from './lib/periodic-job';
import type { Deliver } from './modules/payment-gateway/sandbox-gateway';
import type { Services } from './services';

type Log = { warn(object: object, message: string): void; info(object: object, message: string): void };

export type Job = {
  name: string;
  everyMs: number;
  /** The first pass at start rather than after the first interval. */
  runAtStart?: boolean;
  run: () => Promise<unknown>;
};

/** How often the draw engine looks for draws to open, draw and settle: a draw is at most this late. */
export const lotteryTickMs = 1000;

/** How often expired bonuses are looked for: a bonus outlives its time by at most this. */
export const bonusExpiryMs = 60_000;

/** How often rebate and cashback settlement looks for a period just over (it settles each once). */
export const rewardSettlementMs = 5 * 60_000;
/**
 * How often contract payouts look for periods just over (decision 0261): the real-time salary's period
 * is five minutes, and every longer period ends on a five-minute boundary, so one pass serves all kinds.
 */
export const agentPayoutMs = 5 * 60_000;
/** How often red-envelope schedules are turned into rounds; they are made a day ahead, so hourly is plenty. */
export const envelopeRoundsMs = 3_600_000;

/** How often raffles whose period is over are looked for: a raffle is drawn at most this long after its end. */
export const raffleDrawMs = 60_000;

/** The server's background work; tests drive each `run` (or the services behind it) themselves. */
export function appJobs(
  services: Services,
  deliver: Deliver,
  log: Log,
  intervals: { paymentsSweepMs: number; roundRecoveryMs: number },
): Job[] {
  return [
    { name: 'lottery tick', everyMs: lotteryTickMs, run: () => services.lottery.engine.tick() },
    {
      // Rounds whose win or rollback never got an answer are finished (round-recovery.ts).
      name: 'round recovery',
      everyMs: intervals.roundRecoveryMs,
      runAtStart: true,
      run: async () => {
        const report = await services.gameProvider.recovery.sweep();
        if (report.settled + report.rolledBack + report.failed > 0) log.info(report, 'round recovery');
      },
    },
    {
      // Bonuses whose wagering ran out of time are taken back (decision 0239).
      name: 'bonus expiry',
      everyMs: bonusExpiryMs,
      run: () => services.rewards.expire(),
    },
    {
      // Rebate and cashback of a period just over are written for members to claim (decision 0244).
      name: 'reward settlement',
      everyMs: rewardSettlementMs,
      runAtStart: true,
      run: () => services.rewards.settle(),
    },
    {
      // Agent contracts are paid for every period just over, missed ones caught up (decision 0261).
      name: 'agent payouts',
      everyMs: agentPayoutMs,
      runAtStart: true,
      run: () => services.agentPayouts.run(),
    },
    {
      // Each red-envelope schedule's rounds for today and tomorrow, so one is always announced (0240).
      name: 'envelope rounds',
      everyMs: envelopeRoundsMs,
      runAtStart: true,
      run: () => services.redEnvelope.scheduleRounds(),
    },
    {
      // Raffles whose period is over are drawn and their seeds revealed (decision 0247).
      name: 'raffle draws',
      everyMs: raffleDrawMs,
      runAtStart: true,
      run: () => services.raffle.drawDue(),
    },
    {
      // Gateway notifications the platform did not acknowledge are sent again (Money).
      name: 'payments sweep',
      everyMs: intervals.paymentsSweepMs,
      run: () => services.payments.sweep(deliver),
    },
  ];
}

/**
 * Every periodic job starts the same way: in a listening server only (after migration and seed),
 * never overlapping itself, one instance at a time across instances (`unlessBusy`), timed in the
 * metrics; closing the server waits for runs in progress.
 */
export function startJobs(
  app: FastifyInstance,
  jobs: Job[],
  deps: { database: DatabaseHandle; metrics: Pick<MetricsObserver, 'jobRun'>; log: Log },
) {
  const periodic = jobs.map((job) =>
    createPeriodicJob(() => deps.database.unlessBusy(job.name, job.run), {
      name: job.name,
      everyMs: job.everyMs,
      runAtStart: job.runAtStart,
      log: deps.log,
      metrics: deps.metrics,
    }),
  );
  app.addHook('onListen', async () => periodic.forEach((job) => job.start()));
  app.addHook('onClose', async () => {
    await Promise.all(periodic.map((job) => job.stop()));
  });
}
