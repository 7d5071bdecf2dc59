import { useEffect } from 'react';
import { popupStore } from '@/lib/popup-store';
import { readSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';

/**
 * A forced password change still due when the page was reloaded (product §4, the stored flag): the
 * logged-in header and the agent centre bring the popup back, so it cannot be walked away from.
 */
export function usePendingPasswordChange(): void {
  useEffect(() => {
    if (!readSession(sessionKeys.mustChangePassword) || popupStore.get()?.name === 'change-password') return;
    void import('./after-login').then((m) => m.resumeForcedPasswordChange());
  }, []);
}
