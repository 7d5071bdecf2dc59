import type { LanguageCode } from '@lobby/contract/languages';
import { useEffect } from 'react';
import { preloadSafeHtml } from '@/components/ui/sanitizer';
import { useAnnouncements } from '@/features/announcements/api/get-announcements';
import { openPopup, popupStore } from '@/lib/popup-store';
import { readSession, writeSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/**
 * The guest public popup (type PL, execution B) once per session (spec §4). It yields to any popup
 * already open, such as the login popup of /login, and tries again on the next home visit.
 */
export function usePublicPopup(language: LanguageCode, loggedIn: boolean): void {
  const due = !loggedIn && readSession(sessionKeys.anonymousPopupClosed) !== '1';
  const { data } = useAnnouncements({ types: ['PL'], execution: 'B', language }, due);
  useEffect(() => {
    const list = data?.list ?? [];
    if (!due || list.length === 0 || popupStore.get()) return;
    writeSession(sessionKeys.anonymousPopupClosed, '1');
    void preloadSafeHtml().then(() => {
      if (!popupStore.get()) openPopup({ name: 'public', announcements: list });
    });
  }, [data, due]);
}
