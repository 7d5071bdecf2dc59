import type { Game } from '@lobby/contract/games';
import { useTranslation } from '@/lib/use-translation';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { useFavouriteList } from '@/features/favourites/api/get-favourite-list';
import { useRecentGames } from '@/features/games/api/get-recent-games';
import { GameGrid } from '@/features/games/components/game-grid';
import { pageOf } from '@/features/games/game-tabs';
import { gameListPageSize } from '@/features/games/api/get-game-list';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '../use-document-title';
import { useFavouriteControl } from '../use-favourite-control';
import { useGameLauncher } from '../use-game-launcher';
import './account-game.css';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type ListState = { games: Game[] | undefined; totalPages: number; error: unknown };

/** The favourites call answers every one at once (product §9: page size 999); they are paged here. */
function useFavouritePage(page: number, enabled: boolean): ListState {
  const list = useFavouriteList({ language: useLanguage() }, enabled);
  const paged = list.data && pageOf(list.data.content, page, gameListPageSize);
  return { games: paged?.items, totalPages: paged?.totalPages ?? 0, error: list.error };
}

/** Recent games come from the server 20 a page (product §9). */
function useRecentPage(page: number, enabled: boolean): ListState {
  const list = useRecentGames({ language: useLanguage(), page }, enabled);
  return { games: list.data?.games, totalPages: list.data?.totalPages ?? 0, error: list.error };
}

function AccountGameList({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const favourites = useFavouriteControl();
  const { launchGame } = useGameLauncher();
  const favouritePage = useFavouritePage(page, kind === 'favorite');
  const recentPage = useRecentPage(page, kind === 'recent');
  const { games, totalPages, error } = kind === 'favorite' ? favouritePage : recentPage;

  const empty = (
    <>
      <p>{t(kind === 'favorite' ? 'account.favoritesEmpty' : 'account.recentEmpty')}</p>
      <Link to="/rng" className="btn btn--gold">
        {t('account.browseGames')}
      </Link>
    </>
  );
  return (
    <>
      {error ? (
        <p className="game-grid__empty" role="alert">
          {errorMessage(error, t)}
        </p>
      ) : (
        <GameGrid
          games={games}
          onSelect={launchGame}
          favourites={favourites}
          skeletonCount={gameListPageSize}
          empty={empty}
        />
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </>
  );
}

/** AccountGame group: /favorite and /recent, the member's own game lists (login required). */
export function Component() {
  const { t } = useTranslation();
  const kind = useLocation().pathname === '/favorite' ? 'favorite' : 'recent';
  const title = kind === 'favorite' ? t('account.favorites') : t('account.recent');
  useDocumentTitle(title);
  return (
    <div className="page account-games">
      <header className="account-games__header">
        <h1 className="page__title">{title}</h1>
        <nav className="account-games__switch" aria-label={t('account.myGames')}>
          <NavLink to="/favorite" className="account-games__link">
            {t('account.favorites')}
          </NavLink>
          <NavLink to="/recent" className="account-games__link">
            {t('account.recent')}
          </NavLink>
        </nav>
      </header>
      <AccountGameList key={kind} kind={kind} />
    </div>
  );
}
