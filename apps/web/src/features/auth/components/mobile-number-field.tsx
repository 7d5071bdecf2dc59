import type { Country } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';
import { TextField } from '@/components/ui/form-field';

type MobileNumberFieldProps = {
  countries: Country[];
  countryDialingCode: string;
  onCountryChange: (code: string) => void;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
};

/** Mobile number with its dialling code in front. */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.mobile')}
      value={props.value}
      onValueChange={props.onValueChange}
      error={props.error}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('auth.mobilePlaceholder')}
      maxLength={15}
      leading={
        <select
          className="dialing-code"
          value={props.countryDialingCode}
          onChange={(event) => props.onCountryChange(event.target.value)}
          aria-label={t('auth.countryCode')}
        >
          {props.countries.map((country) => (
            <option key={country.countryCode} value={country.countryDialingCode}>
              {`${country.countryCode} +${country.countryDialingCode.replace(/^\+/, '')}`}
            </option>
          ))}
        </select>
      }
    />
  );
}
