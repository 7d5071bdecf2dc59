import { claimVipBonusValueSchema, vipCenterValueSchema, vipPaths } from '../vip.ts';
import { claimVipBonusRequestSchema, vipCenterQuerySchema } from '../vip-requests.ts';
import { ok, read, type Operation } from './types.ts';

/** The VIP page (decision 0242). */
export const vipOperations: Operation[] = [
  {
    id: 'vipCenter',
    tag: 'rewards',
    methods: read,
    path: vipPaths.center,
    summary:
      'The brand’s VIP levels with their benefits, the member’s level, totals toward the next, and the bonuses to claim.',
    description:
      'Totals are cumulative valid bets (settled stakes) and credited deposits, kept as they happen; `enabled` is false when the brand has no levels.',
    access: 'member',
    input: vipCenterQuerySchema,
    answer: ok(vipCenterValueSchema),
  },
  {
    id: 'claimVipBonus',
    tag: 'rewards',
    methods: ['POST'],
    path: vipPaths.claim,
    summary:
      'Claims a level-up bonus (by rank) or this brand week’s bonus, paid into the main wallet with wagering.',
    description:
      'Idempotent by `requestId`; parallel claims pay once; a bonus already paid is refused (`already_claimed`), one not due (`nothing_to_claim`).',
    access: 'member',
    input: claimVipBonusRequestSchema,
    answer: ok(claimVipBonusValueSchema),
  },
];
