import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName, type IconShape } from '@/components/ui/icon';
import './section-heading.css';

type SectionHeadingProps = {
  id: string;
  title: string;
  icon?: IconName | IconShape;
  moreHref?: string;
  moreLabel?: string;
  children?: ReactNode;
};

export function SectionHeading({ id, title, icon, moreHref, moreLabel, children }: SectionHeadingProps) {
  return (
    <div className="section-heading">
      <h2 id={id} className="section-heading__title">
        {icon && <Icon name={icon} className="section-heading__icon" />}
        {title}
      </h2>
      {children}
      {moreHref && moreLabel && (
        <Link className="section-heading__more" to={moreHref}>
          {moreLabel}
          <span className="visually-hidden">{` ${title}`}</span>
          <Icon name="chevron-end" size={16} className="icon--directional" />
        </Link>
      )}
    </div>
  );
}
