import type { Promotion } from '@lobby/contract/content';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { SafeHtml } from '@/components/ui/safe-html';
import { useLanguageTag } from '@/lib/i18n';
import { promotionCategoryLabel } from '../lib/promotion-category';
import './promotion-list.css';

type EntryProps = { promotion: Promotion; initiallyOpen: boolean; standing: ReactNode };

function PromotionEntry({ promotion, initiallyOpen, standing }: EntryProps) {
  const { t } = useTranslation();
  const tag = useLanguageTag();
  const [open, setOpen] = useState(initiallyOpen);
  const date = (value: string) => new Date(value).toLocaleDateString(tag, { dateStyle: 'medium' });
  const detailsId = `promotion-details-${promotion.id}`;
  return (
    <article className={`promotion${initiallyOpen ? ' is-target' : ''}`} id={String(promotion.id)}>
      <LazyImage src={promotion.imageUrl} alt="" ratio="2 / 1" className="promotion__image" />
      <div className="promotion__body">
        <bdi className="promotion__category">{promotionCategoryLabel(promotion.category, t)}</bdi>
        <h2 className="promotion__title" dir="auto">
          {promotion.title}
        </h2>
        <p className="promotion__period">
          {promotion.endsAt
            ? t('promotions.period', { start: date(promotion.startsAt), end: date(promotion.endsAt) })
            : t('promotions.ongoing', { start: date(promotion.startsAt) })}
        </p>
        <p className="promotion__summary" dir="auto">
          {promotion.summary}
        </p>
        {standing}
        <button
          type="button"
          className="btn btn--outline btn--small promotion__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('promotions.hideDetails') : t('promotions.showDetails')}
        </button>
        {open && <SafeHtml html={promotion.content} id={detailsId} className="promotion__details" />}
      </div>
    </article>
  );
}

type ListProps = {
  promotions: Promotion[];
  /** Where the reader stands in a promotion (the reward centre's status, or a sign-in prompt). */
  standingOf?: (promotion: Promotion) => ReactNode;
};

/** All promotions, each anchored by its id so /promotions#{id} lands on it opened. */
export function PromotionList({ promotions, standingOf }: ListProps) {
  const { t } = useTranslation();
  const target = decodeURIComponent(useLocation().hash.slice(1));
  if (promotions.length === 0) return <p className="promotions__empty">{t('promotions.empty')}</p>;
  return (
    <div className="promotions__list">
      {promotions.map((promotion) => (
        <PromotionEntry
          key={`${promotion.id}-${target === String(promotion.id)}`}
          promotion={promotion}
          initiallyOpen={target === String(promotion.id)}
          standing={standingOf?.(promotion)}
        />
      ))}
    </div>
  );
}
