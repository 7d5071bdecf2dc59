import type { VendorCard } from '@lobby/contract/games';
import { usePlural } from '@/lib/plural';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { LazyImage } from '@/components/ui/lazy-image';
import './vendor-tile.css';

type VendorTileProps = {
  vendor: VendorCard;
  /** Product §2: the start-now button shows unless the section is RNG. */
  showStart: boolean;
  /** A link for vendors that open a game list, otherwise a button that launches. */
  href?: string;
  onSelect?: (vendor: VendorCard) => void;
};

export function VendorTile({ vendor, showStart, href, onSelect }: VendorTileProps) {
  const { t } = useTranslation();
  const plural = usePlural();
  const body = (
    <>
      {/* The server sets the vendor's name as a wordmark logo; the name is also written below, so the logo
          is not announced twice. */}
      <LazyImage src={vendor.lagerIcon} alt="" ratio="2 / 1" className="vendor-tile__image" />
      <span className="vendor-tile__footer">
        <span className="vendor-tile__text">
          <span className="vendor-tile__name" dir="auto">
            {vendor.displayName}
          </span>
          <span className="vendor-tile__count">
            {plural(vendor.gameCount, { one: 'games.gameCount_one', other: 'games.gameCount' })}
          </span>
        </span>
        {showStart && <span className="vendor-tile__start">{t('games.startNow')}</span>}
      </span>
    </>
  );
  if (href) {
    return (
      <Link to={href} className="vendor-tile">
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className="vendor-tile" onClick={() => onSelect?.(vendor)}>
      {body}
    </button>
  );
}
