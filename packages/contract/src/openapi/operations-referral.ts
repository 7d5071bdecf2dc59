import { claimReferralRewardValueSchema, referralCenterValueSchema, referralPaths } from '../referral.ts';
import { claimReferralRewardRequestSchema, referralCenterQuerySchema } from '../referral-requests.ts';
import { ok, read, type Operation } from './types.ts';

/** Invite friends (decision 0246). */
export const referralOperations: Operation[] = [
  {
    id: 'referralCenter',
    tag: 'rewards',
    methods: read,
    path: referralPaths.center,
    summary:
      'The member’s referral code, the rule a friend must meet, the friends invited with their state, and the rewards earned.',
    description:
      'Counts and each friend’s deposits and wagering are kept as they happen; `enabled` is false when the brand runs no referral activity.',
    access: 'member',
    input: referralCenterQuerySchema,
    answer: ok(referralCenterValueSchema),
  },
  {
    id: 'claimReferralReward',
    tag: 'rewards',
    methods: ['POST'],
    path: referralPaths.claim,
    summary:
      'Claims the reward for a friend who qualified (`referrer`, by the friend’s id) or one’s own reward as the invited friend (`friend`), paid into the main wallet with wagering.',
    description:
      'Idempotent by `requestId`; parallel claims pay once; a reward already paid is refused (`already_claimed`), one not earned (`nothing_to_claim`).',
    access: 'member',
    input: claimReferralRewardRequestSchema,
    answer: ok(claimReferralRewardValueSchema),
  },
];
