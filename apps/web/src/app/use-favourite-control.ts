import { translator } from '@/lib/translator';
import { useMemo } from 'react';
import { showToast } from '@/components/ui/toast-store';
import { useFavourites } from '@/features/favourites/hooks/use-favourites';
import type { FavouriteControl } from '@/features/games/favourite-control';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { showTrialNotice } from './trial-notice';

/**
 * The hearts on game cards (product §4 'Favourites'): a visitor is told to log in and gets the login
 * popup (product §6), a trial account the register-a-real-account notice; a member toggles.
 */
export function useFavouriteControl(): FavouriteControl {
  const { token, isTrial } = useSession();
  const { isFavourite, toggle } = useFavourites();
  return useMemo(
    () => ({
      isFavourite: (nodeId) => Boolean(token) && isFavourite(nodeId),
      toggle(game) {
        if (!token) {
          showToast(translator.t('auth.notLoggedIn'), 'warning');
          openPopup({ name: 'login' });
        } else if (isTrial) {
          void showTrialNotice();
        } else {
          toggle(game);
        }
      },
    }),
    [token, isTrial, isFavourite, toggle],
  );
}
