/**
 * The card grid shared by /services, /webdevelopment and /appdevelopment and the card-grid block (one
 * shape, one component). Each card opens its page; the link text names the card for screen readers.
 */
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scrollToTop } from '../../lib/scroll.ts';
import type { SiteLinkComponent, SiteLinkProps } from '../ui/SiteLink.ts';
import './service-card-grid.css';

export interface CardView {
  /** Tells the cards apart (React's key). */
  key: string;
  picture?: ReactNode;
  title: string;
  text: string;
  /** Where the card leads and the link's visible words ("Read More"); none, a card without a link. */
  link: { to: string; text: string } | null;
}

export interface ServiceCardGridProps {
  cards: readonly CardView[];
  /** Heading level of the card titles (h2 when the grid has no section heading above it). */
  headingLevel?: 'h2' | 'h3';
  /** How a card's link is printed (default: React Router's, landing at the top of the next page). */
  LinkAs?: SiteLinkComponent;
}

/** In the app: the next page opens at its top, even when it is the one already shown. */
function CardLink({ to, className, children }: SiteLinkProps) {
  return (
    <Link className={className} to={to} onClick={scrollToTop}>
      {children}
    </Link>
  );
}

export function ServiceCardGrid({
  cards,
  headingLevel: Heading = 'h3',
  LinkAs = CardLink,
}: ServiceCardGridProps) {
  return (
    <ul className="service-grid" data-testid="service-cards">
      {cards.map((card) => (
        <li key={card.key} className="card card--interactive service-card">
          {card.picture && <div className="service-card__media">{card.picture}</div>}
          <Heading className="service-card__title">{card.title}</Heading>
          <p className="service-card__text">{card.text}</p>
          {card.link && (
            <LinkAs className="service-card__link" to={card.link.to}>
              {card.link.text}
              <span className="visually-hidden"> about {card.title}</span>
              <ArrowRight aria-hidden="true" size={18} />
            </LinkAs>
          )}
        </li>
      ))}
    </ul>
  );
}
