import { and, eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Executor } from '../../db/client';
import { knownAddresses } from '../../db/schema';
import type { MemberRow } from './members.repository';

/**
 * The address as the second factor remembers it. One IPv6 host holds a whole /64 and its privacy
 * addresses change within it every day, so an IPv6 address counts as its /64; an IPv4 address as itself.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || !ipaddr.IPv6.isValid(ip)) return ip;
  const parts = ipaddr.IPv6.parse(ip).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/**
 * 'known': the member has registered, or logged in with a factor proved, from here; 'first': the
 * member has no address at all yet (the seeded demo accounts, say), trusted on first use; 'new':
 * anywhere else, which asks for the second factor. An address a login came from unchecked (the member
 * had no factor to give) is on record but stays 'new'.
 */
export async function addressStatus(
  db: Executor,
  member: MemberRow,
  ip: string,
): Promise<'known' | 'first' | 'new'> {
  const key = addressKey(ip);
  const [here] = await db
    .select({ checked: knownAddresses.checked })
    .from(knownAddresses)
    .where(and(eq(knownAddresses.memberId, member.id), eq(knownAddresses.ip, key)))
    .limit(1);
  if (here) return here.checked ? 'known' : 'new';
  // The member row holds the registration address and, for members who logged in before addresses
  // were kept, the last login's: neither is a stranger.
  const fromRow = [member.registerIp, member.lastLoginIp ?? ''].filter(Boolean);
  if (fromRow.some((known) => addressKey(known) === key)) return 'known';
  if (fromRow.length > 0) return 'new';
  const [any] = await db
    .select({ ip: knownAddresses.ip })
    .from(knownAddresses)
    .where(eq(knownAddresses.memberId, member.id))
    .limit(1);
  return any ? 'new' : 'first';
}

/**
 * Records the address of a login. A checked one (a factor proved, or none needed) makes it known, also
 * when an unchecked login had recorded it before; an unchecked one never demotes a known address.
 */
export async function rememberAddress(
  db: Executor,
  memberId: number,
  ip: string,
  checked = true,
): Promise<void> {
  if (!ip) return;
  const insert = db.insert(knownAddresses).values({ memberId, ip: addressKey(ip), checked });
  if (!checked) {
    await insert.onConflictDoNothing();
    return;
  }
  await insert.onConflictDoUpdate({
    target: [knownAddresses.memberId, knownAddresses.ip],
    set: { checked: true },
    setWhere: eq(knownAddresses.checked, false),
  });
}
