import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { shapes } from '@/components/ui/icon-shapes';
import { useTranslation } from '@/lib/use-translation';
import { agentMenu, agentPagePath, type AgentPageId } from '../agent-menu';
import { AgentCentreContext } from '../agent-context';
import '@/components/centre/centre-layout.css';
import './agent-centre-layout.css';
import { CountBadge } from '@/components/ui/count-badge';

type Props = {
  active: AgentPageId;
  /** The menu's items this agent sees (visibleAgentPages). */
  pages: readonly AgentPageId[];
  /** The agent's nickname or account, and its main balance as the header would show it. */
  name: string;
  balance: string;
  /** The brand's customer service (the site configuration's first link), when it has one. */
  serviceUrl?: string;
  context: AgentCentreContext;
  /** The agent's unread platform messages: the badge of the messages item. */
  unreadMessages?: number;
  /** Counts shown on the agent menu's own items (the announcements' unread ones). */
  badges?: Partial<Record<AgentPageId, number>>;
  children: ReactNode;
};

/**
 * The agent centre's body (product §2 'Agent menu'): the agent and its balance, the agent menu, the
 * money shortcuts (deposit and withdraw are the member centre's pages) and customer service, and the
 * active page. It shares the member centre's layout (components/centre/centre-layout.css): a column
 * beside the page when wide, a row of chips above it when not.
 */
export function AgentCentreLayout({
  active,
  pages,
  name,
  balance,
  serviceUrl,
  context,
  unreadMessages = 0,
  badges = {},
  children,
}: Props) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<AgentPageId | null>(null);

  useEffect(() => {
    // A page chosen from the menu takes the focus to its heading; the first page leaves it be.
    if (shown.current !== null && shown.current !== active)
      headingRef.current?.focus({ preventScroll: true });
    shown.current = active;
  }, [active]);

  return (
    <div className="member-centre agent-centre">
      <div className="mc">
        <aside className="mc__aside">
          <div className="mc-who">
            <span className="mc-who__avatar">
              <Icon name="agent" size={24} />
            </span>
            <div className="mc-who__text">
              <p className="mc-who__name">
                <span className="mc-who__name-text">{name}</span>
              </p>
              <p className="mc-who__balance">
                <span className="mc-who__balance-label">{t('memberCentre.balance')}</span>
                <span className="mc-who__amount" dir="ltr" data-testid="agent-balance">
                  {balance}
                </span>
              </p>
            </div>
          </div>
          <nav className="mc-nav" aria-label={t('agentCentre.menuLabel')}>
            <ul className="mc-nav__list">
              {pages.map((id) => (
                <li key={id} className="mc-nav__item">
                  <Link
                    to={agentPagePath(id)}
                    className="mc-nav__link"
                    aria-current={id === active ? 'page' : undefined}
                  >
                    <Icon name={agentMenu[id].icon} size={18} />
                    <span className="mc-nav__label">{t(agentMenu[id].label)}</span>
                    <CountBadge
                      count={badges[id] ?? 0}
                      label={t('memberCentre.badge', { count: badges[id] ?? 0 })}
                      testId={`agent-menu-badge-${id}`}
                    />
                  </Link>
                </li>
              ))}
              <li className="mc-nav__item">
                <Link to="/member?page=depositv2" className="mc-nav__link">
                  <Icon name="deposit" size={18} />
                  <span className="mc-nav__label">{t('agentCentre.deposit')}</span>
                </Link>
              </li>
              <li className="mc-nav__item">
                <Link to="/member?page=withdraw" className="mc-nav__link">
                  <Icon name="withdraw" size={18} />
                  <span className="mc-nav__label">{t('agentCentre.withdraw')}</span>
                </Link>
              </li>
              <li className="mc-nav__item">
                <Link to="/member?page=messageV2" className="mc-nav__link">
                  <Icon name={shapes.mail} size={18} />
                  <span className="mc-nav__label">{t('agentCentre.messages')}</span>
                  <CountBadge
                    count={unreadMessages}
                    label={t('memberCentre.badge', { count: unreadMessages })}
                    testId="agent-messages-badge"
                  />
                </Link>
              </li>
              {serviceUrl && (
                <li className="mc-nav__item">
                  <a href={serviceUrl} className="mc-nav__link" target="_blank" rel="noopener noreferrer">
                    <Icon name="headset" size={18} />
                    <span className="mc-nav__label">{t('agentCentre.customerService')}</span>
                  </a>
                </li>
              )}
            </ul>
          </nav>
        </aside>
        <section className="mc-page" aria-labelledby="agent-page-title">
          <h1 id="agent-page-title" className="mc-page__title" ref={headingRef} tabIndex={-1}>
            {t(agentMenu[active].label)}
          </h1>
          <AgentCentreContext value={context}>{children}</AgentCentreContext>
        </section>
      </div>
    </div>
  );
}
