import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { seamlessHeaders, seamlessTimestampWindowSeconds } from '@lobby/contract/seamless';
import type { Clock } from '../../lib/clock';
import type { Secrets } from '../security/secrets';

/**
 * The seamless wallet's request signature: hex HMAC-SHA256, with the vendor's secret, of
 * `${timestamp}.${raw body}`. The timestamp is signed too, so a captured request cannot be replayed
 * outside the window by changing it.
 */
export function signSeamless(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Each vendor's secret, made on first use and kept with the server's secrets: the platform and the
 * providers living in this process read the same one. A real vendor's would be entered by an operator.
 */
export const vendorSecret = (secrets: Secrets, vendorCode: string) =>
  secrets.get(`seamless-vendor-key:${vendorCode}`, () => randomBytes(32).toString('hex'));

/** The headers a signed request carries (what a vendor's client sends). */
export async function signedHeaders(
  secrets: Secrets,
  clock: Clock,
  vendorCode: string,
  rawBody: string,
): Promise<Record<string, string>> {
  const timestamp = Math.floor(clock.now() / 1000);
  return {
    'content-type': 'application/json',
    [seamlessHeaders.vendor]: vendorCode,
    [seamlessHeaders.timestamp]: String(timestamp),
    [seamlessHeaders.signature]: signSeamless(await vendorSecret(secrets, vendorCode), timestamp, rawBody),
  };
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

const vendorPattern = /^[A-Z0-9_]{1,40}$/;

/**
 * The vendor a request is signed by, or null when the signature is missing or wrong, the vendor is
 * not one `isVendor` knows, or the timestamp is outside the window. Compared in constant time.
 */
export async function verifySeamless(
  deps: { secrets: Secrets; clock: Clock; isVendor: (code: string) => Promise<boolean> },
  rawBody: string,
  headers: Headers,
): Promise<string | null> {
  const vendorCode = header(headers, seamlessHeaders.vendor);
  const timestampText = header(headers, seamlessHeaders.timestamp);
  const given = header(headers, seamlessHeaders.signature);
  if (
    !vendorPattern.test(vendorCode) ||
    !/^\d{1,12}$/.test(timestampText) ||
    !/^[0-9a-f]{64}$/i.test(given)
  ) {
    return null;
  }
  const timestamp = Number(timestampText);
  if (Math.abs(deps.clock.now() / 1000 - timestamp) > seamlessTimestampWindowSeconds) return null;
  if (!(await deps.isVendor(vendorCode))) return null;
  const expected = Buffer.from(
    signSeamless(await vendorSecret(deps.secrets, vendorCode), timestamp, rawBody),
    'hex',
  );
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected) ? vendorCode : null;
}
