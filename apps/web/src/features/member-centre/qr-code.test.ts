import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvgDataUrl, type ErrorCorrection } from './qr-code';

/** One byte-mode segment of the UTF-8 text, as the encoder under test writes it. */
const bytes = (text: string) => [{ data: new TextEncoder().encode(text), mode: 'byte' as const }];

/** The qrcode package's matrix for the same text, version and mask, as rows of booleans. */
function reference(text: string, ecc: ErrorCorrection, version: number, mask: number): boolean[][] {
  const qr = QRCode.create(bytes(text), {
    errorCorrectionLevel: ecc,
    version,
    maskPattern: mask as QRCode.QRCodeMaskPattern,
  });
  const { size, data } = qr.modules;
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => data[y * size + x] === 1),
  );
}

/** ISO/IEC 18004's mask penalty written plainly (runs, 2×2 blocks, finder-like patterns, balance). */
function plainPenalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const columns = modules.map((_, x) => modules.map((row) => row[x]!));
  for (const line of [...modules, ...columns]) {
    const text = line.map((dark) => (dark ? '1' : '0')).join('');
    for (const run of text.match(/0{5,}|1{5,}/g) ?? []) score += 3 + run.length - 5;
    for (let i = text.indexOf('1011101'); i >= 0; i = text.indexOf('1011101', i + 1)) {
      if ((i >= 4 && text.slice(i - 4, i) === '0000') || text.slice(i + 7, i + 11) === '0000') score += 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const m = modules[y]![x];
      if (m) dark++;
      if (
        y + 1 < size &&
        x + 1 < size &&
        m === modules[y]![x + 1] &&
        m === modules[y + 1]![x] &&
        m === modules[y + 1]![x + 1]
      )
        score += 3;
    }
  }
  return score + Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * 10;
}

describe('QR code encoder', () => {
  it('matches the qrcode package module for module on every version, level and mask', () => {
    for (let version = 1; version <= 40; version++) {
      const ecc = (['L', 'M', 'Q', 'H'] as const)[version % 4]!;
      const mask = version % 8;
      const text = `v${version}`;
      const ours = encodeQr(text, { ecc, minVersion: version, mask });
      expect(ours.version, `version ${version}`).toBe(version);
      expect(ours.modules, `version ${version} ${ecc} mask ${mask}`).toEqual(
        reference(text, ecc, version, mask),
      );
    }
  });

  it('picks the smallest version that holds the text, as qrcode does', () => {
    for (const ecc of ['L', 'M', 'Q', 'H'] as const) {
      for (let length = 1; length <= 600; length += 23) {
        const text = 'x'.repeat(length);
        const expected = QRCode.create(bytes(text), { errorCorrectionLevel: ecc });
        const ours = encodeQr(text, { ecc, mask: 5 });
        expect(ours.version, `${ecc} ${length}`).toBe(expected.version);
        expect(ours.modules, `${ecc} ${length}`).toEqual(reference(text, ecc, ours.version, 5));
      }
    }
  });

  it('matches an authenticator URI at the smallest version, with every mask', () => {
    const uri =
      'otpauth://totp/Lucky%20Lobby:player01?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lucky%20Lobby&algorithm=SHA1&digits=6&period=30';
    for (let mask = 0; mask < 8; mask++) {
      const ours = encodeQr(uri, { ecc: 'M', mask });
      expect(ours.modules).toEqual(reference(uri, 'M', ours.version, mask));
    }
    const chosen = encodeQr(uri);
    const auto = QRCode.create(bytes(uri), { errorCorrectionLevel: 'M' });
    expect(chosen.version).toBe(auto.version);
  });

  it('picks the mask with the lowest penalty, the first of equals', () => {
    for (let length = 1; length <= 200; length += 13) {
      const text = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7 + length) % 90))).join(
        '',
      );
      const scores = Array.from({ length: 8 }, (_, mask) => plainPenalty(encodeQr(text, { mask }).modules));
      expect(encodeQr(text).mask, text).toBe(scores.indexOf(Math.min(...scores)));
    }
  });

  it('encodes UTF-8 text', () => {
    const text = 'otpauth://totp/幸運:玩家';
    const ours = encodeQr(text, { ecc: 'M', mask: 3 });
    expect(ours.modules).toEqual(reference(text, 'M', ours.version, 3));
  });

  it('draws an SVG data: URL', () => {
    const url = qrSvgDataUrl('hello');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('viewBox="0 0 21 21"');
    expect(svg).toMatch(/<path d="M0 0h1v1h-1z/);
  });
});
