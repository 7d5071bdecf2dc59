import { describe, expect, it } from 'vitest';
import { bannerArt, escapeXml, gameArt, promotionArt, vendorArt, vendorLogo } from './art';

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
  expect(svg).toContain('role="img"');
  expect(svg).toMatch(/<title>[^<]+<\/title>/);
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
  // Self-contained: no external images, fonts or stylesheets.
  expect(svg).not.toMatch(/href=|@import|url\((?!#)/);
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
    expectWellFormed(gameArt(game), 300, 300);
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
    expectWellFormed(promotionArt({ title: 'Daily Reload 10%', category: 'DAILY', seed: 2 }), 800, 400);
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
      expectWellFormed(gameArt({ ...game, gameType }), 300, 300);
      expectWellFormed(vendorArt({ code: 'X', name: 'X', color: '#123456', gameType }), 400, 240);
    }
    for (const category of ['NEW', 'DAILY', 'VIP', 'SLOTS', 'LIVE', 'OTHER']) {
      expectWellFormed(promotionArt({ title: 'Promo', category, seed: category }), 800, 400);
    }
  });

  it('escapes names that contain markup', () => {
    const name = 'Tom & Jerry <script>alert(1)</script>';
    const svgs = [
      gameArt({ ...game, name, vendorName: 'A&B <Games>' }),
      vendorArt({ code: 'AB', name, color: '#000', gameType: 'RNG' }),
      vendorLogo({ code: 'AB', name, color: '#000' }),
      bannerArt({ title: name, seed: 'x' }),
      promotionArt({ title: name, category: 'NEW', seed: 'x' }),
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

  it('wraps long titles on at most two lines', () => {
    const svg = gameArt({
      ...game,
      name: 'The Extraordinarily Long Name Of A Game That Keeps Going On And On',
    });
    const title = svg.slice(svg.lastIndexOf('<text'));
    expect(title.match(/<tspan/g)).toHaveLength(2);
    expect(title).toContain('…');
  });

  it('survives bad colours and empty names', () => {
    expectWellFormed(gameArt({ ...game, name: '', color: 'not-a-colour' }), 300, 300);
    expectWellFormed(vendorLogo({ code: '', name: '', color: '' }), 160, 60);
  });
});
