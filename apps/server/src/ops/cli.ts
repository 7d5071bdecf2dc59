import fs from 'node:fs/promises';
import { createServices } from '../services';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { resolveSecretsKey } from '../modules/security/secrets-key';
import { helpText, operatorName, runOpsCommand } from './commands';
import { describeOpsError, opsFile, type OpsEndpoint } from './operator-api';
import {
  AgentAnnouncementOpsError,
  readContentFile,
} from '../modules/agent-announcements/agent-announcements.ops';

function print(result: unknown) {
  if (result === undefined || result === null) return;
  console.log(typeof result === 'string' ? result : JSON.stringify(result, null, 2));
}

async function readEndpoint(dataDir: string): Promise<OpsEndpoint | null> {
  try {
    return JSON.parse(await fs.readFile(opsFile(dataDir), 'utf8')) as OpsEndpoint;
  } catch {
    return null;
  }
}

/** Through the running server when there is one; otherwise straight on the database. */
async function main(given: string[]): Promise<number> {
  let argv: string[];
  try {
    // Read here, where the operator is, before the command may travel to a running server.
    argv = await readContentFile(given);
  } catch (error) {
    if (!(error instanceof AgentAnnouncementOpsError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(helpText());
    return 0;
  }
  // Files it creates under DATA_DIR (the database's, the demo's key) stay private, as the server's do.
  process.umask(0o077);
  const config = loadConfig();
  const endpoint = await readEndpoint(config.dataDir);
  if (endpoint) {
    try {
      const response = await fetch(`http://127.0.0.1:${endpoint.port}/ops/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-secret': endpoint.secret },
        body: JSON.stringify({ argv, operator: operatorName() }),
      });
      const body = (await response.json()) as { ok: boolean; result?: unknown; error?: string };
      if (!body.ok) {
        console.error(body.error ?? `operator API answered ${response.status}`);
        return 1;
      }
      print(body.result);
      return 0;
    } catch {
      // A stale ops.json from a server that died: fall through to the database.
      await fs.rm(opsFile(config.dataDir), { force: true });
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.alone(() => database.migrate());
    const secretsKey = await resolveSecretsKey(config);
    print(await runOpsCommand(createServices(database, undefined, { secretsKey }), argv));
    return 0;
  } catch (error) {
    const message = describeOpsError(error);
    if (!message) throw error;
    console.error(message);
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
