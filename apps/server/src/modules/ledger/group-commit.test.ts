import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

/** A writer that records its batches and answers each item doubled, or an Error for negatives. */
function recordingWriter(options: { failBatches?: boolean } = {}) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const answer = (n: number) => (n < 0 ? new Error(`negative ${n}`) : n * 2);
  const groupCommit = createGroupCommit<number, number>({
    maxBatch: 3,
    write: async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.failBatches) throw new Error('batch failed');
      return items.map(answer);
    },
    writeOne: async (item) => {
      singles.push(item);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const result = answer(item);
      if (result instanceof Error) throw result;
      return result;
    },
  });
  return { batches, singles, groupCommit };
}

describe('group commit', () => {
  it('writes the first item at once and groups what arrives meanwhile, at most maxBatch a time', async () => {
    const { batches, singles, groupCommit } = recordingWriter();
    const results = await Promise.allSettled([1, 2, 3, 4, -5, 6].map((n) => groupCommit.submit(n)));
    expect(singles).toEqual([1]);
    expect(batches).toEqual([
      [2, 3, 4],
      [-5, 6],
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      2,
      4,
      6,
      8,
      'negative -5',
      12,
    ]);
  });

  it('hands a failed batch to writeOne item by item', async () => {
    const { singles, groupCommit } = recordingWriter({ failBatches: true });
    const results = await Promise.allSettled([1, 2, -3].map((n) => groupCommit.submit(n)));
    expect(singles).toEqual([1, 2, -3]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
  });
});
