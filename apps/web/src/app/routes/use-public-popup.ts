import type { AnnouncementExecution } from '@lobby/contract/content';
import type { LanguageCode } from '@lobby/contract/languages';
import { useEffect } from 'react';
import { preloadSafeHtml } from '@/components/ui/sanitizer';
import { useAnnouncements } from '@/features/announcements/api/get-announcements';
import { closePopup, openPopup, popupStore } from '@/lib/popup-store';
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

/** The session flag of product §4, one for the visitor's popup and one for the member's. */
const flagOf = (loggedIn: boolean) =>
  loggedIn ? sessionKeys.userPopupClosed : sessionKeys.anonymousPopupClosed;

function shownThisSession(loggedIn: boolean): boolean {
  if (!loggedIn && hadSession) return true;
  return readSession(flagOf(loggedIn)) === '1';
}

/**
 * Product §4 public popup (type PL), once per browser session: a visitor's (execution B), never after
 * a logout in it, and a member's (execution A), unless this session's first login showed its welcome
 * (F, after-login.ts) instead. It yields to any popup already open, such as the login popup of /login,
 * and tries again on the next home visit.
 */
export function usePublicPopup(language: LanguageCode, loggedIn: boolean): void {
  const due = !shownThisSession(loggedIn);
  const executions: AnnouncementExecution[] = loggedIn ? ['A'] : ['B'];
  const { data } = useAnnouncements({ types: ['PL'], executions, language }, due);
  useEffect(() => {
    if (loggedIn) hadSession = true;
    else if (hadSession) {
      // Kept in storage too, so a reload after the logout does not show it either.
      writeSession(sessionKeys.anonymousPopupClosed, '1');
      // A member's popup does not outlive the session.
      if (popupStore.get()?.name === 'public') closePopup();
    }
  }, [loggedIn]);
  useEffect(() => {
    const list = data?.list ?? [];
    // Read again here: a first login marks the member's popup as shown after this render.
    if (!due || shownThisSession(loggedIn) || list.length === 0 || popupStore.get()) return;
    writeSession(flagOf(loggedIn), '1');
    void preloadSafeHtml().then(() => {
      // The session may have begun or ended meanwhile: these are the other audience's notices.
      if (!popupStore.get() && hasSession() === loggedIn) openPopup({ name: 'public', announcements: list });
    });
  }, [data, due, loggedIn]);
}
