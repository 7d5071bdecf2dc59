import { useTranslation } from '@/lib/use-translation';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import { HelpCentre } from '@/features/help/components/help-centre';
import { useLanguage } from '@/lib/i18n';
import { DataPage } from './data-page';

/** /helpmc: the help centre page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <DataPage title={t('help.centreTitle')} lead={t('help.centreLead')} query={useHelpCenter(useLanguage())}>
      {(categories) => <HelpCentre categories={categories} />}
    </DataPage>
  );
}
