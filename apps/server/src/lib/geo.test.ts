import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { countryOf, ipInCidrs, isValidCidr, normalizeIp } from './geo';

describe('geo', () => {
  it('resolves countries from the shipped database', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('127.0.0.1')).toBe('');
    expect(countryOf('not an ip')).toBe('');
  });

  it('matches CIDR ranges, including IPv4-mapped IPv6', () => {
    expect(ipInCidrs('192.168.1.7', ['192.168.1.0/24'])).toBe(true);
    expect(ipInCidrs('::ffff:192.168.1.7', ['192.168.1.0/24'])).toBe(true);
    expect(ipInCidrs('192.168.2.7', ['192.168.1.0/24'])).toBe(false);
    expect(ipInCidrs('2001:db8::1', ['2001:db8::/32', 'bogus'])).toBe(true);
    expect(isValidCidr('10.0.0.0/33')).toBe(false);
    expect(normalizeIp('::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('spells dotted IPv4 addresses as ipaddr does, with or without leading zeros', () => {
    const octet = fc.oneof(
      fc.integer({ min: 0, max: 300 }).map(String),
      fc.integer({ min: 0, max: 99 }).map((n) => `0${n}`),
    );
    fc.assert(
      fc.property(fc.array(octet, { minLength: 3, maxLength: 5 }), (octets) => {
        const ip = octets.join('.');
        const expected = ipaddr.isValid(ip) ? ipaddr.parse(ip).toString() : ip;
        expect(normalizeIp(ip)).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
    expect(normalizeIp('010.0.0.1')).toBe('8.0.0.1');
    expect(normalizeIp('1.2.3.4 ')).toBe('1.2.3.4 ');
  });
});
