/** The banner at the top of inner pages (spec §9: hero header height 165px at least). */
import type { ReactNode } from 'react';
import './page-hero.css';

export interface PageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Small trail above the title, e.g. a breadcrumb. */
  above?: ReactNode;
  /** An image beside the text, below it on narrow screens (styled by its one user, the hero block's CSS). */
  media?: ReactNode;
}

export function PageHero({ title, eyebrow, lead, actions, above, media }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div
        className={
          media ? 'container page-hero__inner page-hero__inner--media' : 'container page-hero__inner'
        }
      >
        {above}
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {actions && <div className="page-hero__actions">{actions}</div>}
        {media && <div className="page-hero__media">{media}</div>}
      </div>
    </header>
  );
}
