import { describe, expect, it } from 'vitest';
import { bannerArt, escapeXml, gameArt, promotionArt, vendorArt, vendorLogo } from '../src/modules/media/art';
import { loadedIconCount, missingIcons } from '../src/modules/media/icons';
import { demoGames, demoVendors } from '../src/seed/demo-content';

const game = {
  name: 'Dragon Fortune Reels',
  vendorCode: 'PG',
  vendorName: 'PG Soft',
  color: '#f97316',
  gameType: 'RNG',
};

/** A cheap well-formedness check: one root element, balanced tags, no raw ampersands or stray '<'. */
function expectWellFormed(svg: string, width: number, height: number) {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  if (!svg.includes('aria-hidden="true"')) {
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  }
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  // Everything outside tags is text, so a '<' or '>' there means an unescaped name leaked through.
  const text = svg.replace(/<[^<>]*>/g, '');
  expect(text).not.toMatch(/[<>]/);
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  // Self-contained: no external images, fonts or stylesheets (only references to its own shapes).
  expect(svg).not.toMatch(/href="(?!#)|@import|url\((?!#)/);
  for (const [, ref] of svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(svg).toContain(`id="${ref}"`);
}

describe('escapeXml', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`<b a="1">Tom & Jerry's</b>`)).toBe(
      '&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&apos;s&lt;/b&gt;',
    );
  });
});

describe('generated art', () => {
  it('produces well-formed SVG of the documented sizes', () => {
    expectWellFormed(gameArt(game), 300, 400);
    expectWellFormed(vendorArt({ code: 'PG', name: 'PG Soft', color: '#f97316', gameType: 'RNG' }), 400, 240);
    expectWellFormed(
      vendorArt({ code: 'AG', name: 'AG Asia Gaming', color: '#b45309', gameType: 'LIVE', large: true }),
      600,
      300,
    );
    expectWellFormed(
      vendorLogo({ code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', color: '#e11d48' }),
      160,
      60,
    );
    expectWellFormed(bannerArt({ title: 'Welcome Bonus: 100% up to 5,000', seed: 1 }), 1920, 600);
    expectWellFormed(promotionArt({ category: 'DAILY', seed: 2 }), 800, 400);
  });

  it('draws every category without breaking', () => {
    for (const gameType of [
      'BGS',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
      '?',
    ]) {
      expectWellFormed(gameArt({ ...game, gameType }), 300, 400);
      expectWellFormed(vendorArt({ code: 'X', name: 'X', color: '#123456', gameType }), 400, 240);
    }
    for (const category of ['NEW', 'DAILY', 'VIP', 'SLOTS', 'LIVE', 'OTHER']) {
      expectWellFormed(promotionArt({ category, seed: category }), 800, 400);
    }
  });

  it('escapes names that contain markup', () => {
    const name = 'Tom & Jerry <script>alert(1)</script>';
    const svgs = [
      vendorArt({ code: 'AB', name, color: '#000', gameType: 'RNG' }),
      vendorLogo({ code: 'AB', name, color: '#000' }),
      bannerArt({ title: name, seed: 'x' }),
    ];
    for (const svg of svgs) {
      expect(svg).not.toContain('<script');
      expect(svg).toContain('&amp;');
      expect(svg).toContain('&lt;');
    }
  });

  it('is deterministic and varies with the input', () => {
    expect(gameArt(game)).toBe(gameArt({ ...game }));
    expect(bannerArt({ title: 'A', seed: 7 })).toBe(bannerArt({ title: 'A', seed: 7 }));
    expect(gameArt(game)).not.toBe(gameArt({ ...game, name: 'Phoenix Quest' }));
    expect(bannerArt({ title: 'A', seed: 7 })).not.toBe(bannerArt({ title: 'A', seed: 8 }));
  });

  it('wraps long banner titles on at most two lines', () => {
    const svg = bannerArt({
      title: 'The Extraordinarily Long Name Of A Promotion That Keeps Going On And On',
      seed: 1,
    });
    const title = svg.slice(svg.lastIndexOf('<text'));
    expect(title.match(/<tspan/g)).toHaveLength(2);
    expect(title).toContain('…');
  });

  it('survives bad colours and empty names', () => {
    expectWellFormed(gameArt({ ...game, name: '', color: 'not-a-colour' }), 300, 400);
    expectWellFormed(vendorLogo({ code: '', name: '', color: '' }), 160, 60);
  });

  it("never writes a game's name, vendor or code into its thumbnail", () => {
    const svg = gameArt({ ...game, vendorCode: 'TCG_LOTTO_VN', vendorName: 'TCG Vietnam Lottery' });
    expect(svg).not.toMatch(/<text|<title/);
    for (const word of ['Dragon', 'Fortune', 'TCG', 'Vietnam', 'PG Soft']) expect(svg).not.toContain(word);
  });

  it("never writes a promotion's title or category into its picture (the site sets them as text)", () => {
    for (const category of ['NEW', 'DAILY', 'VIP', 'SLOTS', 'LIVE', 'OTHER']) {
      const svg = promotionArt({ category, seed: 3 });
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).not.toMatch(/<title/);
      // Words are letters in a <text>; the daily calendar's "24" is a picture of a number, not a word.
      for (const [, words] of svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)) {
        expect(words!.replace(/<[^>]+>/g, '')).not.toMatch(/\p{L}/u);
      }
    }
  });

  it('sets vendors as wordmarks of their names, never their internal codes', () => {
    for (const art of [
      vendorArt({ code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', color: '#e11d48', gameType: 'LOTT' }),
      vendorLogo({ code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', color: '#e11d48' }),
      vendorArt({ code: 'IMES', name: 'IM eSports', color: '#7e22ce', gameType: 'ESPORTS', large: true }),
      vendorLogo({ code: 'EG2', name: 'EG Slots', color: '#0891b2' }),
    ]) {
      expect(art).not.toMatch(/TCG_LOTTO_VN|IMES|EG2/);
    }
    expect(vendorLogo({ code: 'PG', name: 'PG Soft', color: '#f97316' })).toMatch(/>PG<.*>SOFT</);
  });
});

describe('the demo catalogue', () => {
  const vendorColour = new Map<string, string>(demoVendors.map((v) => [v.code, v.color]));
  const vendorName = new Map<string, string>(demoVendors.map((v) => [v.code, v.name]));
  const thumbnails = demoGames.map((g) =>
    gameArt({
      name: g.name.EN ?? '',
      vendorCode: g.vendorCode,
      vendorName: vendorName.get(g.vendorCode) ?? '',
      color: vendorColour.get(g.vendorCode) ?? '',
      gameType: g.gameType,
    }),
  );

  it('gives every game a thumbnail of its own, small enough to cache and inline', () => {
    expect(new Set(thumbnails).size).toBe(thumbnails.length);
    for (const svg of thumbnails) {
      expectWellFormed(svg, 300, 400);
      expect(svg.length).toBeLessThan(16_000);
    }
  });

  it('varies the motif within a vendor, so a lobby row does not repeat one icon', () => {
    const motifOf = (svg: string) => /<g id="a[0-9a-z]+m">(.{0,80})/.exec(svg)?.[1];
    const byVendor = new Map<string, Set<string | undefined>>();
    demoGames.forEach((g, i) => {
      const set = byVendor.get(g.vendorCode) ?? new Set();
      set.add(motifOf(thumbnails[i] ?? ''));
      byVendor.set(g.vendorCode, set);
    });
    // PG has 24 slots and two fish games: at least a dozen different motifs among them.
    expect(byVendor.get('PG')?.size).toBeGreaterThanOrEqual(12);
    expect(new Set(thumbnails.map(motifOf)).size).toBeGreaterThanOrEqual(40);
    expect(thumbnails.every((svg) => motifOf(svg)?.startsWith('<path'))).toBe(true);
  });

  it('keeps only the icons it uses in memory, all of which exist in the set', () => {
    expect(missingIcons()).toEqual([]);
    expect(loadedIconCount()).toBeGreaterThan(40);
    expect(loadedIconCount()).toBeLessThan(200);
  });

  it('draws every banner and vendor within a size cap', () => {
    for (const v of demoVendors) {
      const art = vendorArt({ code: v.code, name: v.name, color: v.color, gameType: 'RNG', large: true });
      expectWellFormed(art, 600, 300);
      expect(art.length).toBeLessThan(16_000);
    }
    for (let seed = 1; seed <= 8; seed++) {
      expect(bannerArt({ title: 'Welcome bonus', seed }).length).toBeLessThan(40_000);
    }
  });
});
