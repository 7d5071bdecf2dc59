import type { Game, GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { useState } from 'react';
import { usePlural } from '@/lib/plural';
import { useTranslation } from '@/lib/use-translation';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { useGameList } from '../api/get-game-list';
import type { FavouriteControl } from '../favourite-control';
import { useRoomDetails } from '../hooks/use-room-details';
import { GameGrid } from './game-grid';
import './vendor-games-popup.css';

export type VendorGamesPopupProps = {
  vendor: { vassalage: string; displayName: string; gameType: GameCategory };
  language: LanguageCode;
  merchant: string | undefined;
  favourites?: FavouriteControl;
  onSelectGame: (game: Game) => void;
  onClose: () => void;
};

/**
 * Product §2 'game popup (vendor game list)' and §4: a provider group (isGame VASSALAGE) lists its
 * games of that category here, 20 a page; choosing one launches it.
 */
export function VendorGamesPopup({
  vendor,
  language,
  merchant,
  favourites,
  onSelectGame,
  onClose,
}: VendorGamesPopupProps) {
  const { t } = useTranslation();
  const plural = usePlural();
  const [page, setPage] = useState(1);
  const list = useGameList({
    language,
    merchant,
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    pageNo: page,
  });
  const detailOf = useRoomDetails(vendor.gameType, language, vendor.vassalage);
  return (
    <Modal title={vendor.displayName} onClose={onClose} size="large" className="vendor-games-popup">
      <p className="vendor-games-popup__lead">
        {list.data
          ? plural(list.data.total, { one: 'games.gameCount_one', other: 'games.gameCount' })
          : t('common.loading')}
      </p>
      {list.isError ? (
        <p className="game-grid__empty" role="alert">
          {t('error.loadFailed')}
        </p>
      ) : (
        <GameGrid
          games={list.data?.games}
          onSelect={onSelectGame}
          favourites={favourites}
          detailOf={detailOf}
          skeletonCount={10}
          empty={t('games.vendorEmpty')}
        />
      )}
      <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
    </Modal>
  );
}
