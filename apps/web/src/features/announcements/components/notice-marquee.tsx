import type { Announcement } from '@lobby/contract/content';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icon';
import './notice-marquee.css';

type NoticeMarqueeProps = {
  notices: Announcement[];
  onOpen: (notice: Announcement) => void;
  /** The megaphone opens every announcement, paged (product §2 public announcements). */
  onShowAll: () => void;
};

/* Roughly constant reading speed whatever the number of notices. */
const secondsPerNotice = 12;

/** Scrolling notice bar (type B announcements); pauses on hover and focus, each title opens its notice. */
export function NoticeMarquee({ notices, onOpen, onShowAll }: NoticeMarqueeProps) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const items = notices.map((notice) => (
    <li key={notice.id}>
      <button type="button" className="notice-marquee__item" onClick={() => onOpen(notice)}>
        <bdi>{notice.title}</bdi>
      </button>
    </li>
  ));
  return (
    <section className="notice-marquee" aria-label={t('home.notices')}>
      <button
        type="button"
        className="notice-marquee__badge"
        onClick={onShowAll}
        aria-label={t('notice.listTitle')}
        title={t('notice.listTitle')}
      >
        <Icon name="megaphone" size={18} />
      </button>
      <div className="notice-marquee__window">
        <div
          className="notice-marquee__track"
          style={{ animationDuration: `${notices.length * secondsPerNotice}s` }}
        >
          <ul className="notice-marquee__list">{items}</ul>
          {/* A second copy makes the loop seamless; hidden from assistive technology and Tab. */}
          <ul className="notice-marquee__list" aria-hidden="true" inert>
            {items}
          </ul>
        </div>
      </div>
    </section>
  );
}
