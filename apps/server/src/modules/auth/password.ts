import { hash, verify } from '@node-rs/argon2';
import { commonPasswords } from './common-passwords';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 70 ms a hash on this hardware). */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** Never throws: a malformed stored hash is a failed verification, not a server error. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when an account does not exist, so that a login for an
 * unknown name costs the same time as one for a real account.
 */
let decoy: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoy, password);
  return false;
}

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

/** Length bounds come from the registration settings; the common list is checked case-insensitively. */
export function passwordProblem(
  password: string,
  bounds: { minLength: number; maxLength: number },
): PasswordProblem | null {
  const length = [...password].length;
  if (length < bounds.minLength) return 'password_too_short';
  if (length > bounds.maxLength) return 'password_too_long';
  if (commonPasswords.has(password.toLowerCase())) return 'password_too_common';
  return null;
}
