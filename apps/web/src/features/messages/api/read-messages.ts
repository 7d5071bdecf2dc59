import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxPaths, unreadCountValueSchema } from '@lobby/contract/inbox';
import { apiSend } from '@/lib/api-client';
import { applyUnreadCount } from '@/lib/inbox-cache';

/** CSP_readMessage: marks messages read; answers the unread count. */
export function readMessages(ids: number[]) {
  return apiSend('POST', inboxPaths.read, { ids }, unreadCountValueSchema);
}

/** The badge follows the answer at once; the list marks the message read in place. */
export function useReadMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: ({ unread }) => applyUnreadCount(client, unread),
  });
}
