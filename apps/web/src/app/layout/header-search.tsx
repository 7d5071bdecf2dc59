import type { Game } from '@lobby/contract/games';
import { useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { Modal } from '@/components/ui/modal';
import { useGameList } from '@/features/games/api/get-game-list';
import { useBrand } from '@/features/system/api/get-brand';
import { categoryKey } from '@/lib/category';
import { imageSrc } from '@/lib/cdn';
import { useLanguage } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useTranslation } from '@/lib/use-translation';
import { useGameLauncher } from '../use-game-launcher';
import './header-search.css';

/** Shorter queries match half the catalogue and tell the player nothing. */
export const minQueryLength = 2;
/* Enough to pick from in a dropdown; the category pages have the full, paged list. */
const resultCount = 8;

/** The game list call of the category pages, across every category, by name. */
function useGameSearch(query: string) {
  const language = useLanguage();
  const merchant = useBrand().data?.merchantCode;
  const name = useDebouncedValue(query.trim(), 300);
  const enough = name.length >= minQueryLength;
  const list = useGameList({ language, merchant, name, pageSize: resultCount }, enough);
  return {
    name,
    games: enough ? list.data?.games : undefined,
    failed: enough && list.isError,
    // Typing ahead of the debounce counts as loading, so a stale "no games" never flashes.
    pending: query.trim() !== name || (enough && list.isFetching && !list.data),
  };
}

type SearchBoxProps = {
  /** inline: the header's field, results drop down while it has focus; sheet: results always show. */
  variant: 'inline' | 'sheet';
  onLaunched?: () => void;
  autoFocus?: boolean;
};

/**
 * A WAI-ARIA combobox over the game list: arrows move through the results, Enter starts the one
 * chosen (or the first), Escape clears. Starting a game goes through the launcher, so a visitor is
 * asked to log in and a trial account told what it cannot do.
 */
export function GameSearchBox({ variant, onLaunched, autoFocus = false }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-results`;
  const launcher = useGameLauncher();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const { games, failed, pending } = useGameSearch(query);
  const typed = query.trim().length > 0;
  const open = variant === 'sheet' ? typed : focused && typed;
  const options = open ? (games ?? []) : [];

  function launch(game: Game) {
    setQuery('');
    setActive(-1);
    onLaunched?.();
    launcher.launchGame(game);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (options.length) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (options.length) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const game = options[active] ?? options[0];
        if (game) {
          event.preventDefault();
          launch(game);
        }
        break;
      }
      case 'Escape':
        // The first Escape clears the field; with nothing typed it is left to close the sheet.
        if (typed) {
          event.preventDefault();
          event.stopPropagation();
          setQuery('');
          setActive(-1);
        }
        break;
    }
  }

  let status = '';
  if (open) {
    if (query.trim().length < minQueryLength) status = t('header.searchHint');
    else if (failed) status = t('error.loadFailed');
    else if (pending && !games) status = t('common.loading');
    else if (games && games.length === 0 && !pending) status = t('games.empty');
  }

  return (
    <div className={`game-search game-search--${variant}${open ? ' game-search--open' : ''}`}>
      <label className="game-search__field">
        <Icon name={shapes.search} size={18} />
        <span className="visually-hidden">{t('header.search')}</span>
        <input
          type="text"
          role="combobox"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          // The sheet opens on purpose to type into; moving focus there is what the player asked for.
          autoFocus={autoFocus}
          value={query}
          placeholder={t('games.searchPlaceholder')}
          aria-expanded={open && options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
      </label>
      <div className="game-search__panel" hidden={!open}>
        <p className="game-search__status" role="status">
          {status}
        </p>
        <ul id={listId} role="listbox" aria-label={t('header.search')} className="game-search__results">
          {options.map((game, index) => (
            <li
              key={game.nodeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="game-search__result"
              // Keeps focus in the field, so the panel does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => launch(game)}
              onMouseEnter={() => setActive(index)}
            >
              <img
                src={imageSrc(game.iconUrl)}
                alt=""
                width={33}
                height={44}
                loading="lazy"
                className="game-search__art"
              />
              <span className="game-search__text">
                <bdi className="game-search__name">{game.gameName}</bdi>
                <span className="game-search__meta">
                  <bdi>{game.displayName}</bdi> · {t(categoryKey[game.gameType])}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Desktop: the field in the header. Phones: a search button opening a sheet with the same field. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div className="header-search">
      <div className="header-search__inline">
        <GameSearchBox variant="inline" />
      </div>
      <button
        type="button"
        className="header-search__button icon-btn"
        aria-label={t('header.search')}
        aria-haspopup="dialog"
        onClick={() => setSheetOpen(true)}
      >
        <Icon name={shapes.search} />
      </button>
      {sheetOpen && (
        <Modal
          title={t('header.search')}
          onClose={() => setSheetOpen(false)}
          className="header-search__sheet"
        >
          <GameSearchBox variant="sheet" autoFocus onLaunched={() => setSheetOpen(false)} />
        </Modal>
      )}
    </div>
  );
}
