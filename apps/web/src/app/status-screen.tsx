import type { StatusValue } from '@lobby/contract/system';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import { useBrand } from '@/features/system/api/get-brand';
import { LanguageSelect } from './layout/language-select';
import { useDocumentTitle } from './use-document-title';
import './status-screen.css';

type StatusScreenProps = { status: StatusValue };

/** Status 1 (maintenance) and 2 (region or IP restricted) replace the whole site (product §2). */
export function StatusScreen({ status }: StatusScreenProps) {
  const { t } = useTranslation();
  const brand = useBrand().data;
  const maintenance = status.status === 1;
  const title = maintenance ? t('status.maintenanceTitle') : t('status.regionTitle');
  useDocumentTitle(title);
  return (
    <main className="status-screen">
      <div className="status-screen__card">
        <div className="status-screen__brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          {brand?.name && <span>{brand.name}</span>}
        </div>
        <span
          className={`status-screen__icon status-screen__icon--${maintenance ? 'maintenance' : 'region'}`}
        >
          <Icon name={maintenance ? 'info' : 'globe'} size={44} />
        </span>
        <h1>{title}</h1>
        <p className="status-screen__message">
          {status.message || (maintenance ? t('status.maintenanceText') : t('status.regionText'))}
        </p>
        {!maintenance && (
          <p className="status-screen__ip">
            {t('status.yourIp')} <strong dir="ltr">{status.ip}</strong>
          </p>
        )}
        <div className="status-screen__actions">
          {status.customerServiceUrl && (
            <a
              className="btn btn--gold"
              href={status.customerServiceUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="headset" size={18} />
              {t('status.contactService')}
            </a>
          )}
          {maintenance && (
            <button type="button" className="btn btn--outline" onClick={() => window.location.reload()}>
              {t('status.retry')}
            </button>
          )}
        </div>
        <div className="status-screen__language">
          <LanguageSelect compact />
        </div>
      </div>
    </main>
  );
}
