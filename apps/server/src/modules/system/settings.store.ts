import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { lockSetting, readSettings, writeSetting } from './system.repository';
import { settingDefaults, settingSchemas, type SettingKey, type SettingValue } from './settings.schemas';

type Snapshot = { [K in SettingKey]: SettingValue<K> };

/**
 * Operator settings are read on most requests, so they are cached in process, with what is computed
 * from them (`derive`). Changes made through this store (the operator API runs in the server process)
 * invalidate at once and are announced (`announce`: the server broadcasts them to its other instances
 * through Redis, whose stores then `forget`); a change written by another means shows within the TTL.
 */
export class SettingsStore {
  private cached: { at: number; snapshot: Snapshot; derived: Map<string, Promise<unknown>> } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly options: { ttlMs?: number; announce?: () => void } = {},
  ) {}

  async all(): Promise<Snapshot> {
    return (await this.entry()).snapshot;
  }

  /** The settings as read at most a TTL ago, with what was derived from that reading. */
  private async entry() {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < (this.options.ttlMs ?? 5000)) return this.cached;
    const rows = await readSettings(this.db);
    const snapshot = { ...settingDefaults } as Record<SettingKey, unknown>;
    for (const row of rows) {
      if (!(row.key in settingSchemas)) continue;
      const key = row.key as SettingKey;
      snapshot[key] = this.valueOf(key, row.value);
    }
    this.cached = { at: now, snapshot: snapshot as Snapshot, derived: new Map<string, Promise<unknown>>() };
    return this.cached;
  }

  /**
   * A value computed from the settings, or from tables that change only through this store's
   * owners (the whitelabel flags), computed once and kept until the settings change or expire.
   */
  async derive<T>(name: string, compute: () => Promise<T>): Promise<T> {
    const { derived } = await this.entry();
    let value = derived.get(name) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      derived.set(name, value);
      // A failure is not kept: the next call computes again.
      value.catch(() => derived.delete(name));
    }
    return value;
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

  /** After a change made here: forgets, and tells the other instances to. */
  invalidate() {
    this.forget();
    this.options.announce?.();
  }

  /** Another instance changed something: the next read loads afresh. */
  forget() {
    this.cached = null;
  }
}
