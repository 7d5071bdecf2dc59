import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Config } from '../../config/env';

type KeyConfig = Pick<Config, 'APP_MODE' | 'SECRETS_KEY' | 'SECRETS_KEY_FILE' | 'dataDir'>;

/** Where the demo keeps the key it generated (docs/security.md, secrets at rest). */
export const generatedKeyFile = (dataDir: string) => path.join(dataDir, 'secrets.key');

/** 32 bytes written as 64 hex digits or base64 (env.ts checks the variable's form the same way). */
export function parseSecretsKey(text: string, source: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(value) && !/^[A-Za-z0-9+/]{43}=$/.test(value))) {
    throw new ConfigError(`${source}: expected 32 bytes as 64 hex digits or base64`);
  }
  return key;
}

/** A key file anyone but the server's user can read is as good as published. */
async function readKeyFile(file: string, variable: string): Promise<Buffer> {
  let stat;
  try {
    stat = await fs.stat(file);
  } catch (error) {
    throw new ConfigError(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
  if ((stat.mode & 0o077) !== 0) {
    throw new ConfigError(
      `${variable}: ${file} is readable by group or others (mode ${(stat.mode & 0o777).toString(8)}); ` +
        `run chmod 600 ${file}`,
    );
  }
  return parseSecretsKey(await fs.readFile(file, 'utf8'), `${variable} (${file})`);
}

/**
 * Why this configuration has no usable key, or null when it has one: production must be given one,
 * since a key generated beside the data protects nothing against whoever copies the data directory.
 */
export function secretsKeyRefusal(config: KeyConfig): string | null {
  if (config.SECRETS_KEY || config.SECRETS_KEY_FILE || config.APP_MODE !== 'production') return null;
  return 'SECRETS_KEY: APP_MODE=production needs the key that encrypts server secrets (set SECRETS_KEY or SECRETS_KEY_FILE)';
}

/**
 * The key that seals the server's secrets in the database: SECRETS_KEY, else SECRETS_KEY_FILE, else
 * (demo only) DATA_DIR/secrets.key, made on first start with mode 0600 and reused after. Throws a
 * ConfigError naming the variable or file at fault.
 */
export async function resolveSecretsKey(config: KeyConfig): Promise<Buffer> {
  if (config.SECRETS_KEY) return parseSecretsKey(config.SECRETS_KEY, 'SECRETS_KEY');
  if (config.SECRETS_KEY_FILE) return readKeyFile(config.SECRETS_KEY_FILE, 'SECRETS_KEY_FILE');
  const refusal = secretsKeyRefusal(config);
  if (refusal) throw new ConfigError(refusal);
  const file = generatedKeyFile(config.dataDir);
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (!exists) await generateKeyFile(config.dataDir, file);
  return readKeyFile(file, 'the generated key');
}

async function generateKeyFile(dataDir: string, file: string) {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Written whole under another name, then linked into place: two processes starting at once on a new
  // directory both end up with the first one's key, and neither reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}
