import type {
  Country,
  RegisterOffer,
  RegisterSettingValue,
  RegistrationField,
  ValidationRules,
} from '@lobby/contract/system';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showDialog } from '@/components/ui/dialog-store';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-field';
import type { IconName, IconShape } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { tabPanelProps, Tabs } from '@/components/ui/tabs';
import { showToast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { openPopup } from '@/lib/popup-store';
import { useAffiliateCheck } from '../api/check-affiliate';
import { useRegister, type RegisterMethod } from '../api/register';
import { useFormValues } from '../hooks/use-form-values';
import { useGuardedSubmit } from '../hooks/use-guarded-submit';
import { useRevealProblem } from '../hooks/use-reveal-problem';
import { beginSession, type LoggedIn } from '../login-outcome';
import {
  checkConfirmation,
  checkMobile,
  checkValue,
  hasProblems,
  trimAll,
  type FieldProblem,
} from '../validation';
import { UsernameField } from './account-fields';
import { MobileCodeFields, useDialingCode } from './mobile-code-fields';
import { PasswordPairFields } from './password-pair-fields';
import './auth-popup.css';

/** Fields that appear only when the server's validation config enables them (product §3). */
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
} as const satisfies Record<OptionalField, string>;

const optionalFieldInput: Partial<
  Record<
    OptionalField,
    { type?: string; inputMode?: 'numeric' | 'email'; icon?: IconName | IconShape; autoComplete?: string }
  >
> = {
  payeeName: { autoComplete: 'name', icon: shapes.user },
  email: { type: 'email', inputMode: 'email', icon: shapes.mail, autoComplete: 'email' },
  mobileNum: { type: 'tel', inputMode: 'numeric', icon: shapes.phone, autoComplete: 'tel-national' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric', icon: shapes.phone },
};

const emptyValues = {
  username: '',
  password: '',
  confirmPassword: '',
  referralCode: '',
  affiliateCode: '',
  code: '',
  mobile: '',
  ...(Object.fromEntries(optionalFields.map((f) => [f, ''])) as Record<OptionalField, string>),
};

type RegisterPopupProps = {
  settings: RegisterSettingValue;
  /** The settings once the whitelabel flags have had their say (registerOffer): what the form offers. */
  offer: RegisterOffer;
  rules: ValidationRules;
  countries: Country[];
  /** From ?referralCode= on /register: a member's referral code, prefilled. */
  referralCode?: string;
  /** From ?affiliateCode= on /register: an agent's invitation code, checked first (product §4). */
  affiliateCode?: string;
  onClose: () => void;
  /** The account exists and its session has started (registration sends login true). */
  onRegistered: (result: LoggedIn) => void;
  banner?: ReactNode;
};

/**
 * Product §4 affiliate code field: a code from the address is checked; the field hides when the code
 * is good and shows again, with the 'invitation_code_error' warning, when it is not. Without a code
 * from the address the field follows the server's rule.
 */
export function affiliateFieldState(
  urlCode: string | undefined,
  check: { isSuccess: boolean; isError: boolean },
): 'none' | 'checking' | 'valid' | 'invalid' {
  if (!urlCode) return 'none';
  if (check.isSuccess) return 'valid';
  return check.isError ? 'invalid' : 'checking';
}

export function RegisterPopup({
  settings,
  offer,
  rules,
  countries,
  referralCode,
  affiliateCode,
  onClose,
  onRegistered,
  banner,
}: RegisterPopupProps) {
  const { t } = useTranslation();
  const { run, busy } = useGuardedSubmit();
  const register = useRegister();
  const methods: RegisterMethod[] = offer.methods;
  const [method, setMethod] = useState<RegisterMethod>(methods[0] ?? 'USERNAME');
  const dialing = useDialingCode(countries);
  const dialingCode = dialing.code;
  const [agreed, setAgreed] = useState(false);
  const urlAffiliate = affiliateCode?.trim() || undefined;
  const affiliateCheck = useAffiliateCheck(urlAffiliate);
  const affiliate = affiliateFieldState(urlAffiliate, affiliateCheck);
  const form = useFormValues({
    ...emptyValues,
    referralCode: referralCode ?? '',
    affiliateCode: urlAffiliate ?? '',
  });
  const { problems, setProblems } = form;
  const { attach: attachForm, reveal: revealProblem } = useRevealProblem();
  const shownOptional = method === 'USERNAME' ? optionalFields.filter((f) => rules[f]?.enabled) : [];
  const smsRequired = method === 'MOBILE' && offer.smsVerification;
  const asksPassword = method === 'USERNAME' || offer.mobilePassword;
  const affiliateShown =
    affiliate === 'invalid' || (affiliate === 'none' && Boolean(rules.affiliateCode?.enabled));

  const affiliateError = affiliateCheck.error;
  useEffect(() => {
    if (affiliateError) void showDialog({ icon: 'warning', message: errorMessage(affiliateError, t) });
  }, [affiliateError, t]);

  function isRequired(field: OptionalField): boolean {
    if (field === 'paymentPassword') return true;
    if (field === 'mobileNum') return settings.mobileRequired;
    return rules[field]?.required ?? false;
  }

  function validate(values: typeof emptyValues) {
    const found: Record<string, FieldProblem | null> = {
      password: asksPassword ? checkValue(form.values.password, true, rules.password) : null,
      confirmPassword: asksPassword
        ? checkConfirmation(form.values.password, form.values.confirmPassword)
        : null,
      referralCode: checkValue(values.referralCode, false, rules.referralCode),
      affiliateCode: affiliateShown
        ? checkValue(values.affiliateCode, rules.affiliateCode?.required ?? false, rules.affiliateCode)
        : null,
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
      if (smsRequired) found.code = checkValue(values.code, true, rules.verificationCode);
    }
    return found;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const values = trimAll(form.values);
    const found = validate(values);
    setProblems(found);
    if (hasProblems(found)) {
      revealProblem();
      return;
    }
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
        : { mobileNum: values.mobile, verificationCode: values.code };
    if (asksPassword) {
      fields.password = form.values.password;
      fields.confirmPassword = form.values.confirmPassword;
    }
    const result = await run(() =>
      register.mutateAsync({
        method,
        fields,
        referralCode: values.referralCode,
        affiliateCode: affiliate === 'valid' ? (urlAffiliate ?? '') : values.affiliateCode,
        countryDialingCode: method === 'MOBILE' || values.mobileNum ? dialingCode : undefined,
      }),
    );
    if (!result) return;
    if (!result.token) {
      // Registered without a session (the server did not log in): the member logs in next.
      showToast(t('register.success'), 'success');
      openPopup({ name: 'login', username: result.account });
      return;
    }
    // Product §4: the new member is logged in at once; it is their first login.
    const session = beginSession(
      {
        token: result.token,
        account: result.account,
        firstTimeLogin: true,
        passwordExpired: false,
        passwordChangeRequired: false,
      },
      result.account,
      'register',
    );
    showToast(t('register.success'), 'success');
    onRegistered(session);
  }

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
          onChange={(next) => {
            setMethod(next);
            setProblems({});
          }}
        />
      )}
      <form
        ref={attachForm}
        className="form auth-popup__form"
        onSubmit={onSubmit}
        noValidate
        {...(methods.length > 1 ? tabPanelProps('register-tabs', method) : {})}
      >
        {method === 'USERNAME' ? (
          <UsernameField maxLength={rules.username?.maxLength} {...form.field('username')} />
        ) : (
          <MobileCodeFields
            purpose="register"
            countries={countries}
            dialing={dialing}
            form={form}
            withCode={smsRequired}
            mobileRule={rules.mobileNum}
            codeMaxLength={rules.verificationCode?.maxLength}
          />
        )}
        {asksPassword ? (
          <PasswordPairFields
            label={t('auth.password')}
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            bounds={settings}
          />
        ) : (
          <p className="auth-popup__hint">{t('register.noPasswordHint')}</p>
        )}
        {shownOptional.map((field) =>
          field === 'paymentPassword' ? (
            <PasswordField
              key={field}
              label={t(optionalFieldLabel[field])}
              autoComplete="off"
              inputMode="numeric"
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
              {...optionalFieldInput[field]}
              {...form.field(field)}
            />
          ),
        )}
        {affiliateShown && (
          <TextField
            label={
              rules.affiliateCode?.required
                ? t('register.affiliateCode')
                : t('form.optional', { label: t('register.affiliateCode') })
            }
            icon="agent"
            autoCapitalize="characters"
            maxLength={rules.affiliateCode?.maxLength ?? 20}
            {...form.field('affiliateCode')}
          />
        )}
        {affiliate === 'valid' && (
          <p className="auth-popup__applied" role="status">
            {t('register.affiliateApplied', { code: affiliateCheck.data?.code ?? urlAffiliate })}
          </p>
        )}
        <TextField
          label={t('form.optional', { label: t('register.referralCode') })}
          icon="gift"
          maxLength={rules.referralCode?.maxLength ?? 20}
          {...form.field('referralCode')}
        />
        <CheckboxField
          label={t('register.ageTerms', { age: settings.minimumAge })}
          checked={agreed}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) form.setProblem('terms', null);
          }}
          error={form.message(problems.terms)}
        />
        {/* A new tab keeps what was typed here. */}
        <a className="auth-popup__terms-link" href="/help#term" target="_blank" rel="noopener">
          {t('register.readTerms')}
        </a>
        <SubmitButton busy={busy} busyLabel={t('auth.checking')}>
          {t('register.submit')}
        </SubmitButton>
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
