import type { Banner } from '@lobby/contract/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type BannerLinkProps = { banner: Banner; children: ReactNode; className?: string };

/** Where a banner leads depends on its linkage type (contract content.ts). */
export function BannerLink({ banner, children, className }: BannerLinkProps) {
  switch (banner.linkageType) {
    case 'PROMOTION':
      return (
        <Link to={`/promotions#${banner.linkage}`} className={className} aria-label={banner.title}>
          {children}
        </Link>
      );
    case 'ROUTE':
      return banner.linkage.startsWith('/') ? (
        <Link to={banner.linkage} className={className} aria-label={banner.title}>
          {children}
        </Link>
      ) : (
        <span className={className}>{children}</span>
      );
    case 'URL':
      return (
        <a
          href={banner.linkage}
          className={className}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={banner.title}
        >
          {children}
        </a>
      );
    default:
      return <span className={className}>{children}</span>;
  }
}
