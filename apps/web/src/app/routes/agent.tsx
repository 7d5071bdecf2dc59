import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { AgentLoginForm } from '@/features/agent-centre/components/agent-login-form';
import { AgentMarketing } from '@/features/agent-centre/components/agent-marketing';
import { useBrand } from '@/features/system/api/get-brand';
import { usePrimaryCustomerService } from '@/features/system/hooks/use-customer-service';
import { afterLogin } from '../after-login';
import { BrandLogo } from '../layout/brand-logo';
import { LanguageSelect } from '../layout/language-select';
import { useDocumentTitle } from '../use-document-title';
import './agent.css';

/** /agent: the agent landing page in its own layout, without the site's side menu (product §2). */
export function Component() {
  const { t } = useTranslation();
  const brand = useBrand().data;
  const service = usePrimaryCustomerService();
  useDocumentTitle(t('agent.title'));

  return (
    <div className="agent-page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="agent-page__header">
        <BrandLogo to="/agent" />
        <span className="agent-page__badge">{t('agent.badge')}</span>
        <div className="agent-page__header-actions">
          <Link to="/" className="btn btn--ghost btn--small">
            {t('agent.backToLobby')}
          </Link>
          <LanguageSelect compact />
        </div>
      </header>
      <main id="main" className="agent-page__main" tabIndex={-1}>
        <AgentMarketing applyUrl={service?.url} />
        <div className="agent-page__login">
          <AgentLoginForm
            onLoggedIn={(value) =>
              // Product §4: a forced password change comes first; then agents go to their centre.
              afterLogin(
                {
                  source: 'username',
                  firstTimeLogin: value.firstTimeLogin,
                  passwordExpired: value.passwordExpired,
                  passwordChangeRequired: value.passwordChangeRequired,
                  secondFactorUnavailable: value.secondFactorUnavailable === true,
                },
                { agentPage: true },
              )
            }
          />
        </div>
      </main>
      <footer className="agent-page__footer">
        <p lang="fil">{t('footer.licence')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand?.name ?? '' })}</p>
      </footer>
    </div>
  );
}
