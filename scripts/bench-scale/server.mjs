// The compiled server (apps/server/dist/server.js) as a child process on a free loopback port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, secretsKeyOf } from './database.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * The server's environment: the demo mode (its seed, sandboxes and known accounts are what the bench
 * logs in with), otherwise as production runs it. Rate limits stay on but are raised, since every
 * request of the bench comes from one address; logging is at warn, as a busy site would run.
 */
function environment(database, port, dataDir) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(database),
    SECRETS_KEY: secretsKeyOf(database),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '1000',
  };
}

async function waitUntilReady(base, child, output) {
  const started = Date.now();
  let told = false;
  // Start-up migrates: a migration that rewrites or backfills a large table may take minutes at 10×.
  while (Date.now() - started < 60 * 60_000) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${output.join('')}`);
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) return;
    if (!told && Date.now() - started > 15_000) {
      console.log('  (the server is still starting: migrations on a large database take a while)');
      told = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start within an hour');
}

/** Starts the server against the database and waits until it answers; `stop()` ends it. */
export async function startServer(database) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-scale-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: environment(database, port, dataDir),
  });
  // The last lines it wrote, for the message when it fails to start.
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 50) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
