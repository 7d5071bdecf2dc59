import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useQrCode } from '@/lib/use-qr-code';
import { useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment';
import { useTotpEnrolment } from '../api/get-totp-enrolment';
import { groupSecret } from '../profile-format';
import './totp-enrolment.css';

const qrSize = 184;

/** Six digits, spaces allowed as authenticator apps show them (123 456). */
const codePattern = /^\d{6}$/;
const digitsOf = (text: string) => text.replace(/\s/g, '');

/**
 * Authenticator-app (TOTP) enrolment: scan the QR code or type the key into the app, then confirm
 * with the code it shows. Once on, logins from a new device or network ask for a code from the app.
 */
export function TotpEnrolment() {
  const { t } = useTranslation();
  const headingId = useId();
  const codeId = useId();
  const enrolment = useTotpEnrolment();
  const confirm = useConfirmTotpEnrolment();
  const [settingUp, setSettingUp] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const data = enrolment.data;
  // While a new secret is on its way the old one is not shown: only the newest can be confirmed.
  const fetching = enrolment.isFetching;
  const showSetup = Boolean(data && !fetching && (!data.enrolled || settingUp));
  // The image holds the secret; it is drawn here (a data: URL, which the CSP allows) and never sent.
  const uri = showSetup ? data?.uri : undefined;
  const qr = useQrCode(uri, { size: qrSize, secret: true }).data;

  function startAgain() {
    setSettingUp(true);
    setCode('');
    setError('');
    // The secret fetched with the page may be near its ten minutes; a new device gets a new one.
    void enrolment.refetch();
  }

  function cancel() {
    setSettingUp(false);
    setCode('');
    setError('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    const typed = digitsOf(code);
    if (!codePattern.test(typed)) {
      setError(t('memberCentre.totp.codeInvalid'));
      return;
    }
    setError('');
    confirm.mutate(
      { code: typed },
      {
        onSuccess() {
          setSettingUp(false);
          setCode('');
          showToast(t('memberCentre.totp.enabledToast'), 'success');
        },
        onError(failure) {
          setError(errorMessage(failure, t));
          // Ten minutes went by, or too many tries: the server wants a new enrolment.
          if (failure instanceof ApiError && failure.message === 'verification_code_expired') {
            setCode('');
            void enrolment.refetch();
          }
        },
      },
    );
  }

  const status = data ? (
    <span className={`totp__status${data.enrolled ? ' totp__status--on' : ''}`}>
      <Icon name={data.enrolled ? 'success' : 'info'} size={16} />
      {data.enrolled ? t('memberCentre.totp.on') : t('memberCentre.totp.off')}
    </span>
  ) : null;

  return (
    <section className="security-item totp" aria-labelledby={headingId}>
      <div className="security-item__head">
        <span className="security-item__icon">
          <Icon name={shapes.phone} size={20} />
        </span>
        <div className="security-item__text">
          <div className="security-item__title-row">
            <h3 id={headingId} className="security-item__title">
              {t('memberCentre.totp.title')}
            </h3>
            {status}
          </div>
          <p className="security-item__note">{t('memberCentre.totp.intro')}</p>
        </div>
      </div>

      {fetching && (
        <div className="totp__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}

      {enrolment.isError && !data && (
        <div className="totp__problem" role="alert">
          <p>{errorMessage(enrolment.error, t)}</p>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => void enrolment.refetch()}
          >
            {t('memberCentre.retry')}
          </button>
        </div>
      )}

      {data?.enrolled && !settingUp && !fetching && (
        <div className="totp__enrolled">
          <p>{t('memberCentre.totp.enabledNote')}</p>
          <button type="button" className="btn btn--outline btn--small" onClick={startAgain}>
            {t('memberCentre.totp.newDevice')}
          </button>
        </div>
      )}

      {showSetup && data && (
        <div className="totp__setup">
          <ol className="totp__steps">
            <li className="totp__step">
              <p className="totp__step-title">{t('memberCentre.totp.scan')}</p>
              <div className="totp__qr">
                {qr && <img src={qr} width={qrSize} height={qrSize} alt={t('memberCentre.totp.qrAlt')} />}
              </div>
              <p className="totp__manual">{t('memberCentre.totp.manual')}</p>
              <div className="totp__secret-row">
                <code className="totp__secret" data-testid="totp-secret" dir="ltr">
                  {groupSecret(data.secret)}
                </code>
                <CopyButton text={data.secret} />
              </div>
            </li>
            <li className="totp__step">
              <p className="totp__step-title">{t('memberCentre.totp.enterCode')}</p>
              <form className="totp__form" onSubmit={submit} noValidate>
                <div className={`totp__field${error ? ' has-error' : ''}`}>
                  <label className="totp__label" htmlFor={codeId}>
                    {t('memberCentre.totp.codeLabel')}
                  </label>
                  <input
                    id={codeId}
                    className="totp__input"
                    value={code}
                    onChange={(event) => {
                      setCode(event.target.value.replace(/[^\d\s]/g, '').slice(0, 7));
                      if (error) setError('');
                    }}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    dir="ltr"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${codeId}-error` : `${codeId}-hint`}
                  />
                  {error ? (
                    <p className="totp__error" id={`${codeId}-error`} role="alert">
                      {error}
                    </p>
                  ) : (
                    <p className="totp__hint" id={`${codeId}-hint`}>
                      {t('memberCentre.totp.codeHint')}
                    </p>
                  )}
                </div>
                <div className="totp__actions">
                  <button type="submit" className="btn btn--gold" disabled={confirm.isPending}>
                    {confirm.isPending && <span className="totp__busy" aria-hidden="true" />}
                    {t('memberCentre.totp.submit')}
                  </button>
                  {data.enrolled && (
                    <button type="button" className="btn btn--ghost" onClick={cancel}>
                      {t('memberCentre.totp.cancel')}
                    </button>
                  )}
                </div>
              </form>
            </li>
          </ol>
        </div>
      )}
    </section>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className="btn btn--outline btn--small"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => showToast(t('memberCentre.totp.copied'), 'success'),
          () => showToast(t('memberCentre.totp.copyFailed'), 'warning'),
        )
      }
    >
      {t('memberCentre.totp.copy')}
    </button>
  );
}
