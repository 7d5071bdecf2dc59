import type { ReactNode } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { Notice } from '@/components/money/notice';

type Props = {
  /** Why the last submit failed; nothing shows while empty. */
  failure: string;
  cancelLabel: string;
  onCancel: () => void;
  busy: boolean;
  busyLabel: string;
  /** The submit button's label. */
  children: ReactNode;
};

/** The end of a form opened inside a card: what went wrong, then Cancel beside the submit button. */
export function FormActions({ failure, cancelLabel, onCancel, busy, busyLabel, children }: Props) {
  return (
    <>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className="pay-actions">
        <button type="button" className="btn btn--outline" onClick={onCancel}>
          {cancelLabel}
        </button>
        <SubmitButton busy={busy} busyLabel={busyLabel} className="pay-actions__main">
          {children}
        </SubmitButton>
      </div>
    </>
  );
}
