// @vitest-environment node
/*
 * The browser's recomputation of BGS results against the provider's documented algorithm
 * (docs/games/provably-fair.md): pinned vectors for a known seed, and agreement with the server's own
 * engine over many random seeds. The server's modules are loaded at run time only (the provider's
 * page never bundles them) and checked against the contract's schemas.
 */
import { slotRulesSchema, type SlotRules } from '@lobby/contract/bgs';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { evaluateSlot, recomputeDice, recomputeMines, recomputeSlot } from './bgs-outcomes';
import { digestEngine, keyedHmac, sha256Hex, toHex } from './digest';
import { emulatorStops, emulatorWin } from './emulator-outcome';
import { FairStream } from './fair-stream';
import { hmacSha256, sha256 } from './sha256';

const encoder = new TextEncoder();
/** SHA-256 of the text 'bgs test vector': the vector of the server's tests and docs. */
const serverSeed = 'a9fa690b200689bff3ae942f684abbcf26a7f56427950371d846f45520d78686';
const clientSeed = 'lucky-player';

const serverDir = new URL('../../../../server/src/modules/game-provider/', import.meta.url);
/** A server module by path, typed by the caller: kept out of the type-check and of the bundle. */
const serverModule = async <T>(file: string): Promise<T> =>
  (await import(/* @vite-ignore */ new URL(file, serverDir).pathname)) as T;

async function serverSlotRules(): Promise<SlotRules> {
  const { slotConfig } = await serverModule<{ slotConfig: Record<string, unknown> }>('bgs/slot-config.ts');
  return z.parse(slotRulesSchema, {
    game: 'slot',
    rows: 3,
    reels: slotConfig.reels,
    lines: slotConfig.lines,
    paytable: slotConfig.pays,
    wild: slotConfig.wild,
    scatter: slotConfig.scatter,
    scatterPays: slotConfig.scatterPays,
  });
}

const randomHex = (bytes: number) => toHex(crypto.getRandomValues(new Uint8Array(bytes)));

describe('SHA-256 and HMAC in plain JavaScript', () => {
  it('give the standard test vectors', () => {
    expect(toHex(sha256(encoder.encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(toHex(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    // RFC 4231 test case 2.
    expect(toHex(hmacSha256(encoder.encode('Jefe'), encoder.encode('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('agree with WebCrypto for long, short, non-ASCII messages and long keys', async () => {
    expect(digestEngine()).toBe('webcrypto');
    const messages = ['', 'a:0', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(200), 'héllo:3', '🎲:1:2'];
    for (const key of [serverSeed, 'k', 'K'.repeat(64), 'L'.repeat(100)]) {
      const web = keyedHmac(key);
      for (const message of messages) {
        expect(toHex(hmacSha256(encoder.encode(key), encoder.encode(message)))).toBe(
          toHex(await web(message)),
        );
      }
    }
    for (const message of messages)
      expect(toHex(sha256(encoder.encode(message)))).toBe(await sha256Hex(message));
  });
});

describe('the fair stream', () => {
  it('commits to the documented hash of the vector seed', async () => {
    expect(await sha256Hex('bgs test vector')).toBe(serverSeed);
  });

  it('skips words at or above the last multiple of n', async () => {
    const words = [0xffffffff, 5, 0xfffffffe, 0, 0, 0, 0, 0];
    const block = new Uint8Array(32);
    words.forEach((word, i) => new DataView(block.buffer).setUint32(i * 4, word));
    const stream = new FairStream({ serverSeed, clientSeed, nonce: 0 }, async () => block);
    expect(await stream.nextInt(3)).toBe(2);
    expect(await stream.nextInt(3)).toBe(0xfffffffe % 3);
    await expect(stream.nextInt(0)).rejects.toThrow(RangeError);
  });
});

describe('pinned outcomes of the vector seed (the server tests pin the same)', () => {
  const input = (nonce: number) => ({ serverSeed, clientSeed, nonce });

  it('dice', async () => {
    expect((await recomputeDice(input(0))).roll).toBe(2_540);
    expect((await recomputeDice(input(1))).roll).toBe(8_161);
    expect((await recomputeDice(input(42))).roll).toBe(4_384);
    expect(await recomputeDice(input(1), { direction: 'over', target: 8_000 })).toEqual({
      roll: 8_161,
      outcome: {
        roll: 8_161,
        direction: 'over',
        target: 8_000,
        won: true,
        multiplier: 49_524,
        winChance: 1_999,
      },
    });
  });

  it('mines', async () => {
    expect(await recomputeMines(input(0), 5)).toEqual([4, 12, 15, 18, 21]);
    expect(await recomputeMines(input(1), 5)).toEqual([10, 11, 14, 17, 20]);
    expect(await recomputeMines(input(42), 5)).toEqual([6, 9, 17, 19, 23]);
    const all = await recomputeMines(input(0), 24);
    expect(new Set(all).size).toBe(24);
    expect((await recomputeMines(input(0), 3)).every((tile) => all.includes(tile))).toBe(true);
  });

  it('slot', async () => {
    const rules = await serverSlotRules();
    const first = await recomputeSlot(input(0), rules);
    expect(first.stops).toEqual([27, 24, 28, 17, 26]);
    expect(first.lineWins.map((w) => [w.line, w.symbol, w.count, w.multiplier])).toEqual([
      [4, 'ORANGE', 4, 25],
      [11, 'LEMON', 3, 8],
      [13, 'BELL', 3, 25],
      [15, 'LEMON', 3, 8],
    ]);
    expect(first.lineBetMultiplier).toBe(66);
    expect((await recomputeSlot(input(1), rules)).stops).toEqual([25, 29, 0, 29, 5]);
    expect((await recomputeSlot(input(42), rules)).stops).toEqual([25, 22, 35, 32, 25]);
  });

  it('vendor emulator reels', async () => {
    expect(await emulatorStops(serverSeed, 'EMU-0123456789abcdef', 20)).toEqual([4, 9, 1]);
    expect(await emulatorStops(serverSeed, 'EMU-round-2', 20)).toEqual([3, 17, 12]);
    const paytable = [
      { symbol: 'SEVEN' as const, count: 3 as const, multiplier: 300 },
      { symbol: 'SEVEN' as const, count: 2 as const, multiplier: 5 },
    ];
    expect(emulatorWin(paytable, ['SEVEN', 'SEVEN', 'BAR'])).toEqual(paytable[1]);
    expect(emulatorWin(paytable, ['SEVEN', 'SEVEN', 'SEVEN'])).toEqual(paytable[0]);
    expect(emulatorWin(paytable, ['BAR', 'SEVEN', 'SEVEN'])).toBeNull();
  });
});

describe("agreement with the server's engines", () => {
  type Verify = (game: string, input: object, params?: object) => Record<string, unknown>;

  it('over random seeds, client seeds and nonces, for every game', async () => {
    const { verify } = await serverModule<{ verify: Verify }>('bgs/verify.ts');
    const rules = await serverSlotRules();
    for (let i = 0; i < 60; i++) {
      const input = { serverSeed: randomHex(32), clientSeed: randomHex(6), nonce: i * 7919 };
      const dice = await recomputeDice(input, { direction: i % 2 ? 'over' : 'under', target: 500 + i * 131 });
      expect(dice).toEqual(
        (({ roll, outcome }) => ({ roll, outcome }))(
          verify('dice', input, { direction: i % 2 ? 'over' : 'under', target: 500 + i * 131 }) as never,
        ),
      );
      const mines = 1 + (i % 24);
      expect(await recomputeMines(input, mines)).toEqual(verify('mines', input, { mines }).mineTiles);
      expect(await recomputeSlot(input, rules)).toEqual(verify('slot', input).outcome);
    }
  });

  it('the emulator reels over random seeds', async () => {
    const { drawStops } = await serverModule<{ drawStops: (seed: string, round: string) => number[] }>(
      'emulator-slot.ts',
    );
    for (let i = 0; i < 60; i++) {
      const seed = randomHex(32);
      const round = `EMU-${randomHex(16)}`;
      expect(await emulatorStops(seed, round, 20)).toEqual(drawStops(seed, round));
    }
  });

  it('evaluates a window the same way for any stops', async () => {
    const { verify } = await serverModule<{ verify: Verify }>('bgs/verify.ts');
    const rules = await serverSlotRules();
    // Whatever stops the stream gives, the window's wins are the server's.
    const outcome = verify('slot', { serverSeed, clientSeed, nonce: 7 }).outcome as { stops: number[] };
    expect(evaluateSlot(rules, outcome.stops)).toEqual(outcome);
  });
});
