import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { fail } from '../lib/envelope';
import type { MetricsObserver } from '../lib/metrics';

export type { MetricsObserver };

export const metricsPath = '/metrics';

/**
 * The process's own metrics (CPU, memory, heap, GC, event-loop lag) describe the process, not an app,
 * and collecting them starts observers that are never stopped: one registry per process, made on first
 * use, however many apps the tests build. Not prom-client's global registry, which nothing else may
 * fill behind our back.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; periodic jobs run from a few milliseconds (a quiet lottery tick) to a long recovery sweep. */
const jobBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Group commits take at most 64 postings (ledger.ts, maxBatch). */
const batchBuckets = [1, 2, 4, 8, 16, 32, 64];

/**
 * The app's metrics and the observer handed to its modules. Made before the services (the ledger and
 * the jobs report from the start); the plugin adds the HTTP side and serves them. Each app has its own
 * registry, so tests that build several apps in one process do not collide.
 */
export function createMetrics() {
  const registry = new Registry();
  const postings = new Counter({
    name: 'ledger_postings_total',
    help: 'Ledger postings committed, by transaction kind (replays of an idempotency key excluded).',
    labelNames: ['kind'],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'ledger_group_commit_batch_size',
    help: 'Postings written together in one group commit.',
    buckets: batchBuckets,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of the periodic jobs, by job and outcome.',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long runs of the periodic jobs took, by job and outcome.',
    labelNames: ['job', 'outcome'],
    buckets: jobBuckets,
    registers: [registry],
  });
  const observer: MetricsObserver = {
    ledgerPosted: (kind) => postings.inc({ kind }),
    ledgerBatch: (size) => batches.observe(size),
    jobRun: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobDurations.observe({ job, outcome }, seconds);
    },
  };
  return { ...observer, registry };
}

export type ServerMetrics = ReturnType<typeof createMetrics>;

export type MetricsPluginOptions = {
  metrics: ServerMetrics;
  /** METRICS_TOKEN: lets a scraper elsewhere in. */
  token?: string;
  pool?: DatabaseHandle['pool'];
};

/**
 * Judged by the socket, never by a header a client can write. A proxy on this machine also connects
 * from loopback, so a request carrying proxy headers came from the outside and is not trusted.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  const proxied = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => name in request.headers);
  return loopback && !proxied;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests: equal lengths for timingSafeEqual, and a wrong guess's length tells nothing. */
function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** The app's one socket server (balance-socket.ts) is registered after this plugin, if at all. */
function openSockets(app: FastifyInstance): number {
  if (!app.hasDecorator('websocketServer')) return 0;
  return app.websocketServer.clients.size;
}

/**
 * GET /metrics in the Prometheus text format (docs/operations.md, Metrics). Not public: it answers a
 * scraper on this machine or one holding METRICS_TOKEN, and everyone else gets the 404 envelope of an
 * absent route. Routes are labelled by their pattern (or `unmatched`), never the URL asked for, so a
 * client cannot make new series.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { registry } = options.metrics;
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'http_open_connections',
    help: 'Connections open to the HTTP server (WebSockets included).',
    registers: [registry],
    async collect() {
      this.set(await openConnections(app.server));
    },
  });
  new Gauge({
    name: 'websocket_open_connections',
    help: 'WebSockets open (balance pushes and live-chat rooms).',
    registers: [registry],
    collect() {
      this.set(openSockets(app));
    },
  });
  const pool = options.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('db_pool_connections', 'PostgreSQL connections the pool holds.', () => pool.totalCount);
    poolGauge('db_pool_idle_connections', 'PostgreSQL connections idle in the pool.', () => pool.idleCount);
    poolGauge(
      'db_pool_waiting_requests',
      'Queries waiting for a PostgreSQL connection.',
      () => pool.waitingCount,
    );
  }

  const scraped = Registry.merge([processMetrics(), registry]);
  app.get(metricsPath, async (request, reply) => {
    if (!fromThisMachine(request) && !bearerMatches(request.headers.authorization, options.token)) {
      return reply.status(404).send(fail('NOT_FOUND', 'not_found'));
    }
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
});
