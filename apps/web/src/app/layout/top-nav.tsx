import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { usePlural } from '@/lib/plural';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { MenuButton, type MenuItem } from '@/components/ui/menu-button';
import { categoryHref, categoryKey, inHouseVendor } from '@/lib/category';
import { largeMenuThreshold, useNavCategories, type NavCategory } from './nav-categories';
import { visibleEntryCount } from './top-nav-overflow';
import { VendorMenuItem } from './vendor-menu-item';
import './top-nav.css';

/** One entry of the bar; `category` adds its vendor dropdown. */
type NavEntry = { key: string; label: string; to: string; active: boolean; category?: NavCategory };

function VendorPanel({ entry, label }: { entry: NavCategory; label: string }) {
  const plural = usePlural();
  const large = entry.vendors.length > largeMenuThreshold;
  return (
    <div
      id={`nav-panel-${entry.category}`}
      className={`top-nav__panel${large ? ' top-nav__panel--large' : ''}`}
    >
      <p className="top-nav__panel-title">
        {plural(
          entry.vendors.length,
          { one: 'nav.vendorsOf_one', other: 'nav.vendorsOf' },
          { category: label },
        )}
      </p>
      <ul className="top-nav__vendors">
        {entry.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorMenuItem vendor={vendor} className="top-nav__vendor" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EntryItem({ entry }: { entry: NavEntry }) {
  // The vendor panel is built the first time it is wanted, keeping the first render small.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const link = (
    <Link
      to={entry.to}
      className={`top-nav__link${entry.active ? ' active' : ''}`}
      aria-current={entry.active ? 'page' : undefined}
      aria-describedby={entry.category && wanted ? `nav-panel-${entry.category.category}` : undefined}
    >
      {entry.label}
    </Link>
  );
  if (!entry.category) return <li className="top-nav__item">{link}</li>;
  return (
    <li className="top-nav__item top-nav__item--menu" onMouseEnter={want} onFocus={want}>
      {link}
      {wanted && <VendorPanel entry={entry.category} label={entry.label} />}
    </li>
  );
}

/**
 * Which entry the address belongs to, worked out here rather than by NavLink: the in-house link is
 * /rng with a query, which NavLink would not tell from Slots, and the More button needs to know too.
 */
function useEntries(): NavEntry[] {
  const { t } = useTranslation();
  const { categories } = useNavCategories();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const onInHouse =
      pathname === '/bgs' ||
      (pathname === '/rng' && new URLSearchParams(search).get('vassalage') === inHouseVendor);
    const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
    return [
      { key: 'home', label: t('nav.home'), to: '/', active: pathname === '/' },
      { key: 'BGS', label: t(categoryKey.BGS), to: categoryHref('BGS'), active: onInHouse },
      ...categories.map((entry) => {
        const to = categoryHref(entry.category);
        return {
          key: entry.category,
          label: t(categoryKey[entry.category]),
          to,
          active: under(to) && !onInHouse,
          category: entry,
        };
      }),
      { key: 'promotions', label: t('nav.promotions'), to: '/promotions', active: under('/promotions') },
    ];
  }, [categories, pathname, search, t]);
}

/**
 * How many entries fit: every label is measured in a hidden copy of the bar (so hidden entries keep
 * a width), and the bar's own width is watched, which follows the window, the side menu and the
 * language alike.
 */
function useFittingCount(entries: NavEntry[]) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(entries.length);
  const labels = entries.map((entry) => entry.label).join('\n');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    function fit() {
      if (!nav || !measure) return;
      const items = Array.from(measure.children) as HTMLElement[];
      const more = items.pop();
      const style = getComputedStyle(nav);
      const available =
        nav.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const gap = parseFloat(getComputedStyle(measure).columnGap) || 0;
      const widths = items.map((item) => item.getBoundingClientRect().width);
      setCount(visibleEntryCount(widths, available, gap, more?.getBoundingClientRect().width ?? 0));
    }
    fit();
    // jsdom and very old browsers have no ResizeObserver: everything then stays in the bar.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [labels]);

  return { navRef, measureRef, count: Math.min(count, entries.length) };
}

/**
 * Home, in-house games, every category that has vendors, promotions (product §2). What does not fit
 * the width moves, from the end, into a More menu, so no entry is ever out of reach.
 */
export function TopNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useEntries();
  const { navRef, measureRef, count } = useFittingCount(entries);
  const shown = entries.slice(0, count);
  const moved = entries.slice(count);
  const movedActive = moved.some((entry) => entry.active);

  const moreItems: MenuItem[] = moved.map((entry) => ({
    id: entry.key,
    label: entry.label,
    icon: entry.active ? <Icon name="chevron-end" size={16} className="top-nav__more-current" /> : undefined,
    onSelect: () => void navigate(entry.to),
  }));

  return (
    <nav ref={navRef} className="top-nav" aria-label={t('nav.main')}>
      <ul className="top-nav__list">
        {shown.map((entry) => (
          <EntryItem key={entry.key} entry={entry} />
        ))}
        {moved.length > 0 && (
          <li className="top-nav__item top-nav__item--more">
            <MenuButton
              className="top-nav__more"
              buttonClassName={`top-nav__link top-nav__more-button${movedActive ? ' active' : ''}`}
              button={
                <>
                  {t('common.more')}
                  <Icon name="chevron-down" size={16} />
                </>
              }
              items={moreItems}
            />
          </li>
        )}
      </ul>
      <ul ref={measureRef} className="top-nav__list top-nav__measure" aria-hidden="true">
        {entries.map((entry) => (
          <li key={entry.key} className="top-nav__item">
            <span className="top-nav__link">{entry.label}</span>
          </li>
        ))}
        <li className="top-nav__item">
          <span className="top-nav__link top-nav__more-button">
            {t('common.more')}
            <Icon name="chevron-down" size={16} />
          </span>
        </li>
      </ul>
    </nav>
  );
}
