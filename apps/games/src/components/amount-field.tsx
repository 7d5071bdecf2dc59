import { useId, useState } from 'react';
import { parseAmountInput, toAmountInput } from '../lib/format';
import { useI18n } from '../lib/i18n';
import './amount-field.css';

/**
 * A free stake between the game's minimum and maximum, typed in the currency's units, with halve and
 * double shortcuts. `onChange` gets minor units, or null while the text is not a valid amount.
 */
export function AmountField(props: {
  label: string;
  value: number | null;
  onChange: (minorUnits: number | null) => void;
  min: number;
  max: number;
  decimals: number;
  currencySymbol: string;
  format: (minorUnits: number) => string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState(() =>
    props.value === null ? '' : toAmountInput(props.value, props.decimals),
  );
  const [shown, setShown] = useState(props.value);

  // A value set from outside (halve, double, a new round) rewrites the text.
  if (props.value !== shown) {
    setShown(props.value);
    if (props.value !== null) setText(toAmountInput(props.value, props.decimals));
  }

  const parsed = parseAmountInput(text, props.decimals);
  const error =
    parsed === null
      ? t('amount.invalid', { decimals: props.decimals })
      : parsed < props.min
        ? t('amount.belowMin', { amount: props.format(props.min) })
        : parsed > props.max
          ? t('amount.aboveMax', { amount: props.format(props.max) })
          : null;

  function update(next: string) {
    setText(next);
    const minor = parseAmountInput(next, props.decimals);
    const valid = minor !== null && minor >= props.min && minor <= props.max ? minor : null;
    setShown(valid);
    props.onChange(valid);
  }

  const set = (minor: number) =>
    update(toAmountInput(Math.min(props.max, Math.max(props.min, minor)), props.decimals));
  const current = parsed ?? props.min;

  return (
    <div className="field amount-field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="amount-field__row">
        <div className="amount-field__box">
          <span className="amount-field__symbol" aria-hidden="true">
            {props.currencySymbol}
          </span>
          <input
            id={id}
            className="input amount-field__input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={props.disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => update(event.target.value)}
            onBlur={() => parsed !== null && !error && setText(toAmountInput(parsed, props.decimals))}
          />
        </div>
        <button
          type="button"
          className="btn btn--small amount-field__shortcut"
          disabled={props.disabled}
          onClick={() => set(Math.floor(current / 2))}
          aria-label={t('amount.halve')}
        >
          ½
        </button>
        <button
          type="button"
          className="btn btn--small amount-field__shortcut"
          disabled={props.disabled}
          onClick={() => set(current * 2)}
          aria-label={t('amount.double')}
        >
          2×
        </button>
        <button
          type="button"
          className="btn btn--small amount-field__shortcut"
          disabled={props.disabled}
          onClick={() => set(props.max)}
        >
          {t('amount.max')}
        </button>
      </div>
      {error && (
        <span id={errorId} className="amount-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
