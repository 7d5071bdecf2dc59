import type { Payline, SlotSymbol } from '@lobby/contract/provider';
import { keyedHmac } from './digest';

const twoTo32 = 2 ** 32;

/**
 * The vendor emulator's draw (packages/contract/src/provider.ts): reel i stops at the i-th word, read
 * big-endian from HMAC-SHA256(serverSeed, `${roundId}:${counter}`) for counter 0, 1, ..., that is
 * below the largest multiple of the strip's length under 2^32, taken modulo that length.
 */
export async function emulatorStops(serverSeed: string, roundId: string, stripLength: number, reels = 3) {
  const hmac = keyedHmac(serverSeed);
  const limit = twoTo32 - (twoTo32 % stripLength);
  const stops: number[] = [];
  for (let counter = 0; stops.length < reels; counter++) {
    const block = await hmac(`${roundId}:${counter}`);
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset < 32 && stops.length < reels; offset += 4) {
      const word = view.getUint32(offset);
      if (word < limit) stops.push(word % stripLength);
    }
  }
  return stops;
}

/** The pay line a middle line wins: equal symbols from the left, three or two of them. */
export function emulatorWin(paytable: readonly Payline[], symbols: readonly SlotSymbol[]): Payline | null {
  const [a, b, c] = symbols;
  const count = a === b ? (b === c ? 3 : 2) : 1;
  if (count === 1) return null;
  return paytable.find((line) => line.symbol === a && line.count === count) ?? null;
}
