import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, rememberingZlib } from '../src/lib/remembered-compression';

describe('remembered compression', () => {
  const text = JSON.stringify({ success: true, value: 'x'.repeat(4000) });

  it('compresses bytes marked as resent once per encoding', () => {
    const bytes = compressOnce(Buffer.from(text));
    const gzip = rememberingZlib.gzipSync(bytes);
    expect(rememberingZlib.gzipSync(bytes)).toBe(gzip);
    expect(zlib.gunzipSync(gzip).toString()).toBe(text);
    const br = rememberingZlib.brotliCompressSync(bytes);
    expect(rememberingZlib.brotliCompressSync(bytes)).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
  });

  it('compresses any other payload afresh, so nothing unmarked is kept', () => {
    const bytes = Buffer.from(text);
    const first = rememberingZlib.gzipSync(bytes);
    expect(rememberingZlib.gzipSync(bytes)).not.toBe(first);
    expect(zlib.gunzipSync(first).toString()).toBe(text);
  });
});
