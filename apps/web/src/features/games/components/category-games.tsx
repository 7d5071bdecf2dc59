import type { Game, GameCategory, VendorCard } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { LazyImage } from '@/components/ui/lazy-image';
import { Pagination } from '@/components/ui/pagination';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { categoryHref, categoryKey, vendorHref } from '@/lib/category';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAllGames } from '../api/get-all-games';
import { gameListPageSize, useGameList } from '../api/get-game-list';
import { GameGrid } from './game-grid';
import { VendorTile } from './vendor-tile';
import './category-games.css';

const gameTabs = ['ALL', 'HOT', 'NEW'] as const;
type GameTab = (typeof gameTabs)[number];
const gameTabKey = {
  ALL: 'games.tabAll',
  HOT: 'games.tabHot',
  NEW: 'games.tabNew',
} as const satisfies Record<GameTab, string>;

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
};

function readTab(value: string | null): GameTab {
  return gameTabs.find((tab) => tab === value) ?? 'ALL';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function usePagedGames(props: CategoryGamesProps, tab: GameTab, name: string, page: number) {
  const selected = props.vendors.find((v) => v.vassalage === props.vassalage);
  const filter = {
    language: props.language,
    merchant: props.merchant,
    // A vendor's games carry the vendor's own category (BGS games are BGS, not RNG).
    gameType: selected?.gameType ?? props.category,
    vassalage: props.vassalage ?? undefined,
    name: name || undefined,
  };
  const paged = useGameList({ ...filter, pageNo: page }, tab === 'ALL');
  const all = useAllGames(filter, tab !== 'ALL');
  if (tab === 'ALL') {
    return { games: paged.data?.games, totalPages: paged.data?.totalPages ?? 0, failed: paged.isError };
  }
  const matching = all.data?.filter((game) => (tab === 'HOT' ? game.isHot === 1 : game.isNew === 1));
  return {
    games: matching?.slice((page - 1) * gameListPageSize, page * gameListPageSize),
    totalPages: matching ? Math.ceil(matching.length / gameListPageSize) : 0,
    failed: all.isError,
  };
}

/** Vendors of a category plus a paged, searchable game grid (game list centre and game centre). */
export function CategoryGames(props: CategoryGamesProps) {
  const { category, vendors, vassalage, variant, onSelectGame, onSelectVendor } = props;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const page = readPage(params.get('page'));
  const [search, setSearch] = useState(params.get('q') ?? '');
  const name = useDebouncedValue(search.trim(), 350);
  const { games, totalPages, failed } = usePagedGames(props, tab, name, page);
  const selected = vendors.find((v) => v.vassalage === vassalage);

  function update(changes: Record<string, string | null>, keepScroll = false) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: keepScroll, state: keepScroll ? { keepScroll: true } : undefined });
  }

  useEffect(() => {
    if (name === (params.get('q') ?? '')) return;
    const next = new URLSearchParams(params);
    if (name) next.set('q', name);
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true, state: { keepScroll: true } });
  }, [name, params, setParams]);

  return (
    <div className={`category-games category-games--${variant}`}>
      <header className="category-games__header">
        <h1 className="category-games__title">{selected?.displayName ?? t(categoryKey[category])}</h1>
        <p className="category-games__subtitle">{t('games.vendorCount', { total: vendors.length })}</p>
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

      <div className="category-games__toolbar">
        <Tabs
          label={t('games.filter')}
          idPrefix="game-tabs"
          items={gameTabs.map((id) => ({ id, label: t(gameTabKey[id]) }))}
          value={tab}
          onChange={(next) => update({ tab: next === 'ALL' ? null : next, page: null })}
        />
        <label className="category-games__search">
          <Icon name="search" size={18} />
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
        {failed ? (
          <p className="game-grid__empty">{t('error.loadFailed')}</p>
        ) : (
          <GameGrid games={games} onSelect={onSelectGame} skeletonCount={gameListPageSize} />
        )}
        <Pagination page={page} totalPages={totalPages} onChange={(next) => update({ page: String(next) })} />
      </div>
    </div>
  );
}
