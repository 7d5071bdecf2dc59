import { useTranslation } from '@/lib/use-translation';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { PromotionList } from '@/features/promotions/components/promotion-list';
import { useLanguage } from '@/lib/i18n';
import { DataPage } from './data-page';

/** Promotions group: /promotions and /promotions#{id}. */
export function Component() {
  const { t } = useTranslation();
  return (
    <DataPage title={t('promotions.title')} lead={t('promotions.lead')} query={usePromotions(useLanguage())}>
      {(promotions) => <PromotionList promotions={promotions} />}
    </DataPage>
  );
}
