import type { Game, GameCategory } from '@lobby/contract/games';
import type { LanguageCode } from '@lobby/contract/languages';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { useRoomList } from '../api/get-room-list';

/**
 * For card-room (PVP) lists: a line under each game with how many play it now and how many rooms
 * it has (GLS2_roomList), as two figures with icons and a sentence for screen readers; nothing
 * for other categories or while the rooms load.
 */
export function useRoomDetails(
  category: GameCategory,
  language: LanguageCode,
  vassalage?: string,
): ((game: Game) => ReactNode) | undefined {
  const { t } = useTranslation();
  const isPvp = category === 'PVP';
  const list = useRoomList({ language, vassalage }, isPvp).data?.list;
  return useMemo(() => {
    if (!isPvp || !list) return undefined;
    const byNode = new Map(list.map((game) => [game.nodeId, game]));
    return function roomDetail(game: Game) {
      const found = byNode.get(game.nodeId);
      if (!found) return undefined;
      const { players, rooms } = { players: found.players, rooms: found.rooms.length };
      return (
        <>
          <span className="visually-hidden">{t('games.roomDetail', { players, rooms })}</span>
          <span className="game-card__figures" aria-hidden="true">
            <span>
              <Icon name={shapes.user} size={14} />
              {players}
            </span>
            <span>
              <Icon name="cards" size={14} />
              {rooms}
            </span>
          </span>
        </>
      );
    };
  }, [isPvp, list, t]);
}
