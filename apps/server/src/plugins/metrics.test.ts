import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletPaths } from '@lobby/contract/wallet';
import { createTestApp, type TestApp } from '../../test/helper';
import { createPeriodicJob } from '../lib/periodic-job';
import { createMetrics, metricsPath } from './metrics';

const token = 'm'.repeat(24) + randomUUID();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: token } });
});
afterAll(() => t.close());

/** A scrape from this machine, as a sidecar's would be. */
async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: metricsPath });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series in a scrape; 0 when the series is absent (a counter not yet incremented). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((pair) => l.includes(pair)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers a loopback scraper in the Prometheus text format, with process metrics', async () => {
    const res = await t.app.inject({ url: metricsPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toMatch(/^http_open_connections \d+$/m);
    expect(res.body).toMatch(/^websocket_open_connections \d+$/m);
    // PGlite has no pool; PostgreSQL (TEST_DATABASE_URL) reports its pool.
    expect(res.body.includes('db_pool_connections')).toBe(t.database.kind === 'postgres');
    const ipv4Mapped = await t.app.inject({ url: metricsPath, remoteAddress: '::ffff:127.0.0.1' });
    expect(ipv4Mapped.statusCode).toBe(200);
  });

  it('counts open websockets', async () => {
    const socket = await t.app.injectWS(walletPaths.socket);
    try {
      expect(valueOf(await scrape(), 'websocket_open_connections')).toBe(1);
    } finally {
      socket.terminate();
    }
  });

  it('labels requests by route pattern and status class, never by the URL asked for', async () => {
    await t.app.inject({ url: '/wps/session/oauth/nobody-1?next=%2Fhome' });
    await t.app.inject({ url: '/wps/session/oauth/nobody-2' });
    await t.app.inject({ url: '/wps/system/status?probe=1' });
    await t.app.inject({ url: `/wps/no-such-route/${randomUUID()}` });
    const text = await scrape();
    expect(
      valueOf(text, 'http_requests_total', { method: 'GET', route: '/wps/session/oauth/:provider' }),
    ).toBe(2);
    expect(
      valueOf(text, 'http_requests_total', {
        method: 'GET',
        route: '/wps/system/status',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(valueOf(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count', { route: '/wps/system/status' })).toBe(1);
    expect(text).not.toContain('nobody-1');
    expect(text).not.toContain('probe=1');
    expect(text).not.toContain('no-such-route');
  });

  it('is absent (the 404 envelope) to other addresses and to anything that came through a proxy', async () => {
    const refused = [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.2' },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=127.0.0.1' } },
      { headers: { 'x-real-ip': '127.0.0.1' } },
    ];
    for (const options of refused) {
      const res = await t.app.inject({ url: metricsPath, ...options });
      expect(res.statusCode, JSON.stringify(options)).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: 'not_found', code: 'NOT_FOUND' });
    }
  });

  it('answers METRICS_TOKEN from anywhere, and nothing else', async () => {
    const from = { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.1' } };
    const withToken = (authorization: string) =>
      t.app.inject({ url: metricsPath, ...from, headers: { ...from.headers, authorization } });
    const right = await withToken(`Bearer ${token}`);
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_requests_total');
    expect((await withToken(`bearer ${token}`)).statusCode).toBe(200);
    for (const wrong of [
      `Bearer ${token.slice(0, -1)}x`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, 8)}`,
      'Bearer ',
      token,
      `Basic ${Buffer.from(`x:${token}`).toString('base64')}`,
    ]) {
      const res = await withToken(wrong);
      expect(res.statusCode, wrong).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('ledger and job metrics', () => {
  it('counts committed postings by kind, not replays nor rolled-back ones, and group-commit batches', async () => {
    const { ledger } = t.services;
    const house = await ledger.systemAccount('HOUSE', 'PHP');
    const bonus = await ledger.systemAccount('BONUS', 'PHP');
    const posting = (key: string) => ({
      idempotencyKey: `metrics-${key}-${randomUUID()}`,
      kind: 'ADJUSTMENT',
      legs: [
        { accountId: bonus, amount: -100 },
        { accountId: house, amount: 100 },
      ],
    });
    const before = await scrape();
    const once = posting('once');
    await ledger.post(once);
    await ledger.post(once);
    await t.database.db
      .transaction(async (tx) => {
        await ledger.post(posting('rolled-back'), tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await Promise.all(Array.from({ length: 5 }, (_, i) => ledger.post(posting(`together-${i}`))));
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(grew('ledger_postings_total', { kind: 'ADJUSTMENT' })).toBe(6);
    // Every posting outside a transaction went through some batch (the replay too: it is a write).
    expect(grew('ledger_group_commit_batch_size_sum')).toBe(7);
    expect(grew('ledger_group_commit_batch_size_count')).toBeGreaterThanOrEqual(3);
  });

  it('counts and times runs of the periodic jobs by name and outcome', async () => {
    const before = await scrape();
    // A listening server starts its jobs (jobs.ts); the round recovery makes a pass at once.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const labels = { job: 'round recovery', outcome: 'ok' };
    await expect
      .poll(
        async () =>
          valueOf(await scrape(), 'job_runs_total', labels) - valueOf(before, 'job_runs_total', labels),
      )
      .toBe(1);
    const after = await scrape();
    expect(valueOf(after, 'job_duration_seconds_count', labels)).toBe(
      valueOf(after, 'job_runs_total', labels),
    );
  });

  it('tells a failed run apart', async () => {
    const metrics = createMetrics();
    const job = createPeriodicJob(() => Promise.reject(new Error('down')), {
      name: 'failing job',
      everyMs: 3_600_000,
      runAtStart: true,
      metrics,
    });
    job.start();
    await job.stop();
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'job_runs_total', { job: 'failing job', outcome: 'error' })).toBe(1);
  });
});
