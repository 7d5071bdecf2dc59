import { useTranslation } from '@/lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { useGameVendors } from '@/features/games/api/get-game-vendors';
import { CategoryGames } from '@/features/games/components/category-games';
import { GameGridSkeleton } from '@/features/games/components/game-grid-skeleton';
import { vendorsOf } from '@/features/games/lobby-sections';
import { useBrand } from '@/features/system/api/get-brand';
import { categoryKey } from '@/lib/category';
import { useLanguage } from '@/lib/i18n';
import { firstSegment, gameCentreRoutes } from '../paths';
import { useDocumentTitle } from '../use-document-title';
import { useGameLauncher } from '../use-game-launcher';
import { usePersonalGames } from '../use-personal-games';

function isGameCentreSegment(segment: string): segment is keyof typeof gameCentreRoutes {
  return segment in gameCentreRoutes;
}

/** GameCenter group: /sports, /esports, /lott, /elott, /cockfight. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const language = useLanguage();
  const merchant = useBrand().data?.merchantCode;
  const lanes = useGameVendors(language).data?.data.lanes;
  const { launchGame, openVendor } = useGameLauncher();
  const personal = usePersonalGames();
  const segment = firstSegment(pathname);
  const category = isGameCentreSegment(segment) ? gameCentreRoutes[segment] : 'SPORTS';
  const vassalage = params.get('vassalage');
  useDocumentTitle(
    vendorsOf(lanes ?? [], category).find((v) => v.vassalage === vassalage)?.displayName ??
      t(categoryKey[category]),
  );

  if (!lanes) return <GameGridSkeleton count={8} />;
  return (
    <CategoryGames
      key={category}
      category={category}
      vendors={vendorsOf(lanes, category)}
      vassalage={vassalage}
      variant="centre"
      language={language}
      merchant={merchant}
      onSelectGame={launchGame}
      onSelectVendor={openVendor}
      {...personal}
    />
  );
}
