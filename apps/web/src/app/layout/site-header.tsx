import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { openPopup } from '@/lib/popup-store';
import { useIsLoggedIn } from '@/lib/session';
import { BrandLogo } from './brand-logo';
import './site-header.css';

type SiteHeaderProps = { onToggleMenu?: () => void; menuOpen: boolean };

/** Header for guests (spec §2): deposit, withdraw, agent, login and register. */
export function SiteHeader({ onToggleMenu, menuOpen }: SiteHeaderProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <header className="site-header">
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
      <div className="site-header__actions">
        <nav className="site-header__shortcuts" aria-label={t('header.shortcuts')}>
          <Link to="/member?page=depositv2" className="site-header__shortcut">
            <Icon name="deposit" size={18} />
            {t('header.deposit')}
          </Link>
          <Link to="/member?page=withdraw" className="site-header__shortcut">
            <Icon name="withdraw" size={18} />
            {t('header.withdraw')}
          </Link>
          <Link to="/agent" className="site-header__shortcut">
            <Icon name="agent" size={18} />
            {t('header.agent')}
          </Link>
        </nav>
        {loggedIn ? (
          <Link to="/member" className="btn btn--outline site-header__account">
            <Icon name="user" size={18} />
            {t('header.myAccount')}
          </Link>
        ) : (
          <>
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
