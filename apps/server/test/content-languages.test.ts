import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  announcementsValueSchema,
  bannersValueSchema,
  contentPaths,
  promotionsValueSchema,
} from '@lobby/contract/content';
import { envelope, failureSchema } from '@lobby/contract/envelope';
import { gameListValueSchema, gamesPaths, hotGamesValueSchema } from '@lobby/contract/games';
import { languageCodes } from '@lobby/contract/languages';
import { brandValueSchema, helpCenterValueSchema, systemPaths } from '@lobby/contract/system';
import { banners } from '../src/db/schema';
import { OpsUsageError, runOpsCommand } from '../src/ops/commands';
import { createTestApp, type TestApp } from './helper';

/*
 * Content in the brand's languages (docs/decisions.md, Languages): each item falls back to the brand
 * default on its own, a language the brand does not offer reads as the default, and an operator narrows
 * the offer with `ops languages`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await ops('languages', 'set', languageCodes.join(','));
  await ops('languages', 'default', 'EN');
});

const ops = (...argv: string[]) => runOpsCommand(t.services, argv);

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown };
}

async function bannerTitles(language: string, group = 'w_home') {
  const { status, body } = await get(`${contentPaths.banners}?groupName=${group}&language=${language}`);
  expect(status).toBe(200);
  return envelope(bannersValueSchema).parse(body).value;
}

const hasKana = (text: string) => /[\u3040-\u30ff]/.test(text);
const hasArabicScript = (text: string) => /[\u0600-\u06ff]/.test(text);

describe('content per language', () => {
  it('serves banner titles in Japanese and Urdu where the content has them', async () => {
    const ja = await bannerTitles('JA');
    expect(ja.length).toBeGreaterThan(1);
    expect(ja.every((b) => hasKana(b.title))).toBe(true);
    expect(ja[0]!.url).toContain('lang=JA');
    expect((await bannerTitles('ur')).every((b) => hasArabicScript(b.title))).toBe(true);
  });

  it('falls back item by item, not for the whole list', async () => {
    const [added] = await t.database.db
      .insert(banners)
      .values({ groupName: 'w_home', title: { EN: 'Only in English', PT: 'Só em português' }, sort: 99 })
      .returning();
    try {
      const ja = await bannerTitles('JA');
      const mine = ja.find((b) => b.id === added!.id);
      expect(mine?.title).toBe('Only in English');
      expect(ja.filter((b) => b.id !== added!.id).every((b) => hasKana(b.title))).toBe(true);
    } finally {
      await t.database.db.delete(banners).where(eq(banners.id, added!.id));
    }
  });

  it('answers an offered language in its own texts, and an unknown code in the default', async () => {
    const en = await bannerTitles('EN');
    // The demo's banners come in all 20 languages (decision 0250), Korean among them.
    expect((await bannerTitles('KO')).every((b) => /[\uac00-\ud7af]/.test(b.title))).toBe(true);
    expect((await bannerTitles('ZZ')).map((b) => b.title)).toEqual(en.map((b) => b.title));
    expect((await bannerTitles('ZZ'))[0]!.url).toContain('lang=EN');
  });

  it('refuses a language code too long to be one, in the envelope', async () => {
    for (const path of [`${contentPaths.banners}?groupName=w_home&`, `${contentPaths.promotions}?`]) {
      const { status, body } = await get(`${path}language=${'x'.repeat(30)}`);
      expect(status).toBe(400);
      expect(failureSchema.parse(body).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a brand that narrows its languages', () => {
  it('lists only the offered languages and serves the default for the others', async () => {
    expect(await ops('languages', 'set', 'en,pt')).toEqual({
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'PT'],
    });
    const brand = envelope(brandValueSchema).parse((await get(systemPaths.brand)).body).value;
    expect(brand.supportedLanguages).toEqual(['EN', 'PT']);

    // Japanese is stored but no longer offered: English, everywhere.
    const ja = await bannerTitles('JA');
    expect(ja.some((b) => hasKana(b.title))).toBe(false);
    expect(ja[0]!.url).toContain('lang=EN');
    const promotions = envelope(promotionsValueSchema).parse(
      (await get(`${contentPaths.promotions}?language=JA`)).body,
    ).value;
    const enPromotions = envelope(promotionsValueSchema).parse(
      (await get(`${contentPaths.promotions}?language=EN`)).body,
    ).value;
    expect(promotions.map((p) => p.title)).toEqual(enPromotions.map((p) => p.title));
  });

  it('serves the new default when an operator changes it', async () => {
    await ops('languages', 'set', 'EN,PT');
    expect(await ops('languages', 'default', 'PT')).toEqual({
      defaultLanguage: 'PT',
      supportedLanguages: ['EN', 'PT'],
    });
    const ptTitles = (await bannerTitles('PT')).map((b) => b.title);
    expect((await bannerTitles('JA')).map((b) => b.title)).toEqual(ptTitles);

    const notices = (language: string) =>
      get(`${contentPaths.announcements}?types=B,PL,PU&language=${language}`).then(
        (r) => envelope(announcementsValueSchema).parse(r.body).value.list,
      );
    expect((await notices('TH')).map((n) => n.title)).toEqual((await notices('PT')).map((n) => n.title));

    const help = (language: string) =>
      get(`${systemPaths.helpCenter}?language=${language}&device=WEB`).then((r) =>
        envelope(helpCenterValueSchema)
          .parse(r.body)
          .value.flatMap((c) => c.articles.map((a) => a.title)),
      );
    expect(await help('VI')).toEqual(await help('PT'));
  });

  it('names games in the default when the asked language is not offered', async () => {
    await ops('languages', 'set', 'EN');
    const names = (language: string) =>
      get(`${gamesPaths.hotGames}?language=${language}`).then((r) =>
        envelope(hotGamesValueSchema)
          .parse(r.body)
          .value.list.map((g) => g.gameName),
      );
    expect(await names('PT')).toEqual(await names('EN'));
    await ops('languages', 'set', 'EN,PT');
    const list = (language: string) =>
      get(`${gamesPaths.gameList}?gameType=RNG&language=${language}`).then((r) =>
        envelope(gameListValueSchema)
          .parse(r.body)
          .value.games.map((g) => g.gameName),
      );
    const [pt, en] = [await list('PT'), await list('EN')];
    expect(pt.length).toBeGreaterThan(0);
    expect(pt).not.toEqual(en);
  });

  it('refuses a list without the default, an unknown code, or no languages', async () => {
    await expect(ops('languages', 'remove', 'EN')).rejects.toThrow(/default \(EN\)/);
    await expect(ops('languages', 'set', 'PT')).rejects.toThrow(OpsUsageError);
    await expect(ops('languages', 'set', 'EN,XX')).rejects.toThrow(/not an interface language: XX/);
    await expect(ops('languages', 'add')).rejects.toThrow(/missing language code/);
    await expect(ops('languages', 'default', 'JA')).resolves.toMatchObject({ defaultLanguage: 'JA' });
    await expect(ops('languages', 'wipe')).rejects.toThrow(/usage/);
    await expect(
      ops(
        'settings',
        'set',
        'brand',
        JSON.stringify({ ...((await ops('settings', 'get', 'brand')) as object), supportedLanguages: [] }),
      ),
    ).rejects.toThrow();
    // Nothing refused was stored.
    expect(await ops('languages', 'show')).toEqual({
      defaultLanguage: 'JA',
      supportedLanguages: languageCodes,
    });
  });
});

describe('reads stay one query per list', () => {
  it('reads banners and promotions with one query in any language, however many items', async () => {
    await bannerTitles('JA'); // settings are cached from here on
    const select = vi.spyOn(t.database.db, 'select');
    try {
      await bannerTitles('JA');
      expect(select).toHaveBeenCalledTimes(1);
      select.mockClear();
      await get(`${contentPaths.promotions}?language=UR`);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });
});
