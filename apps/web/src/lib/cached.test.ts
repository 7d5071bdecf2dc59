import { describe, expect, it, vi } from 'vitest';
import { cached } from './cached';

describe('cached', () => {
  it('builds once per distinct arguments and hands the same value out again', () => {
    const build = vi.fn((tag: string, decimals: number) => ({ tag, decimals }));
    const format = cached(build);
    const first = format('en', 2);
    expect(format('en', 2)).toBe(first);
    expect(format('en', 0)).not.toBe(first);
    expect(format('vi', 2)).toEqual({ tag: 'vi', decimals: 2 });
    expect(build).toHaveBeenCalledTimes(3);
  });
});
