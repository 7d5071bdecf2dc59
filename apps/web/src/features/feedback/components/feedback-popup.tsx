import { useState, type FormEvent } from 'react';
import {
  feedbackContentLength,
  feedbackSenderMaxLength,
  feedbackTypes,
  type FeedbackType,
} from '@lobby/contract/feedback';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { useCaptchaImage } from '@/components/captcha/use-captcha-image';
import { showDialog } from '@/components/ui/dialog-store';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useSendFeedback } from '../api/send-feedback';
import './feedback-popup.css';

/* Keys stay literal so the locale test finds them; in product §3's order of the types. */
const typeLabels: Record<FeedbackType, string> = {
  1: 'feedback.types.deposit',
  2: 'feedback.types.withdrawal',
  3: 'feedback.types.game',
  4: 'feedback.types.customerService',
  6: 'feedback.types.applyAgent',
  0: 'feedback.types.others',
};

type Values = { type: string; content: string; sender: string; captcha: string };
const empty: Values = { type: '', content: '', sender: '', captcha: '' };

/**
 * Feedback and complaints (product §2 popups, §3, §5, §8): question type, description (20 to 200
 * characters, trimmed, with a counter) and captcha; a visitor also gives a name. Empty fields are
 * named in one warning dialog ending in "is empty".
 */
export function FeedbackPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const visitor = !token;
  const captcha = useCaptchaImage(true);
  const send = useSendFeedback();
  const [values, setValues] = useState<Values>(empty);
  const [contentError, setContentError] = useState('');
  const [failure, setFailure] = useState('');
  const set = (key: keyof Values) => (value: string) => setValues((old) => ({ ...old, [key]: value }));
  const length = values.content.trim().length;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setFailure('');
    const trimmed = {
      content: values.content.trim(),
      sender: values.sender.trim(),
      captcha: values.captcha.trim(),
    };
    const missing = [
      values.type === '' ? t('feedback.type') : null,
      trimmed.content === '' ? t('feedback.description') : null,
      visitor && trimmed.sender === '' ? t('feedback.sender') : null,
      trimmed.captcha === '' ? t('auth.captcha') : null,
    ].filter((name): name is string => name !== null);
    if (missing.length > 0) {
      void showDialog({ icon: 'warning', message: t('feedback.isEmpty', { fields: missing.join(', ') }) });
      return;
    }
    if (trimmed.content.length < feedbackContentLength.min) {
      setContentError(t('feedback.tooShort', { min: feedbackContentLength.min }));
      return;
    }
    setContentError('');
    try {
      await send.mutateAsync({ ...trimmed, type: Number(values.type) as FeedbackType });
      onClose();
      void showDialog({ icon: 'success', title: t('feedback.sentTitle'), message: t('feedback.sent') });
    } catch (error) {
      // Each answer uses the captcha up: a new image for the next try.
      setValues((old) => ({ ...old, captcha: '' }));
      void captcha.load();
      if (error instanceof ApiError && error.status === 401) return;
      setFailure(errorMessage(error, t));
    }
  }

  return (
    <Modal title={t('feedback.title')} onClose={onClose} className="feedback-popup">
      <form className="feedback-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="feedback-form__intro">{t('feedback.intro')}</p>
        <SelectField
          label={t('feedback.type')}
          value={values.type}
          onValueChange={set('type')}
          options={[
            { value: '', label: t('feedback.choose') },
            ...feedbackTypes.map((type) => ({ value: String(type), label: t(typeLabels[type]) })),
          ]}
        />
        <DescriptionField
          value={values.content}
          onValueChange={set('content')}
          length={length}
          error={contentError}
        />
        {visitor && (
          <TextField
            label={t('feedback.sender')}
            value={values.sender}
            onValueChange={set('sender')}
            maxLength={feedbackSenderMaxLength}
            autoComplete="name"
            hint={t('feedback.senderHint')}
          />
        )}
        <CaptchaField
          image={captcha.image}
          failed={captcha.failed}
          onRefresh={captcha.refresh}
          value={values.captcha}
          onValueChange={set('captcha')}
        />
        {failure && (
          <p className="feedback-form__failure" role="alert">
            {failure}
          </p>
        )}
        <SubmitButton busy={send.isPending} busyLabel={t('feedback.sending')}>
          {t('feedback.submit')}
        </SubmitButton>
      </form>
    </Modal>
  );
}

type DescriptionFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  length: number;
  error: string;
};

/** The description with its counter (product §5: maxlength 200, counter shown). */
function DescriptionField({ value, onValueChange, length, error }: DescriptionFieldProps) {
  const { t } = useTranslation();
  const describedBy = ['feedback-counter', error ? 'feedback-content-error' : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="field__label" htmlFor="feedback-content">
        {t('feedback.description')}
      </label>
      <textarea
        id="feedback-content"
        className="field__input feedback-form__content"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        maxLength={feedbackContentLength.max}
        rows={5}
        dir="auto"
        placeholder={t('feedback.descriptionPlaceholder', {
          min: feedbackContentLength.min,
          max: feedbackContentLength.max,
        })}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id="feedback-counter" className="feedback-form__counter" aria-live="polite">
        {t('feedback.counter', { count: length, max: feedbackContentLength.max })}
      </p>
      {error && (
        <p className="field__error" id="feedback-content-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
