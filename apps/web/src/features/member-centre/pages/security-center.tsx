import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { useLanguageTag } from '@/lib/i18n';
import { openPopup } from '@/lib/popup-store';
import { ContactBindings } from '../components/contact-bindings';
import { TotpEnrolment } from '../components/totp-enrolment';
import type { MemberPageProps } from '../page-props';
import { formatInZone, gmtLabel } from '@/lib/zoned-time';
import { maskEmail, maskMobile } from '../profile-format';
import './security-center.css';

/**
 * securityCenter, 'My account' (product §2, the member centre's default page): the member's profile
 * from member info, and the security actions: change password, the mobile number and e-mail address
 * (bound with the password and a code sent to them), and the authenticator app.
 */
export default function SecurityCenter({ member, iconUrl, timeZoneOffsetMinutes }: MemberPageProps) {
  const { t } = useTranslation();
  const languageTag = useLanguageTag();
  const notSet = <span className="profile__empty">{t('memberCentre.profile.notSet')}</span>;
  const date = (iso: string, withTime: boolean) => (
    <time dateTime={iso}>{formatInZone(iso, languageTag, timeZoneOffsetMinutes, withTime)}</time>
  );
  const mobile = maskMobile(member.countryDialingCode, member.mobileNum);
  const email = maskEmail(member.email);

  const facts: { key: string; label: string; value: ReactNode; ltr?: boolean }[] = [
    { key: 'account', label: t('memberCentre.profile.account'), value: member.account, ltr: true },
    { key: 'nickname', label: t('memberCentre.profile.nickname'), value: member.nickname || notSet },
    {
      key: 'vip',
      label: t('memberCentre.profile.vip'),
      value: member.vip ? member.vipLabel : t('memberCentre.profile.noVip'),
    },
    {
      key: 'registered',
      label: t('memberCentre.profile.registered'),
      value: date(member.registeredAt, false),
    },
    {
      key: 'lastLogin',
      label: t('memberCentre.profile.lastLogin'),
      value: member.lastLoginAt ? (
        <>
          {date(member.lastLoginAt, true)}{' '}
          <span className="profile__zone" dir="ltr">
            {gmtLabel(timeZoneOffsetMinutes)}
          </span>
        </>
      ) : (
        t('memberCentre.profile.never')
      ),
    },
    { key: 'mobile', label: t('memberCentre.profile.mobile'), value: mobile || notSet, ltr: Boolean(mobile) },
    { key: 'email', label: t('memberCentre.profile.email'), value: email || notSet, ltr: Boolean(email) },
    { key: 'payee', label: t('memberCentre.profile.payeeName'), value: member.payeeName || notSet },
  ];

  return (
    <div className="security">
      <section className="mc-card profile" aria-labelledby="profile-heading">
        <div className="profile__identity">
          <span className="profile__avatar">
            {iconUrl ? (
              <img src={iconUrl} alt="" width={64} height={64} />
            ) : (
              <Icon name={shapes.user} size={30} />
            )}
          </span>
          <div className="profile__names">
            <h2 id="profile-heading" className="profile__nickname">
              {member.nickname || member.account}
            </h2>
            <p className="profile__account">
              <span dir="ltr">{member.account}</span>
            </p>
          </div>
          {member.vip && <span className="profile__vip">{member.vipLabel}</span>}
        </div>
        <dl className="profile__facts">
          {facts.map((fact) => (
            <div key={fact.key} className="profile__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.ltr ? <span dir="ltr">{fact.value}</span> : fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mc-card" aria-labelledby="security-heading">
        <h2 id="security-heading" className="mc-card__title">
          {t('memberCentre.security.title')}
        </h2>
        <div className="security__items">
          <section className="security-item" aria-labelledby="password-heading">
            <div className="security-item__head">
              <span className="security-item__icon">
                <Icon name={shapes.lock} size={20} />
              </span>
              <div className="security-item__text">
                <h3 id="password-heading" className="security-item__title">
                  {t('memberCentre.security.password')}
                </h3>
                <p className="security-item__note">{t('memberCentre.security.passwordNote')}</p>
              </div>
              <button
                type="button"
                className="btn btn--outline btn--small security-item__action"
                onClick={() => openPopup({ name: 'change-password', reason: 'requested' })}
              >
                {t('memberCentre.security.changePassword')}
              </button>
            </div>
          </section>
          <ContactBindings member={member} />
          <TotpEnrolment />
        </div>
      </section>
    </div>
  );
}
