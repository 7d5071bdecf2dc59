import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { lockSetting, readSettings, writeSetting } from './system.repository';
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
      snapshot[key] = this.valueOf(key, row.value);
    }
    this.cached = { at: now, snapshot: snapshot as Snapshot };
    return this.cached.snapshot;
  }

  /** A stored value as the site reads it: one that no longer fits its schema counts as the default. */
  private valueOf<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
    const parsed = settingSchemas[key].safeParse(stored);
    return (parsed.success ? parsed.data : settingDefaults[key]) as SettingValue<K>;
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

  /**
   * Changes a setting from its stored value (never the cache), under the setting's row lock: two
   * changes made at once (two operators, two instances) both land instead of the later overwriting the
   * earlier. `change` answers the new value, validated as by `set`.
   */
  async update<K extends SettingKey>(
    key: K,
    change: (current: SettingValue<K>) => unknown,
  ): Promise<SettingValue<K>> {
    const next = await this.db.transaction(async (tx) => {
      const current = this.valueOf(key, await lockSetting(tx, key, settingDefaults[key]));
      const parsed = settingSchemas[key].parse(change(current)) as SettingValue<K>;
      await writeSetting(tx, key, parsed);
      return parsed;
    });
    this.invalidate();
    return next;
  }

  invalidate() {
    this.cached = null;
  }
}
