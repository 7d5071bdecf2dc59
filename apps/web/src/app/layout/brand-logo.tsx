import { Link } from 'react-router';
import { useBrand } from '@/features/system/api/get-brand';
import './brand-logo.css';

/** The site mark plus the brand's name from the brand configuration. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const name = useBrand().data?.name ?? '';
  return (
    <Link to={to} className="brand-logo" aria-label={name || undefined}>
      <img src="/favicon.svg" alt="" width={36} height={36} className="brand-logo__mark" />
      <span className="brand-logo__name">{name}</span>
    </Link>
  );
}
