import { describe, expect, it } from 'vitest';
import { deviceOs } from './free-play';

describe('deviceOs', () => {
  it('names the visitor system for the free-play payload', () => {
    expect(deviceOs('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126')).toBe('Android');
    expect(deviceOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('iOS');
    expect(deviceOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(deviceOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('macOS');
    expect(deviceOs('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(deviceOs('curl/8')).toBe('Other');
  });
});
