import { feedbackPaths, sendFeedbackValueSchema } from '../feedback.ts';
import { sendFeedbackRequestSchema } from '../feedback-requests.ts';
import { inboxListValueSchema, inboxPaths, unreadCountValueSchema } from '../inbox.ts';
import { inboxIdsRequestSchema, inboxListQuerySchema } from '../inbox-requests.ts';
import { ok, read, type Operation } from './types.ts';

/** The member's platform messages and the feedback anyone may send. */
export const inboxOperations: Operation[] = [
  {
    id: 'unreadCount',
    tag: 'inbox',
    methods: read,
    path: inboxPaths.unreadCount,
    summary: 'How many of the member’s platform messages are unread (the message badge).',
    access: 'member',
    answer: ok(unreadCountValueSchema),
  },
  {
    id: 'messageList',
    tag: 'inbox',
    methods: read,
    path: inboxPaths.list,
    summary: 'The member’s platform messages, newest first, paged; with the unread count.',
    description:
      'A system message carries `template` and `params` for the site to word in the member’s language; an operator’s carries `title` and an HTML `body` to sanitise before showing.',
    access: 'member',
    input: inboxListQuerySchema,
    answer: ok(inboxListValueSchema),
  },
  {
    id: 'readMessages',
    tag: 'inbox',
    methods: ['POST'],
    path: inboxPaths.read,
    summary: 'Marks the member’s messages read; answers the unread count.',
    description: 'Ids that are not the member’s messages change nothing.',
    access: 'member',
    input: inboxIdsRequestSchema,
    answer: ok(unreadCountValueSchema),
  },
  {
    id: 'deleteMessages',
    tag: 'inbox',
    methods: ['DELETE', 'POST'],
    path: inboxPaths.remove,
    summary: 'Deletes the member’s messages; answers the unread count.',
    description: 'Ids that are not the member’s messages change nothing.',
    access: 'member',
    input: inboxIdsRequestSchema,
    answer: ok(unreadCountValueSchema),
  },
  {
    id: 'sendFeedback',
    tag: 'inbox',
    methods: ['PUT'],
    path: feedbackPaths.send,
    summary: 'Feedback or a complaint, with the image captcha (its id in the `captchaId` cookie).',
    description:
      'With a session the sender is the member; without one it is the `sender` typed (required then) and marked unverified. Limited per address.',
    access: 'public',
    input: sendFeedbackRequestSchema,
    answer: ok(sendFeedbackValueSchema),
  },
];
