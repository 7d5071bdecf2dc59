import {
  bonusSchema,
  bonusesValueSchema,
  claimRewardValueSchema,
  rewardActivitiesValueSchema,
  rewardActivitySchema,
  rewardPaths,
} from '../rewards.ts';
import {
  applyRewardRequestSchema,
  bonusesQuerySchema,
  claimRewardRequestSchema,
  forfeitBonusRequestSchema,
  rewardActivitiesQuerySchema,
} from '../rewards-requests.ts';
import { ok, read, type Operation } from './types.ts';

/** The reward centre and bonus details (decisions 0238 and 0239). */
export const rewardOperations: Operation[] = [
  {
    id: 'rewardCenter',
    tag: 'rewards',
    methods: read,
    path: rewardPaths.activities,
    summary: 'The activities the member may see, each with their status, action, countdown and terms.',
    description:
      'Statuses are the product’s (coming, join, applying, process, claim, claimed, issued, rejected, close, signed; decision 0244); `claimable` feeds member info’s availablePromoCount.',
    access: 'member',
    input: rewardActivitiesQuerySchema,
    answer: ok(rewardActivitiesValueSchema),
  },
  {
    id: 'claimReward',
    tag: 'rewards',
    methods: ['POST'],
    path: rewardPaths.claim,
    summary:
      'Claims what an activity owes the member, or checks in for the day: a bonus paid into the main wallet, with wagering.',
    description:
      'Idempotent by `requestId`; parallel claims pay once; a claim the budget cannot cover is refused (`budget_exhausted`).',
    access: 'member',
    input: claimRewardRequestSchema,
    answer: ok(claimRewardValueSchema),
  },
  {
    id: 'applyReward',
    tag: 'rewards',
    methods: ['POST'],
    path: rewardPaths.apply,
    summary: 'Applies for an application activity: a remark and up to 3 png or jpg pictures for review.',
    description:
      'The operator approves (the bonus is paid; status issued) or rejects with a reason (status rejected; the member may apply again). Idempotent by `requestId`.',
    access: 'member',
    input: applyRewardRequestSchema,
    answer: ok(rewardActivitySchema),
  },
  {
    id: 'bonusDetails',
    tag: 'rewards',
    methods: read,
    path: rewardPaths.bonuses,
    summary: 'The member’s bonuses, newest first, with wagering progress; and the wagering still open.',
    access: 'member',
    input: bonusesQuerySchema,
    answer: ok(bonusesValueSchema),
  },
  {
    id: 'forfeitBonus',
    tag: 'rewards',
    methods: ['POST'],
    path: rewardPaths.forfeit,
    summary:
      'Gives an active bonus up: up to its amount is taken back from the wallet, its wagering dropped.',
    description:
      'A repeat of the same forfeit answers the same; a bonus no longer active is refused (`bonus_not_active`).',
    access: 'member',
    input: forfeitBonusRequestSchema,
    answer: ok(bonusSchema),
  },
];
