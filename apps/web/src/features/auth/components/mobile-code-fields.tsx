import type { Country, FieldRule } from '@lobby/contract/system';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TextField } from '@/components/ui/form-field';
import type { SmsPurpose } from '../api/send-sms-code';
import type { FieldBinding } from '../hooks/use-form-values';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import type { FieldProblem } from '../validation';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';

export type DialingCode = { code: string; setCode: (code: string) => void };

/** The chosen dialling code: the remembered one, or the first country's (once the list has loaded). */
export function useDialingCode(countries: Country[], initial?: string): DialingCode {
  const [chosen, setCode] = useState(initial ?? '');
  return { code: chosen || (countries[0]?.countryDialingCode ?? ''), setCode };
}

/** The part of a form (use-form-values) that holds a `mobile` and a `code` field. */
type MobileCodeForm = {
  field: (name: 'mobile' | 'code') => FieldBinding;
  setProblem: (name: 'mobile', problem: FieldProblem | null) => void;
};

type MobileCodeFieldsProps = {
  purpose: SmsPurpose;
  countries: Country[];
  dialing: DialingCode;
  form: MobileCodeForm;
  /** False where no SMS code is asked for (registration without SMS verification). */
  withCode?: boolean;
  mobileRule?: FieldRule;
  codeMaxLength?: number;
};

/**
 * A mobile number with its dialling code, and the SMS code it receives with its send button
 * (login, registration, forgot password). The button checks the number first (product §5).
 */
export function MobileCodeFields({
  purpose,
  countries,
  dialing,
  form,
  withCode = true,
  mobileRule,
  codeMaxLength = 8,
}: MobileCodeFieldsProps) {
  const { t } = useTranslation();
  const mobile = form.field('mobile');
  const sender = useSmsCodeSender({
    purpose,
    countryDialingCode: dialing.code,
    mobile: mobile.value,
    mobileRule,
    onMobileProblem: (problem) => form.setProblem('mobile', problem),
  });
  return (
    <>
      <MobileNumberField
        countries={countries}
        countryDialingCode={dialing.code}
        onCountryChange={dialing.setCode}
        {...mobile}
      />
      {withCode && (
        <TextField
          label={t('auth.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={codeMaxLength}
          addon={<SmsCodeButton send={sender.send} canSend={sender.canSend} />}
          {...form.field('code')}
        />
      )}
    </>
  );
}
