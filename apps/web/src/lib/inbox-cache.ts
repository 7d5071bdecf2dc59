import type { QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@lobby/contract/accounts';
import { memberQueryKey } from './session';

/*
 * The inbox's place in the query cache, shared by the messages feature (which reads and changes
 * messages) and the account feature (whose socket hears that they changed): neither imports the other.
 */
export const inboxQueryKey = [...memberQueryKey, 'inbox'] as const;
/* The account feature's member info key, written out here for the same reason; a test checks it. */
export const memberInfoQueryKey = [...memberQueryKey, 'info'] as const;

/** A new unread count (pushed, or answered by a read or delete): the badge follows, the inbox reloads. */
export function applyUnreadCount(client: QueryClient, unread: number, options = { reloadInbox: true }): void {
  client.setQueryData<MemberInfo>(memberInfoQueryKey, (old) =>
    old && old.unreadMessageCount !== unread ? { ...old, unreadMessageCount: unread } : old,
  );
  if (options.reloadInbox) void client.invalidateQueries({ queryKey: inboxQueryKey });
}
