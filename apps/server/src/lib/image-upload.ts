import { createHash } from 'node:crypto';
import { imageRules } from '@lobby/contract/images';

/**
 * The type of an uploaded image by its content, never by a name or a declared type (product §5: png or
 * jpg only). PNG: the 8-byte signature and an IHDR chunk first. JPEG: SOI then a marker, and EOI at
 * the end (trailing zero bytes tolerated).
 */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && png.every((b, i) => bytes[i] === b)) {
    const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
    return ihdr === 'IHDR' ? 'image/png' : null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    let end = bytes.length;
    while (end > 2 && bytes[end - 1] === 0) end--;
    return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9 ? 'image/jpeg' : null;
  }
  return null;
}

/** Base64 (optionally a data: URL) to bytes; null when it is not base64. */
export function decodeBase64Image(text: string): Buffer | null {
  const payload = text.startsWith('data:') ? text.slice(text.indexOf(',') + 1) : text;
  const compact = payload.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) return null;
  return Buffer.from(compact, 'base64');
}

/** A request carrying three base64 pictures of 5 MB and the rest of its body. */
export const imagesBodyLimit = 22 * 1024 * 1024;

export type UploadedImage = {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  size: number;
  sha256: string;
};

/**
 * Pictures a member sent (withdrawal proofs, applications), decoded and checked by their content
 * (product §5: png or jpg, at most 5 MB each, at most 3); `fail` makes the error of the first fault.
 */
export function readImages(
  images: readonly string[],
  fail: (key: 'too_many_proofs' | 'proof_invalid_image' | 'proof_too_large') => Error,
): UploadedImage[] {
  if (images.length > imageRules.maxImages) throw fail('too_many_proofs');
  return images.map((text) => {
    const bytes = decodeBase64Image(text);
    if (!bytes) throw fail('proof_invalid_image');
    if (bytes.length > imageRules.maxBytes) throw fail('proof_too_large');
    const contentType = sniffImage(bytes);
    if (!contentType) throw fail('proof_invalid_image');
    return {
      bytes,
      contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
}
