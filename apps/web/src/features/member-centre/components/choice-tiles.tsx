import type { ReactNode } from 'react';
import { PaymentIcon, type PaymentIconName } from '@/components/money/payment-icons';

export type Choice<V extends string | number> = {
  value: V;
  icon: PaymentIconName;
  name: ReactNode;
  /** Smaller lines under the name; `ltr` for numbers and account numbers. */
  meta: { text: ReactNode; ltr?: boolean }[];
};

type Props<V extends string | number> = {
  legend: string;
  /** The radio group's name. */
  name: string;
  choices: Choice<V>[];
  selected: V;
  onSelect: (value: V) => void;
};

/** A radio group drawn as tiles: the payment channels of a deposit, the accounts of a withdrawal. */
export function ChoiceTiles<V extends string | number>({
  legend,
  name,
  choices,
  selected,
  onSelect,
}: Props<V>) {
  return (
    <fieldset className="pay-choices">
      <legend className="field__label">{legend}</legend>
      <div className="pay-choices__grid">
        {choices.map((choice) => {
          const isSelected = choice.value === selected;
          return (
            <label key={choice.value} className={`pay-choice${isSelected ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={isSelected}
                onChange={() => onSelect(choice.value)}
              />
              <span className="pay-choice__icon">
                <PaymentIcon name={choice.icon} size={22} />
              </span>
              <span className="pay-choice__text">
                <span className="pay-choice__name">{choice.name}</span>
                {choice.meta.map((line, index) => (
                  <span key={index} className="pay-choice__meta" dir={line.ltr ? 'ltr' : undefined}>
                    {line.text}
                  </span>
                ))}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
