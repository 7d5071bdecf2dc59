import { claimRaffleValueSchema, rafflePaths, rafflesValueSchema } from '../raffle.ts';
import { claimRaffleRequestSchema } from '../raffle-requests.ts';
import { ok, read, type Operation } from './types.ts';

/** The raffle's list and a winner's claim (decision 0247). */
export const raffleOperations: Operation[] = [
  {
    id: 'raffles',
    tag: 'rewards',
    methods: read,
    path: rafflePaths.list,
    summary:
      'The running and recent raffles: prizes, ticket rules, the seed’s hash, after the draw the seed and the winners.',
    description:
      'Visitors may read it; with a member’s session each raffle also carries the member’s counted deposits, settled stakes and tickets, and whether a prize is theirs.',
    access: 'public',
    answer: ok(rafflesValueSchema),
  },
  {
    id: 'claimRafflePromotion',
    tag: 'rewards',
    methods: ['POST'],
    path: rafflePaths.claim,
    summary: 'A winner claims their raffle prize, paid as a bonus with the raffle’s wagering.',
    description:
      'Idempotent by `requestId`; a prize is paid once, also under parallel claims. Refusals: `raffle_not_found` (404), `raffle_not_drawn` (400), `raffle_not_won` (403), `already_claimed` (409).',
    access: 'member',
    input: claimRaffleRequestSchema,
    answer: ok(claimRaffleValueSchema),
  },
];
