/**
 * The card grid shared by /services, /webdevelopment and /appdevelopment (one shape, one component).
 * Each card opens its page; the link text names the card for screen readers.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ServiceCard } from '../../content/services.ts';
import { scrollToTop } from '../../lib/scroll.ts';
import { Illustration } from '../illustrations/Illustration.tsx';
import './service-card-grid.css';

export interface ServiceCardGridProps {
  cards: ServiceCard[];
  /** Visible link text, e.g. "Read More". */
  linkLabel: string;
  /** Heading level of the card titles (h2 when the grid has no section heading above it). */
  headingLevel?: 'h2' | 'h3';
}

export function ServiceCardGrid({ cards, linkLabel, headingLevel: Heading = 'h3' }: ServiceCardGridProps) {
  return (
    <ul className="service-grid" data-testid="service-cards">
      {cards.map((card) => (
        <li key={card.id} className="card card--interactive service-card" data-card-id={card.id}>
          <div className="service-card__media">
            <Illustration spec={card.image} />
          </div>
          <Heading className="service-card__title">{card.title}</Heading>
          <p className="service-card__text">{card.paragraph}</p>
          <Link className="service-card__link" to={card.to} onClick={scrollToTop}>
            {linkLabel}
            <span className="visually-hidden"> about {card.title}</span>
            <ArrowRight aria-hidden="true" size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
