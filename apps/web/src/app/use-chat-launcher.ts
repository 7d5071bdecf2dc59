import { useNavigate } from 'react-router';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { showTrialNotice } from './trial-notice';
import type { GameViewState } from './use-game-launcher';

/** The game view showing a live host's chat room (product §7 CBS_launchChat) instead of a game. */
export function chatViewPath(modelId: string): string {
  return `/seamless?${new URLSearchParams({ chat: modelId })}`;
}

/**
 * Opening a live host's chat follows the game launch rules (product §4, as useGameLauncher applies them):
 * a visitor gets the login popup, a trial account the register-a-real-account notice, and a real
 * account the chat in the game view, whose way back returns here. A module of its own so that the
 * home route, which launches games, does not download it.
 */
export function useChatLauncher() {
  const navigate = useNavigate();
  const { token, isTrial } = useSession();
  return (modelId: string) => {
    if (!token) openPopup({ name: 'login' });
    else if (isTrial) void showTrialNotice();
    else {
      const { pathname, search, hash } = window.location;
      const state: GameViewState = { from: `${pathname}${search}${hash}` };
      void navigate(chatViewPath(modelId), { state });
    }
  };
}
