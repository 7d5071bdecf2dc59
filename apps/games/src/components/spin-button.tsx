import { SpinIcon } from './icons';
import './spin-button.css';

/**
 * The big round spin button. While a spin runs, or when it cannot be played, it stays focusable
 * (aria-disabled rather than disabled) so keyboard focus is not thrown away mid-game.
 */
export function SpinButton(props: { label: string; busy: boolean; blocked: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`spin-button${props.busy ? ' spin-button--busy' : ''}`}
      onClick={props.onClick}
      aria-disabled={props.busy || props.blocked}
      aria-label={props.label}
      data-testid="spin"
    >
      <SpinIcon className="spin-button__icon" />
    </button>
  );
}
