import type { InboxMessage, SystemMessageTemplate } from '@lobby/contract/inbox';
import { formatMoney } from '@/lib/format-money';
import { useLanguageTag } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

/* Keys stay literal so the locale test finds them. */
const templates: Record<SystemMessageTemplate, { title: string; text: string }> = {
  depositPaid: { title: 'messages.templates.depositPaid.title', text: 'messages.templates.depositPaid.text' },
  withdrawalPaid: {
    title: 'messages.templates.withdrawalPaid.title',
    text: 'messages.templates.withdrawalPaid.text',
  },
  withdrawalRejected: {
    title: 'messages.templates.withdrawalRejected.title',
    text: 'messages.templates.withdrawalRejected.text',
  },
  feedbackAnswered: {
    title: 'messages.templates.feedbackAnswered.title',
    text: 'messages.templates.feedbackAnswered.text',
  },
  contractEnded: {
    title: 'messages.templates.contractEnded.title',
    text: 'messages.templates.contractEnded.text',
  },
  contractPaid: {
    title: 'messages.templates.contractPaid.title',
    text: 'messages.templates.contractPaid.text',
  },
  contractOwed: {
    title: 'messages.templates.contractOwed.title',
    text: 'messages.templates.contractOwed.text',
  },
};

const isKnown = (template: string | null): template is SystemMessageTemplate =>
  template !== null && Object.hasOwn(templates, template);

/** A message's words: a system message's in the member's language, an operator's as written (HTML). */
export type MessageWording = { title: string; text: string; html: string | null };

export function useMessageWording(): (message: InboxMessage) => MessageWording {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  return (message) => {
    if (message.source === 'operator') return { title: message.title, text: '', html: message.body };
    if (!isKnown(message.template)) {
      // A newer server's kind of message: said generically rather than hidden.
      return {
        title: t('messages.templates.other.title'),
        text: t('messages.templates.other.text'),
        html: null,
      };
    }
    const { amount, ...rest } = message.params;
    const params = {
      ...rest,
      amount:
        amount !== undefined && Number.isFinite(Number(amount))
          ? formatMoney(Number(amount), languageTag)
          : '',
    };
    const keys = templates[message.template];
    return { title: t(keys.title, params), text: t(keys.text, params), html: null };
  };
}
