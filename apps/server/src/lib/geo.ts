import { createRequire } from 'node:module';
import ipaddr from 'ipaddr.js';

type GeoLookup = { lookup(ip: string): { country: string } | null };
// geoip-country is CommonJS without types; it ships its country database inside the npm package.
const geoip = createRequire(import.meta.url)('geoip-country') as GeoLookup;

/** Unwraps IPv4-mapped IPv6 (::ffff:1.2.3.4) so one rule matches however the socket reports it. */
function parse(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const addr = ipaddr.parse(ip);
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
    ? (addr as ipaddr.IPv6).toIPv4Address()
    : addr;
}

/**
 * Four decimal octets without leading zeros: already the one spelling (ipaddr would read 010 as octal,
 * so those take the slow path). Most sockets report this form, and this runs on every request.
 */
const plainIPv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function normalizeIp(ip: string): string {
  if (plainIPv4.test(ip)) return ip;
  return parse(ip)?.toString() ?? ip;
}

/** ISO country code of a public address, or '' when unknown (private ranges, loopback). */
export function countryOf(ip: string): string {
  const addr = parse(ip);
  if (!addr) return '';
  return geoip.lookup(addr.toString())?.country ?? '';
}

export function isValidCidr(cidr: string): boolean {
  try {
    ipaddr.parseCIDR(cidr);
    return true;
  } catch {
    return false;
  }
}

export function ipInCidrs(ip: string, cidrs: readonly string[]): boolean {
  const addr = parse(ip);
  if (!addr) return false;
  return cidrs.some((cidr) => {
    if (!isValidCidr(cidr)) return false;
    const [range, bits] = ipaddr.parseCIDR(cidr);
    return range.kind() === addr.kind() && addr.match([range, bits] as [typeof addr, number]);
  });
}
