import { openRedEnvelopeValueSchema, redEnvelopePaths, redEnvelopeValueSchema } from '../red-envelope.ts';
import { openRedEnvelopeRequestSchema } from '../red-envelope-requests.ts';
import { ok, read, type Operation } from './types.ts';

/** The red envelope's rounds and opening one (decision 0240). */
export const redEnvelopeOperations: Operation[] = [
  {
    id: 'redEnvelope',
    tag: 'rewards',
    methods: read,
    path: redEnvelopePaths.rounds,
    summary: 'The red-envelope round open now and the next one, with their pools and envelopes left.',
    description:
      'Visitors may read it; with a member’s session each round also says what that member’s envelope paid (`opened`).',
    access: 'public',
    answer: ok(redEnvelopeValueSchema),
  },
  {
    id: 'openRedEnvelope',
    tag: 'rewards',
    methods: ['POST'],
    path: redEnvelopePaths.open,
    summary:
      'Opens the member’s envelope of the round open now: a random share of the pool, paid as a bonus with the round’s wagering.',
    description:
      'One envelope per member per round; idempotent by `requestId`; the pool never pays more than it holds, also under parallel opens. Refusals: `envelope_round_not_found` (404), `envelope_round_not_open`, `envelope_pool_empty` (400), `envelope_not_for_agents` (403), `envelope_already_opened` (409).',
    access: 'member',
    input: openRedEnvelopeRequestSchema,
    answer: ok(openRedEnvelopeValueSchema),
  },
];
