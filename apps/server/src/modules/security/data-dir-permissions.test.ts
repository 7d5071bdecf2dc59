import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir-permissions';

const modeOf = async (target: string) => (await fs.stat(target)).mode & 0o777;

let root: string;
let warnings: string[];
const log = { warn: (message: string) => void warnings.push(message) };

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-datadir-'));
  warnings = [];
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

/** A data directory as an older version left it: open to group and others. */
async function openTree() {
  const dir = path.join(root, 'data');
  await fs.mkdir(path.join(dir, 'pglite', 'base'), { recursive: true });
  await fs.writeFile(path.join(dir, 'ops.json'), '{}');
  await fs.writeFile(path.join(dir, 'pglite', 'base', '1'), 'rows');
  for (const target of [dir, path.join(dir, 'pglite'), path.join(dir, 'pglite', 'base')]) {
    await fs.chmod(target, 0o755);
  }
  await fs.chmod(path.join(dir, 'ops.json'), 0o644);
  await fs.chmod(path.join(dir, 'pglite', 'base', '1'), 0o644);
  return dir;
}

describe('DATA_DIR permissions', () => {
  it('creates a missing directory private', async () => {
    const dir = path.join(root, 'new');
    await secureDataDir({ APP_MODE: 'production', dataDir: dir }, log);
    expect(await modeOf(dir)).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it('makes an open tree private in the demo, with a warning naming it', async () => {
    const dir = await openTree();
    await secureDataDir({ APP_MODE: 'demo', dataDir: dir }, log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(dir);
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(path.join(dir, 'pglite'))).toBe(0o700);
    expect(await modeOf(path.join(dir, 'pglite', 'base'))).toBe(0o700);
    expect(await modeOf(path.join(dir, 'ops.json'))).toBe(0o600);
    expect(await modeOf(path.join(dir, 'pglite', 'base', '1'))).toBe(0o600);
  });

  it('refuses an open directory in production, naming its path', async () => {
    const dir = await openTree();
    await expect(secureDataDir({ APP_MODE: 'production', dataDir: dir }, log)).rejects.toThrow(
      `DATA_DIR: ${dir} can be read by group or others`,
    );
    expect(await modeOf(dir)).toBe(0o755);
  });

  it('tightens files left open under a private directory, in production too', async () => {
    const dir = await openTree();
    await fs.chmod(dir, 0o700);
    await secureDataDir({ APP_MODE: 'production', dataDir: dir }, log);
    expect(await modeOf(path.join(dir, 'ops.json'))).toBe(0o600);
    expect(await modeOf(path.join(dir, 'pglite'))).toBe(0o700);
    expect(warnings).toEqual([]);
  });
});
