import { useTranslation } from 'react-i18next';
import { usePromotions } from '@/features/promotions/api/get-promotions';
import { PromotionList } from '@/features/promotions/components/promotion-list';
import { useLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '../use-document-title';

/** Promotions group: /promotions and /promotions#{id}. */
export function Component() {
  const { t } = useTranslation();
  const { data, isError } = usePromotions(useLanguage());
  useDocumentTitle(t('promotions.title'));
  return (
    <div className="page">
      <header>
        <h1 className="page__title">{t('promotions.title')}</h1>
        <p className="page__lead">{t('promotions.lead')}</p>
      </header>
      {isError && <p className="page__loading">{t('error.loadFailed')}</p>}
      {!data && !isError && (
        <div className="page__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      )}
      {data && <PromotionList promotions={data} />}
    </div>
  );
}
