import { useMutation } from '@tanstack/react-query';
import { feedbackPaths, sendFeedbackValueSchema, type FeedbackType } from '@lobby/contract/feedback';
import { apiSend } from '@/lib/api-client';

export type FeedbackForm = { content: string; sender: string; type: FeedbackType; captcha: string };

/** PUT /wps/feedback (product §7: content, sender, type, captcha). */
export function sendFeedback(form: FeedbackForm) {
  return apiSend('PUT', feedbackPaths.send, form, sendFeedbackValueSchema);
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
