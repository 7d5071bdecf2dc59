import type { LanguageCode } from '@lobby/contract/languages';
import { useEffect } from 'react';
import { preloadSafeHtml } from '@/components/ui/sanitizer';
import { useAnnouncements } from '@/features/announcements/api/get-announcements';
import { openPopup, popupStore } from '@/lib/popup-store';
import { hasSession } from '@/lib/session';
import { readSession, writeSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/**
 * Whether this page has had a session. A logout empties session storage, the guest popup's "shown"
 * mark with it, and the popup inviting a visitor to register must not greet someone who has just
 * logged out; the mark is written again once the guest home page renders.
 */
let hadSession = hasSession();

/** Tests start each case in a fresh page. */
export function forgetSessionSeen(): void {
  hadSession = false;
}

function shownThisSession(): boolean {
  return hadSession || readSession(sessionKeys.anonymousPopupClosed) === '1';
}

/**
 * The guest public popup (type PL, execution B) once per browser session (product §4), and never after
 * a logout in it. It yields to any popup already open, such as the login popup of /login, and tries
 * again on the next home visit.
 */
export function usePublicPopup(language: LanguageCode, loggedIn: boolean): void {
  const due = !loggedIn && !shownThisSession();
  const { data } = useAnnouncements({ types: ['PL'], execution: 'B', language }, due);
  useEffect(() => {
    if (loggedIn) hadSession = true;
    // Kept in storage too, so a reload after the logout does not show it either.
    else if (hadSession) writeSession(sessionKeys.anonymousPopupClosed, '1');
  }, [loggedIn]);
  useEffect(() => {
    const list = data?.list ?? [];
    if (!due || list.length === 0 || popupStore.get()) return;
    writeSession(sessionKeys.anonymousPopupClosed, '1');
    void preloadSafeHtml().then(() => {
      if (!popupStore.get()) openPopup({ name: 'public', announcements: list });
    });
  }, [data, due]);
}
