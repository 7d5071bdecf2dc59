import { useRef, useState, type RefObject } from 'react';
import { isFlagEnabled } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import { useBanners } from '@/features/banners/api/get-banners';
import { LeftMenuBanner } from '@/features/banners/components/left-menu-banner';
import { useBrand } from '@/features/system/api/get-brand';
import { usePermission } from '@/features/system/api/get-permission';
import {
  useCustomerServiceListed,
  usePrimaryCustomerService,
} from '@/features/system/hooks/use-customer-service';
import { categoryHref, categoryKey } from '@/lib/category';
import { useLanguage } from '@/lib/i18n';
import { openPopup } from '@/lib/popup-store';
import { CountBadge } from '@/components/ui/count-badge';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import type { AgentPageId } from '@/features/agent-centre/agent-menu';
import { memberPages } from '../member-pages';
import { memberPagePath } from '../paths';
import { LanguageSelect } from './language-select';
import { useNavCategories, type NavCategory } from './nav-categories';
import { VendorMenuItem } from './vendor-menu-item';
import './side-menu.css';

const categoryIcon: Partial<Record<NavCategory['category'], IconName>> = {
  RNG: 'dice',
  LIVE: 'video',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'ball',
  ESPORTS: 'game',
  LOTT: 'ticket',
  ELOTT: 'ticket',
  COCKFIGHT: 'trophy',
};

function CategoryGroup({ entry }: { entry: NavCategory }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = `side-vendors-${entry.category}`;
  return (
    <li className="side-menu__group">
      <div className="side-menu__row">
        <NavLink to={categoryHref(entry.category)} className="side-menu__link">
          <Icon name={categoryIcon[entry.category] ?? 'game'} size={18} />
          <span>{t(categoryKey[entry.category])}</span>
        </NavLink>
        <button
          type="button"
          className="side-menu__expand"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={t('sideMenu.showVendors', { category: t(categoryKey[entry.category]) })}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon name="chevron-down" size={16} />
        </button>
      </div>
      {expanded && (
        <ul className="side-menu__vendors" id={listId}>
          {entry.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorMenuItem vendor={vendor} className="side-menu__vendor" />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The reward centre, a member centre page: marked only on that page (NavLink would mark it on
 * every /member address, since it ignores the query).
 */
function RewardsLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const toClaim = useMemberInfo().data?.availablePromoCount ?? 0;
  const here = pathname === '/member' && new URLSearchParams(search).get('page') === 'rewardCenter';
  return (
    <Link
      to={memberPagePath('rewardCenter')}
      className={`side-menu__link${here ? ' active' : ''}`}
      aria-current={here ? 'page' : undefined}
    >
      <Icon name="gift" size={18} />
      <span>{t('sideMenu.rewards')}</span>
      <CountBadge count={toClaim} label={t('memberCentre.badge', { count: toClaim })} />
    </Link>
  );
}

/**
 * The VIP page (decision 0242), a member centre page, with the member's level name beside it once they
 * have one and a count of its bonuses to claim: marked only on that page, like the rewards link.
 */
function VipLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const info = useMemberInfo().data;
  const here = pathname === '/member' && new URLSearchParams(search).get('page') === 'vip';
  return (
    <Link
      to={memberPagePath('vip')}
      className={`side-menu__link${here ? ' active' : ''}`}
      aria-current={here ? 'page' : undefined}
    >
      <Icon name="crown" size={18} />
      <span>{t('vip.title')}</span>
      {info?.vip && info.vipLabel && (
        <span className="side-menu__vip" dir="auto">
          {info.vipLabel}
        </span>
      )}
      <CountBadge
        count={info?.vipClaimableCount ?? 0}
        label={t('memberCentre.badge', { count: info?.vipClaimableCount ?? 0 })}
      />
    </Link>
  );
}

/**
 * Product §2's invite-friends entry: a member's goes to the referral page (while the brand runs the
 * activity, REFERRAL3), an agent's to the agent centre's register page, where agents invite.
 */
// Written out rather than imported, so the side menu does not bring the agent centre's menu along.
const agentRegisterPage: AgentPageId = 'registerCenter';

function InviteLink({ agent }: { agent: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get('page');
  const to = agent ? `/agentHome?page=${agentRegisterPage}` : memberPagePath('referral');
  const here = agent
    ? pathname === '/agentHome' && page === agentRegisterPage
    : pathname === '/member' && page === 'referral';
  return (
    <Link
      to={to}
      className={`side-menu__link${here ? ' active' : ''}`}
      aria-current={here ? 'page' : undefined}
    >
      <Icon name="megaphone" size={18} />
      <span>{t('memberCentre.menu.referral')}</span>
    </Link>
  );
}

type SideMenuProps = {
  /** Phones: the drawer is showing. Desktop: the menu is expanded. */
  open: boolean;
  drawer: boolean;
  onClose: () => void;
};

/** Mounted while the phone drawer is open: keeps focus inside it and the page behind still. */
function DrawerFocusTrap({
  target,
  onClose,
}: {
  target: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  useFocusTrap(target, onClose);
  useScrollLock();
  return null;
}

/** Product §2 side menu: categories with vendors, shortcuts, app download, banner, service, language. */
export function SideMenu({ open, drawer, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { categories } = useNavCategories();
  const brand = useBrand().data;
  const service = usePrimaryCustomerService();
  const serviceListed = useCustomerServiceListed();
  const menuRef = useRef<HTMLElement>(null);
  // A phone's drawer is built when first opened; until then it would only add hidden nodes.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  // Folded away on desktop (the member centre) counts as not opened yet too.
  const showContent = opened;
  const rewardCentre = Boolean(memberPages.rewardCenter);
  // Product §2: the VIP entry when available, that is when the brand runs VIP (VIP3, on with levels).
  const whitelabel = usePermission().data?.info.whitelabel;
  const vip = Boolean(memberPages.vip) && whitelabel !== undefined && isFlagEnabled(whitelabel, 'VIP3');
  // Invite friends is a signed-in member's or agent's (a trial account has no friends to invite).
  const signedIn = useMemberInfo().data;
  const isAgent = signedIn?.isAgent === true;
  const invite =
    signedIn !== undefined &&
    signedIn.type !== 4 &&
    (isAgent ||
      (Boolean(memberPages.referral) && whitelabel !== undefined && isFlagEnabled(whitelabel, 'REFERRAL3')));
  const leftBanners = useBanners('w_leftmenu', useLanguage(), showContent).data;

  return (
    <>
      {drawer && open && (
        <>
          <div className="side-menu__cover" onClick={onClose} aria-hidden="true" />
          <DrawerFocusTrap target={menuRef} onClose={onClose} />
        </>
      )}
      <aside
        id="side-menu"
        ref={menuRef}
        className={`side-menu${open ? ' is-open' : ''}${drawer ? ' side-menu--drawer' : ''}`}
        aria-label={t('sideMenu.label')}
        inert={drawer && !open ? true : undefined}
      >
        {drawer && (
          <div className="side-menu__drawer-head">
            <span className="side-menu__drawer-title">{t('sideMenu.label')}</span>
            <button
              type="button"
              className="icon-btn"
              onClick={onClose}
              aria-label={t('header.closeMenu')}
              data-autofocus
            >
              <Icon name="close" />
            </button>
          </div>
        )}
        {showContent && (
          <>
            <nav className="side-menu__shortcuts" aria-label={t('header.shortcuts')}>
              <Link to={memberPagePath('depositv2')} className="side-menu__shortcut">
                <Icon name="deposit" />
                {t('header.deposit')}
              </Link>
              <Link to={memberPagePath('withdraw')} className="side-menu__shortcut">
                <Icon name="withdraw" />
                {t('header.withdraw')}
              </Link>
              <Link to="/agent" className="side-menu__shortcut">
                <Icon name="agent" />
                {t('header.agent')}
              </Link>
            </nav>

            <p className="side-menu__heading" id="side-menu-games">
              {t('sideMenu.games')}
            </p>
            <ul className="side-menu__list" aria-labelledby="side-menu-games">
              {categories.map((entry) => (
                <CategoryGroup key={entry.category} entry={entry} />
              ))}
            </ul>

            <ul className="side-menu__list side-menu__links">
              {rewardCentre && (
                <li>
                  <RewardsLink />
                </li>
              )}
              {vip && (
                <li>
                  <VipLink />
                </li>
              )}
              {invite && (
                <li>
                  <InviteLink agent={isAgent} />
                </li>
              )}
              <li>
                <NavLink to="/pointMall" className="side-menu__link">
                  <Icon name="coins" size={18} />
                  <span>{t('sideMenu.pointsMall')}</span>
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className="side-menu__link"
                  onClick={() => openPopup({ name: 'app-download' })}
                >
                  <Icon name="download" size={18} />
                  <span>{t('sideMenu.appDownload')}</span>
                </button>
              </li>
              {(service || serviceListed) && (
                <li>
                  <a
                    href={service?.url}
                    className="side-menu__link"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="headset" size={18} />
                    <span>{t('sideMenu.customerService')}</span>
                  </a>
                </li>
              )}
              {brand?.telegram && (
                <li>
                  <a
                    href={brand.telegram}
                    className="side-menu__link"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="telegram" size={18} />
                    <span>{t('sideMenu.telegram')}</span>
                  </a>
                </li>
              )}
            </ul>

            <div className="side-menu__banner">
              <LeftMenuBanner banners={leftBanners} />
            </div>
            <div className="side-menu__language">
              <LanguageSelect />
            </div>
          </>
        )}
      </aside>
    </>
  );
}
