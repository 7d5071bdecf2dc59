import { describe, expect, it } from 'vitest';
import { normalizeText, sendable, sendFrame, textLength } from './chat-text';

describe('chat text', () => {
  it('reads a message as the server does: control characters become spaces, the ends are trimmed', () => {
    expect(normalizeText('  hello\nthere\t\u0000! ')).toBe('hello there !');
    expect(normalizeText('\n\n')).toBe('');
  });

  it('counts code points, so an emoji is one character', () => {
    expect(textLength('hi 👋')).toBe(4);
    expect(sendable('')).toBe(false);
    expect(sendable('👋'.repeat(200))).toBe(true);
    expect(sendable('a'.repeat(201))).toBe(false);
  });

  it('replaces lone surrogates, which JSON would escape to six bytes each', () => {
    expect(normalizeText('a\uD83Db')).toBe('a\uFFFDb');
    expect(normalizeText('\uDC00x')).toBe('\uFFFDx');
    expect(normalizeText('😀')).toBe('😀');
  });

  it('writes frames that fit the socket’s 1 KiB for any 200-character message', () => {
    const worst = normalizeText('"\\😀'.repeat(67)).slice(0, 400);
    expect(textLength(worst)).toBeLessThanOrEqual(201);
    const frame = sendFrame([...worst].slice(0, 200).join(''), 'c'.repeat(36));
    expect(frame).not.toBeNull();
    expect(JSON.parse(frame!)).toMatchObject({ type: 'send', clientId: 'c'.repeat(36) });
    expect(sendFrame('x'.repeat(2000), 'id')).toBeNull();
    // Written as UTF-8, not escaped.
    expect(sendFrame('é😀', 'id')).toContain('é😀');
  });
});
