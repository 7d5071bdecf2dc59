/*
 * The draw's check, in the browser (docs/games/lottery.md, 'Verify a draw'): SHA-256 of the seed text
 * must be the hash published when the draw opened, and the result follows from the seed, the game's
 * node id and the numero. Random words: HMAC-SHA256 keyed with the seed text, message
 * `${nodeId}:${numero}:${k}` for k = 0, 1, …, each block read as eight big-endian 32-bit words; a
 * number in [0, n) takes the next word below 2^32 − (2^32 mod n). Digits are independent draws,
 * distinct numbers a partial Fisher–Yates shuffle of min..max.
 *
 * WebCrypto exists only in secure contexts (https, localhost): elsewhere `canVerify()` is false and
 * the page points to the recipe instead of checking.
 */

export type ResultFormat = { count: number; min: number; max: number; distinct: boolean };

const encoder = new TextEncoder();
const subtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

export const canVerify = () => subtle() !== null;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  const crypto = subtle();
  if (!crypto) throw new Error('WebCrypto is not available');
  return hex(await crypto.digest('SHA-256', encoder.encode(text)));
}

/** The result the seed gives, computed here exactly as the server draws it. */
export async function drawFromSeed(
  format: ResultFormat,
  input: { seed: string; nodeId: string; numero: string },
): Promise<number[]> {
  const crypto = subtle();
  if (!crypto) throw new Error('WebCrypto is not available');
  const key = await crypto.importKey(
    'raw',
    encoder.encode(input.seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const words: number[] = [];
  let block = 0;
  async function word(): Promise<number> {
    if (words.length === 0) {
      const message = encoder.encode(`${input.nodeId}:${input.numero}:${block++}`);
      const view = new DataView(await crypto!.sign('HMAC', key, message));
      for (let i = 0; i < 32; i += 4) words.push(view.getUint32(i));
    }
    return words.shift()!;
  }
  async function next(n: number): Promise<number> {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const w = await word();
      if (w < limit) return w % n;
    }
  }
  const { count, min, max, distinct } = format;
  const result: number[] = [];
  if (!distinct) {
    for (let i = 0; i < count; i++) result.push(min + (await next(max - min + 1)));
    return result;
  }
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = 0; i < count; i++) {
    const j = i + (await next(pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

export type Verification = { hashMatches: boolean; resultMatches: boolean; computed: number[] };

/** Both checks of a drawn draw. */
export async function verifyDraw(
  format: ResultFormat,
  draw: { seed: string; seedHash: string; numero: string; result: readonly number[] },
  nodeId: string,
): Promise<Verification> {
  const [hash, computed] = await Promise.all([
    sha256Hex(draw.seed),
    drawFromSeed(format, { seed: draw.seed, nodeId, numero: draw.numero }),
  ]);
  return {
    hashMatches: hash === draw.seedHash.toLowerCase(),
    resultMatches: computed.length === draw.result.length && computed.every((n, i) => n === draw.result[i]),
    computed,
  };
}
