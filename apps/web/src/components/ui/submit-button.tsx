import type { ReactNode } from 'react';

type SubmitButtonProps = {
  children: ReactNode;
  /** While the form is being sent (and its challenge solved): a spinner and the busy label. */
  busy?: boolean;
  busyLabel?: string;
  className?: string;
};

/**
 * A form's main button. While busy it stays focusable (a disabled button would drop keyboard focus)
 * but says so with aria-disabled; the form ignores a second submit meanwhile.
 */
export function SubmitButton({ children, busy = false, busyLabel, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`btn btn--gold btn--block submit-button${className ? ` ${className}` : ''}`}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className="submit-button__spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
