import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon, type IconName, type IconShape } from './icon';
import { shapes } from './icon-shapes';
import './form-field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

type TextFieldProps = InputProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  icon?: IconName | IconShape;
  /** Something rendered at the end of the input row (a send-code button). */
  addon?: ReactNode;
  /** Something rendered before the input inside the row (a dialling-code select). */
  leading?: ReactNode;
  hint?: string;
};

/** Labelled input whose error is announced and tied to the field with aria-describedby. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  icon,
  addon,
  leading,
  hint,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        {leading}
        <div className="field__control">
          {icon && <Icon name={icon} className="field__icon" size={18} />}
          <input
            {...inputProps}
            id={id}
            type={type}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={`field__input${icon ? ' field__input--with-icon' : ''}`}
          />
        </div>
        {addon}
      </div>
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      icon={props.icon ?? shapes.lock}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          aria-pressed={visible}
        >
          <Icon name={visible ? shapes.eyeOff : shapes.eye} size={18} />
        </button>
      }
    />
  );
}

type CheckboxFieldProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  name?: string;
};

export function CheckboxField({ label, checked, onCheckedChange, error, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`field field--checkbox${error ? ' has-error' : ''}`}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="checkbox__box" aria-hidden="true" />
        <span className="checkbox__label">{label}</span>
      </label>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string }[];
  className?: string;
  hideLabel?: boolean;
};

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  className,
  hideLabel,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`select-field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onValueChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
