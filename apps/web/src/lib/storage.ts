import * as z from 'zod/mini';
import type { CookieKey, LocalKey, SessionKey } from './storage-keys';

/*
 * Storage can throw (Safari private mode, disabled cookies, full quota); the site must keep
 * working without it, so every access is guarded and a failure reads as "nothing stored".
 */

function read(area: () => Storage, key: string): string | null {
  try {
    return area().getItem(key);
  } catch {
    return null;
  }
}

function write(area: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) area().removeItem(key);
    else area().setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const readSession = (key: SessionKey) => read(session, key);
export const writeSession = (key: SessionKey, value: string | null) => write(session, key, value);

/** Empties session storage (logout, product §4). */
export function clearSession(): void {
  try {
    session().clear();
  } catch {
    // Unavailable storage holds nothing to clear.
  }
}

export const readLocal = (key: LocalKey) => read(local, key);
export const writeLocal = (key: LocalKey, value: string | null) => write(local, key, value);

/** Parses a JSON value written by writeSessionJson; anything unreadable counts as absent. */
export function readSessionJson<S extends z.core.$ZodType>(key: SessionKey, schema: S): z.output<S> | null {
  const raw = readSession(key);
  if (raw === null) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: SessionKey, value: unknown): void {
  writeSession(key, JSON.stringify(value));
}

const oneDaySeconds = 24 * 60 * 60;

export function readCookie(key: CookieKey): string | null {
  const prefix = `${key}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(key: CookieKey, value: string | null, maxAgeSeconds = oneDaySeconds): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const age = value === null ? 0 : maxAgeSeconds;
  document.cookie = `${key}=${encodeURIComponent(value ?? '')}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`;
}
