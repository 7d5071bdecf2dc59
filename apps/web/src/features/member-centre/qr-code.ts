/*
 * A small QR Code (model 2) encoder for the authenticator-app enrolment: byte mode, any version,
 * any error-correction level, drawn as an SVG data: URL (the CSP allows data: images and no inline
 * styles). It follows ISO/IEC 18004 the way Project Nayuki's reference generator lays it out.
 *
 * Why not the qrcode package the app-download popup uses: a second importer turns that CommonJS
 * package into a shared chunk and pulls the bundler's runtime out of the entry chunk, which costs
 * the home route's first download about 180 bytes for a page it never shows. This file costs the
 * lazy My account chunk about 2 KiB (qrcode is 8.6 KiB), and its test checks it module for module
 * against qrcode.
 */

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

const eccIndex: Record<ErrorCorrection, number> = { L: 0, M: 1, Q: 2, H: 3 };
/** The two format bits of each level (L 01, M 00, Q 11, H 10). */
const eccFormatBits: Record<ErrorCorrection, number> = { L: 1, M: 0, Q: 3, H: 2 };

/* Per level and version (index 0 unused): error-correction codewords per block, and blocks. */
const eccCodewordsPerBlock = [
  [
    -1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    -1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  [
    -1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30,
    28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  [
    -1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
];
const errorCorrectionBlocks = [
  [
    -1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
    17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  [
    -1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
    29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  [
    -1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35,
    38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  [
    -1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
    45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
];

const bit = (value: number, index: number) => ((value >>> index) & 1) !== 0;

/** Data modules of a version: everything but the function patterns and the format/version areas. */
function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    result -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

function dataCodewords(version: number, ecc: ErrorCorrection): number {
  const level = eccIndex[ecc];
  return (
    Math.floor(rawDataModules(version) / 8) -
    eccCodewordsPerBlock[level]![version]! * errorCorrectionBlocks[level]![version]!
  );
}

/* Reed–Solomon over GF(2^8) with the polynomial 0x11D. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], divisor: readonly number[]): number[] {
  const result = divisor.map(() => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coefficient, i) => (result[i]! ^= gfMultiply(coefficient, factor)));
  }
  return result;
}

/** The data codewords followed by their error correction, split into blocks and interleaved. */
function withErrorCorrection(data: readonly number[], version: number, ecc: ErrorCorrection): number[] {
  const level = eccIndex[ecc];
  const blocks = errorCorrectionBlocks[level]![version]!;
  const eccLength = eccCodewordsPerBlock[level]![version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blocks - (rawCodewords % blocks);
  const shortLength = Math.floor(rawCodewords / blocks);
  const divisor = rsDivisor(eccLength);
  const all: number[][] = [];
  for (let i = 0, k = 0; i < blocks; i++) {
    const chunk = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += chunk.length;
    const ecBytes = rsRemainder(chunk, divisor);
    if (i < shortBlocks) chunk.push(0);
    all.push([...chunk, ...ecBytes]);
  }
  const result: number[] = [];
  for (let i = 0; i < all[0]!.length; i++) {
    all.forEach((block, j) => {
      // The padding byte of the short blocks is not sent.
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!);
    });
  }
  return result;
}

/** Byte-mode segment, terminator and padding: the data codewords of the smallest fitting version. */
function encodeData(bytes: Uint8Array, ecc: ErrorCorrection, minVersion: number) {
  for (let version = minVersion; version <= 40; version++) {
    const countBits = version <= 9 ? 8 : 16;
    const capacity = dataCodewords(version, ecc) * 8;
    const used = 4 + countBits + bytes.length * 8;
    if (used > capacity || bytes.length >= 2 ** countBits) continue;
    const bits: number[] = [];
    const append = (value: number, length: number) => {
      for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
    };
    append(0b0100, 4);
    append(bytes.length, countBits);
    for (const byte of bytes) append(byte, 8);
    append(0, Math.min(4, capacity - bits.length));
    append(0, (8 - (bits.length % 8)) % 8);
    for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) append(pad, 8);
    const codewords: number[] = [];
    for (let i = 0; i < bits.length; i += 8) {
      codewords.push(bits.slice(i, i + 8).reduce((byte, b) => (byte << 1) | b, 0));
    }
    return { version, codewords };
  }
  throw new RangeError('Text too long for a QR code');
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let position = version * 4 + 10; result.length < count; position -= step)
    result.splice(1, 0, position);
  return result;
}

function maskApplies(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

export type QrMatrix = {
  version: number;
  mask: number;
  size: number;
  /** modules[y][x], true for dark. */
  modules: boolean[][];
};

/*
 * Flat arrays, row by row, and the function patterns and codewords drawn once for all eight masks:
 * trying every mask with nested boolean arrays and a string search per line took a mid-range phone
 * a few hundred milliseconds of main thread when My account opened (Lighthouse, mobile preset).
 */
class Grid {
  /** 1 for dark, at y * size + x. */
  readonly modules: Uint8Array;
  /** 1 where a function pattern or the format/version area is, which masks leave alone. */
  readonly reserved: Uint8Array;

  constructor(
    readonly size: number,
    from?: Grid,
  ) {
    this.modules = from ? from.modules.slice() : new Uint8Array(size * size);
    this.reserved = from ? from.reserved : new Uint8Array(size * size);
  }

  setFunction(x: number, y: number, dark: boolean) {
    this.modules[y * this.size + x] = dark ? 1 : 0;
    this.reserved[y * this.size + x] = 1;
  }

  /** The matrix as QrMatrix gives it. */
  rows(): boolean[][] {
    const rows: boolean[][] = [];
    for (let y = 0; y < this.size; y++) {
      const row = new Array<boolean>(this.size);
      for (let x = 0; x < this.size; x++) row[x] = this.modules[y * this.size + x] === 1;
      rows.push(row);
    }
    return rows;
  }
}

function drawFormatBits(grid: Grid, ecc: ErrorCorrection, mask: number) {
  const data = (eccFormatBits[ecc] << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  const bits = ((data << 10) | remainder) ^ 0x5412;
  const size = grid.size;
  for (let i = 0; i <= 5; i++) grid.setFunction(8, i, bit(bits, i));
  grid.setFunction(8, 7, bit(bits, 6));
  grid.setFunction(8, 8, bit(bits, 7));
  grid.setFunction(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) grid.setFunction(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) grid.setFunction(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) grid.setFunction(8, size - 15 + i, bit(bits, i));
  grid.setFunction(8, size - 8, true);
}

function drawFunctionPatterns(grid: Grid, version: number) {
  const size = grid.size;
  for (let i = 0; i < size; i++) {
    grid.setFunction(6, i, i % 2 === 0);
    grid.setFunction(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size)
          grid.setFunction(x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((cy, i) =>
    positions.forEach((cx, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          grid.setFunction(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      }
    }),
  );
  drawFormatBits(grid, 'M', 0); // reserves the area; the real bits come with the mask
  if (version >= 7) {
    let remainder = version;
    for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
    const bits = (version << 12) | remainder;
    for (let i = 0; i < 18; i++) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.setFunction(a, b, bit(bits, i));
      grid.setFunction(b, a, bit(bits, i));
    }
  }
}

function drawCodewords(grid: Grid, codewords: readonly number[]) {
  const size = grid.size;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vertical : vertical;
        if (!grid.reserved[y * size + x] && i < codewords.length * 8) {
          grid.modules[y * size + x] = bit(codewords[i >>> 3]!, 7 - (i & 7)) ? 1 : 0;
          i++;
        }
      }
    }
  }
}

function applyMask(grid: Grid, mask: number) {
  const size = grid.size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * size + x;
      if (!grid.reserved[at] && maskApplies(mask, x, y)) grid.modules[at]! ^= 1;
    }
  }
}

/* 11 modules ending at the current one: 0000 1011101, and 1011101 0000. */
const lightThenFinder = 0b00001011101;
const finderThenLight = 0b10111010000;

/**
 * Runs of five or more, and finder-like patterns (1011101) with four light modules before or after
 * them inside the symbol (the quiet zone is not assumed), along one row or column: `step` apart
 * from `start`. A window of the last 15 modules finds both kinds of pattern in the same pass.
 */
function linePenalty(modules: Uint8Array, start: number, step: number, size: number): number {
  let score = 0;
  let run = 0;
  let previous = -1;
  let window = 0;
  for (let i = 0; i < size; i++) {
    const module = modules[start + i * step]!;
    if (module === previous) run++;
    else {
      if (run >= 5) score += run - 2;
      run = 1;
      previous = module;
    }
    window = ((window << 1) | module) & 0x7fff;
    if (i >= 10) {
      const last = window & 0x7ff;
      if (last === lightThenFinder) score += 40;
      // Counted already when the same pattern had four light modules before it too.
      else if (last === finderThenLight && !(i >= 14 && window >>> 11 === 0)) score += 40;
    }
  }
  if (run >= 5) score += run - 2;
  return score;
}

/** The standard penalty (runs, 2×2 blocks, finder-like patterns, dark balance); lower scans better. */
function penalty(modules: Uint8Array, size: number): number {
  let score = 0;
  for (let i = 0; i < size; i++) {
    score += linePenalty(modules, i * size, 1, size) + linePenalty(modules, i, size, size);
  }
  let dark = 0;
  for (let at = 0; at < size * size; at++) dark += modules[at]!;
  for (let y = 0; y + 1 < size; y++) {
    for (let at = y * size, end = at + size - 1; at < end; at++) {
      const module = modules[at];
      if (module === modules[at + 1] && module === modules[at + size] && module === modules[at + size + 1])
        score += 3;
    }
  }
  return score + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
}

type QrOptions = { ecc?: ErrorCorrection; minVersion?: number; mask?: number };

/** The module matrix for the text (UTF-8, byte mode), with the given mask or the best-scoring one. */
export function encodeQr(text: string, options: QrOptions = {}): QrMatrix {
  const ecc = options.ecc ?? 'M';
  const { version, codewords } = encodeData(new TextEncoder().encode(text), ecc, options.minVersion ?? 1);
  const size = version * 4 + 17;
  const unmasked = new Grid(size);
  drawFunctionPatterns(unmasked, version);
  drawCodewords(unmasked, withErrorCorrection(codewords, version, ecc));
  const build = (mask: number) => {
    const grid = new Grid(size, unmasked);
    applyMask(grid, mask);
    drawFormatBits(grid, ecc, mask);
    return grid;
  };
  if (options.mask !== undefined)
    return { version, mask: options.mask, size, modules: build(options.mask).rows() };
  let best = { mask: 0, score: Infinity, grid: unmasked };
  for (let mask = 0; mask < 8; mask++) {
    const grid = build(mask);
    const score = penalty(grid.modules, size);
    if (score < best.score) best = { mask, score, grid };
  }
  return { version, mask: best.mask, size, modules: best.grid.rows() };
}

/** The QR code as an SVG data: URL: dark modules as one path, a white background, no quiet zone. */
export function qrSvgDataUrl(
  text: string,
  options: QrOptions & { dark?: string; light?: string } = {},
): string {
  const { size, modules } = encodeQr(text, options);
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="${options.light ?? '#ffffff'}"/>` +
    `<path d="${path}" fill="${options.dark ?? '#0b0f1a'}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
