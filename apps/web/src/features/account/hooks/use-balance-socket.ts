import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BalanceValue, MemberInfo } from '@lobby/contract/accounts';
import { loadChunk } from '@/lib/chunk-load-error';
import { applyUnreadCount } from '@/lib/inbox-cache';
import { useSession } from '@/lib/session';
import { balanceQueryOptions } from '../api/get-balance';
import { memberInfoQueryOptions } from '../api/get-member-info';

/** A pushed balance goes into the cached balance and member info, so every figure on screen follows. */
export function applyPushedBalance(client: QueryClient, balance: number): void {
  const balanceKey = balanceQueryOptions().queryKey;
  if (client.getQueryData(balanceKey)) {
    client.setQueryData<BalanceValue>(balanceKey, (old) => (old ? { ...old, balance } : old));
  } else {
    void client.invalidateQueries({ queryKey: balanceKey });
  }
  client.setQueryData<MemberInfo>(memberInfoQueryOptions().queryKey, (old) =>
    old ? { ...old, balance } : old,
  );
}

/**
 * Keeps the header balance and the message badge live while a session lasts (balance socket, docs/decisions.md). The
 * client is its own small chunk, fetched once a session exists; visitors never load it.
 */
export function useBalanceSocket(): void {
  const { token } = useSession();
  const client = useQueryClient();
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadChunk(() => import('../balance-socket'))
      .then(({ connectBalanceSocket }) => {
        if (!cancelled)
          stop = connectBalanceSocket(token, {
            onBalance: (b) => applyPushedBalance(client, b),
            // The same socket tells of new platform messages: the badge and an open inbox follow.
            onUnreadMessages: (unread) => applyUnreadCount(client, unread),
          });
      })
      .catch(() => {
        // Without the socket the balance still refreshes on demand and after each of the member's actions.
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, client]);
}
