import { useTranslation } from '@/lib/use-translation';
import { useMemberInfo } from '@/features/account/api/get-member-info';
import { useLogout } from '@/features/account/api/logout';
import { BrandLogo } from '../layout/brand-logo';
import { useDocumentTitle } from '../use-document-title';
import { usePendingPasswordChange } from '../use-pending-password-change';
import { MemberLoading } from './member-loading';
import './agent.css';

/** /agentHome: the agent centre (agents only); signing out returns to /agent (spec §2, useLogout). */
export function Component() {
  const { t } = useTranslation();
  const info = useMemberInfo().data;
  const logout = useLogout();
  useDocumentTitle(t('agent.centreTitle'));
  usePendingPasswordChange();
  return (
    <div className="agent-page">
      <header className="agent-page__header">
        <BrandLogo to="/agentHome" />
        <span className="agent-page__badge">{t('agent.badge')}</span>
        <div className="agent-page__header-actions">
          {info && <span className="agent-page__member">{info.nickname || info.account}</span>}
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('agent.signOut')}
          </button>
        </div>
      </header>
      <main id="main" className="agent-page__main agent-page__main--single" tabIndex={-1}>
        <MemberLoading title={t('agent.centreTitle')} />
      </main>
    </div>
  );
}
