import { describe, expect, it } from 'vitest';
import { imageSrc, pickCdn, setImageCdns } from './cdn';

describe('image CDN (product §9)', () => {
  it('picks one entry of the list at random', () => {
    const list = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickCdn(list, () => 0)).toBe('https://a.example');
    expect(pickCdn(list, () => 0.5)).toBe('https://b.example');
    expect(pickCdn(list, () => 0.999)).toBe('https://c.example');
    expect(pickCdn([], () => 0.5)).toBe('');
  });

  it('serves the server’s image paths from the chosen CDN for the rest of the visit', () => {
    expect(imageSrc('/img/game/a.svg')).toBe('/img/game/a.svg');
    setImageCdns(['https://cdn.example/']);
    setImageCdns(['https://other.example']);
    expect(imageSrc('/img/game/a.svg')).toBe('https://cdn.example/img/game/a.svg');
    expect(imageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageSrc('//elsewhere.example/x.png')).toBe('//elsewhere.example/x.png');
  });
});
