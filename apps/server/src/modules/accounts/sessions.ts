import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashSessionToken, isSessionLive, newSessionToken, sessionLimits } from '../auth/session-token';
import { findMemberById, type MemberRow } from './members.repository';

export type SessionMethod = 'username' | 'sms' | 'device' | 'freeplay' | 'register' | 'reset' | 'oidc';
export type Caller = { ip: string; userAgent: string };
/** `method` is how the session began; the guards read whether its password must change by it. */
export type ActiveSession = { sessionId: number; member: MemberRow; method: SessionMethod };

/** lastSeenAt is written at most this often, so that reads do not each cost a write. */
const touchEveryMs = 60_000;

export function createSessions(db: Executor, clock: Clock) {
  return {
    async start(memberId: number, method: SessionMethod, caller: Caller): Promise<string> {
      const { token, tokenHash } = newSessionToken();
      const now = new Date(clock.now());
      await db.insert(sessions).values({
        memberId,
        tokenHash,
        method,
        ip: caller.ip,
        userAgent: caller.userAgent.slice(0, 512),
        createdAt: now,
        lastSeenAt: now,
      });
      return token;
    },

    /** The live session of a token with its member, or null (unknown, revoked, idle or too old). */
    async resolve(token: string): Promise<ActiveSession | null> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      if (!row) return null;
      const now = clock.now();
      const times = {
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        revokedAt: row.revokedAt?.getTime() ?? null,
      };
      if (!isSessionLive(times, now, sessionLimits)) return null;
      const member = await findMemberById(db, row.memberId);
      if (!member || member.status !== 'active') return null;
      if (now - times.lastSeenAt > touchEveryMs) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.id));
      }
      return { sessionId: row.id, member, method: row.method as SessionMethod };
    },

    async revoke(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** On a password change every other session ends; the one that changed it may stay. */
    async revokeAll(memberId: number, except?: number): Promise<void> {
      const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)];
      if (except !== undefined) conditions.push(ne(sessions.id, except));
      await db
        .update(sessions)
        .set({ revokedAt: new Date(clock.now()) })
        .where(and(...conditions));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
