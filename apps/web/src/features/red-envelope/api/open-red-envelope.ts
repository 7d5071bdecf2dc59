import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openRedEnvelopeValueSchema, redEnvelopePaths } from '@lobby/contract/red-envelope';
import type { OpenRedEnvelopeRequest } from '@lobby/contract/red-envelope-requests';
import { apiSend } from '@/lib/api-client';
import { memberInfoQueryKey } from '@/lib/inbox-cache';
import { memberQueryKey } from '@/lib/session';
import { redEnvelopeQueryKey } from './get-red-envelope';

/**
 * MCS2_openRedEnvelope: the member's envelope of a round, paid as a bonus into the main wallet. A
 * repeat with the same request id answers as the first did.
 */
export function openRedEnvelope(request: OpenRedEnvelopeRequest) {
  return apiSend('POST', redEnvelopePaths.open, request, openRedEnvelopeValueSchema);
}

export function useOpenRedEnvelope() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...redEnvelopeQueryKey(true), 'open'],
    mutationFn: openRedEnvelope,
    // Opened or refused (already opened, the pool empty), the round, the balance and the bonuses changed.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: redEnvelopeQueryKey(true) });
      void client.invalidateQueries({ queryKey: memberInfoQueryKey });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'balance'] });
      void client.invalidateQueries({ queryKey: [...memberQueryKey, 'rewards'] });
    },
  });
}
