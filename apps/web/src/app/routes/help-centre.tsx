import { useTranslation } from '@/lib/use-translation';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import { HelpCentre } from '@/features/help/components/help-centre';
import { useLanguage } from '@/lib/i18n';
import { openPopup } from '@/lib/popup-store';
import { DataPage } from './data-page';
import './help-centre.css';

/** /helpmc: the help centre page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <DataPage title={t('help.centreTitle')} lead={t('help.centreLead')} query={useHelpCenter(useLanguage())}>
      {(categories) => (
        <>
          <HelpCentre categories={categories} />
          <p className="help-feedback">
            {t('feedback.helpPrompt')}{' '}
            <button
              type="button"
              className="btn btn--outline btn--small"
              onClick={() => openPopup({ name: 'feedback' })}
            >
              {t('feedback.open')}
            </button>
          </p>
        </>
      )}
    </DataPage>
  );
}
