import { oauthStartPath, type OauthProviderId } from '@lobby/contract/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { useOauthProviders } from '../api/get-oauth-providers';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z"
      />
      <path
        fill="#34A853"
        d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
      />
      <path fill="#FBBC05" d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14Z" />
      <path
        fill="#EA4335"
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6Z"
      />
    </svg>
  );
}

const marks: Record<OauthProviderId, () => ReactNode> = {
  google: () => <GoogleMark />,
  facebook: () => <Icon name="facebook" size={18} />,
};

/**
 * Third-party logins (ours): each configured provider is a link that takes the whole page to it;
 * the provider sends the member back with `?loginTicket=` (or `?loginError=`). Nothing is shown
 * when none is configured or the list cannot be read.
 */
export function OauthButtons() {
  const { t } = useTranslation();
  const providers = useOauthProviders().data ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="oauth-buttons">
      <p className="oauth-buttons__divider">
        <span>{t('auth.orContinueWith')}</span>
      </p>
      <div className="oauth-buttons__list">
        {providers.map((provider) => (
          <a
            key={provider.id}
            className="btn btn--outline oauth-buttons__button"
            href={oauthStartPath(provider.id)}
          >
            {marks[provider.id]()}
            {t('auth.continueWith', { provider: provider.name })}
          </a>
        ))}
      </div>
    </div>
  );
}
