import { VendorGamesPopup, type VendorGamesPopupProps } from '@/features/games/components/vendor-games-popup';
import { useBrand } from '@/features/system/api/get-brand';
import { useLanguage } from '@/lib/i18n';
import { closePopup } from '@/lib/popup-store';
import { useFavouriteControl } from '../use-favourite-control';
import { useGameLauncher } from '../use-game-launcher';

/** The game popup of a provider group (product §2, §4): its games, with hearts; choosing one launches it. */
export default function VendorGamesContainer({
  vendor,
  onClose,
}: {
  vendor: VendorGamesPopupProps['vendor'];
  onClose: () => void;
}) {
  const language = useLanguage();
  const merchant = useBrand().data?.merchantCode;
  const favourites = useFavouriteControl();
  const { launchGame } = useGameLauncher();
  return (
    <VendorGamesPopup
      vendor={vendor}
      language={language}
      merchant={merchant}
      favourites={favourites}
      onSelectGame={(game) => {
        closePopup();
        launchGame(game);
      }}
      onClose={onClose}
    />
  );
}
