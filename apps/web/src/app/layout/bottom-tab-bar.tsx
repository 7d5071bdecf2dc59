import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon, type IconName, type IconShape } from '@/components/ui/icon';
import { openPopup } from '@/lib/popup-store';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { memberPages } from '../member-pages';
import { showTrialNotice } from '../trial-notice';
import { currentTab, tabsFor, type TabId } from './bottom-tab-bar-tabs';
import './bottom-tab-bar.css';

/* The bar's own shapes, drawn on the shell's grid; only the bar uses them. */
const homeShape = <path d="M4 11 12 4l8 7M6.5 9v10.5h4v-5h3v5h4V9" />;
const userShape = (
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5c.8-4 3.7-6 7.5-6s6.7 2 7.5 6" />
  </>
);

const tabIcon: Record<TabId, IconName | IconShape> = {
  home: homeShape,
  promotions: 'gift',
  deposit: 'deposit',
  rewards: 'trophy',
  account: userShape,
};

/* Literal keys, so the locale test finds them. */
const tabLabel: Record<TabId, string> = {
  home: 'nav.home',
  promotions: 'nav.promotions',
  deposit: 'header.deposit',
  rewards: 'sideMenu.rewards',
  account: 'tabBar.account',
};

type BottomTabBarProps = {
  /** Opens the side menu's drawer; absent where the page has no side menu. */
  onOpenMenu?: () => void;
  menuOpen: boolean;
};

/**
 * Phones: the site's main places under the thumb, Deposit raised in the middle. CSS hides it at
 * desktop widths, where the header and side menu hold the same links.
 */
export function BottomTabBar({ onOpenMenu, menuOpen }: BottomTabBarProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  const tabs = tabsFor({ rewardCentre: Boolean(memberPages.rewardCenter) });
  const current = currentTab(tabs, pathname, search);
  // Five places keep Deposit in the middle; the menu fills the fifth while Rewards does not exist.
  const withMenu = onOpenMenu !== undefined && tabs.length < 5;

  return (
    <nav className="tab-bar" aria-label={t('tabBar.label')}>
      <ul className="tab-bar__list">
        {tabs.map((tab) => {
          // A guest is asked to log in where they are, and a trial account to register a real one.
          const onClick = (event: MouseEvent) => {
            if (!tab.memberPage) return;
            if (!session.token) {
              event.preventDefault();
              openPopup({ name: 'login' });
            } else if (session.isTrial) {
              event.preventDefault();
              void showTrialNotice();
            }
          };
          return (
            <li key={tab.id} className={`tab-bar__item tab-bar__item--${tab.id}`}>
              <Link
                to={tab.to}
                className="tab-bar__link"
                aria-current={current === tab.id ? 'page' : undefined}
                onClick={onClick}
              >
                <span className="tab-bar__icon">
                  <Icon name={tabIcon[tab.id]} size={tab.id === 'deposit' ? 24 : 22} />
                </span>
                <span className="tab-bar__label">{t(tabLabel[tab.id])}</span>
              </Link>
            </li>
          );
        })}
        {withMenu && (
          <li className="tab-bar__item tab-bar__item--menu">
            <button
              type="button"
              className="tab-bar__link"
              aria-expanded={menuOpen}
              aria-controls="side-menu"
              onClick={onOpenMenu}
            >
              <span className="tab-bar__icon">
                <Icon name="menu" size={22} />
              </span>
              <span className="tab-bar__label">{t('sideMenu.label')}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
