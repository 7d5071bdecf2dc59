import {
  bonusSchema,
  bonusesValueSchema,
  claimRewardValueSchema,
  rewardActivitiesValueSchema,
  rewardPaths,
} from '../rewards.ts';
import {
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
      'Statuses are the product’s (coming, join, claim, claimed, close, ...); `claimable` feeds member info’s availablePromoCount.',
    access: 'member',
    input: rewardActivitiesQuerySchema,
    answer: ok(rewardActivitiesValueSchema),
  },
  {
    id: 'claimReward',
    tag: 'rewards',
    methods: ['POST'],
    path: rewardPaths.claim,
    summary: 'Claims what an activity owes the member: a bonus paid into the main wallet, with wagering.',
    description:
      'Idempotent by `requestId`; parallel claims pay once; a claim the budget cannot cover is refused (`budget_exhausted`).',
    access: 'member',
    input: claimRewardRequestSchema,
    answer: ok(claimRewardValueSchema),
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
