import type { ReactNode } from 'react';
import './form-alert.css';

/**
 * A refused submit, told in the form where the player is looking (just above or below the button
 * they pressed) rather than in a dialog stacked over it.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}
