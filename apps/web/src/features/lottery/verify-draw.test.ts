import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawFromSeed, verifyDraw, type ResultFormat } from './verify-draw';

/* The doc's pinned example (docs/games/lottery.md): one seed, numero 20261122-0345, every type. */
const seed = 'a'.repeat(64);
const numero = '20261122-0345';
const formats: Record<string, ResultFormat> = {
  SSC: { count: 5, min: 0, max: 9, distinct: false },
  '11X5': { count: 5, min: 1, max: 11, distinct: true },
  PK10: { count: 10, min: 1, max: 10, distinct: true },
  LHC: { count: 7, min: 1, max: 49, distinct: true },
  LF: { count: 3, min: 0, max: 9, distinct: false },
};

describe('verifying a draw in the browser', () => {
  it('computes the results the server drew for every type', async () => {
    const at = (type: string, nodeId: string) => drawFromSeed(formats[type]!, { seed, nodeId, numero });
    expect(await at('SSC', 'tcg-fast3')).toEqual([2, 4, 1, 3, 8]);
    expect(await at('11X5', 'vr-lotto-5m')).toEqual([9, 7, 4, 5, 3]);
    expect(await at('PK10', 'vr-virtual-racing')).toEqual([8, 4, 3, 9, 7, 2, 1, 6, 5, 10]);
    expect(await at('LHC', 'gpi-keno-express')).toEqual([40, 26, 1, 36, 47, 25, 34]);
    expect(await at('LF', 'tcg-pick3')).toEqual([6, 3, 2]);
  });

  it('checks the hash and the result, and says which fails', async () => {
    const seedHash = createHash('sha256').update(seed).digest('hex');
    const draw = { seed, seedHash, numero, result: [2, 4, 1, 3, 8] };
    expect(await verifyDraw(formats.SSC!, draw, 'tcg-fast3')).toEqual({
      hashMatches: true,
      resultMatches: true,
      computed: [2, 4, 1, 3, 8],
    });
    const forged = await verifyDraw(formats.SSC!, { ...draw, result: [2, 4, 1, 3, 9] }, 'tcg-fast3');
    expect(forged).toMatchObject({ hashMatches: true, resultMatches: false });
    const swapped = await verifyDraw(formats.SSC!, { ...draw, seedHash: '0'.repeat(64) }, 'tcg-fast3');
    expect(swapped).toMatchObject({ hashMatches: false, resultMatches: true });
  });
});
