import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { useGameVendors } from '@/features/games/api/get-game-vendors';
import { CategoryGames } from '@/features/games/components/category-games';
import { GameGridSkeleton } from '@/features/games/components/game-grid-skeleton';
import { vendorsOf } from '@/features/games/lobby-sections';
import { LiveHosts } from '@/features/live-chat/components/live-hosts';
import { useBrand } from '@/features/system/api/get-brand';
import { categoryKey, inHouseVendor } from '@/lib/category';
import { useLanguage } from '@/lib/i18n';
import { firstSegment, gameListRoutes } from '../paths';
import { useChatLauncher } from '../use-chat-launcher';
import { useDocumentTitle } from '../use-document-title';
import { useGameLauncher } from '../use-game-launcher';
import { usePersonalGames } from '../use-personal-games';

function isGameListSegment(segment: string): segment is keyof typeof gameListRoutes {
  return segment in gameListRoutes;
}

/** GameListCenter group: /live, /fish, /rng, /pvp, /bgs (= /rng?vassalage=BGS). */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const language = useLanguage();
  const merchant = useBrand().data?.merchantCode;
  const lanes = useGameVendors(language).data?.data.lanes;
  const { launchGame, openVendor } = useGameLauncher();
  const openChat = useChatLauncher();
  const personal = usePersonalGames();
  const segment = firstSegment(pathname);
  const category = isGameListSegment(segment) ? gameListRoutes[segment] : 'RNG';
  const vassalage = params.get('vassalage') ?? (segment === 'bgs' ? inHouseVendor : null);
  // The in-house vendor is listed under RNG (product §2), ahead of the other slot vendors.
  const vendors = lanes
    ? [...(category === 'RNG' ? vendorsOf(lanes, 'BGS') : []), ...vendorsOf(lanes, category)]
    : [];
  // A vendor's page is named for the vendor (/bgs: "BGS Originals"), like its heading.
  useDocumentTitle(vendors.find((v) => v.vassalage === vassalage)?.displayName ?? t(categoryKey[category]));

  if (!lanes) return <GameGridSkeleton count={20} />;
  return (
    <CategoryGames
      key={category}
      category={category}
      vendors={vendors}
      vassalage={vassalage}
      variant="list"
      language={language}
      merchant={merchant}
      onSelectGame={launchGame}
      onSelectVendor={openVendor}
      {...personal}
    >
      {/* Product §1 live-chat models: the hosts are shown with the live games, on the list of all vendors. */}
      {category === 'LIVE' && !vassalage && (
        <LiveHosts language={language} onSelect={(model) => openChat(model.modelId)} />
      )}
    </CategoryGames>
  );
}
