import { describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath } from './customer-service-path.ts';

describe('customer-service path obfuscation', () => {
  it('round-trips and uses the last 8 characters as the key', async () => {
    const url = 'https://chat.example.com/room?id=42&lang=pt';
    const path = await encryptServicePath(url);
    expect(path).not.toContain('chat.example');
    expect(path.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await decryptServicePath(path)).toBe(url);
  });

  it('gives a different text each time and refuses tampering', async () => {
    const a = await encryptServicePath('https://x.example');
    const b = await encryptServicePath('https://x.example');
    expect(a).not.toBe(b);
    const tampered = `${a.slice(0, -9)}${a.at(-9) === 'A' ? 'B' : 'A'}${a.slice(-8)}`;
    expect(await decryptServicePath(tampered)).toBeNull();
    expect(await decryptServicePath('short')).toBeNull();
    expect(await decryptServicePath(`${a.slice(0, -8)}ZZZZZZZZ`)).toBeNull();
  });
});
