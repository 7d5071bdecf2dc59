import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxPaths, unreadCountValueSchema } from '@lobby/contract/inbox';
import { apiSend } from '@/lib/api-client';
import { applyUnreadCount } from '@/lib/inbox-cache';

/** CSP_deleteMessage: deletes messages; answers the unread count. */
export function deleteMessages(ids: number[]) {
  return apiSend('DELETE', inboxPaths.remove, { ids }, unreadCountValueSchema);
}

export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSuccess: ({ unread }) => applyUnreadCount(client, unread),
  });
}
