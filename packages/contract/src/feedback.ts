import * as z from 'zod/mini';

/* Feedback and complaints (product §3 'Feedback', §5, §7 PUT /wps/feedback, §8). */
export const feedbackPaths = { send: '/wps/feedback' } as const;

/** Product §3: deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0. */
export const feedbackTypes = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** Product §5 and §9: the description, trimmed, is 20 to 200 characters. */
export const feedbackContentLength = { min: 20, max: 200 } as const;
/** How long a visitor's typed name may be (a member's is their account). */
export const feedbackSenderMaxLength = 40;

/** What sending answers: the feedback's number, which the answer in the inbox refers to. */
export const sendFeedbackValueSchema = z.object({ id: z.int() });
export type SendFeedbackValue = z.infer<typeof sendFeedbackValueSchema>;
