import { useTranslation } from '@/lib/use-translation';
import { Outlet, useMatches } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import type { RouteHandle } from '../paths';
import { BottomTabBar } from './bottom-tab-bar';
import { ScrollTopButton } from './scroll-top-button';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopNav } from './top-nav';
import { useSideMenuState } from './use-side-menu-state';
import './site-layout.css';

/** Phones and small tablets get the side menu as a drawer. */
const drawerQuery = '(max-width: 959px)';

function useRouteHandle(): Required<RouteHandle> {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  return {
    hideSideMenu: handles.some((handle) => handle.hideSideMenu),
    foldSideMenu: handles.some((handle) => handle.foldSideMenu),
    gameView: handles.some((handle) => handle.gameView),
  };
}

/** Header, top navigation, side menu, page, footer, phone tab bar and scroll-to-top (product §2). */
export function SiteLayout() {
  const { t } = useTranslation();
  const drawer = useMediaQuery(drawerQuery);
  const { hideSideMenu, foldSideMenu, gameView } = useRouteHandle();
  const sideMenuAllowed = !hideSideMenu;
  const menu = useSideMenuState(drawer, foldSideMenu);
  const menuOpen = sideMenuAllowed && menu.open;
  const toggleMenu = sideMenuAllowed ? menu.toggle : undefined;

  const classes = ['site'];
  if (menuOpen && !drawer) classes.push('site--with-menu');
  // The game view's own bar is all the chrome it has, so the game gets the screen.
  classes.push(gameView ? 'site--game' : 'site--tabs');

  return (
    <div className={classes.join(' ')}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {!gameView && <SiteHeader onToggleMenu={toggleMenu} menuOpen={menuOpen} />}
      {!gameView && <TopNav />}
      <div className="site__body">
        {sideMenuAllowed && <SideMenu open={menuOpen} drawer={drawer} onClose={menu.closeDrawer} />}
        <div className="site__column">
          <main id="main" className="site__main" tabIndex={-1}>
            <Outlet />
          </main>
          {!gameView && <SiteFooter />}
        </div>
      </div>
      {!gameView && (
        <>
          <BottomTabBar onOpenMenu={drawer ? toggleMenu : undefined} menuOpen={menuOpen} />
          <ScrollTopButton />
        </>
      )}
    </div>
  );
}
