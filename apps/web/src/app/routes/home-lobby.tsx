import { LobbySections, type LobbySectionsProps } from '@/features/games/components/lobby-sections';
import { useIsLoggedIn } from '@/lib/session';
import { useFavouriteControl } from '../use-favourite-control';
import { useGameLauncher } from '../use-game-launcher';

type HomeLobbyProps = Pick<
  LobbySectionsProps,
  'language' | 'merchantCode' | 'currencySymbol' | 'lanes' | 'whitelabel'
>;

/**
 * The home page's game sections with what they combine from other features: launching, and the
 * hearts of favourites. A chunk of its own, loaded as the home page first renders (product §2: the
 * sections appear one by one after the first screen anyway).
 */
export default function HomeLobby(props: HomeLobbyProps) {
  const loggedIn = useIsLoggedIn();
  const favourites = useFavouriteControl();
  const { launchGame, openVendor } = useGameLauncher();
  return (
    <LobbySections
      {...props}
      loggedIn={loggedIn}
      favourites={favourites}
      onSelectGame={launchGame}
      onSelectVendor={openVendor}
    />
  );
}
