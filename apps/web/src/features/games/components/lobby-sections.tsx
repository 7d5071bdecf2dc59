import type { Game, Lane, VendorCard } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import type { WhitelabelNode } from '@lobby/contract/system';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { shapes } from '@/components/ui/icon-shapes';
import { categoryHref, categoryKey, inHouseVendor, vendorHref, vendorOpensList } from '@/lib/category';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import type { FavouriteControl } from '../favourite-control';
import { useStaggeredReveal } from '../hooks/use-staggered-reveal';
import { lobbyBlocks } from '../lobby-blocks';
import {
  cutToSection,
  lobbyRevealIntervalMs,
  lobbySectionLimit,
  planLobbySections,
  type LobbySectionPlan,
} from '../lobby-sections';
import { GameGrid } from './game-grid';
import { HotCounter } from './hot-counter';
import { HotGamesCarousel } from './hot-games-carousel';
import { SectionHeading } from './section-heading';
import { GameRow } from './game-row';
import { VendorTile } from './vendor-tile';
import { WinnerBoard } from './winner-board';
import './lobby-sections.css';
import './vendor-grid.css';

type Handlers = { onSelectGame: (game: Game) => void; onSelectVendor: (vendor: VendorCard) => void };

export type LobbySectionsProps = Handlers & {
  language: LanguageCode;
  merchantCode: string | undefined;
  /** The brand currency's symbol, which the HOT section's jackpot figure shows. */
  currencySymbol?: string;
  lanes: Lane[];
  whitelabel: WhitelabelNode[];
  loggedIn: boolean;
  favourites?: FavouriteControl;
};

type GameSectionProps = Pick<
  LobbySectionsProps,
  'language' | 'merchantCode' | 'currencySymbol' | 'onSelectGame' | 'favourites'
>;

const RecentSection = memo(function RecentSection({ language, onSelectGame, favourites }: GameSectionProps) {
  const { t } = useTranslation();
  const { data } = useRecentGames({ language, pageSize: lobbySectionLimit });
  // Product §2: only members who have played something see it; nothing shows while it loads.
  if (!data || data.games.length === 0) return null;
  return (
    <section className="lobby-section" aria-labelledby="lobby-RECENT">
      <SectionHeading
        id="lobby-RECENT"
        title={t('account.recent')}
        icon="game"
        moreHref="/recent"
        moreLabel={t('common.more')}
      />
      <GameGrid games={cutToSection(data.games)} onSelect={onSelectGame} favourites={favourites} compact />
    </section>
  );
});

const HotSection = memo(function HotSection({
  language,
  merchantCode,
  currencySymbol,
  onSelectGame,
  favourites,
}: GameSectionProps) {
  const { t } = useTranslation();
  // Rendered from a deferred copy, in slices (see GameGrid).
  const data = useDeferredValue(useHotGames(language, merchantCode).data);
  const games = cutToSection(data ?? []);
  if (data && games.length === 0) return null;
  return (
    <section className="lobby-section" aria-labelledby="lobby-HOT">
      <SectionHeading id="lobby-HOT" title={t(categoryKey.HOT)} icon={shapes.fire}>
        <HotCounter currencySymbol={currencySymbol} />
      </SectionHeading>
      {data ? (
        <HotGamesCarousel
          games={games}
          onSelect={onSelectGame}
          favourites={favourites}
          label={t(categoryKey.HOT)}
        />
      ) : (
        <GameGrid games={undefined} onSelect={onSelectGame} skeletonCount={6} compact />
      )}
    </section>
  );
});

const InHouseSection = memo(function InHouseSection({
  language,
  merchantCode,
  onSelectGame,
  favourites,
}: GameSectionProps) {
  const { t } = useTranslation();
  const { data } = useGameList({ language, merchant: merchantCode, vassalage: inHouseVendor });
  if (data && data.games.length === 0) return null;
  return (
    <section className="lobby-section" aria-labelledby="lobby-BGS">
      <SectionHeading
        id="lobby-BGS"
        title={t(categoryKey.BGS)}
        icon={shapes.star}
        moreHref={categoryHref('BGS')}
        moreLabel={t('common.more')}
      />
      <GameGrid
        games={data && cutToSection(data.games)}
        onSelect={onSelectGame}
        favourites={favourites}
        skeletonCount={6}
        compact
      />
    </section>
  );
});

const VendorSection = memo(function VendorSection({
  section,
  onSelectVendor,
}: { section: Extract<LobbySectionPlan, { source: 'vendors' }> } & Pick<Handlers, 'onSelectVendor'>) {
  const { t } = useTranslation();
  const id = `lobby-${section.category}`;
  return (
    <section className="lobby-section" aria-labelledby={id}>
      <SectionHeading
        id={id}
        title={t(categoryKey[section.category])}
        icon="game"
        moreHref={categoryHref(section.category)}
        moreLabel={t('common.more')}
      />
      <GameRow kind="vendors">
        {section.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorTile
              vendor={vendor}
              showStart={section.category !== 'RNG'}
              href={
                vendorOpensList(section.category) ? vendorHref(section.category, vendor.vassalage) : undefined
              }
              onSelect={onSelectVendor}
            />
          </li>
        ))}
      </GameRow>
    </section>
  );
});

/*
 * Each reveal re-renders this list; the sections are memoised so only the newly revealed one
 * renders, not every section above it again.
 */

/** The lobby's game sections (product §2), revealed one by one every 300 ms. */
export function LobbySections({
  language,
  merchantCode,
  currencySymbol,
  lanes,
  whitelabel,
  loggedIn,
  favourites,
  onSelectGame,
  onSelectVendor,
}: LobbySectionsProps) {
  const blocks = useMemo(
    () => lobbyBlocks(planLobbySections(lanes, whitelabel), loggedIn),
    [lanes, whitelabel, loggedIn],
  );
  const revealed = useStaggeredReveal(blocks.length, lobbyRevealIntervalMs);
  const games = { language, merchantCode, currencySymbol, onSelectGame, favourites };
  return (
    <div className="lobby-sections">
      {blocks.slice(0, revealed).map((block) => {
        switch (block.source) {
          case 'recent':
            return <RecentSection key="RECENT" {...games} />;
          case 'hot-games':
            return <HotSection key="HOT" {...games} />;
          case 'winners':
            return <WinnerBoard key="WINNERS" language={language} />;
          case 'bgs-games':
            return <InHouseSection key="BGS" {...games} />;
          case 'vendors':
            return <VendorSection key={block.category} section={block} onSelectVendor={onSelectVendor} />;
        }
      })}
    </div>
  );
}
