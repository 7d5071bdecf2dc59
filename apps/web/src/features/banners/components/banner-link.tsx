import type { Banner } from '@lobby/contract/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** Where a banner leads depends on its linkage type (contract content.ts); null when it leads nowhere. */
export function bannerTarget(banner: Banner): BannerTarget | null {
  switch (banner.linkageType) {
    case 'PROMOTION':
      return { kind: 'internal', to: `/promotions#${banner.linkage}` };
    case 'ROUTE':
      return banner.linkage.startsWith('/') ? { kind: 'internal', to: banner.linkage } : null;
    case 'URL':
      return { kind: 'external', href: banner.linkage };
    default:
      return null;
  }
}

type BannerLinkProps = {
  banner: Banner;
  children: ReactNode;
  className?: string;
  /** The link's name; the banner's title unless given. */
  label?: string;
};

/** The banner's target as a link, or a plain box for a banner that leads nowhere. */
export function BannerLink({ banner, children, className, label = banner.title }: BannerLinkProps) {
  const target = bannerTarget(banner);
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a
        href={target.href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
