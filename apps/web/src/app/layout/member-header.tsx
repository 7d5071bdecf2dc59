import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { Icon, type IconName, type IconShape } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { MenuButton, type MenuItem } from '@/components/ui/menu-button';
import { useMemberIcon } from '@/features/account/api/get-member-icon';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import { useLogout } from '@/features/account/api/logout';
import { BalanceChip } from '@/features/account/components/balance-chip';
import { useSession } from '@/lib/session';
import { readSession } from '@/lib/storage';
import { sessionKeys } from '@/lib/storage-keys';
import { useMediaQuery } from '@/lib/use-media-query';
import { CountBadge } from '@/components/ui/count-badge';
import { memberPages } from '../member-pages';
import { memberPagePath, type MemberPage } from '../paths';
import { showTrialNotice } from '../trial-notice';
import { usePendingPasswordChange } from '../use-pending-password-change';
import './member-header.css';

function LogoutIcon() {
  return (
    <Icon
      size={18}
      name={<path d="M14 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H14M10 12h10M16.5 8.5 20 12l-3.5 3.5" />}
    />
  );
}

/** Below this width the deposit and withdraw shortcuts move into the account menu. */
const compactQuery = '(max-width: 959px)';

/**
 * The logged-in part of the header (product §2): balance, withdraw and deposit shortcuts, and the
 * account menu. Loaded only once a session exists, so visitors never download it. Trial accounts
 * (product §1) see a trial tag, and every member-centre destination tells them to register instead.
 */
export default function MemberHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const info = useMemberInfo().data;
  const iconUrl = useMemberIcon().data?.url;
  const logOut = useLogout();
  const compact = useMediaQuery(compactQuery);
  usePendingPasswordChange();

  const trial = info?.isTrial ?? session.isTrial === true;
  const isAgent = !trial && (info?.isAgent ?? session.isAgent);
  // Until member info answers, what this tab stored last time (or the name typed at login).
  const name = info
    ? info.nickname || info.account
    : (readSession(sessionKeys.nickname) ?? readSession(sessionKeys.username) ?? '');
  const vipLabel = info?.vip ? info.vipLabel : '';

  function openMemberPage(page: MemberPage) {
    if (trial) void showTrialNotice();
    else void navigate(memberPagePath(page));
  }

  /** The shortcuts are real links (new tab, copy address) that trial accounts cannot follow. */
  function guardShortcut(event: MouseEvent) {
    if (!trial) return;
    event.preventDefault();
    void showTrialNotice();
  }

  /* A page the member centre does not have yet gets no item: it would only land on My account. */
  const pageItem = (
    id: MemberPage,
    label: string,
    icon: IconName | IconShape,
    badge?: ReactNode,
  ): MenuItem[] =>
    memberPages[id]
      ? [{ id, label, icon: <Icon name={icon} size={18} />, badge, onSelect: () => openMemberPage(id) }]
      : [];
  const toClaim = info?.availablePromoCount ?? 0;

  const agentItem: MenuItem = {
    id: 'agentHome',
    label: t('header.agentCentre'),
    icon: <Icon name="agent" size={18} />,
    onSelect: () => void navigate('/agentHome'),
  };

  const items: MenuItem[] = [
    // On phones Deposit has its own button beside the balance; Withdraw moves into this menu.
    ...(compact ? pageItem('withdraw', t('header.withdraw'), 'withdraw') : []),
    ...pageItem('personalHistoryCopy', t('header.bettingRecord'), 'dice'),
    ...pageItem('transactionHistory', t('header.accountRecord'), 'ticket'),
    ...pageItem('personalProfit', t('header.personalLoss'), 'coins'),
    ...pageItem(
      'rewardCenter',
      t('header.rewardCentre'),
      'gift',
      <CountBadge count={toClaim} label={t('memberCentre.badge', { count: toClaim })} />,
    ),
    ...pageItem('securityCenter', t('header.myAccount'), shapes.user),
    ...(isAgent ? [agentItem] : []),
    {
      id: 'logout',
      label: t('header.logout'),
      icon: <LogoutIcon />,
      separated: true,
      onSelect: () => {
        logOut();
      },
    },
  ];

  const trialTag = trial && <span className="member-header__tag">{t('header.trial')}</span>;
  const vipTag = vipLabel && <span className="member-header__vip">{vipLabel}</span>;

  return (
    <div className="member-header">
      <BalanceChip />
      {compact ? (
        <Link
          to={memberPagePath('depositv2')}
          className="btn btn--gold member-header__deposit"
          onClick={guardShortcut}
        >
          <Icon name="deposit" size={16} />
          <span className="member-header__deposit-label">{t('header.deposit')}</span>
        </Link>
      ) : (
        <nav className="member-header__shortcuts" aria-label={t('header.shortcuts')}>
          <Link to={memberPagePath('withdraw')} className="site-header__shortcut" onClick={guardShortcut}>
            <Icon name="withdraw" size={18} />
            {t('header.withdraw')}
          </Link>
          <Link to={memberPagePath('depositv2')} className="site-header__shortcut" onClick={guardShortcut}>
            <Icon name="deposit" size={18} />
            {t('header.deposit')}
          </Link>
        </nav>
      )}
      <MenuButton
        className="member-header__menu"
        buttonClassName="member-header__account"
        button={
          <>
            <span className="member-header__avatar">
              {iconUrl ? (
                <img src={iconUrl} alt="" width={32} height={32} />
              ) : (
                <Icon name={shapes.user} size={18} />
              )}
            </span>
            <span className="member-header__name" dir="auto">
              {name || t('header.myAccount')}
            </span>
            {vipTag}
            {trialTag}
            <Icon name="chevron-down" size={16} className="member-header__chevron" />
          </>
        }
        header={
          <div className="member-header__who">
            <span className="member-header__who-name">{name || t('header.myAccount')}</span>
            {info && info.nickname && info.nickname !== info.account && (
              <span className="member-header__who-account">{info.account}</span>
            )}
            {(vipTag || trialTag) && (
              <span className="member-header__tags">
                {vipTag}
                {trialTag}
              </span>
            )}
          </div>
        }
        items={items}
      />
    </div>
  );
}
