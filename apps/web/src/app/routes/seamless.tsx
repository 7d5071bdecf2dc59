import { useQueryClient } from '@tanstack/react-query';
import { gameCategorySchema } from '@lobby/contract/games';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { Icon } from '@/components/ui/icon';
import { balanceQueryOptions } from '@/features/account/api/get-balance';
import { BalanceChip } from '@/features/account/components/balance-chip';
import { recentGamesKey } from '@/features/games/api/get-recent-games';
import { useLaunchGame, type LaunchParams } from '@/features/games/api/launch-game';
import { chatFrameUrl, useLaunchChat } from '@/features/live-chat/api/launch-chat';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '../use-document-title';
import type { GameViewState } from '../use-game-launcher';
import './seamless.css';

/** The game named in the address: ?nodeId=, or a vendor entered directly (?vassalage=[&gameType=][&gameCode=]). */
function useLaunchParams(): LaunchParams | null {
  const [params] = useSearchParams();
  const language = useLanguage();
  const nodeId = params.get('nodeId') || undefined;
  const vassalage = params.get('vassalage') || undefined;
  if (!nodeId && !vassalage) return null;
  const gameType = z.safeParse(gameCategorySchema, params.get('gameType')).data;
  const gameCode = params.get('gameCode') || undefined;
  return nodeId ? { nodeId, language } : { vassalage, gameType, gameCode, language };
}

/**
 * Leaving the game is when its wins and losses show: the balance is fetched again (the socket
 * also pushes it live), and so is the list of recent games, which the launch added to.
 */
function useRefreshOnLeave(): void {
  const client = useQueryClient();
  useEffect(
    () => () => {
      void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: recentGamesKey });
    },
    [client],
  );
}

type Launch = {
  /** What the frame opens and its accessible name, once the launch answered. */
  frame: { url: string; title: string } | undefined;
  error: Error | null;
  retry: () => void;
};

const fullscreenShape = <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />;

/**
 * The game view's only chrome (the site's header, navigation and tab bar stay away): the way back,
 * the game's name, the one balance, and what the game needs besides.
 */
function SlimBar({ title, onBack, children }: { title: string; onBack: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="seamless__bar">
      <button type="button" className="seamless__back" onClick={onBack}>
        <Icon name="chevron-start" size={18} className="icon--directional" />
        <span className="seamless__back-label">{t('seamless.back')}</span>
      </button>
      <h1 className="seamless__title" dir="auto">
        {title}
      </h1>
      <BalanceChip />
      {children}
    </div>
  );
}

/** The bar with the way back, and the launched page in a frame, or why it could not start. */
function ViewFrame(props: { launch: Launch; title: string; starting: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { launch, title, onBack } = props;
  const frameRef = useRef<HTMLIFrameElement>(null);
  useDocumentTitle(title);

  const failure = launch.error;
  // A lost session has already been handled: logged out, with the login popup open (app/query-client.ts).
  const sessionLost = failure instanceof ApiError && failure.status === 401;

  return (
    <div className="seamless">
      <SlimBar title={title} onBack={onBack}>
        {launch.frame && (
          <button
            type="button"
            className="seamless__icon-btn"
            aria-label={t('seamless.fullscreen')}
            onClick={() => void frameRef.current?.requestFullscreen?.().catch(() => undefined)}
          >
            <Icon name={fullscreenShape} size={18} />
          </button>
        )}
      </SlimBar>
      <div className="seamless__stage">
        {launch.frame ? (
          <iframe
            ref={frameRef}
            className="seamless__frame"
            src={launch.frame.url}
            title={launch.frame.title}
            allow="fullscreen; autoplay"
            allowFullScreen
          />
        ) : failure ? (
          <div className="seamless__message" role="alert">
            <Icon name="warning" size={40} />
            <p>{sessionLost ? t('serverMessage.not_logged_in') : errorMessage(failure, t)}</p>
            <div className="seamless__actions">
              {!sessionLost && (
                <button type="button" className="btn btn--gold" onClick={launch.retry}>
                  {t('seamless.retry')}
                </button>
              )}
              <button type="button" className="btn btn--outline" onClick={onBack}>
                {t('seamless.back')}
              </button>
            </div>
          </div>
        ) : (
          <div className="seamless__message" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{props.starting}</p>
          </div>
        )}
      </div>
    </div>
  );
}

function GameFrame({ params, onBack }: { params: LaunchParams; onBack: () => void }) {
  const { t } = useTranslation();
  const launch = useLaunchGame(params);
  const name = launch.data?.gameName;
  return (
    <ViewFrame
      launch={{
        frame: launch.data && { url: launch.data.url, title: launch.data.gameName },
        error: launch.error,
        retry: () => void launch.refetch(),
      }}
      title={name ?? t('seamless.title')}
      starting={t('seamless.starting')}
      onBack={onBack}
    />
  );
}

/** A live host's chat room (CBS_launchChat's chatUrl) in the same frame, bar and error states as a game. */
function ChatFrame({ modelId, onBack }: { modelId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const launch = useLaunchChat({ modelId, language });
  // The bar names the host as it names a game; "Live chat" until the launch has answered.
  const title = launch.data?.name ?? t('seamless.chatTitle');
  return (
    <ViewFrame
      launch={{
        frame: launch.data && { url: chatFrameUrl(launch.data.chatUrl, language), title },
        error: launch.error,
        retry: () => void launch.refetch(),
      }}
      title={title}
      starting={t('seamless.chatStarting')}
      onBack={onBack}
    />
  );
}

/**
 * Seamless group: /seamless, the game view (product §2: real accounts only, no side menu). It shows a
 * game (?nodeId=, ?vassalage=) or a live host's chat room (?chat=<modelId>).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const from = (useLocation().state as GameViewState | null)?.from;
  const params = useLaunchParams();
  const [search] = useSearchParams();
  const chat = search.get('chat');
  useRefreshOnLeave();

  // Back to where the game was started (the browser's back does the same); the lobby otherwise.
  const onBack = () => void (from ? navigate(-1) : navigate('/', { replace: true }));

  if (chat) return <ChatFrame key={chat} modelId={chat} onBack={onBack} />;
  if (!params) {
    return (
      <div className="seamless">
        <SlimBar title={t('seamless.title')} onBack={onBack} />
        <div className="seamless__stage">
          <div className="seamless__message" role="alert">
            <Icon name="warning" size={40} />
            <p>{t('serverMessage.game_not_found')}</p>
            <button type="button" className="btn btn--outline" onClick={onBack}>
              {t('seamless.back')}
            </button>
          </div>
        </div>
      </div>
    );
  }
  return <GameFrame key={JSON.stringify(params)} params={params} onBack={onBack} />;
}
