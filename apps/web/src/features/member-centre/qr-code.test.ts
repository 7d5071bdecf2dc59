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
