import { useId, useRef, useState, type FormEvent } from 'react';
import { imageRules } from '@lobby/contract/images';
import { Notice } from '@/components/money/notice';
import { PicturePicker, usePictureProblemText, type Picture } from '@/components/ui/picture-picker';
import { showToast } from '@/components/ui/toast-store';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { createRequestIds } from '@/lib/request-id';
import { useTranslation } from '@/lib/use-translation';
import { useApplyReward } from '../api/apply-reward';
import '@/components/ui/form-field.css';
import './apply-form.css';

type Props = { id: string; activityId: number; onDone: () => void };

/**
 * An application (decision 0244): what the terms ask the member to show, in a remark of at most 140
 * characters and up to 3 pictures (png or jpg, 5 MB each). The operator reviews it; the card then says
 * it is under review.
 */
export function ApplyForm({ id, activityId, onDone }: Props) {
  const { t } = useTranslation();
  const apply = useApplyReward();
  const fieldId = useId();
  // Kept while the same application is retried after a lost answer, so it is sent once.
  const requestIds = useRef(createRequestIds());
  const [remark, setRemark] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [problem, setProblem] = useState('');
  const [remarkError, setRemarkError] = useState('');

  const pictureProblem = usePictureProblemText();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (apply.isPending) return;
    if (!remark.trim()) return setRemarkError(t('rewards.apply.remarkRequired'));
    setProblem('');
    try {
      await apply.mutateAsync({
        activityId,
        requestId: requestIds.current.for(String(activityId)),
        remark: remark.trim(),
        images: pictures.map((picture) => picture.dataUrl),
      });
      requestIds.current.done();
      showToast(t('rewards.apply.sent'), 'success', 6000);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestIds.current.done();
      setProblem(errorMessage(error, t));
    }
  }

  return (
    <form id={id} className="form reward-apply" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${fieldId}-remark`}>
          {t('rewards.apply.remark')}
        </label>
        <textarea
          id={`${fieldId}-remark`}
          className="field__input reward-apply__remark"
          value={remark}
          maxLength={imageRules.maxRemark}
          rows={3}
          dir="auto"
          aria-invalid={remarkError ? true : undefined}
          aria-describedby={`${fieldId}-count${remarkError ? ` ${fieldId}-error` : ''}`}
          onChange={(event) => {
            setRemark(event.target.value);
            setRemarkError('');
          }}
        />
        <p id={`${fieldId}-count`} className="field__hint" dir="ltr">
          {remark.length}/{imageRules.maxRemark}
        </p>
        {remarkError && (
          <p id={`${fieldId}-error`} className="field__error" role="alert">
            {remarkError}
          </p>
        )}
      </div>
      <div className="field">
        <span className="field__label">{t('rewards.apply.pictures')}</span>
        <p className="field__hint">{t('rewards.apply.picturesHint')}</p>
        <PicturePicker
          pictures={pictures}
          onChange={setPictures}
          onProblem={(found) => setProblem(pictureProblem(found))}
          addLabel={t('payments.confirm.addImage')}
          removeLabel={(index) => t('payments.confirm.removeImage', { index })}
          inputTestId="application-pictures"
        />
      </div>
      {problem && <Notice kind="error">{problem}</Notice>}
      <div className="reward-apply__actions">
        <button type="button" className="btn btn--outline" onClick={onDone}>
          {t('rewards.apply.cancel')}
        </button>
        <SubmitButton
          busy={apply.isPending}
          busyLabel={t('rewards.apply.sending')}
          className="reward-apply__send"
        >
          {t('rewards.apply.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
