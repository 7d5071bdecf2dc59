import type {
  Country,
  RegisterSettingValue,
  RegistrationField,
  ValidationRules,
} from '@lobby/contract/system';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-field';
import type { IconName } from '@/components/ui/icon';
import { Modal } from '@/components/ui/modal';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { showToast } from '@/components/ui/toast-store';
import { openPopup } from '@/lib/popup-store';
import { startSession } from '@/lib/session';
import { useRegister, type RegisterMethod } from '../api/register';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useSmsCodeSender } from '../hooks/use-sms-code-sender';
import { useProblemMessage } from '../hooks/use-problem-message';
import {
  checkConfirmation,
  checkMobile,
  checkValue,
  hasProblems,
  trimAll,
  type FieldProblem,
} from '../validation';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import './auth-popup.css';

/** Fields that appear only when the server's validation config enables them (spec §3). */
const optionalFields = [
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'paymentPassword',
  'affiliateCode',
] as const satisfies readonly RegistrationField[];
type OptionalField = (typeof optionalFields)[number];

const optionalFieldLabel = {
  payeeName: 'register.payeeName',
  email: 'register.email',
  mobileNum: 'auth.mobile',
  qqNum: 'register.qqNum',
  line: 'register.line',
  whatsapp: 'register.whatsapp',
  facebook: 'register.facebook',
  wechat: 'register.wechat',
  idNumber: 'register.idNumber',
  recommenderId: 'register.recommenderId',
  paymentPassword: 'register.paymentPassword',
  affiliateCode: 'register.affiliateCode',
} as const satisfies Record<OptionalField, string>;

const optionalFieldInput: Partial<
  Record<
    OptionalField,
    { type?: string; inputMode?: 'numeric' | 'email'; icon?: IconName; autoComplete?: string }
  >
> = {
  payeeName: { autoComplete: 'name', icon: 'user' },
  email: { type: 'email', inputMode: 'email', icon: 'mail', autoComplete: 'email' },
  mobileNum: { type: 'tel', inputMode: 'numeric', icon: 'phone', autoComplete: 'tel-national' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric', icon: 'phone' },
};

const emptyValues = {
  username: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
  verificationCode: '',
  mobile: '',
  ...(Object.fromEntries(optionalFields.map((f) => [f, ''])) as Record<OptionalField, string>),
};

type RegisterPopupProps = {
  settings: RegisterSettingValue;
  rules: ValidationRules;
  countries: Country[];
  /** From ?referralCode= on /register. */
  referralCode?: string;
  onClose: () => void;
  onRegistered: () => void;
  banner?: ReactNode;
};

export function RegisterPopup({
  settings,
  rules,
  countries,
  referralCode,
  onClose,
  onRegistered,
  banner,
}: RegisterPopupProps) {
  const { t } = useTranslation();
  const message = useProblemMessage();
  const run = useGuardedSubmit();
  const register = useRegister();
  const methods = settings.methods.length > 0 ? settings.methods : (['USERNAME'] as RegisterMethod[]);
  const [method, setMethod] = useState<RegisterMethod>(methods[0] ?? 'USERNAME');
  const [dialingCode, setDialingCode] = useState(countries[0]?.countryDialingCode ?? '');
  const [agreed, setAgreed] = useState(false);
  const form = useFormValues({ ...emptyValues, referralCode: referralCode ?? '' });
  const { problems, setProblems } = form;
  const shownOptional = method === 'USERNAME' ? optionalFields.filter((f) => rules[f]?.enabled) : [];
  const smsRequired = method === 'MOBILE' && settings.smsVerification;

  function isRequired(field: OptionalField): boolean {
    if (field === 'paymentPassword') return true;
    if (field === 'mobileNum') return settings.mobileRequired;
    return rules[field]?.required ?? false;
  }

  function validate(values: typeof emptyValues) {
    const found: Record<string, FieldProblem | null> = {
      password: checkValue(form.values.password, true, rules.password),
      confirmPassword: checkConfirmation(form.values.password, form.values.confirmPassword),
      referralCode: checkValue(values.referralCode, false, rules.referralCode),
      terms: agreed ? null : { kind: 'terms' },
    };
    if (method === 'USERNAME') {
      found.username = checkValue(values.username, true, rules.username);
      for (const field of shownOptional) {
        found[field] =
          field === 'mobileNum' && values.mobileNum
            ? checkMobile(values.mobileNum, rules.mobileNum)
            : checkValue(
                field === 'paymentPassword' ? form.values.paymentPassword : values[field],
                isRequired(field),
                rules[field],
              );
      }
    } else {
      found.mobile = checkMobile(values.mobile, rules.mobileNum);
      if (smsRequired)
        found.verificationCode = checkValue(values.verificationCode, true, rules.verificationCode);
    }
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = trimAll(form.values);
    const found = validate(values);
    setProblems(found);
    if (hasProblems(found)) return;
    const fields: Record<string, string> =
      method === 'USERNAME'
        ? {
            username: values.username,
            ...Object.fromEntries(
              shownOptional.map((f) => [
                f,
                f === 'paymentPassword' ? form.values.paymentPassword : values[f],
              ]),
            ),
          }
        : { mobileNum: values.mobile, verificationCode: values.verificationCode };
    fields.password = form.values.password;
    fields.confirmPassword = form.values.confirmPassword;
    const result = await run(() =>
      register.mutateAsync({
        method,
        fields,
        referralCode: values.referralCode,
        affiliateCode: values.affiliateCode,
        countryDialingCode: method === 'MOBILE' || values.mobileNum ? dialingCode : undefined,
      }),
    );
    if (!result) return;
    if (result.token) startSession(result.token, method === 'USERNAME' ? values.username : values.mobile);
    showToast(t('register.success'), 'success');
    onRegistered();
  }

  const smsCode = useSmsCodeSender({
    purpose: 'register',
    countryDialingCode: dialingCode,
    mobile: form.values.mobile,
    mobileRule: rules.mobileNum,
    onMobileProblem: (mobile) => setProblems((current) => ({ ...current, mobile })),
  });

  return (
    <Modal title={t('register.title')} onClose={onClose} size="small" className="auth-popup">
      {banner}
      {methods.length > 1 && (
        <Tabs
          label={t('register.method')}
          idPrefix="register-tabs"
          items={methods.map((id) => ({
            id,
            label: id === 'USERNAME' ? t('register.byUsername') : t('register.byMobile'),
          }))}
          value={method}
          onChange={setMethod}
        />
      )}
      <form
        className="form auth-popup__form"
        onSubmit={onSubmit}
        noValidate
        {...(methods.length > 1 ? tabPanelProps('register-tabs', method) : {})}
      >
        {method === 'USERNAME' ? (
          <TextField
            label={t('auth.username')}
            icon="user"
            autoComplete="username"
            placeholder={t('auth.usernamePlaceholder')}
            maxLength={rules.username?.maxLength}
            error={message(problems.username)}
            {...form.field('username')}
          />
        ) : (
          <>
            <MobileNumberField
              countries={countries}
              countryDialingCode={dialingCode}
              onCountryChange={setDialingCode}
              error={message(problems.mobile)}
              {...form.field('mobile')}
            />
            {smsRequired && (
              <TextField
                label={t('auth.smsCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={rules.verificationCode?.maxLength ?? 8}
                error={message(problems.verificationCode)}
                addon={<SmsCodeButton send={smsCode.send} canSend={smsCode.canSend} />}
                {...form.field('verificationCode')}
              />
            )}
          </>
        )}
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('register.passwordHint', {
            min: settings.passwordMinLength,
            max: settings.passwordMaxLength,
          })}
          maxLength={settings.passwordMaxLength}
          error={message(problems.password)}
          {...form.field('password')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          maxLength={settings.passwordMaxLength}
          error={message(problems.confirmPassword)}
          {...form.field('confirmPassword')}
        />
        {shownOptional.map((field) =>
          field === 'paymentPassword' ? (
            <PasswordField
              key={field}
              label={t(optionalFieldLabel[field])}
              autoComplete="off"
              inputMode="numeric"
              error={message(problems[field])}
              {...form.field(field)}
            />
          ) : (
            <TextField
              key={field}
              label={
                isRequired(field)
                  ? t(optionalFieldLabel[field])
                  : t('form.optional', { label: t(optionalFieldLabel[field]) })
              }
              maxLength={rules[field]?.maxLength}
              error={message(problems[field])}
              {...optionalFieldInput[field]}
              {...form.field(field)}
            />
          ),
        )}
        <TextField
          label={t('form.optional', { label: t('register.referralCode') })}
          icon="gift"
          maxLength={rules.referralCode?.maxLength ?? 20}
          error={message(problems.referralCode)}
          {...form.field('referralCode')}
        />
        <CheckboxField
          label={t('register.ageTerms', { age: settings.minimumAge })}
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) setProblems((current) => ({ ...current, terms: null }));
          }}
          error={message(problems.terms)}
        />
        {/* A new tab keeps what was typed here. */}
        <a className="auth-popup__terms-link" href="/help#term" target="_blank" rel="noopener">
          {t('register.readTerms')}
        </a>
        <button type="submit" className="btn btn--gold btn--block">
          {t('register.submit')}
        </button>
      </form>
      <p className="auth-popup__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="link-btn" onClick={() => openPopup({ name: 'login' })}>
          {t('auth.login')}
        </button>
      </p>
    </Modal>
  );
}
