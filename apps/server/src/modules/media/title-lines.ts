/**
 * Line breaking for titles drawn into SVG pictures. SVG text does not wrap by itself, so the art lays out
 * its lines here, without fonts: widths are estimated in "narrow units", one for a Latin letter or digit of
 * a bold sans-serif, 1.5 for a full-width character (Han, kana, Hangul, full-width punctuation), which are
 * a whole em wide.
 */

/** Characters that take a full em: CJK ideographs, kana, Hangul and the full-width forms. */
const wide =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60\uffe0-\uffe6]/u;

/**
 * Chinese and Japanese put no spaces between words: a line may break between any two of these characters.
 * Hangul is left out on purpose: Korean separates words with spaces and breaks only there (keep-all).
 */
const breaksAnywhere =
  /[\u2e80-\u303e\u3041-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff01-\uff60]/u;

/** Closing punctuation and small kana never start a line (the simple part of the kinsoku rules). */
const noBreakBefore =
  /[)\]}»›,.:;!?%、。，．：；！？）」』】〕〉》〗〙〛”’ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・‐–—～％]/u;

/** Opening punctuation never ends a line. */
const noBreakAfter = /[([{«‹（「『【〔〈《〖〘〚“‘]/u;

const katakana = /[\u30a0-\u30ff\u31f0-\u31ff]/u;
const hiragana = /[\u3041-\u309f]/u;
const han = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々]/u;

/**
 * Japanese reads better when a katakana word stays whole and the kana after a kanji or katakana word (its
 * ending or particle) stays with it; breaks between other characters remain.
 */
function keptTogether(before: string, after: string): boolean {
  if (katakana.test(before) && katakana.test(after)) return true;
  return hiragana.test(after) && (han.test(before) || katakana.test(before));
}

/** Right-to-left scripts: a title whose first letter is in one of these reads right to left. */
const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** The estimated width of a text in narrow units. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += wide.test(char) ? 1.5 : 1;
  return width;
}

/** The text's base direction from its first letter, as dir="auto" decides it in HTML. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const first = /\p{L}/u.exec(text)?.[0];
  return first !== undefined && rtlLetter.test(first) ? 'rtl' : 'ltr';
}

/** A piece of a title between two places a line may break; `spaced` when a space stood before it. */
interface Piece {
  text: string;
  spaced: boolean;
}

/** Cuts a title at its spaces and, inside Chinese and Japanese runs, between characters. */
export function breakPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const chars = [...word];
    let current = chars[0] ?? '';
    let spaced = pieces.length > 0;
    for (let i = 1; i < chars.length; i++) {
      const before = chars[i - 1] ?? '';
      const after = chars[i] ?? '';
      const mayBreak =
        (breaksAnywhere.test(before) || breaksAnywhere.test(after)) &&
        !noBreakBefore.test(after) &&
        !noBreakAfter.test(before) &&
        !keptTogether(before, after);
      if (mayBreak) {
        pieces.push({ text: current, spaced });
        current = '';
        spaced = false;
      }
      current += after;
    }
    pieces.push({ text: current, spaced });
  }
  return pieces;
}

function join(pieces: readonly Piece[]): string {
  return pieces.map((piece, i) => (i > 0 && piece.spaced ? ` ${piece.text}` : piece.text)).join('');
}

/** Cuts a line to `max` narrow units, ending it with an ellipsis. */
export function clipToWidth(line: string, max: number): string {
  if (textWidth(line) <= max) return line;
  let kept = '';
  for (const char of line) {
    if (textWidth(kept + char) > max - 1) break;
    kept += char;
  }
  return `${(kept || [...line][0] || '').trimEnd()}…`;
}

/**
 * Splits a title into at most two lines. A title wider than `maxWidth` (narrow units) is broken where the
 * longer line is shortest, preferring a natural break (after a colon or comma, at a dash) when it costs
 * little; callers shrink the font to fit. Very long titles are cut with an ellipsis.
 */
export function titleLines(text: string, maxWidth: number): string[] {
  const pieces = breakPieces(text);
  const limit = maxWidth * 1.4;
  const whole = join(pieces);
  if (textWidth(whole) <= maxWidth || pieces.length < 2) return [clipToWidth(whole, limit)];
  let best: { lines: [string, string]; score: number } | undefined;
  for (let i = 1; i < pieces.length; i++) {
    const afterDash = /^[–—-]$/.test(pieces[i - 1]?.text ?? '');
    const first = join(pieces.slice(0, afterDash ? i - 1 : i));
    const second = join(pieces.slice(i));
    if (!first || /^[–—-]/.test(second)) continue;
    const natural = afterDash || /[:,：，、;；]$/.test(first);
    const score = Math.max(textWidth(first), textWidth(second)) - (natural ? 4 : 0);
    if (!best || score < best.score) best = { lines: [first, second], score };
  }
  return (best?.lines ?? [whole]).map((line) => clipToWidth(line, limit));
}
