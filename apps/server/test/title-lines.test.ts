import { describe, expect, it } from 'vitest';
import { bannerArt } from '../src/modules/media/art';
import { breakPieces, textDirection, textWidth, titleLines } from '../src/modules/media/title-lines';

describe('title lines for pictures', () => {
  it('breaks Latin titles at spaces only, preferring a colon, as before', () => {
    expect(titleLines('Welcome Bonus: 100% up to 5,000', 22)).toEqual(['Welcome Bonus:', '100% up to 5,000']);
    expect(titleLines('Live Casino', 22)).toEqual(['Live Casino']);
    expect(titleLines('Mega Jackpot – Spin And Win Today', 22)).toEqual([
      'Mega Jackpot',
      'Spin And Win Today',
    ]);
  });

  it('counts a Chinese, Japanese or Korean character as wider than a Latin letter', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('首存')).toBe(3);
    expect(textWidth('웰컴')).toBe(3);
  });

  it('wraps Chinese, which has no spaces, between characters', () => {
    const lines = titleLines('BGS原创游戏：幸运连线、骰子与扫雷', 22);
    expect(lines).toEqual(['BGS原创游戏：', '幸运连线、骰子与扫雷']);
    for (const line of titleLines('真人娱乐全天候开桌真人娱乐全天候开桌真人娱乐', 22)) {
      expect(textWidth(line)).toBeLessThanOrEqual(22);
    }
  });

  it('never starts a line with closing punctuation, nor splits a number', () => {
    const pieces = breakPieces('首存欢迎奖金：100%，最高5,000').map((piece) => piece.text);
    expect(pieces).toContain('金：');
    expect(pieces).toContain('100%，');
    expect(pieces).toContain('5,000');
    for (const line of titleLines('首存欢迎奖金：100%，最高5,000', 22))
      expect(line).not.toMatch(/^[：，、%。]/);
  });

  it('keeps a katakana word and the kana after a word together in Japanese', () => {
    expect(titleLines('ライブカジノのテーブルは24時間年中無休', 22)).toEqual([
      'ライブカジノのテーブルは',
      '24時間年中無休',
    ]);
    expect(breakPieces('ラッキーライン').map((piece) => piece.text)).toEqual(['ラッキーライン']);
  });

  it('breaks Korean at its spaces', () => {
    expect(titleLines('웰컴 보너스: 최대 5,000까지 100%', 22)).toEqual([
      '웰컴 보너스:',
      '최대 5,000까지 100%',
    ]);
  });

  it('cuts a title too long for two lines with an ellipsis', () => {
    const lines = titleLines('真'.repeat(60), 22);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(22 * 1.4);
  });

  it('reads the direction from the first letter, as dir="auto" does', () => {
    expect(textDirection('خوش آمدید بونس: 5,000 تک 100%')).toBe('rtl');
    expect(textDirection('5,000 تک')).toBe('rtl');
    expect(textDirection('BGS اوریجنلز')).toBe('ltr');
    expect(textDirection('首存欢迎奖金')).toBe('ltr');
    expect(textDirection('')).toBe('ltr');
  });
});

describe('banner titles in the picture', () => {
  const titleOf = (svg: string) => svg.slice(svg.lastIndexOf('<text'));

  it('sets an Urdu title right to left, so its numbers keep their order, with its left edge at the margin', () => {
    const title = titleOf(bannerArt({ title: 'خوش آمدید بونس: 5,000 تک 100%', seed: 1 }));
    expect(title).toContain('direction="rtl"');
    expect(title).toContain('text-anchor="end"');
    expect(title).toContain('x="120"');
  });

  it('leaves a left-to-right title as it was', () => {
    const title = titleOf(bannerArt({ title: 'Welcome Bonus: 100% up to 5,000', seed: 1 }));
    expect(title).not.toContain('direction=');
    expect(title).toContain('text-anchor="start"');
  });

  it('wraps a Chinese title on two lines', () => {
    const title = titleOf(bannerArt({ title: '首存欢迎奖金：100%，最高5,000', seed: 1 }));
    expect(title.match(/<tspan/g)).toHaveLength(2);
    expect(title).toContain('>首存欢迎奖金：</tspan>');
  });
});
