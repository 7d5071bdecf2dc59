import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the side menu shows, and the way to show or hide it. Phones: a drawer that belongs to the
 * page it was opened on, so any navigation closes it. Desktop: open unless folded away; on a folding
 * route (the member centre) it starts folded, and an unfolding lasts while the player stays on that
 * route's path (its pages differ only in the query).
 */
export function useSideMenuState(drawer: boolean, fold: boolean) {
  const location = useLocation();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const [unfoldedAt, setUnfoldedAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenedAt === location.key;
  // Leaving the folding route forgets the unfolding (state adjusted while rendering, not in an effect).
  if (unfoldedAt !== null && unfoldedAt !== location.pathname) setUnfoldedAt(null);
  const unfolded = unfoldedAt === location.pathname;
  const open = drawer ? drawerOpen : fold ? unfolded : desktopOpen;

  function toggle() {
    if (drawer) setDrawerOpenedAt(drawerOpen ? null : location.key);
    else if (fold) setUnfoldedAt(unfolded ? null : location.pathname);
    else setDesktopOpen((value) => !value);
  }
  return { open, toggle, closeDrawer: () => setDrawerOpenedAt(null) };
}
