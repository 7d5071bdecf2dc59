import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import type { RouteHandle } from '../paths';
import { ScrollTopButton } from './scroll-top-button';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopNav } from './top-nav';
import './site-layout.css';

/** Phones and small tablets get the side menu as a drawer. */
const drawerQuery = '(max-width: 959px)';

function useRouteHandle(): RouteHandle {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  return {
    hideSideMenu: handles.some((handle) => handle.hideSideMenu),
    gameView: handles.some((handle) => handle.gameView),
  };
}

/** Header, top navigation, side menu, page, footer and scroll-to-top (spec §2). */
export function SiteLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const drawer = useMediaQuery(drawerQuery);
  const { hideSideMenu, gameView } = useRouteHandle();
  const sideMenuAllowed = !hideSideMenu;
  const [desktopOpen, setDesktopOpen] = useState(true);
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;
  const menuOpen = drawer ? drawerOpen : desktopOpen;

  function toggleMenu() {
    if (drawer) setDrawerOpenedAt(drawerOpen ? null : location.key);
    else setDesktopOpen((open) => !open);
  }

  return (
    <div
      className={`site${sideMenuAllowed && menuOpen && !drawer ? ' site--with-menu' : ''}${gameView ? ' site--game' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader
        onToggleMenu={sideMenuAllowed ? toggleMenu : undefined}
        menuOpen={sideMenuAllowed && menuOpen}
      />
      {!gameView && <TopNav />}
      <div className="site__body">
        {sideMenuAllowed && (
          <SideMenu open={menuOpen} drawer={drawer} onClose={() => setDrawerOpenedAt(null)} />
        )}
        <div className="site__column">
          <main id="main" className="site__main" tabIndex={-1}>
            <Outlet />
          </main>
          {!gameView && <SiteFooter />}
        </div>
      </div>
      {!gameView && <ScrollTopButton />}
    </div>
  );
}
