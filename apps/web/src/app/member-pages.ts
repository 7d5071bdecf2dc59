import { lazy } from 'react';
import { memberPageRegistry, type MemberPageRegistry } from '@/features/member-centre/pages';
import { loadChunk } from '@/lib/chunk-load-error';

/*
 * The member centre's pages with those other features bring (features do not import each other, so
 * they meet here): the platform messages (messageV2) of features/messages.
 */
export const memberPages: MemberPageRegistry = {
  ...memberPageRegistry,
  messageV2: Object.assign(
    lazy(() => loadChunk(() => import('@/features/messages/components/messages-page'))),
    { short: true },
  ),
};
