/**
 * Generated artwork for games, vendors, banners and promotions. The demo has no licensed images, so every
 * picture is an SVG built from the item's name and brand colour, with motifs from the Game Icons set: the same input always gives the same bytes,
 * which keeps ETags stable and lets the art be cached forever.
 */

import { ICON_SIZE, iconBody } from './icons';
import { bannerHeroes, bannerAccents, categoryMotif, pickMotif } from './motifs';
import { textDirection, textWidth, titleLines } from './title-lines';

export interface GameArtInput {
  name: string;
  vendorCode: string;
  vendorName: string;
  color: string;
  gameType: string;
}

export interface VendorArtInput {
  code: string;
  name: string;
  color: string;
  gameType: string;
  large?: boolean;
}

export interface VendorLogoInput {
  code: string;
  name: string;
  color: string;
}

export interface BannerArtInput {
  title: string;
  color?: string;
  seed: string | number;
}

export interface PromotionArtInput {
  category: string;
  seed: string | number;
}

const FONT = 'system-ui,sans-serif';

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);
}

/** FNV-1a: tiny and stable across runtimes, unlike anything based on Math.random. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32, seeded from the hash, so motifs are random-looking yet reproducible. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One decimal is plenty for pixels and keeps the markup short. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

// ---------------------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function hslToHex(h: number, s: number, l: number): string {
  const k = (i: number) => (i + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (i: number) => l - a * Math.max(-1, Math.min(k(i) - 3, Math.min(9 - k(i), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Bad colours in the database should not break a page, so they fall back to a hue from the fallback key. */
function parseColor(color: string | undefined, fallbackKey: string): Rgb {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color?.trim() ?? '');
  if (!m?.[1]) return parseColor(hslToHex(hash(fallbackKey) % 360, 0.65, 0.45), '');
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** amount > 0 mixes towards white, < 0 towards black. */
function shade(rgb: Rgb, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(rgb.map((v) => v + (target - v) * t) as Rgb);
}

/** Rotates the hue a little so two-stop gradients look richer than light/dark of one colour. */
function rotateHue(rgb: Rgb, degrees: number, lightness: number): string {
  const [r, g, b] = rgb.map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  const l = (max + min) / 2;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  return hslToHex((h * 60 + degrees + 360) % 360, Math.max(0.35, Math.min(0.9, s)), lightness);
}

// ---------------------------------------------------------------------------------------------------------
// Text

const length = (text: string) => [...text].length;

function clip(line: string, max: number): string {
  const chars = [...line];
  if (chars.length <= max) return line;
  return `${chars
    .slice(0, Math.max(1, max - 1))
    .join('')
    .trimEnd()}…`;
}

/** Rough width of bold sans-serif text; good enough to pick a size without measuring fonts. */
function fitSize(lines: string[], maxWidth: number, maxSize: number, minSize: number): number {
  const longest = Math.max(1, ...lines.map(textWidth));
  return Math.round(Math.max(minSize, Math.min(maxSize, maxWidth / (longest * 0.66))));
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  anchor?: 'start' | 'middle' | 'end';
  fill?: string;
  weight?: number;
  lineHeight?: number;
  opacity?: number;
  spacing?: number;
  /** rtl sets the text's base direction, so numbers and punctuation in Urdu or Arabic keep their order. */
  direction?: 'ltr' | 'rtl';
}

function textBlock(lines: string[], o: TextOptions): string {
  const lh = o.size * (o.lineHeight ?? 1.15);
  const tspans = lines
    .map((line, i) => `<tspan x="${n(o.x)}" y="${n(o.y + i * lh)}">${escapeXml(line)}</tspan>`)
    .join('');
  const attrs = [
    `font-family="${FONT}"`,
    `font-size="${n(o.size)}"`,
    `font-weight="${o.weight ?? 800}"`,
    `fill="${o.fill ?? '#ffffff'}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
    o.opacity === undefined ? '' : `fill-opacity="${o.opacity}"`,
    o.spacing === undefined ? '' : `letter-spacing="${o.spacing}"`,
    o.direction === 'rtl' ? 'direction="rtl" unicode-bidi="embed"' : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${tspans}</text>`;
}

/** `decorative` pictures carry no title: a game's thumbnail must hold no words, not even hidden ones. */
function svg(
  width: number,
  height: number,
  title: string,
  body: string,
  o: { decorative?: boolean } = {},
): string {
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  if (o.decorative) return `${head} aria-hidden="true">${body}</svg>`;
  return `${head} role="img"><title>${escapeXml(title.trim() || 'Artwork')}</title>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Shapes

/** Background texture chosen by hash so neighbouring tiles of one vendor still look different. */
function motif(rnd: () => number, w: number, h: number, opacity: number): string {
  const kind = Math.floor(rnd() * 5);
  const parts: string[] = [];
  if (kind === 0) {
    const cx = w * (0.2 + rnd() * 0.6);
    const cy = h * (0.2 + rnd() * 0.5);
    for (let r = 20; r < Math.max(w, h) * 1.2; r += 18 + rnd() * 10) {
      parts.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#fff" stroke-width="2"/>`,
      );
    }
  } else if (kind === 1) {
    const cx = w / 2;
    const cy = h * 0.42;
    const rays = 12 + Math.floor(rnd() * 8);
    const len = Math.max(w, h) * 1.5;
    for (let i = 0; i < rays; i++) {
      const a0 = (i / rays) * Math.PI * 2;
      const a1 = a0 + Math.PI / rays;
      parts.push(
        `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * len)} ${n(cy + Math.sin(a0) * len)}` +
          `L${n(cx + Math.cos(a1) * len)} ${n(cy + Math.sin(a1) * len)}Z" fill="#fff"/>`,
      );
    }
  } else if (kind === 2) {
    const count = 14 + Math.floor(rnd() * 10);
    for (let i = 0; i < count; i++) {
      const s = 6 + rnd() * Math.min(w, h) * 0.08;
      const x = rnd() * w;
      const y = rnd() * h;
      parts.push(
        `<rect x="${n(x - s / 2)}" y="${n(y - s / 2)}" width="${n(s)}" height="${n(s)}" fill="#fff" ` +
          `transform="rotate(45 ${n(x)} ${n(y)})"/>`,
      );
    }
  } else if (kind === 3) {
    const bands = 5 + Math.floor(rnd() * 3);
    for (let i = 0; i < bands; i++) {
      const y = (h / bands) * (i + 0.5);
      const amp = 8 + rnd() * 18;
      const len = w / 4;
      let d = `M0 ${n(y)}`;
      for (let k = 0; k < 4; k++)
        d += `Q${n(len * (k + 0.5))} ${n(y + (k % 2 === 0 ? -amp : amp))} ${n(len * (k + 1))} ${n(y)}`;
      parts.push(`<path d="${d}" fill="none" stroke="#fff" stroke-width="${n(2 + rnd() * 3)}"/>`);
    }
  } else {
    const step = Math.max(w, h) / (10 + Math.floor(rnd() * 6));
    for (let y = step / 2; y < h; y += step) {
      for (let x = step / 2; x < w; x += step) {
        const r = step * (0.08 + 0.22 * ((Math.sin(x * 0.02 + y * 0.03) + 1) / 2));
        parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff"/>`);
      }
    }
  }
  return `<g opacity="${opacity}">${parts.join('')}</g>`;
}

function star(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    coords.push(`${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`);
  }
  return `<polygon points="${coords.join(' ')}"/>`;
}

/**
 * A category emblem drawn in a 100x100 box centred on 0,0, so callers place it with one transform.
 * `accent` is the dark brand tone used for details on white shapes.
 */
function emblem(gameType: string, accent: string, rnd: () => number): string {
  const white = '#ffffff';
  switch (gameType.toUpperCase()) {
    case 'FISH':
      return (
        `<path d="M-40 0C-20-28 20-28 30 0C20 28-20 28-40 0Z" fill="${white}"/>` +
        `<path d="M26 0L48-22L44 0L48 22Z" fill="${white}" opacity="0.85"/>` +
        `<path d="M-8-18C0-8 0 8-8 18" fill="none" stroke="${accent}" stroke-width="3" opacity="0.5"/>` +
        `<circle cx="-24" cy="-4" r="5" fill="${accent}"/>` +
        `<circle cx="-46" cy="-30" r="5" fill="none" stroke="${white}" stroke-width="2"/>` +
        `<circle cx="-38" cy="-42" r="3" fill="none" stroke="${white}" stroke-width="2"/>`
      );
    case 'LIVE':
      return (
        `<circle r="46" fill="${white}"/>` +
        `<circle r="40" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="14 11"/>` +
        `<circle r="26" fill="${accent}"/>` +
        `<circle r="20" fill="none" stroke="${white}" stroke-width="2" stroke-dasharray="4 4"/>` +
        `<g fill="${white}">${star(0, 0, 11, 5)}</g>`
      );
    case 'PVP':
      return (
        `<rect x="-44" y="-42" width="56" height="80" rx="8" fill="${white}" opacity="0.6" transform="rotate(-12)"/>` +
        `<rect x="-22" y="-40" width="56" height="80" rx="8" fill="${white}" transform="rotate(10)"/>` +
        `<path d="M6-26C14-14 26-6 26 4C26 14 14 18 8 10L11 22H1L4 10C-2 18-14 14-14 4C-14-6-2-14 6-26Z" ` +
        `fill="${accent}" transform="rotate(10)"/>`
      );
    case 'SPORTS': {
      const pent = [0, 1, 2, 3, 4]
        .map((i) => {
          const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
          return `${n(Math.cos(a) * 15)},${n(Math.sin(a) * 15)}`;
        })
        .join(' ');
      const spokes = [0, 1, 2, 3, 4]
        .map((i) => {
          const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
          return `M${n(Math.cos(a) * 15)} ${n(Math.sin(a) * 15)}L${n(Math.cos(a) * 44)} ${n(Math.sin(a) * 44)}`;
        })
        .join('');
      return (
        `<circle r="45" fill="${white}"/><polygon points="${pent}" fill="${accent}"/>` +
        `<path d="${spokes}" stroke="${accent}" stroke-width="3"/>` +
        `<circle r="45" fill="none" stroke="${accent}" stroke-width="3"/>`
      );
    }
    case 'ESPORTS':
      return (
        `<polygon points="0,-46 40,-23 40,23 0,46 -40,23 -40,-23" fill="${white}"/>` +
        `<path d="M8-34L-20 6H-2L-8 34L20-6H2Z" fill="${accent}"/>`
      );
    case 'LOTT':
    case 'ELOTT': {
      const balls: [number, number][] = [
        [-26, 14],
        [26, 14],
        [0, -22],
      ];
      return balls
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="23" fill="${white}"/>` +
            `<circle cx="${x}" cy="${y}" r="15" fill="none" stroke="${accent}" stroke-width="2"/>` +
            `<text x="${x}" y="${y + 6}" font-family="${FONT}" font-size="17" font-weight="800" ` +
            `fill="${accent}" text-anchor="middle">${1 + Math.floor(rnd() * 49)}</text>`,
        )
        .join('');
    }
    case 'COCKFIGHT':
      return (
        `<path d="M0-46L38-30V4C38 28 18 40 0 47C-18 40-38 28-38 4V-30Z" fill="${white}"/>` +
        `<path d="M-16 20C-16 0-6-18 12-28C4-14 6-4 16 2C8 4 2 10 0 20Z" fill="${accent}"/>` +
        `<path d="M10-30L16-40L20-28Z" fill="${accent}"/>`
      );
    case 'BGS': {
      const pips: [number, number][] = [
        [-20, -20],
        [20, -20],
        [0, 0],
        [-20, 20],
        [20, 20],
      ];
      return (
        `<rect x="-42" y="-42" width="84" height="84" rx="16" fill="${white}" transform="rotate(-8)"/>` +
        `<g transform="rotate(-8)" fill="${accent}">` +
        pips.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8"/>`).join('') +
        `</g>`
      );
    }
    default:
      // Slots and anything unknown: a cut gem, the classic "jackpot" symbol.
      return (
        `<path d="M-24-40H24L48-14L0 44L-48-14Z" fill="${white}"/>` +
        `<path d="M-48-14H48M-24-40L-12-14L0 44L12-14L24-40M-12-14L0-40L12-14" fill="none" ` +
        `stroke="${accent}" stroke-width="2.5" stroke-linejoin="round" opacity="0.55"/>` +
        `<path d="M-24-40H0L-12-14H-48Z" fill="${accent}" opacity="0.12"/>`
      );
  }
}

/** Gradient and glow defs shared by the larger pictures; ids carry a hash so inlined SVGs do not clash. */
function backdrop(
  id: string,
  w: number,
  h: number,
  from: string,
  to: string,
  glowAt: [number, number],
): string {
  return (
    `<defs>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="${glowAt[0]}" cy="${glowAt[1]}" r="0.6">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.35"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}b)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}g)"/>`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Public pictures

/** A four-point twinkle, centred on cx,cy. */
function twinkle(cx: number, cy: number, r: number): string {
  const q = r * 0.22;
  return (
    `<path d="M${n(cx)} ${n(cy - r)}Q${n(cx + q)} ${n(cy - q)} ${n(cx + r)} ${n(cy)}` +
    `Q${n(cx + q)} ${n(cy + q)} ${n(cx)} ${n(cy + r)}Q${n(cx - q)} ${n(cy + q)} ${n(cx - r)} ${n(cy)}` +
    `Q${n(cx - q)} ${n(cy - q)} ${n(cx)} ${n(cy - r)}Z"/>`
  );
}

/** Metallic fills for the hero motif: gold, silver or a pale tint of the vendor's colour. */
function heroFill(id: string, base: Rgb, pick: number): string {
  const stops: [string, string] =
    pick < 0.45
      ? ['#fff6cf', '#f2b01e']
      : pick < 0.7
        ? ['#ffffff', '#b8c4d8']
        : ['#ffffff', shade(base, 0.45)];
  return (
    `<linearGradient id="${id}i" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient>`
  );
}

/** An icon placed by its centre; the 512 grid is scaled to `size` pixels. */
function placeIcon(ref: string, cx: number, cy: number, size: number, rotate: number, attrs: string): string {
  const s = size / ICON_SIZE;
  return (
    `<use href="#${ref}" ${attrs} transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) ` +
    `scale(${Math.round(s * 1000) / 1000}) translate(-256 -256)"/>`
  );
}

/**
 * A game's thumbnail, portrait 3:4. It carries no text at all: the site writes the (translated) name and
 * vendor under it, so the picture is the same in every language and never shows an internal code.
 */
export function gameArt({ name, vendorCode, color, gameType }: GameArtInput): string {
  const key = `${vendorCode}|${name}|${gameType}`;
  const seed = hash(key);
  const rnd = random(seed);
  const base = parseColor(color, key);
  const id = `a${seed.toString(36)}`;
  const icon = pickMotif(name, gameType, seed);
  const top = rotateHue(base, -25 + rnd() * 50, 0.44);
  const bottom = rotateHue(base, 25 + rnd() * 50, 0.1);
  const tilt = -12 + rnd() * 24;
  const fill = heroFill(id, base, rnd());
  const sparkles = Array.from({ length: 3 + Math.floor(rnd() * 3) }, () => {
    const a = rnd() * Math.PI * 2;
    const d = 105 + rnd() * 30;
    return twinkle(150 + Math.cos(a) * d, 175 + Math.sin(a) * d * 1.1, 5 + rnd() * 9);
  }).join('');
  const body =
    `<defs>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="0.4" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="0.5" cy="0.43" r="0.5">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    fill +
    `<g id="${id}m">${iconBody(icon) ?? ''}</g>` +
    `</defs>` +
    `<rect width="300" height="400" fill="url(#${id}b)"/>` +
    motif(rnd, 300, 400, 0.09) +
    `<rect width="300" height="400" fill="url(#${id}g)"/>` +
    `<circle cx="150" cy="175" r="112" fill="none" stroke="#fff" stroke-width="2" opacity="0.2"/>` +
    `<circle cx="150" cy="175" r="132" fill="none" stroke="#fff" stroke-width="1" opacity="0.12"/>` +
    `<ellipse cx="150" cy="300" rx="92" ry="14" fill="#000" opacity="0.3"/>` +
    placeIcon(`${id}m`, 156, 185, 200, tilt, 'fill="#000" opacity="0.35"') +
    placeIcon(
      `${id}m`,
      150,
      175,
      200,
      tilt,
      `fill="url(#${id}i)" stroke="${shade(base, -0.6)}" stroke-width="6"`,
    ) +
    `<g fill="#fff" opacity="0.85">${sparkles}</g>` +
    `<rect y="352" width="300" height="48" fill="${shade(base, -0.75)}" opacity="0.55"/>` +
    `<rect x="3" y="3" width="294" height="394" rx="16" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="2"/>`;
  return svg(300, 400, '', body, { decorative: true });
}

/** Words that describe what a studio makes rather than who it is; a wordmark sets them small beneath. */
const genericWords =
  /^(gaming|games|live|sports|sportsbook|lottery|cards|poker|soft|slots|originals|keno|sabong|esports|studio)$/i;

/** Splits a vendor's name into the wordmark's name and its small tagline ("PG Soft" → PG / SOFT). */
function wordmarkParts(name: string): [string, string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1 && genericWords.test(words[words.length - 1] ?? '')) {
    return [words.slice(0, -1).join(' '), words[words.length - 1] ?? ''];
  }
  return [words.join(' '), ''];
}

/** The vendor's name set as a wordmark in its own colour, centred on cx. */
function wordmark(
  name: string,
  base: Rgb,
  cx: number,
  cy: number,
  maxWidth: number,
  maxSize: number,
): string {
  const [main, tagline] = wordmarkParts(name || '?');
  const mainText = clip(main, 16);
  const size = Math.round(Math.max(maxSize * 0.4, Math.min(maxSize, maxWidth / (length(mainText) * 0.64))));
  const tagSize = Math.max(9, size * 0.3);
  const tagText = clip(tagline.toUpperCase(), 14);
  const mainY = tagline ? cy + size * 0.12 : cy + size * 0.35;
  const barWidth = Math.min(maxWidth, length(mainText) * size * 0.55);
  return (
    textBlock([mainText], {
      x: cx,
      y: mainY,
      size,
      anchor: 'middle',
      fill: rotateHue(base, 0, 0.66),
      weight: 900,
      spacing: -0.5,
    }) +
    `<rect x="${n(cx - barWidth / 2)}" y="${n(mainY + size * 0.16)}" width="${n(barWidth)}" ` +
    `height="${n(Math.max(2, size * 0.06))}" rx="${n(size * 0.03)}" fill="${rotateHue(base, 20, 0.5)}"/>` +
    (tagText
      ? textBlock([tagText], {
          x: cx,
          y: mainY + size * 0.16 + tagSize * 1.6,
          size: tagSize,
          anchor: 'middle',
          fill: '#e5e7eb',
          weight: 600,
          spacing: tagSize * 0.35,
        })
      : '')
  );
}

/** A vendor tile: the studio's wordmark over a dark stage lit in its colour, with its category's motif. */
export function vendorArt({ code, name, color, gameType, large = false }: VendorArtInput): string {
  const w = large ? 600 : 400;
  const h = large ? 300 : 240;
  const seed = hash(`${code}|${gameType}|${large ? 'L' : 'S'}`);
  const rnd = random(seed);
  const base = parseColor(color, code);
  const id = `v${seed.toString(36)}`;
  const iconSize = h * 0.9;
  const body =
    `<defs>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${rotateHue(base, -10, 0.16)}"/><stop offset="1" stop-color="#070a14"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="0.5" cy="0.5" r="0.55">` +
    `<stop offset="0" stop-color="${rotateHue(base, 0, 0.45)}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${rotateHue(base, 0, 0.45)}" stop-opacity="0"/></radialGradient>` +
    `<g id="${id}m">${iconBody(categoryMotif(gameType)) ?? ''}</g>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}b)"/>` +
    motif(rnd, w, h, 0.05) +
    placeIcon(
      `${id}m`,
      w * 0.86,
      h * 0.62,
      iconSize,
      -14,
      `fill="${rotateHue(base, 0, 0.55)}" opacity="0.22"`,
    ) +
    `<rect width="${w}" height="${h}" fill="url(#${id}g)"/>` +
    wordmark(name, base, w / 2, h / 2, w * 0.8, large ? 92 : 66);
  return svg(w, h, name, body);
}

/** The footer's small partner logo: the same wordmark on a dark chip. */
export function vendorLogo({ code, name, color }: VendorLogoInput): string {
  const base = parseColor(color, code);
  const body =
    `<rect x="1" y="1" width="158" height="58" rx="12" fill="#111827" stroke="#374151" stroke-width="2"/>` +
    wordmark(name, base, 80, 28, 132, 26);
  return svg(160, 60, name, body);
}

/**
 * A banner's key visual: the hero motif (by keyword in the title, else by seed) lit on the right, scattered
 * coins, gems and cards around it, and the title on the left. The call to action is a real link the site
 * draws over the lower left, so the picture leaves that corner clear.
 */
export function bannerArt({ title, color, seed }: BannerArtInput): string {
  const h0 = hash(`banner|${seed}`);
  const rnd = random(h0);
  const base = parseColor(color, `banner|${seed}`);
  const id = `b${h0.toString(36)}`;
  const keyword = pickMotif(title, '?', h0);
  const hero = /cherry|horseshoe|bell|gems|coins|crown|gold-bar|slot-machine/.test(keyword)
    ? (bannerHeroes[h0 % bannerHeroes.length] ?? 'crown')
    : keyword;
  const accents = [0, 1].map((i) => bannerAccents[(h0 + i * 3) % bannerAccents.length] ?? 'two-coins');
  const lines = titleLines(title, 22);
  const direction = textDirection(title);
  const size = fitSize(lines, 1000, 88, 56);
  // High on the left: the site's call-to-action button sits below the title.
  const titleY = 196 - ((lines.length - 1) * size * 1.08) / 2;
  const scatter = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2 + rnd() * 0.5;
    const d = 250 + rnd() * 60;
    const s = 70 + rnd() * 70;
    return placeIcon(
      `${id}${i % 2}`,
      1440 + Math.cos(a) * d * 1.5,
      300 + Math.sin(a) * d,
      s,
      -30 + rnd() * 60,
      `fill="url(#${id}i)" opacity="${n(0.55 + rnd() * 0.35)}"`,
    );
  }).join('');
  const sparkles = Array.from({ length: 12 }, () =>
    twinkle(1000 + rnd() * 880, 30 + rnd() * 540, 6 + rnd() * 14),
  ).join('');
  const body =
    `<defs>` +
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${rotateHue(base, -25, 0.2)}"/>` +
    `<stop offset="0.55" stop-color="${rotateHue(base, 10, 0.36)}"/>` +
    `<stop offset="1" stop-color="${rotateHue(base, 40, 0.14)}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="0.75" cy="0.5" r="0.45">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.4"/>` +
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    heroFill(id, base, 0) +
    `<g id="${id}h">${iconBody(hero) ?? ''}</g>` +
    `<g id="${id}0">${iconBody(accents[0] ?? 'two-coins') ?? ''}</g>` +
    `<g id="${id}1">${iconBody(accents[1] ?? 'gems') ?? ''}</g>` +
    `</defs>` +
    `<rect width="1920" height="600" fill="url(#${id}b)"/>` +
    motif(rnd, 1920, 600, 0.06) +
    `<rect width="1920" height="600" fill="url(#${id}g)"/>` +
    `<circle cx="1440" cy="300" r="230" fill="none" stroke="#fff" stroke-width="6" opacity="0.22"/>` +
    `<circle cx="1440" cy="300" r="275" fill="none" stroke="#fff" stroke-width="2" opacity="0.14"/>` +
    scatter +
    placeIcon(`${id}h`, 1452, 318, 380, -6, 'fill="#000" opacity="0.35"') +
    placeIcon(
      `${id}h`,
      1440,
      300,
      380,
      -6,
      `fill="url(#${id}i)" stroke="${shade(base, -0.6)}" stroke-width="6"`,
    ) +
    `<g fill="#fff" opacity="0.8">${sparkles}</g>` +
    `<path d="M0 600L1920 470V600Z" fill="#000" opacity="0.2"/>` +
    `<rect x="120" y="${n(titleY - size * 1.2)}" width="110" height="10" rx="5" fill="#f2b01e"/>` +
    // Right-to-left lines keep their left edge at the margin (anchored at their end), where the site puts
    // the call to action in every direction.
    textBlock(lines, {
      x: 120,
      y: titleY,
      size,
      lineHeight: 1.08,
      direction,
      anchor: direction === 'rtl' ? 'end' : 'start',
    });
  return svg(1920, 600, title, body);
}

const promotionPalette: Record<string, string> = {
  NEW: '#e11d48',
  DAILY: '#0ea5e9',
  VIP: '#a16207',
  SLOTS: '#7c3aed',
  LIVE: '#059669',
};

/** A small picture per promotion category; unknown categories get the gift. */
function promotionGlyph(category: string, accent: string): string {
  switch (category) {
    case 'DAILY':
      return (
        `<rect x="-44" y="-38" width="88" height="80" rx="12" fill="#fff"/>` +
        `<rect x="-44" y="-38" width="88" height="22" rx="10" fill="${accent}"/>` +
        `<rect x="-30" y="-48" width="8" height="20" rx="4" fill="#fff"/><rect x="22" y="-48" width="8" height="20" rx="4" fill="#fff"/>` +
        textBlock(['24'], { x: 0, y: 30, size: 34, anchor: 'middle', fill: accent, weight: 900 })
      );
    case 'VIP':
      return (
        `<path d="M-46 30L-40-26L-16 0L0-38L16 0L40-26L46 30Z" fill="#fff"/>` +
        `<rect x="-46" y="32" width="92" height="12" rx="4" fill="#fff"/>` +
        `<circle cx="0" cy="10" r="8" fill="${accent}"/>`
      );
    case 'SLOTS':
      return emblem('RNG', accent, () => 0.5);
    case 'LIVE':
      return emblem('LIVE', accent, () => 0.5);
    default:
      return (
        `<rect x="-42" y="-10" width="84" height="54" rx="6" fill="#fff"/>` +
        `<rect x="-48" y="-28" width="96" height="22" rx="6" fill="#fff"/>` +
        `<rect x="-7" y="-28" width="14" height="72" fill="${accent}"/>` +
        `<path d="M0-28C-20-56-42-38-22-28ZM0-28C20-56 42-38 22-28Z" fill="none" stroke="#fff" stroke-width="6"/>`
      );
  }
}

/**
 * A promotion's picture holds no words: the site sets the title (and category) beside it as text, so it
 * translates and reads in the member's direction. The glyph sits in the middle so the picture also reads
 * when a narrow card crops it.
 */
export function promotionArt({ category, seed }: PromotionArtInput): string {
  const cat = category.toUpperCase();
  const h0 = hash(`promo|${cat}|${seed}`);
  const rnd = random(h0);
  const base = parseColor(promotionPalette[cat], `promo|${cat}`);
  const id = `p${h0.toString(36)}`;
  const accent = shade(base, -0.45);
  // Coins on both wings, kept clear of the glyph's halo.
  const coins = Array.from({ length: 8 }, (_, i) => {
    const left = i % 2 === 0;
    const x = left ? 60 + rnd() * 220 : 520 + rnd() * 220;
    const y = 50 + rnd() * 300;
    const r = 10 + rnd() * 16;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fcd34d"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.65)}" fill="none" stroke="#b45309" stroke-width="2"/>`;
  }).join('');
  const sparkles = Array.from({ length: 6 }, () =>
    twinkle(40 + rnd() * 720, 30 + rnd() * 340, 6 + rnd() * 8),
  ).join('');
  const body =
    backdrop(id, 800, 400, rotateHue(base, -20, 0.5), rotateHue(base, 35, 0.17), [0.5, 0.45]) +
    motif(rnd, 800, 400, 0.08) +
    `<circle cx="400" cy="200" r="160" fill="#fff" opacity="0.1"/>` +
    `<circle cx="400" cy="200" r="118" fill="#fff" opacity="0.08"/>` +
    coins +
    `<g fill="#fff" opacity="0.75">${sparkles}</g>` +
    `<g transform="translate(400 205) scale(2.1)">${promotionGlyph(cat, accent)}</g>`;
  return svg(800, 400, '', body, { decorative: true });
}

/** A member's default picture: the first letter of the account on a colour of its own. */
export function avatarArt(account: string): string {
  const base = parseColor(undefined, account);
  const letter = escapeXml(([...account.trim()][0] ?? '?').toUpperCase());
  const body =
    `<circle cx="48" cy="48" r="48" fill="${toHex(base)}"/>` +
    `<text x="48" y="62" font-family="system-ui,sans-serif" font-size="44" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${letter}</text>`;
  return svg(96, 96, account, body);
}

/** The points mall's pictures (decision 0278): one per kind of reward, named by `pointRewardArtNames`. */
const pointRewardPalette = {
  cash: '#16a34a',
  bonus: '#e11d48',
  cap: '#2563eb',
  phone: '#334155',
  shirt: '#7c3aed',
  mug: '#c2410c',
} as const;
export type PointRewardArtName = keyof typeof pointRewardPalette;
export const pointRewardArtNames = Object.keys(pointRewardPalette) as PointRewardArtName[];

function pointRewardGlyph(name: PointRewardArtName, accent: string): string {
  switch (name) {
    case 'cash':
      return (
        `<rect x="-58" y="-32" width="116" height="64" rx="8" fill="#fff"/>` +
        `<rect x="-50" y="-24" width="100" height="48" rx="5" fill="none" stroke="${accent}" stroke-width="3"/>` +
        `<circle cx="0" cy="0" r="15" fill="${accent}"/>` +
        `<circle cx="-36" cy="0" r="5" fill="${accent}"/><circle cx="36" cy="0" r="5" fill="${accent}"/>`
      );
    case 'cap':
      return (
        `<path d="M-44 16C-44-22-22-40 0-40C22-40 44-22 44 16Z" fill="#fff"/>` +
        `<path d="M-44 16H62C62 28 40 32 8 30H-44Z" fill="#fff"/>` +
        `<circle cx="0" cy="-40" r="5" fill="${accent}"/>` +
        `<path d="M-16-12H16" stroke="${accent}" stroke-width="8" stroke-linecap="round"/>`
      );
    case 'phone':
      return (
        `<rect x="-28" y="-50" width="56" height="100" rx="10" fill="#fff"/>` +
        `<rect x="-22" y="-40" width="44" height="74" rx="3" fill="${accent}"/>` +
        `<circle cx="0" cy="42" r="4" fill="${accent}"/>`
      );
    case 'shirt':
      return (
        `<path d="M-18-42L-52-26L-40 0L-30-6V46H30V-6L40 0L52-26L18-42C12-32-12-32-18-42Z" fill="#fff"/>` +
        `<circle cx="0" cy="6" r="10" fill="${accent}"/>`
      );
    case 'mug':
      return (
        `<rect x="-36" y="-36" width="60" height="76" rx="8" fill="#fff"/>` +
        `<path d="M24-20C52-20 52 24 24 24" fill="none" stroke="#fff" stroke-width="10"/>` +
        `<rect x="-26" y="-10" width="40" height="8" rx="4" fill="${accent}"/>`
      );
    default:
      return promotionGlyph('GIFT', accent);
  }
}

/** A reward's picture, without words (the site writes the title beside it in the member's language). */
export function pointRewardArt(name: PointRewardArtName): string {
  const h0 = hash(`points|${name}`);
  const rnd = random(h0);
  const base = parseColor(pointRewardPalette[name], `points|${name}`);
  const id = `r${h0.toString(36)}`;
  const accent = shade(base, -0.45);
  const sparkles = Array.from({ length: 6 }, () =>
    twinkle(30 + rnd() * 540, 30 + rnd() * 540, 6 + rnd() * 8),
  ).join('');
  const body =
    backdrop(id, 600, 600, rotateHue(base, -20, 0.5), rotateHue(base, 35, 0.17), [0.5, 0.45]) +
    motif(rnd, 600, 600, 0.08) +
    `<circle cx="300" cy="300" r="200" fill="#fff" opacity="0.1"/>` +
    `<g fill="#fff" opacity="0.75">${sparkles}</g>` +
    `<g transform="translate(300 305) scale(3)">${pointRewardGlyph(name, accent)}</g>`;
  return svg(600, 600, '', body, { decorative: true });
}
