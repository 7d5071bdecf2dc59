import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../../config/env';

/** Bits that let the group or others in: none may be set anywhere under DATA_DIR. */
const openBits = 0o077;

/** Tightens a tree to 0700 directories and 0600 files; links are left alone (never followed). */
async function tighten(target: string): Promise<void> {
  const stat = await fs.lstat(target);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & openBits) !== 0) await fs.chmod(target, stat.mode & 0o700);
    const entries = await fs.readdir(target);
    for (const entry of entries) await tighten(path.join(target, entry));
    return;
  }
  if ((stat.mode & openBits) !== 0) await fs.chmod(target, stat.mode & 0o700);
}

/**
 * DATA_DIR holds the database's files, the operator API's secret (ops.json) and, in the demo, the key
 * that seals the server's secrets (secrets.key): only the server's user may read it. Called first
 * thing at start, with the process umask already 0o077 so that what the server creates is private:
 * makes DATA_DIR 0700 when it is missing, refuses (production) or fixes with a warning (demo) one that
 * group or others can enter, and tightens anything under it that is still open.
 */
export async function secureDataDir(
  config: Pick<Config, 'APP_MODE' | 'dataDir'>,
  log: { warn(message: string): void },
): Promise<void> {
  const dir = config.dataDir;
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const stat = await fs.stat(dir);
  if ((stat.mode & openBits) !== 0) {
    const mode = (stat.mode & 0o777).toString(8);
    if (config.APP_MODE === 'production') {
      throw new ConfigError(
        `DATA_DIR: ${dir} can be read by group or others (mode ${mode}); run chmod -R go-rwx ${dir}`,
      );
    }
    log.warn(`DATA_DIR: ${dir} could be read by group or others (mode ${mode}); made it private`);
    await fs.chmod(dir, stat.mode & 0o700);
  }
  // DATA_DIR itself may be a link (to a mounted volume); what is under it is tightened, never followed.
  for (const entry of await fs.readdir(dir)) await tighten(path.join(dir, entry));
}
