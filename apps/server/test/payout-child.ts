/**
 * A payout pass in a process of its own, for payout-crash.test.ts to kill with SIGKILL mid-pass:
 * DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), and AT, the instant the pass runs to.
 */
import { openDatabase } from '../src/db/client';
import { createAgentPayoutsService } from '../src/modules/agent-payouts/agent-payouts.service';
import { createLedger } from '../src/modules/ledger/ledger';
import type { SettingsStore } from '../src/modules/system/settings.store';

const at = new Date(process.env.AT!);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? null,
});
const settings = {
  get: async () => ({ timeZoneOffsetMinutes: 330, currency: { decimals: 2 } }),
} as unknown as Pick<SettingsStore, 'get'>; // the pass reads only these two brand fields
const payouts = createAgentPayoutsService({
  db: database.db,
  clock: { now: () => at.getTime() },
  settings,
  ledger: createLedger(database.db),
  notify: async () => {},
});
process.stdout.write('started\n');
await payouts.run(at);
process.stdout.write('finished\n');
await database.close();
