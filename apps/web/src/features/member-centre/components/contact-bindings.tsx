import type { ContactChannel, MemberInfo } from '@lobby/contract/accounts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { showToast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { useBindContact, useSendContactCode } from '../api/bind-contact';
import { maskEmail, maskMobile } from '../profile-format';
import './contact-bindings.css';

type Fields = {
  countryDialingCode: string;
  mobileNum: string;
  email: string;
  password: string;
  code: string;
};
type Problems = Partial<Record<keyof Fields, string>>;
const empty: Fields = { countryDialingCode: '', mobileNum: '', email: '', password: '', code: '' };

/** The fields of the address being bound, as the calls take them. */
function addressOf(channel: ContactChannel, fields: Fields) {
  return channel === 'sms'
    ? {
        channel,
        countryDialingCode: fields.countryDialingCode.trim().replace(/^\+/, ''),
        mobileNum: fields.mobileNum.trim(),
      }
    : { channel, email: fields.email.trim() };
}

/** The address fields and the password must be filled before a code is sent. */
function missing(channel: ContactChannel, fields: Fields, withCode: boolean): (keyof Fields)[] {
  const needed: (keyof Fields)[] =
    channel === 'sms' ? ['countryDialingCode', 'mobileNum', 'password'] : ['email', 'password'];
  if (withCode) needed.push('code');
  return needed.filter((name) => fields[name].trim() === '');
}

/**
 * Binds a mobile number or an e-mail address: the member's second factor for logins from a new
 * device or network, and their way to reset the password. It takes the current password and a code
 * sent to the new address (issue 15); a bound one is changed by customer service only.
 */
function ContactItem({ channel, bound }: { channel: ContactChannel; bound: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sendCode = useSendContactCode();
  const bind = useBindContact();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(empty);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const title = channel === 'sms' ? t('memberCentre.profile.mobile') : t('memberCentre.profile.email');
  const field = (name: keyof Fields) => ({
    value: fields[name],
    error: problems[name],
    onValueChange(value: string) {
      setFields((old) => ({ ...old, [name]: value }));
      setProblems((old) => ({ ...old, [name]: undefined }));
    },
  });

  function check(withCode: boolean): boolean {
    const gaps = missing(channel, fields, withCode);
    setProblems(Object.fromEntries(gaps.map((name) => [name, t('validation.required')])));
    return gaps.length === 0;
  }

  function close() {
    setOpen(false);
    setFields(empty);
    setProblems({});
    setFailure('');
    setSentTo('');
  }

  function requestCode() {
    if (sendCode.isPending || secondsLeft > 0 || !check(false)) return;
    setFailure('');
    sendCode.mutate(
      { ...addressOf(channel, fields), password: fields.password },
      {
        onSuccess(sent) {
          setSentTo(sent.hint);
          setSecondsLeft(sent.expiredMinutes * 60);
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (bind.isPending || !check(true)) return;
    setFailure('');
    bind.mutate(
      { ...addressOf(channel, fields), password: fields.password, code: fields.code.trim() },
      {
        onSuccess() {
          close();
          showToast(
            t(channel === 'sms' ? 'memberCentre.contact.mobileBound' : 'memberCentre.contact.emailBound'),
            'success',
          );
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  }

  return (
    <section className="security-item contact" aria-labelledby={headingId}>
      <div className="security-item__head">
        <span className="security-item__icon">
          <Icon name={channel === 'sms' ? shapes.phone : shapes.mail} size={20} />
        </span>
        <div className="security-item__text">
          <h3 id={headingId} className="security-item__title">
            {title}
          </h3>
          <p className="security-item__note">
            {bound ? (
              <>
                <span dir="ltr">{bound}</span> · {t('memberCentre.contact.changeNote')}
              </>
            ) : (
              t('memberCentre.contact.note')
            )}
          </p>
        </div>
        {!bound && !open && (
          <button
            type="button"
            className="btn btn--outline btn--small security-item__action"
            onClick={() => setOpen(true)}
          >
            {t('memberCentre.contact.add')}
          </button>
        )}
      </div>

      {open && !bound && (
        <form className="contact__form" onSubmit={submit} noValidate aria-label={title}>
          {channel === 'sms' ? (
            <div className="contact__mobile">
              <TextField
                label={t('auth.countryCode')}
                inputMode="numeric"
                autoComplete="tel-country-code"
                maxLength={5}
                dir="ltr"
                {...field('countryDialingCode')}
              />
              <TextField
                label={t('auth.mobile')}
                icon={shapes.phone}
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
                dir="ltr"
                {...field('mobileNum')}
              />
            </div>
          ) : (
            <TextField
              label={t('memberCentre.profile.email')}
              icon={shapes.mail}
              type="email"
              autoComplete="email"
              maxLength={254}
              dir="ltr"
              {...field('email')}
            />
          )}
          <PasswordField
            label={t('memberCentre.contact.password')}
            autoComplete="current-password"
            maxLength={128}
            {...field('password')}
          />
          <TextField
            label={t('memberCentre.contact.code')}
            icon={shapes.lock}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            hint={sentTo ? t('memberCentre.contact.codeSent', { hint: sentTo }) : undefined}
            addon={
              <button
                type="button"
                className="btn btn--outline contact__send"
                onClick={requestCode}
                disabled={secondsLeft > 0 || sendCode.isPending}
                aria-live="polite"
              >
                {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
              </button>
            }
            {...field('code')}
          />
          {failure && (
            <p className="contact__failure" role="alert">
              {failure}
            </p>
          )}
          <div className="contact__actions">
            <button type="submit" className="btn btn--gold" disabled={bind.isPending}>
              {t('memberCentre.contact.submit')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={close}>
              {t('memberCentre.totp.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The mobile number and e-mail address of the security centre, with a warning while the member has
 * neither: logins from a new device or network then cannot be checked.
 */
export function ContactBindings({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const mobile = maskMobile(member.countryDialingCode, member.mobileNum);
  const email = maskEmail(member.email);
  return (
    <>
      {!mobile && !email && (
        <p className="contact__warning" role="note">
          <Icon name="warning" size={18} />
          <span>{t('memberCentre.contact.missingNotice')}</span>
        </p>
      )}
      <ContactItem channel="sms" bound={mobile} />
      <ContactItem channel="email" bound={email} />
    </>
  );
}
