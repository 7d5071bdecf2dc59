import type { VendorCard } from '@lobby/contract/games';
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import { vendorHref, vendorOpensList } from '@/lib/category';
import { useGameLauncher } from '../use-game-launcher';

/** A vendor in a menu: RNG and fishing vendors open their game list, the others launch. */
export function VendorMenuItem({ vendor, className }: { vendor: VendorCard; className: string }) {
  const { openVendor } = useGameLauncher();
  const content = (
    <>
      <LazyImage src={vendor.iconUrl} alt="" ratio="5 / 3" className={`${className}__logo`} />
      {/* The operator's name for the vendor, in whatever script: its own direction. */}
      <span className={`${className}__name`} dir="auto">
        {vendor.displayName}
      </span>
    </>
  );
  return vendorOpensList(vendor.gameType) ? (
    <Link to={vendorHref(vendor.gameType, vendor.vassalage)} className={className}>
      {content}
    </Link>
  ) : (
    <button type="button" className={className} onClick={() => openVendor(vendor)}>
      {content}
    </button>
  );
}
