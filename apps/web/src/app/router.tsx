import type { RouteObject } from 'react-router';
import { loadChunk } from '@/lib/chunk-load-error';
import { loadSection } from '@/lib/i18n';
import type { sectionFiles } from './route-messages';
import { BootError, BootFallback } from './boot-error';
import { bootLoader } from './boot-loader';
import { SiteLayout } from './layout/site-layout';
import { gameCentreRoutes, gameListRoutes, lotteryRoutes, type RouteHandle } from './paths';
import { requireAgent, requireLogin, requireMember } from './require-login';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found';

/* Each lazy group is one chunk (product §2), loaded through loadChunk so a failed or stalled
   download surfaces as a ChunkLoadError that RouteError offers a reload for. */
const accountGame = () => loadChunk(() => import('./routes/account-game'));
const gameCenter = () => loadChunk(() => import('./routes/game-center'));
const gameListCenter = () => loadChunk(() => import('./routes/game-list-center'));
/** A group's chunk together with its own messages (lib/i18n.ts sections). */
const withSection = <T,>(chunk: Promise<T>, section: keyof typeof sectionFiles) =>
  Promise.all([
    chunk,
    import('./route-messages').then(({ sectionFiles }) => loadSection(section, sectionFiles[section])),
  ]).then(([module]) => module);

const lottery = () => loadChunk(() => withSection(import('./routes/lottery'), 'lottery'));
const memberCenter = () => loadChunk(() => import('./routes/member-center'));
const pointMall = () => loadChunk(() => withSection(import('./routes/point-mall'), 'mall'));
const promotions = () => loadChunk(() => import('./routes/promotions'));
const seamless = () => loadChunk(() => import('./routes/seamless'));
const helpCentre = () => loadChunk(() => import('./routes/help-centre'));
const agent = () => loadChunk(() => withSection(import('./routes/agent'), 'agent'));
const agentHome = () => loadChunk(() => withSection(import('./routes/agent-home'), 'agent'));

const fullWidth: RouteHandle = { hideSideMenu: true };
const ownMenu: RouteHandle = { foldSideMenu: true };
const gameView: RouteHandle = { hideSideMenu: true, gameView: true };

const homeAliases = ['index', 'index.html', 'home', 'login', 'register', 'help'];

/** The route table of product §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: bootLoader,
    // Status and language are decided once per page load, not on every navigation.
    shouldRevalidate: () => false,
    Component: RootRoute,
    ErrorBoundary: BootError,
    HydrateFallback: BootFallback,
    children: [
      {
        Component: SiteLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            children: [
              { index: true, Component: HomePage },
              ...homeAliases.map((path) => ({ path, Component: HomePage })),
              { path: 'helpmc', lazy: helpCentre },
              { path: 'favorite', loader: requireLogin, lazy: accountGame },
              { path: 'recent', loader: requireLogin, lazy: accountGame },
              ...Object.keys(gameCentreRoutes).map((path) => ({ path, lazy: gameCenter })),
              ...Object.keys(gameListRoutes).map((path) => ({ path, lazy: gameListCenter })),
              ...lotteryRoutes.map((path) => ({
                path,
                loader: requireMember,
                lazy: lottery,
                handle: fullWidth,
              })),
              { path: 'member', loader: requireMember, lazy: memberCenter, handle: ownMenu },
              { path: 'pointMall', lazy: pointMall },
              { path: 'promotions', lazy: promotions },
              { path: 'seamless', loader: requireMember, lazy: seamless, handle: gameView },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      { path: 'agent', lazy: agent, ErrorBoundary: RouteError },
      { path: 'agentHome', loader: requireAgent, lazy: agentHome, ErrorBoundary: RouteError },
    ],
  },
];
