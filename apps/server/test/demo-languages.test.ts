import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@lobby/contract/envelope';
import { lotteryMenusPath } from '@lobby/contract/games';
import { languageCodes, pickText, type LocalizedText } from '@lobby/contract/languages';
import { lotteryMenusValueSchema } from '@lobby/contract/lottery-menus';
import { announcements, banners, games, helpArticles, promotions, vipLevels } from '../src/db/schema';
import { runOpsCommand } from '../src/ops/commands';
import { demoBanners, demoPromotions } from '../src/seed/demo-content';
import { withDemoLanguages } from '../src/seed/demo-languages';
import { seedDemo } from '../src/seed/seed';
import { createTestApp, type TestApp } from './helper';

/*
 * The demo's content in all 20 interface languages (decision 0250): what the seed writes, the documented
 * subset that stays in EN and PT, promotion terms that keep the English links and numbers, what an older install gains on its next start, and the fallback order
 * (asked language, brand default, English) for texts outside the catalogue.
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
const all = [...languageCodes].sort();
const codes = (text: LocalizedText) => Object.keys(text).sort();
const enAndPt = ['EN', 'PT'];

/** Each field's languages, named by the item so a failure says which one lacks what. */
function languagesOf<R>(rows: R[], name: (row: R) => string, field: (row: R) => LocalizedText) {
  return Object.fromEntries(rows.map((row) => [name(row), codes(field(row))]));
}
const everyOne = <R>(rows: R[], name: (row: R) => string, list: string[]) =>
  Object.fromEntries(rows.map((row) => [name(row), list]));

describe('the seeded demo content', () => {
  it('has banners, notices, promotion titles, summaries and terms, help titles and VIP names in all 20 languages', async () => {
    const db = t.database.db;
    const b = await db.select().from(banners);
    const a = await db.select().from(announcements);
    const p = await db.select().from(promotions);
    const h = await db.select().from(helpArticles);
    const v = await db.select().from(vipLevels);
    expect(b.length).toBeGreaterThan(5);
    expect(a.length).toBeGreaterThan(10);
    const en = (row: { title: LocalizedText }) => row.title.EN ?? '';
    expect(languagesOf(b, en, (r) => r.title)).toEqual(everyOne(b, en, all));
    expect(languagesOf(a, en, (r) => r.title)).toEqual(everyOne(a, en, all));
    expect(languagesOf(a, en, (r) => r.content)).toEqual(everyOne(a, en, all));
    expect(languagesOf(p, en, (r) => r.title)).toEqual(everyOne(p, en, all));
    expect(languagesOf(p, en, (r) => r.summary)).toEqual(everyOne(p, en, all));
    expect(languagesOf(p, en, (r) => r.content)).toEqual(everyOne(p, en, all));
    expect(
      languagesOf(
        h,
        (r) => r.slug,
        (r) => r.title,
      ),
    ).toEqual(everyOne(h, (r) => r.slug, all));
    expect(
      languagesOf(
        v,
        (r) => String(r.rank),
        (r) => r.name,
      ),
    ).toEqual(everyOne(v, (r) => String(r.rank), all));
  });

  it('keeps help bodies and game names in EN and PT only, as documented', async () => {
    const db = t.database.db;
    const h = await db.select().from(helpArticles);
    const g = await db.select({ nodeId: games.nodeId, name: games.name }).from(games);
    expect(
      languagesOf(
        h,
        (r) => r.slug,
        (r) => r.content,
      ),
    ).toEqual(everyOne(h, (r) => r.slug, enAndPt));
    expect(g.filter((row) => codes(row.name).join() !== 'EN,PT')).toEqual([]);
  });

  it('gives every promotion terms in all 20 languages with the English links, markup and numbers', () => {
    // A translation may reorder a sentence but must not change an amount, a limit or where a link goes;
    // thousands and decimal separators are local (5,000 / 5.000, 0.5 / 0,5), so digits are compared
    // with them removed, as a sorted list.
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    const tags = (html: string) => [...html.matchAll(/<\/?[a-z]+/g)].map((m) => m[0]);
    const numbers = (html: string) =>
      (
        html
          .replace(/<[^>]*>/g, ' ')
          .replace(/(\d)[.,](?=\d)/g, '$1')
          .match(/\d+/g) ?? []
      ).sort();
    expect(demoPromotions.length).toBeGreaterThan(5);
    for (const promotion of demoPromotions) {
      const en = promotion.content.EN;
      expect(codes(promotion.content), promotion.title.EN).toEqual(all);
      for (const code of all) {
        const text = promotion.content[code as keyof typeof promotion.content]!;
        const where = `${promotion.title.EN} ${code}`;
        expect(hrefs(text), where).toEqual(hrefs(en));
        expect(tags(text), where).toEqual(tags(en));
        expect(numbers(text), where).toEqual(numbers(en));
        if (code !== 'EN') expect(text, where).not.toBe(en);
      }
    }
  });

  it('writes each translation once: no language repeats the English or another language word for word', async () => {
    // A forgotten placeholder (the English pasted in) would pass the key count; brand names aside,
    // titles in other scripts must differ from the English.
    const scripts = ['CN', 'TW', 'JA', 'KO', 'TH', 'MY', 'KM', 'HI', 'TA', 'BN', 'UR'];
    const rows = await t.database.db.select().from(announcements);
    for (const row of rows) {
      for (const code of scripts) expect(row.title[code], `${row.title.EN} ${code}`).not.toBe(row.title.EN);
    }
  });
});

describe('an install seeded before the 20 languages', () => {
  it('gains the missing languages on the next seed, keeps operator edits, and stays put on a second run', async () => {
    const db = t.database.db;
    const [first, second] = demoBanners.filter((b) => b.groupName === 'w_home');
    const find = (sort: number) =>
      db
        .select()
        .from(banners)
        .where(eq(banners.sort, sort))
        .then((rows) => rows.find((r) => r.groupName === 'w_home')!);
    const untouched = await find(first!.sort);
    const edited = await find(second!.sort);
    // As the older seed wrote them (EN, PT, JA, UR), one of them since edited by the operator.
    const old = (title: LocalizedText) => ({ EN: title.EN!, PT: title.PT!, JA: title.JA!, UR: title.UR! });
    await db
      .update(banners)
      .set({ title: old(untouched.title) })
      .where(eq(banners.id, untouched.id));
    const mine = { ...old(edited.title), EN: 'Our own Christmas slots race' };
    await db.update(banners).set({ title: mine }).where(eq(banners.id, edited.id));
    const [help] = await db.select().from(helpArticles).where(eq(helpArticles.slug, 'faq'));
    await db
      .update(helpArticles)
      .set({ title: { EN: help!.title.EN!, PT: help!.title.PT! } })
      .where(eq(helpArticles.id, help!.id));
    // Promotion terms used to be EN and PT only: one as the demo wrote them, one since edited.
    const [welcome, reload] = await db.select().from(promotions).orderBy(promotions.sort);
    await db
      .update(promotions)
      .set({ content: { EN: welcome!.content.EN!, PT: welcome!.content.PT! } })
      .where(eq(promotions.id, welcome!.id));
    const ownTerms = { EN: '<p>Our own reload terms.</p>', PT: reload!.content.PT! };
    await db.update(promotions).set({ content: ownTerms }).where(eq(promotions.id, reload!.id));
    const countBefore = (await db.select().from(banners)).length;

    await seedDemo(db);
    expect(codes((await find(first!.sort)).title)).toEqual(all);
    expect((await find(first!.sort)).title).toEqual(first!.title);
    expect((await find(second!.sort)).title).toEqual(mine);
    const [helpAfter] = await db.select().from(helpArticles).where(eq(helpArticles.slug, 'faq'));
    expect(codes(helpAfter!.title)).toEqual(all);
    const termsOf = async (id: number) =>
      (await db.select().from(promotions).where(eq(promotions.id, id)))[0]!.content;
    expect(await termsOf(welcome!.id)).toEqual(demoPromotions.find((p) => p.sort === welcome!.sort)!.content);
    expect(await termsOf(reload!.id)).toEqual(ownTerms);

    await seedDemo(db);
    expect((await find(second!.sort)).title).toEqual(mine);
    expect(await termsOf(reload!.id)).toEqual(ownTerms);
    expect((await db.select().from(banners)).length).toBe(countBefore);
  });

  it('adds languages only to a text that still reads as the demo wrote it', () => {
    const demo = { EN: 'Hello', PT: 'Olá', JA: 'こんにちは' };
    expect(withDemoLanguages({ EN: 'Hello', PT: 'Olá' }, demo)).toEqual(demo);
    expect(withDemoLanguages({ EN: 'Hi there', PT: 'Olá' }, demo)).toBeNull();
    expect(withDemoLanguages({ EN: 'Hello', PT: 'Olá', KO: '안녕하세요' }, demo)).toBeNull();
    expect(withDemoLanguages(demo, demo)).toBeNull();
  });
});

describe('the fallback order: the asked language, the brand default, then English', () => {
  it('picks in that order, and any text last', () => {
    const text = { CN: '中文', EN: 'English', PT: 'Português' };
    expect(pickText(text, 'CN', 'PT')).toBe('中文');
    expect(pickText(text, 'KO', 'PT')).toBe('Português');
    expect(pickText({ CN: '中文', EN: 'English' }, 'KO', 'PT')).toBe('English');
    expect(pickText({ CN: '中文' }, 'KO', 'PT')).toBe('中文');
  });

  it('names lottery games in the brand default, not in English, when the asked language lacks the name', async () => {
    const menuNames = async (language: string) =>
      envelope(lotteryMenusValueSchema)
        .parse(
          (await t.app.inject({ method: 'GET', url: `${lotteryMenusPath}?language=${language}` })).json(),
        )
        .value.gameMenus.flatMap((m) => m.games.map((g) => g.gameName));
    const english = await menuNames('EN');
    await ops('languages', 'default', 'PT');
    const portuguese = await menuNames('PT');
    expect(portuguese).not.toEqual(english);
    expect(await menuNames('KO')).toEqual(portuguese);
  });

  it('falls back to English when a name lacks both the asked language and the brand default', async () => {
    const [row] = await t.database.db
      .select({ nodeId: games.nodeId, name: games.name })
      .from(games)
      .where(eq(games.nodeId, 'tcg-fast3'));
    try {
      await t.database.db
        .update(games)
        .set({ name: { CN: '快速五码', EN: 'Fast Five Digits' } })
        .where(eq(games.nodeId, 'tcg-fast3'));
      await ops('languages', 'default', 'PT');
      const res = await t.app.inject({ method: 'GET', url: `${lotteryMenusPath}?language=KO` });
      const names = envelope(lotteryMenusValueSchema)
        .parse(res.json())
        .value.gameMenus.flatMap((m) => m.games.map((g) => g.gameName));
      expect(names).toContain('Fast Five Digits');
      expect(names).not.toContain('快速五码');
    } finally {
      await t.database.db.update(games).set({ name: row!.name }).where(eq(games.nodeId, 'tcg-fast3'));
    }
  });
});
