import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../lib/sha256';

/** A session token is 128 random bits; the database keeps only its SHA-256, never the token. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return sha256Hex(token);
}

export type SessionTimes = { createdAt: number; lastSeenAt: number; revokedAt: number | null };

/** Idle and absolute limits: an unattended tab logs out, and no session outlives a working day. */
export const sessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;

export function isSessionLive(session: SessionTimes, now: number, limits = sessionLimits): boolean {
  if (session.revokedAt !== null) return false;
  if (now - session.lastSeenAt > limits.idleMs) return false;
  return now - session.createdAt <= limits.absoluteMs;
}
