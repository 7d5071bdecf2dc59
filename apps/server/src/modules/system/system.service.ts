import type {
  Country,
  CustomerService,
  HelpCategory,
  PermissionValue,
  StatusValue,
  ValidationRules,
  WhitelabelNode,
} from '@lobby/contract/system';
import { registrationFields } from '@lobby/contract/system';
import { offeredLanguage, pickText } from '@lobby/contract/languages';
import { encryptServicePath } from '@lobby/contract/customer-service-path';
import type { Executor } from '../../db/client';
import { countryOf, ipInCidrs } from '../../lib/geo';
import { readRule as readReferralRule } from '../referral/referral.repository';
import { hasLevels } from '../vip/vip.repository';
import type { SettingsStore } from './settings.store';
import {
  readCountries,
  readFieldRules,
  readHelpArticles,
  readWhitelabelModules,
  setWhitelabelEnabled,
} from './system.repository';

export type Visitor = { ip: string };

export function buildWhitelabelTree(
  rows: { modId: string; parentId: string | null; enabled: boolean }[],
): WhitelabelNode[] {
  const children = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (parentId: string | null): WhitelabelNode[] =>
    (children.get(parentId) ?? []).map((row) => ({
      modId: row.modId,
      enabled: row.enabled,
      childrenNodes: build(row.modId),
    }));
  return build(null);
}

export function createSystemService(db: Executor, settings: SettingsStore) {
  async function regionBlocked(visitor: Visitor): Promise<boolean> {
    const region = await settings.get('region');
    if (ipInCidrs(visitor.ip, region.blockedCidrs)) return true;
    const country = countryOf(visitor.ip);
    return country !== '' && region.blockedCountries.includes(country);
  }

  /*
   * Both are on every visitor's first screen (the site configuration): computed once per change. VIP3
   * is on only when the brand also has VIP levels (decision 0242): the site's VIP entry follows it, and
   * changing the levels invalidates the settings like a flag does. REFERRAL3 likewise is on only while
   * the brand's referral rule is (decision 0246).
   */
  function whitelabel(): Promise<WhitelabelNode[]> {
    return settings.derive('whitelabel', async () => {
      const [rows, vipLevels, referralRule] = await Promise.all([
        readWhitelabelModules(db),
        hasLevels(db),
        readReferralRule(db),
      ]);
      const runs: Record<string, boolean> = { VIP3: vipLevels, REFERRAL3: Boolean(referralRule?.enabled) };
      return buildWhitelabelTree(
        rows.map((row) => (row.modId in runs ? { ...row, enabled: row.enabled && runs[row.modId]! } : row)),
      );
    });
  }

  /** Links leave the server obfuscated (customer-service-path.ts). */
  function customerService(): Promise<CustomerService[]> {
    return settings.derive('customerService', async () => {
      const list = await settings.get('customerService');
      return Promise.all(
        list.map(async ({ url, ...rest }) => ({ ...rest, path: await encryptServicePath(url) })),
      );
    });
  }

  async function customerServiceUrl(): Promise<string> {
    return (await settings.get('customerService'))[0]?.url ?? '';
  }

  return {
    regionBlocked,

    /** Maintenance takes priority over a region restriction. */
    async status(visitor: Visitor): Promise<StatusValue> {
      const maintenance = await settings.get('maintenance');
      const base = { ip: visitor.ip, customerServiceUrl: await customerServiceUrl() };
      if (maintenance.enabled) return { status: 1, message: maintenance.message, ...base };
      if (await regionBlocked(visitor)) {
        return { status: 2, message: (await settings.get('region')).message, ...base };
      }
      return { status: 0, message: '', ...base };
    },

    whitelabel,

    async setFlag(modId: string, enabled: boolean): Promise<boolean> {
      const found = await setWhitelabelEnabled(db, modId, enabled);
      settings.invalidate();
      return found;
    },

    customerService,

    async permission(visitor: Visitor): Promise<PermissionValue> {
      const all = await settings.all();
      const [services, tree, blocked] = await Promise.all([
        customerService(),
        whitelabel(),
        regionBlocked(visitor),
      ]);
      return {
        info: {
          customerService: services,
          domainRoute: all.domainRoute,
          resources: all.resources,
          whitelabel: tree,
          register: all.register,
          mainDomain: all.domainRoute.mainDomain,
          analytics: all.analytics,
          imageCDNs: all.cdn.imageCDNs,
          launchGameCDNs: all.cdn.launchGameCDNs,
        },
        location: { ip: visitor.ip, country: countryOf(visitor.ip) },
        maintenance: all.maintenance,
        regionRestriction: { restricted: blocked, message: blocked ? all.region.message : '' },
      };
    },

    async validationRules(): Promise<ValidationRules> {
      const rows = await readFieldRules(db);
      const rules: Partial<ValidationRules> = {};
      for (const row of rows) {
        if (!(registrationFields as readonly string[]).includes(row.field)) continue;
        rules[row.field as keyof ValidationRules] = {
          enabled: row.enabled,
          required: row.required,
          acceptedPattern: row.acceptedPattern,
          patternId: row.patternId,
          minLength: row.minLength,
          maxLength: row.maxLength,
        };
      }
      return rules as ValidationRules;
    },

    async countries(): Promise<Country[]> {
      const rows = await readCountries(db);
      return rows.map((r) => ({
        countryCode: r.countryCode,
        countryDialingCode: r.dialingCode,
        name: r.name,
      }));
    },

    async helpCenter(requested: string): Promise<HelpCategory[]> {
      const brand = await settings.get('brand');
      const language = offeredLanguage(requested, brand);
      const rows = await readHelpArticles(db);
      const categories = new Map<string, HelpCategory>();
      for (const row of rows) {
        const category = categories.get(row.category) ?? {
          category: row.category,
          title: row.category,
          articles: [],
        };
        category.articles.push({
          id: row.id,
          slug: row.slug,
          title: pickText(row.title, language, brand.defaultLanguage),
          content: pickText(row.content, language, brand.defaultLanguage),
        });
        categories.set(row.category, category);
      }
      return [...categories.values()];
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
