import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { memberInfoQueryOptions } from './get-member-info';
import { memberInfo } from '@/test/api-responses';
import { applyUnreadCount, memberInfoQueryKey } from '@/lib/inbox-cache';

describe('the inbox cache', () => {
  it('writes the unread count where the account feature keeps member info', () => {
    expect(memberInfoQueryKey).toEqual(memberInfoQueryOptions().queryKey);
    const client = new QueryClient();
    client.setQueryData(memberInfoQueryKey, memberInfo({ unreadMessageCount: 0 }));
    applyUnreadCount(client, 4);
    expect(client.getQueryData<{ unreadMessageCount: number }>(memberInfoQueryKey)?.unreadMessageCount).toBe(
      4,
    );
  });
});
