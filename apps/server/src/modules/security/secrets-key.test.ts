import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox, SecretKeyMismatch } from './secret-box';
import { generatedKeyFile, resolveSecretsKey } from './secrets-key';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-key-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

const hexKey = 'ab'.repeat(32);

describe('the secrets key', () => {
  it('is generated once in the demo, private, and reused', async () => {
    const first = await resolveSecretsKey({ APP_MODE: 'demo', dataDir });
    const file = generatedKeyFile(dataDir);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(first).toHaveLength(32);
    expect(await resolveSecretsKey({ APP_MODE: 'demo', dataDir })).toEqual(first);
    expect(await fs.readdir(dataDir)).toEqual(['secrets.key']);
  });

  it('is taken from SECRETS_KEY (hex or base64) before anything else', async () => {
    const key = await resolveSecretsKey({ APP_MODE: 'production', dataDir, SECRETS_KEY: hexKey });
    expect(key.toString('hex')).toBe(hexKey);
    const base64 = Buffer.from(hexKey, 'hex').toString('base64');
    expect(await resolveSecretsKey({ APP_MODE: 'production', dataDir, SECRETS_KEY: base64 })).toEqual(key);
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('is read from SECRETS_KEY_FILE, refused when group or others can read it', async () => {
    const file = path.join(dataDir, 'key');
    await fs.writeFile(file, `${hexKey}\n`, { mode: 0o600 });
    const config = { APP_MODE: 'production' as const, dataDir, SECRETS_KEY_FILE: file };
    expect((await resolveSecretsKey(config)).toString('hex')).toBe(hexKey);
    await fs.chmod(file, 0o640);
    await expect(resolveSecretsKey(config)).rejects.toThrow(`SECRETS_KEY_FILE: ${file} is readable by group`);
  });

  it('must be given in production, with a message naming SECRETS_KEY', async () => {
    await expect(resolveSecretsKey({ APP_MODE: 'production', dataDir })).rejects.toThrow(/^SECRETS_KEY: /);
    expect(await fs.readdir(dataDir)).toEqual([]);
  });
});

describe('the secret box', () => {
  const box = createSecretBox(Buffer.from(hexKey, 'hex'));

  it('seals with the row as additional data: another row or another key does not open it', () => {
    const sealed = box.seal('totp-secret', 'members.totp_secret:1');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('totp-secret');
    expect(box.open(sealed, 'members.totp_secret:1')).toBe('totp-secret');
    expect(() => box.open(sealed, 'members.totp_secret:2')).toThrow(SecretKeyMismatch);
    const other = createSecretBox(Buffer.alloc(32, 1));
    expect(() => other.open(sealed, 'members.totp_secret:1')).toThrow(/does not open with this SECRETS_KEY/);
  });

  it('passes a value an older version stored in clear through, and refuses to seal without a key', () => {
    expect(box.open('legacy', 'server_secrets:x')).toBe('legacy');
    expect(() => createSecretBox(null).seal('x', 'y')).toThrow(/SECRETS_KEY/);
  });
});
