import { memberQueryKey } from '@/lib/session';

/** The agent's announcements in the query cache, under the session so signing out drops them. */
export const agentAnnouncementsQueryKey = [...memberQueryKey, 'agentAnnouncements'] as const;
export const agentAnnouncementUnreadKey = [...agentAnnouncementsQueryKey, 'unread'] as const;
