import { Link } from 'react-router';
import { useBrand } from '@/features/system/api/get-brand';
import { useTranslation } from '@/lib/use-translation';
import './brand-logo.css';

/** The site mark plus the brand's name; a demo site (play money) says so on the mark. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  const brand = useBrand().data;
  const name = brand?.name ?? '';
  const badge = brand?.demo ? t('footer.demoBadge') : '';
  return (
    <Link
      to={to}
      className="brand-logo"
      aria-label={name ? [name, badge].filter(Boolean).join(' · ') : undefined}
    >
      <span className="brand-logo__mark-box">
        <img src="/favicon.svg" alt="" width={36} height={36} className="brand-logo__mark" />
        {badge && (
          <span className="brand-logo__demo" aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
      {/* The operator's name, in whatever script it is written, keeps its own direction. */}
      <span className="brand-logo__name" dir="auto">
        {name}
      </span>
    </Link>
  );
}
