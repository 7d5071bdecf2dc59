import type { Game, GameCategory, VendorCard } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { LazyImage } from '@/components/ui/lazy-image';
import { Pagination } from '@/components/ui/pagination';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { categoryHref, categoryKey, vendorHref } from '@/lib/category';
import { usePlural } from '@/lib/plural';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAllGames } from '../api/get-all-games';
import { gameListPageSize, useGameList } from '../api/get-game-list';
import { useRecentGames } from '../api/get-recent-games';
import type { FavouriteControl } from '../favourite-control';
import { useRoomDetails } from '../hooks/use-room-details';
import { useScrollEdges } from '../hooks/use-scroll-edges';
import {
  gameTabs,
  isPersonalTab,
  matchesListFilter,
  pageOf,
  readTab,
  type GameTab,
  type ListFilter,
  type PersonalTab,
} from '../game-tabs';
import { GameGrid } from './game-grid';
import { VendorCategories } from './vendor-categories';
import { VendorTile } from './vendor-tile';
import './category-games.css';
import './vendor-grid.css';

const gameTabKey = {
  NEW: 'games.tabNew',
  FAV: 'games.tabFav',
  ALL: 'games.tabAll',
  HOT: 'games.tabHot',
  RECENT: 'games.tabRecent',
} as const satisfies Record<GameTab, string>;

/* The most the recent-games call gives at once; the RECENT tab filters and pages them here. */
const recentBulkSize = 100;

type CategoryGamesProps = {
  /** The page's category; /bgs and /rng both show RNG. */
  category: GameCategory;
  vendors: VendorCard[];
  /** Vendor filter from ?vassalage= (or BGS on /bgs). */
  vassalage: string | null;
  /** list: vendors filter the grid (RNG, FISH); centre: vendors are launchable cards (sports and the like). */
  variant: 'list' | 'centre';
  language: LanguageCode;
  merchant: string | undefined;
  onSelectGame: (game: Game) => void;
  onSelectVendor: (vendor: VendorCard) => void;
  loggedIn: boolean;
  favourites?: FavouriteControl;
  /** The member's favourites of every category, for the FAV tab (undefined while they load). */
  favouriteGames?: { games: Game[] | undefined; failed: boolean };
  /**
   * Asked before FAV or RECENT opens, which need a login: false keeps the tab shown (the app
   * has asked the visitor to log in, or told a trial account what it cannot do).
   */
  allowPersonalTab: (tab: PersonalTab) => boolean;
  /** What the page shows between the vendors and the games (the live hosts on /live). */
  children?: ReactNode;
};

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type PagedGames = { games: Game[] | undefined; totalPages: number; failed: boolean };

function inBrowser(all: Game[] | undefined, filter: ListFilter, page: number, failed: boolean): PagedGames {
  if (!all) return { games: undefined, totalPages: 0, failed };
  const { items, totalPages } = pageOf(
    all.filter((game) => matchesListFilter(game, filter)),
    page,
    gameListPageSize,
  );
  return { games: items, totalPages, failed };
}

function usePagedGames(props: CategoryGamesProps, tab: GameTab, name: string, page: number): PagedGames {
  const selected = props.vendors.find((v) => v.vassalage === props.vassalage);
  // A vendor's games carry the vendor's own category (BGS games are BGS, not RNG).
  const gameType = selected?.gameType ?? props.category;
  const vassalage = props.vassalage ?? undefined;
  const filter = { language: props.language, merchant: props.merchant, gameType, vassalage };
  const paged = useGameList({ ...filter, name: name || undefined, pageNo: page }, tab === 'ALL');
  const all = useAllGames({ ...filter, name: name || undefined }, tab === 'HOT' || tab === 'NEW');
  const recent = useRecentGames(
    { language: props.language, pageSize: recentBulkSize },
    tab === 'RECENT' && props.loggedIn,
  );
  const wanted = { gameType, vassalage, name };
  switch (tab) {
    case 'ALL':
      return { games: paged.data?.games, totalPages: paged.data?.totalPages ?? 0, failed: paged.isError };
    case 'HOT':
    case 'NEW': {
      // The game list has no HOT/NEW filter (docs/decisions.md): the whole list is filtered here.
      const flag = tab === 'HOT' ? 'isHot' : 'isNew';
      return inBrowser(
        all.data?.filter((game) => game[flag] === 1),
        wanted,
        page,
        all.isError,
      );
    }
    case 'FAV':
      return inBrowser(props.favouriteGames?.games, wanted, page, props.favouriteGames?.failed ?? false);
    case 'RECENT':
      return inBrowser(recent.data?.games, wanted, page, recent.isError);
  }
}

/** Vendors of a category plus a paged, searchable game grid (game list centre and game centre). */
export function CategoryGames(props: CategoryGamesProps) {
  const { category, vendors, vassalage, variant, onSelectGame, onSelectVendor, favourites } = props;
  const { t } = useTranslation();
  const plural = usePlural();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const page = readPage(params.get('page'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const name = useDebouncedValue(search.trim(), 350);
  const { games, totalPages, failed } = usePagedGames(props, tab, name, page);
  const selected = vendors.find((v) => v.vassalage === vassalage);
  const needsLogin = isPersonalTab(tab) && !props.loggedIn;
  const detailOf = useRoomDetails(category, props.language, vassalage ?? undefined);
  const tabsRef = useRef<HTMLDivElement>(null);
  useScrollEdges(tabsRef);

  function update(changes: Record<string, string | null>, keepScroll = false) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: keepScroll, state: keepScroll ? { keepScroll: true } : undefined });
  }

  function chooseTab(next: GameTab) {
    if (isPersonalTab(next) && !props.allowPersonalTab(next)) return;
    update({ tab: next === 'ALL' ? null : next, page: null }, true);
  }

  useEffect(() => {
    if (name === (params.get('q') ?? '')) return;
    const next = new URLSearchParams(params);
    if (name) next.set('q', name);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true, state: { keepScroll: true } });
  }, [name, params, setParams]);

  const emptyText =
    name || tab === 'ALL' || tab === 'HOT' || tab === 'NEW'
      ? t('games.empty')
      : t(tab === 'FAV' ? 'games.favouritesEmpty' : 'games.recentEmpty');

  return (
    <div className={`category-games category-games--${variant}`}>
      <header className="category-games__header">
        <h1 className="category-games__title">{selected?.displayName ?? t(categoryKey[category])}</h1>
        {/* One vendor's page counts its games; the category's page counts its vendors. */}
        <p className="category-games__subtitle">
          {selected
            ? plural(selected.gameCount, { one: 'games.gameCount_one', other: 'games.gameCount' })
            : plural(vendors.length, { one: 'games.vendorCount_one', other: 'games.vendorCount' })}
        </p>
      </header>

      {variant === 'list' ? (
        <nav className="vendor-strip" aria-label={t('games.vendors')}>
          <Link
            to={categoryHref(category)}
            className={`vendor-strip__item vendor-strip__item--all${vassalage ? '' : ' is-active'}`}
            aria-current={vassalage ? undefined : 'page'}
          >
            <Icon name="game" size={22} />
            <span>{t('games.allVendors')}</span>
          </Link>
          {vendors.map((vendor) => (
            <Link
              key={vendor.vassalage}
              to={vendorHref(vendor.gameType, vendor.vassalage)}
              className={`vendor-strip__item${vendor.vassalage === vassalage ? ' is-active' : ''}`}
              aria-current={vendor.vassalage === vassalage ? 'page' : undefined}
            >
              <LazyImage src={vendor.iconUrl} alt="" ratio="5 / 3" className="vendor-strip__logo" />
              <span>{vendor.displayName}</span>
            </Link>
          ))}
        </nav>
      ) : (
        <ul className="vendor-grid category-games__vendors" aria-label={t('games.vendors')}>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile vendor={vendor} showStart onSelect={onSelectVendor} />
            </li>
          ))}
        </ul>
      )}

      {variant === 'list' && selected && (
        <VendorCategories
          vassalage={selected.vassalage}
          displayName={selected.displayName}
          current={selected.gameType}
          language={props.language}
        />
      )}

      {props.children}

      <div className="category-games__toolbar">
        {/* A scroller when the filters are wider than the screen (a phone, a long language). */}
        <div className="category-games__tabs" ref={tabsRef}>
          <Tabs
            label={t('games.filter')}
            idPrefix="game-tabs"
            items={gameTabs.map((id) => ({ id, label: t(gameTabKey[id]) }))}
            value={tab}
            onChange={chooseTab}
          />
        </div>
        <label className="category-games__search">
          <Icon name={shapes.search} size={18} />
          <span className="visually-hidden">{t('games.searchLabel')}</span>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('games.searchPlaceholder')}
            maxLength={60}
            enterKeyHint="search"
          />
        </label>
      </div>

      <div {...tabPanelProps('game-tabs', tab)} className="category-games__results">
        {needsLogin ? (
          <div className="game-grid__empty">
            <p>{t('games.loginForTab')}</p>
            <button type="button" className="btn btn--gold" onClick={() => props.allowPersonalTab(tab)}>
              {t('header.login')}
            </button>
          </div>
        ) : failed ? (
          <p className="game-grid__empty">{t('error.loadFailed')}</p>
        ) : (
          <GameGrid
            games={games}
            onSelect={onSelectGame}
            favourites={favourites}
            detailOf={detailOf}
            skeletonCount={gameListPageSize}
            empty={emptyText}
          />
        )}
        <Pagination page={page} totalPages={totalPages} onChange={(next) => update({ page: String(next) })} />
      </div>
    </div>
  );
}
