import {
  convertPointsValueSchema,
  pointBalanceValueSchema,
  pointConfigValueSchema,
  pointDetailsValueSchema,
  pointPaths,
  pointRewardsValueSchema,
  redeemValueSchema,
  redemptionListValueSchema,
} from '../points.ts';
import {
  convertPointRequestSchema,
  pointDetailsRequestSchema,
  pointLanguageRequestSchema,
  redeemPointRequestSchema,
  redemptionListRequestSchema,
} from '../points-requests.ts';
import { ok, read, type Operation } from './types.ts';

const members =
  'Real members only: a trial account is answered `in_need_true_account` (403), an agent `points_not_for_agents` (403).';

/** The points mall's relays (product §7; decisions 0276–0279). */
export const pointOperations: Operation[] = [
  {
    id: 'getPointBalance',
    tag: 'points',
    methods: read,
    path: pointPaths.balance,
    summary: 'The member’s points. Points never expire.',
    description: members,
    access: 'member',
    answer: ok(pointBalanceValueSchema),
  },
  {
    id: 'getPointConfig',
    tag: 'points',
    methods: read,
    path: pointPaths.config,
    summary: 'How points are earned (valid bet per point by game type) and converted, and the rules text.',
    description: `The rules read in \`language\`, else the brand default, else English. ${members}`,
    access: 'member',
    input: pointLanguageRequestSchema,
    answer: ok(pointConfigValueSchema),
  },
  {
    id: 'getPointReward',
    tag: 'points',
    methods: read,
    path: pointPaths.rewards,
    summary: 'The catalogue: cash, bonuses with turnover, and goods, with points, stock and pictures.',
    description: `Titles and descriptions in \`language\`, else the brand default, else English. ${members}`,
    access: 'member',
    input: pointLanguageRequestSchema,
    answer: ok(pointRewardsValueSchema),
  },
  {
    id: 'redeemPointReward',
    tag: 'points',
    methods: ['POST'],
    path: pointPaths.redeem,
    summary:
      'Redeems a reward behind the payment password: cash and bonuses are paid at once, goods wait for the operator.',
    description:
      'Sealed. Idempotent by `requestId` (the same id with other fields: `idempotency_key_reused`, 409). Refusals: `payment_password_not_set`, `payment_password_incorrect` (400), `payment_password_locked` (429, five wrong in a row, shared with withdrawals), `invalid_quantity` (400, 1 to 10), `point_reward_not_found` (404), `point_reward_out_of_stock` (409), `insufficient_points` (400). ' +
      members,
    access: 'member',
    input: redeemPointRequestSchema,
    answer: ok(redeemValueSchema),
  },
  {
    id: 'getRedeemPointList',
    tag: 'points',
    methods: read,
    path: pointPaths.redemptions,
    summary: 'The member’s redemptions, newest first: in process, approved, or rejected with the reason.',
    description: `Paged; \`hasMore\` says whether another page follows. ${members}`,
    access: 'member',
    input: redemptionListRequestSchema,
    answer: ok(redemptionListValueSchema),
  },
  {
    id: 'MemTransDet',
    tag: 'points',
    methods: read,
    path: pointPaths.details,
    summary: 'Points details: every movement of the member’s points with its type and the balance after it.',
    description: `Newest first, paged, optionally between two days of the brand’s time zone (\`invalid_date_range\`, 400). ${members}`,
    access: 'member',
    input: pointDetailsRequestSchema,
    answer: ok(pointDetailsValueSchema),
  },
  {
    id: 'convertPoint',
    tag: 'points',
    methods: ['POST'],
    path: pointPaths.convert,
    summary: 'Converts points to money in the main wallet at the brand’s ratio, behind the payment password.',
    description:
      'Sealed. Idempotent by `requestId`. Refusals: the payment password’s as for a redemption, `invalid_points`, `points_below_minimum`, `points_convert_step`, `points_convert_disabled`, `insufficient_points` (400). ' +
      members,
    access: 'member',
    input: convertPointRequestSchema,
    answer: ok(convertPointsValueSchema),
  },
];
