import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  agentAnnouncementPaths,
  agentAnnouncementReadValueSchema,
  type AgentAnnouncementUnreadValue,
} from '@lobby/contract/agent-announcements';
import { apiSend } from '@/lib/api-client';
import { agentAnnouncementUnreadKey, agentAnnouncementsQueryKey } from './announcement-keys';

/** Opens an announcement: answers it with its HTML, read, and the unread count after. */
export function readAgentAnnouncement(id: number) {
  return apiSend('POST', agentAnnouncementPaths.read, { id }, agentAnnouncementReadValueSchema);
}

/**
 * The badge follows the answer at once. The list is not reloaded while it is on screen, so the opened
 * one stays where it was (marked read) instead of jumping below the unread ones under the reader's eye.
 */
export function useReadAgentAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAgentAnnouncement,
    onSuccess: ({ unread }) => {
      client.setQueryData<AgentAnnouncementUnreadValue>(agentAnnouncementUnreadKey, { unread });
      void client.invalidateQueries({
        queryKey: [...agentAnnouncementsQueryKey, 'list'],
        refetchType: 'none',
      });
    },
  });
}
