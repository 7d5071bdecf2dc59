import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type * as z from 'zod/mini';
import { accountPaths, loginValueSchema } from '@lobby/contract/accounts';
import { envelope } from '@lobby/contract/envelope';
import { publicKeyValueSchema, sealPayload } from '@lobby/contract/sealed';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
/** Production runs the compiled bundle with plain node (scripts/build.mjs), so this test does too. */
const serverEntry = path.join(repositoryRoot, 'apps/server/dist/server.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
    server.on('error', reject);
  });

/**
 * A client address of the run's own: the whole of 127/8 is this machine, and the rate limits count
 * in a Redis that other runs (and the next run of this file, within the same minute) share.
 */
export function loopbackAddress(): string {
  return `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

export function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A child process whose output is kept, to be shown when the test fails. */
function supervise(name: string, child: ChildProcess) {
  let output = '';
  const keep = (data: Buffer) => {
    output = (output + data.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    name,
    child,
    exited,
    get running() {
      return !gone;
    },
    output: () => output,
    /** SIGTERM first (the server drains and closes its connections), SIGKILL if it hangs. */
    async stop(graceMs = 5_000) {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type Instance = ReturnType<typeof supervise> & { port: number; base: string; dataDir: string };

export async function startInstance(name: string, dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = Object.assign(supervise(name, child), {
    port,
    base: `http://127.0.0.1:${port}`,
    dataDir,
  });
  return instance;
}

/** Resolves when the process answers 200 on /healthz (migrated, seeded and listening). */
export async function waitHealthy(target: {
  base: string;
  name: string;
  running: boolean;
  output(): string;
}) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (!target.running) throw new Error(`${target.name} exited:\n${target.output()}`);
    const res = await fetch(`${target.base}/healthz`).catch(() => null);
    if (res?.ok) return;
    await sleep(100);
  }
  throw new Error(`${target.name} did not become healthy:\n${target.output()}`);
}

/**
 * The balancer of docs/operations.md (Topology), plus one header naming the instance that answered,
 * which the test reads to see where HAProxy sent each request.
 */
export function haproxyConfig(port: number, servers: Record<string, number>) {
  return [
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 60s',
    // Not `inter`, the default: an instance busy with the load test must not be taken for dead.
    '  timeout check 2s',
    'frontend lobby',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  default-server check inter 200ms fall 2 rise 2',
    '  http-response set-header x-served-by %[srv_name]',
    ...Object.entries(servers).map(([name, serverPort]) => `  server ${name} 127.0.0.1:${serverPort}`),
    '',
  ].join('\n');
}

export async function startHaproxy(dir: string, servers: Record<string, number>) {
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  await fs.writeFile(file, haproxyConfig(port, servers));
  const child = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return Object.assign(supervise('haproxy', child), { port, base: `http://127.0.0.1:${port}` });
}

export type Reply = {
  status: number;
  /** The instance HAProxy sent the request to (its x-served-by header); undefined for a direct call. */
  servedBy: string | undefined;
  body: unknown;
  text: string;
  describe: string;
};

/**
 * HTTP from a chosen source address (fetch cannot bind one), so HAProxy forwards that address and the
 * server's per-address limits count this client alone.
 */
export function apiAt(base: string, from: string) {
  const agent = new http.Agent({ keepAlive: true });
  const call = (
    method: 'GET' | 'POST',
    pathname: string,
    options: { json?: unknown; form?: Record<string, string>; token?: string } = {},
  ) =>
    new Promise<Reply>((resolve, reject) => {
      const payload =
        options.json !== undefined
          ? JSON.stringify(options.json)
          : options.form
            ? new URLSearchParams(options.form).toString()
            : undefined;
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (payload !== undefined) {
        headers['content-type'] =
          options.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      const request = http.request(
        new URL(pathname, base),
        { method, headers, agent, localAddress: from, timeout: 20_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = null;
            if (/json/.test(response.headers['content-type'] ?? '')) body = JSON.parse(text);
            const servedBy = response.headers['x-served-by'];
            resolve({
              status: response.statusCode ?? 0,
              servedBy: typeof servedBy === 'string' ? servedBy : undefined,
              body,
              text,
              describe: `${method} ${pathname} → ${response.statusCode} ${text.slice(0, 300)}`,
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${pathname}: timed out`)));
      request.on('error', reject);
      request.end(payload);
    });
  return {
    base,
    from,
    get: (pathname: string, token?: string) => call('GET', pathname, { token }),
    post: (pathname: string, json: unknown, token?: string) => call('POST', pathname, { json, token }),
    form: (pathname: string, form: Record<string, string>) => call('POST', pathname, { form }),
    close: () => agent.destroy(),
  };
}

export type Api = ReturnType<typeof apiAt>;

/** The value of a successful answer, checked against the contract; anything else throws with the answer. */
export function valueOf<T extends z.core.$ZodType>(reply: Reply, schema: T): z.infer<T> {
  if (reply.status !== 200) throw new Error(reply.describe);
  return (envelope(schema).parse(reply.body) as { value: z.infer<T> }).value;
}

export const anyValue = <T>(reply: Reply) => {
  if (reply.status !== 200) throw new Error(reply.describe);
  return (reply.body as { value: T }).value;
};

/**
 * Logs in as the site does: a proof-of-work challenge and the sealing key from `keysFrom`, the sealed
 * login sent to `via`. With two instances, both halves must agree on secrets kept in the database.
 */
export async function login(via: Api, keysFrom: Api, username: string, password: string) {
  const challenge = anyValue<Parameters<typeof solveChallenge>[0]['challenge']>(
    await keysFrom.get(accountPaths.challenge),
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const { key } = valueOf(await keysFrom.get(accountPaths.publicKey), publicKeyValueSchema);
  const body = await sealPayload(key, { username, password, type: 'username', altcha }, Date.now());
  const { token } = valueOf(await via.post(accountPaths.login, body), loginValueSchema);
  if (!token) throw new Error(`${username}: no token (a second factor asked?)`);
  return token;
}

/** An operator command through an instance's loopback operator API (ops/operator-api.ts); answers its output. */
export async function operator(instance: { dataDir: string }, argv: string[]): Promise<unknown> {
  const { port, secret } = JSON.parse(await fs.readFile(path.join(instance.dataDir, 'ops.json'), 'utf8')) as {
    port: number;
    secret: string;
  };
  const res = await fetch(`http://127.0.0.1:${port}/ops/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-secret': secret },
    body: JSON.stringify({ argv }),
  });
  if (!res.ok) throw new Error(`ops ${argv.join(' ')}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: unknown }).result;
}

/** `job_runs_total` of one instance by job (every outcome): read on loopback, never through HAProxy. */
export async function jobRuns(instance: { base: string }): Promise<Record<string, number>> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  const runs: Record<string, number> = {};
  for (const [, labels, count] of text.matchAll(/^job_runs_total\{([^}]*)\} (\d+)$/gm)) {
    const job = /job="([^"]*)"/.exec(labels ?? '')?.[1];
    if (job) runs[job] = (runs[job] ?? 0) + Number(count);
  }
  return runs;
}

/** Polls `check` until it answers something other than undefined, or throws `what` at the deadline. */
export async function eventually<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}
