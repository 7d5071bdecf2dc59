import { buildApp, type AppOptions } from './app';
import { ConfigError, loadConfig } from './config/env';
import { openDatabase } from './db/client';
import {
  configurationProblems,
  demoAccountProblems,
  ProductionRefused,
  refuseProduction,
} from './config/production-readiness';
import { existingDemoAccounts } from './seed/demo-accounts';
import { seedDemo } from './seed/seed';
import { seedDemoRaffle } from './seed/demo-raffle';
import { secureDataDir } from './modules/security/data-dir-permissions';
import { sealClearRows } from './modules/security/seal-clear-rows';
import { startOperatorApi } from './ops/operator-api';

/**
 * What a test build may fix when it starts the server: the captcha's answer, for the browser tests'
 * launcher (e2e/known-captcha-server.ts, decision 0252). Nothing in the configuration reaches it: the
 * shipped entry (server.ts) passes none.
 */
export type StartOverrides = Pick<AppOptions, 'captchaAnswer'>;

async function main(overrides: StartOverrides) {
  // What the server creates under DATA_DIR (the database's files, ops.json, the demo's key) is private.
  process.umask(0o077);
  const config = loadConfig();
  const production = config.APP_MODE === 'production';
  if (production) refuseProduction(configurationProblems(config));
  await secureDataDir(config, { warn: (message) => console.warn(message) });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  let ready = false;
  const { app, services } = await buildApp({ ...overrides, config, database, isReady: () => ready });

  // Several instances starting together migrate, seed and seal once, one after the other.
  await database.alone(async () => {
    await database.migrate();
    if (production) refuseProduction(demoAccountProblems(await existingDemoAccounts(database.db)));
    if (config.SEED_DEMO) await seedDemo(database.db);
    // A wrong SECRETS_KEY stops the start here; secrets an older version stored in clear are sealed.
    await services.secrets.prepare();
    await sealClearRows(database.db, services.secrets.box);
    // The demo's raffle seals its seed, so it is made once the key is known to open (decision 0247).
    if (config.SEED_DEMO) await seedDemoRaffle(services.raffle);
  });
  const operatorApi = await startOperatorApi(services, config.dataDir);
  await app.listen({ port: config.PORT, host: config.HOST });
  ready = true;
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ready = false;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await operatorApi.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Starts the server as `npm start` runs it; a failure to start is printed and ends the process. */
export function startServer(overrides: StartOverrides = {}): Promise<void> {
  return main(overrides).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof ProductionRefused) {
      console.error(error.message);
    } else {
      console.error('failed to start:', error);
    }
    process.exit(1);
  });
}
