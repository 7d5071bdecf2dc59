import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { openPopup } from '@/lib/popup-store';
import { useIsLoggedIn } from '@/lib/session';
import { memberPagePath } from '../paths';
import { BrandLogo } from './brand-logo';
import { HeaderSearch } from './header-search';
import './site-header.css';

/** The logged-in header; boot-loader fetches it early when the page opens with a session. */
export const loadMemberHeader = () => import('./member-header');
const MemberHeader = lazy(loadMemberHeader);

type SiteHeaderProps = { onToggleMenu?: () => void; menuOpen: boolean };

/** Product §2 header: for guests deposit, withdraw, agent, login and register; for members see MemberHeader. */
export function SiteHeader({ onToggleMenu, menuOpen }: SiteHeaderProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <header className={`site-header${loggedIn ? ' site-header--member' : ''}`}>
      {onToggleMenu && (
        <button
          type="button"
          className="site-header__menu icon-btn"
          onClick={onToggleMenu}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
        >
          <Icon name="menu" />
        </button>
      )}
      <BrandLogo />
      <HeaderSearch />
      <div className="site-header__actions">
        {loggedIn ? (
          <Suspense fallback={<span className="site-header__pending" />}>
            <MemberHeader />
          </Suspense>
        ) : (
          <>
            <nav className="site-header__shortcuts" aria-label={t('header.shortcuts')}>
              <Link to={memberPagePath('depositv2')} className="site-header__shortcut">
                <Icon name="deposit" size={18} />
                {t('header.deposit')}
              </Link>
              <Link to={memberPagePath('withdraw')} className="site-header__shortcut">
                <Icon name="withdraw" size={18} />
                {t('header.withdraw')}
              </Link>
              <Link to="/agent" className="site-header__shortcut">
                <Icon name="agent" size={18} />
                {t('header.agent')}
              </Link>
            </nav>
            <button type="button" className="btn btn--outline" onClick={() => openPopup({ name: 'login' })}>
              {t('header.login')}
            </button>
            <button type="button" className="btn btn--gold" onClick={() => openPopup({ name: 'register' })}>
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
