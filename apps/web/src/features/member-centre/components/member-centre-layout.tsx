import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { memberMenu } from '../menu';
import type { MemberPageId } from '../page-ids';
import type { MemberPageProps } from '../page-props';
import { memberPageRegistry, type MemberPageRegistry } from '../pages';
import '@/components/centre/centre-layout.css';
import { CountBadge } from '@/components/ui/count-badge';

type MemberCentreLayoutProps = MemberPageProps & {
  /** The pages the menu lists (menu.ts visibleMemberPages), and the one shown. */
  pages: readonly MemberPageId[];
  active: MemberPageId;
  /** The balance as the header shows it (masked when the member hid it). */
  balance: ReactNode;
  registry?: MemberPageRegistry;
};

function Badge({ count }: { count: number }) {
  const { t } = useTranslation();
  return <CountBadge count={count} label={t('memberCentre.badge', { count })} />;
}

function PageLoading({ reserve }: { reserve: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={reserve ? 'mc-page__loading mc-reserve' : 'mc-page__loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/**
 * The member centre (product §2): the member's name, VIP label and balance, the menu of the pages
 * the registry holds, and the active page. Wide screens put the menu in a column at the start;
 * narrow ones turn it into a row of chips that scrolls sideways above the page.
 */
/**
 * Scrolls the sideways menu (phones) so the link is in it. Only sideways: on a desktop the menu is a
 * column, and scrolling the window to its last link hid the page's heading under the sticky header.
 */
function revealSideways(link: HTMLElement | null) {
  let rail = link?.parentElement ?? null;
  while (rail && rail.scrollWidth <= rail.clientWidth) rail = rail.parentElement;
  if (!link || !rail || rail === document.documentElement || rail === document.body) return;
  const inner = link.getBoundingClientRect();
  const outer = rail.getBoundingClientRect();
  if (inner.left < outer.left) rail.scrollBy({ left: inner.left - outer.left });
  else if (inner.right > outer.right) rail.scrollBy({ left: inner.right - outer.right });
}

export function MemberCentreLayout({
  member,
  iconUrl,
  timeZoneOffsetMinutes,
  pages,
  active,
  hrefOf,
  balance,
  registry = memberPageRegistry,
}: MemberCentreLayoutProps) {
  const { t } = useTranslation();
  const Page = registry[active];
  const title = t(memberMenu[active].label);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const activeLinkRef = useRef<HTMLAnchorElement>(null);
  const shown = useRef<MemberPageId | null>(null);

  useEffect(() => {
    // The chip of the active page is in view in the sideways-scrolling menu. Measuring it in the
    // next frame finds the layout done; here it forced the whole first layout of the member centre
    // in the middle of React's commit (Lighthouse: forced reflow, 180 ms).
    const frame = requestAnimationFrame(() => revealSideways(activeLinkRef.current));
    // A page chosen from the menu takes the focus to its heading; the first page leaves it be.
    if (shown.current !== null && shown.current !== active)
      headingRef.current?.focus({ preventScroll: true });
    shown.current = active;
    return () => cancelAnimationFrame(frame);
  }, [active]);

  return (
    <div className="member-centre">
      <div className="mc">
        <aside className="mc__aside">
          <div className="mc-who">
            <span className="mc-who__avatar">
              {iconUrl ? (
                <img src={iconUrl} alt="" width={48} height={48} />
              ) : (
                <Icon name={shapes.user} size={24} />
              )}
            </span>
            <div className="mc-who__text">
              <p className="mc-who__name">
                <span className="mc-who__name-text">{member.nickname || member.account}</span>
                {member.vip && member.vipLabel && <span className="mc-who__vip">{member.vipLabel}</span>}
              </p>
              <p className="mc-who__balance">
                <span className="mc-who__balance-label">{t('memberCentre.balance')}</span>
                <span className="mc-who__amount" dir="ltr">
                  {balance}
                </span>
              </p>
            </div>
          </div>
          <nav className="mc-nav" aria-label={t('memberCentre.menuLabel')}>
            <ul className="mc-nav__list">
              {pages.map((id) => {
                const entry = memberMenu[id];
                const current = id === active;
                return (
                  <li key={id} className="mc-nav__item">
                    <Link
                      to={hrefOf(id)}
                      className="mc-nav__link"
                      aria-current={current ? 'page' : undefined}
                      ref={current ? activeLinkRef : undefined}
                    >
                      <Icon name={entry.icon} size={18} />
                      <span className="mc-nav__label">{t(entry.label)}</span>
                      <Badge count={entry.badge?.(member) ?? 0} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <section className="mc-page" aria-labelledby="member-page-title">
          <h1 id="member-page-title" className="mc-page__title" ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {Page ? (
            <Suspense fallback={<PageLoading reserve={!Page.short} />}>
              <Page
                member={member}
                iconUrl={iconUrl}
                timeZoneOffsetMinutes={timeZoneOffsetMinutes}
                hrefOf={hrefOf}
              />
            </Suspense>
          ) : null}
        </section>
      </div>
    </div>
  );
}
