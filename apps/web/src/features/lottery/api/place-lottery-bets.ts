import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lotteryPaths, placeBetsValueSchema, type PlaceBetsRequest } from '@lobby/contract/lottery';
import { apiSend } from '@/lib/api-client';
import { myLotteryBetsKey } from './get-my-lottery-bets';

/**
 * Places a ticket on the open draw (POST /lotto/lgw/bets), all or nothing. The caller keeps one
 * requestId per ticket while retrying it, so a repeat after a lost answer takes the stakes once.
 */
export function placeLotteryBets(request: PlaceBetsRequest) {
  return apiSend('POST', lotteryPaths.placeBets, request, placeBetsValueSchema);
}

export function usePlaceLotteryBets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeLotteryBets,
    onSettled: () => client.invalidateQueries({ queryKey: myLotteryBetsKey }),
  });
}
