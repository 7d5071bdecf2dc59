import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { readSettings, writeSetting } from './system.repository';
import { settingDefaults, settingSchemas, type SettingKey, type SettingValue } from './settings.schemas';

type Snapshot = { [K in SettingKey]: SettingValue<K> };

/**
 * Operator settings are read on most requests, so they are cached in process. Changes made through
 * this store (the operator API runs in the server process) invalidate at once; other instances on a
 * shared PostgreSQL pick them up within the TTL.
 */
export class SettingsStore {
  private cached: { at: number; snapshot: Snapshot } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly ttlMs = 5000,
  ) {}

  async all(): Promise<Snapshot> {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.snapshot;
    const rows = await readSettings(this.db);
    const snapshot = { ...settingDefaults } as Record<SettingKey, unknown>;
    for (const row of rows) {
      if (!(row.key in settingSchemas)) continue;
      const key = row.key as SettingKey;
      const parsed = settingSchemas[key].safeParse(row.value);
      // A row that no longer fits its schema falls back to the default rather than breaking the site.
      if (parsed.success) snapshot[key] = parsed.data;
    }
    this.cached = { at: now, snapshot: snapshot as Snapshot };
    return this.cached.snapshot;
  }

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    return (await this.all())[key];
  }

  /** Validates against the key's schema; throws a $ZodError on a bad value and writes nothing. */
  async set<K extends SettingKey>(key: K, value: unknown): Promise<SettingValue<K>> {
    const parsed = settingSchemas[key].parse(value) as SettingValue<K>;
    await writeSetting(this.db, key, parsed);
    this.invalidate();
    return parsed;
  }

  invalidate() {
    this.cached = null;
  }
}
