import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import { HelpCentre } from '@/features/help/components/help-centre';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '../use-document-title';

/** /helpmc: the help centre page. */
export function Component() {
  const { t } = useTranslation();
  const { data, isError } = useHelpCenter(useLanguage());
  useDocumentTitle(t('help.centreTitle'));
  return (
    <div className="page">
      <header>
        <h1 className="page__title">{t('help.centreTitle')}</h1>
        <p className="page__lead">{t('help.centreLead')}</p>
      </header>
      {isError && <p className="page__loading">{t('error.loadFailed')}</p>}
      {!data && !isError && (
        <div className="page__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {data && <HelpCentre categories={data} />}
    </div>
  );
}
