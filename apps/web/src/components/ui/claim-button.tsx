import type { ReactNode } from 'react';
import { Icon } from './icon';

type Props = {
  busy: boolean;
  label: ReactNode;
  busyLabel: string;
  onClick: () => void;
  /** The id of what is claimed (its title), read with the button's own words. */
  describedBy?: string;
  className?: string;
};

/**
 * A claim's gold button: a gift and its words, a spinner while the claim is on its way. It stays
 * focusable while busy (aria-disabled), so keyboard focus is not lost; the caller ignores a second click.
 */
export function ClaimButton({ busy, label, busyLabel, onClick, describedBy, className }: Props) {
  return (
    <button
      type="button"
      className={`btn btn--gold${className ? ` ${className}` : ''}`}
      onClick={onClick}
      aria-describedby={describedBy}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="submit-button__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        <>
          <Icon name="gift" size={18} />
          {label}
        </>
      )}
    </button>
  );
}
