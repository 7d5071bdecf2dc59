import * as z from 'zod/mini';
import { checked } from './checked.ts';
import { feedbackContentLength, feedbackSenderMaxLength, feedbackTypes } from './feedback.ts';

/** PUT /wps/feedback (product §7: content, sender, type, captcha), parsed by the server only. */
export const sendFeedbackRequestSchema = z.object({
  content: checked(
    z.string(),
    z.trim(),
    z.minLength(feedbackContentLength.min),
    z.maxLength(feedbackContentLength.max),
  ),
  /** A visitor's name for themselves; a member's session names the member instead. */
  sender: z._default(checked(z.string(), z.trim(), z.maxLength(feedbackSenderMaxLength)), ''),
  type: z.literal(feedbackTypes),
  captcha: checked(z.string(), z.trim(), z.minLength(1), z.maxLength(12)),
});
export type SendFeedbackRequest = z.infer<typeof sendFeedbackRequestSchema>;
