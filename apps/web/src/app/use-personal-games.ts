import { useSearchParams } from 'react-router';
import { useFavouriteList } from '@/features/favourites/api/get-favourite-list';
import { readTab, type PersonalTab } from '@/features/games/game-tabs';
import { useLanguage } from '@/lib/i18n';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { showTrialNotice } from './trial-notice';
import { useFavouriteControl } from './use-favourite-control';

/**
 * What the game lists take from the member's side: hearts, the favourites for the FAV tab (asked
 * only while it is open), and the login check of the FAV and RECENT tabs: a visitor gets the login
 * popup, a trial account (which has no favourites) the register-a-real-account notice.
 */
export function usePersonalGames() {
  const { token, isTrial } = useSession();
  const [params] = useSearchParams();
  const favourites = useFavouriteControl();
  const list = useFavouriteList(
    { language: useLanguage() },
    readTab(params.get('tab')) === 'FAV' && Boolean(token) && !isTrial,
  );
  return {
    loggedIn: Boolean(token),
    favourites,
    favouriteGames: { games: list.data?.content, failed: list.isError },
    allowPersonalTab(tab: PersonalTab): boolean {
      if (!token) openPopup({ name: 'login' });
      else if (tab === 'FAV' && isTrial) void showTrialNotice();
      else return true;
      return false;
    },
  };
}
