import { useI18n } from '../lib/i18n';
import { MinusIcon, PlusIcon } from './icons';
import './stake-stepper.css';

/** The bet, one of the game's levels, with a step down and a step up. */
export function StakeStepper(props: {
  levels: readonly number[];
  value: number;
  onChange: (value: number) => void;
  format: (minorUnits: number) => string;
  disabled?: boolean;
  label: string;
  hint?: string;
}) {
  const { t } = useI18n();
  const index = Math.max(0, props.levels.indexOf(props.value));
  const step = (by: number) => {
    const next = props.levels[Math.min(props.levels.length - 1, Math.max(0, index + by))];
    if (next !== undefined) props.onChange(next);
  };
  return (
    <div className="stake-stepper" role="group" aria-label={props.label}>
      <span className="stake-stepper__label" aria-hidden="true">
        {props.label}
      </span>
      <div className="stake-stepper__row">
        <button
          type="button"
          className="btn btn--icon stake-stepper__button"
          onClick={() => step(-1)}
          disabled={props.disabled || index === 0}
          aria-label={t('common.lowerBet')}
        >
          <MinusIcon />
        </button>
        <output className="stake-stepper__value" aria-live="polite" data-testid="stake">
          {props.format(props.value)}
        </output>
        <button
          type="button"
          className="btn btn--icon stake-stepper__button"
          onClick={() => step(1)}
          disabled={props.disabled || index === props.levels.length - 1}
          aria-label={t('common.raiseBet')}
        >
          <PlusIcon />
        </button>
      </div>
      {props.hint && <span className="stake-stepper__hint">{props.hint}</span>}
    </div>
  );
}
