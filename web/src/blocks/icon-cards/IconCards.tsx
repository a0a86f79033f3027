/** The icon cards block: a section's head and its cards, each a tinted icon, a title and a line. */
import type { CardIcon, ICON_CARDS } from '@vyoma/contract/blocks';
import { Award, Building2, FlaskConical, Headset, type LucideIcon, Rocket, Users } from 'lucide-react';
import { sectionClass } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import '~/components/ui/icon-badge.css';
import './icon-cards.css';

/** The drawing of each icon a card may have (contract CARD_ICONS): a new name is a type error here. */
const ICONS: Record<CardIcon, LucideIcon> = {
  industry: Building2,
  support: Headset,
  recognition: Award,
  leaders: Users,
  research: FlaskConical,
  projects: Rocket,
};

export function IconCardsBlock({ values, nth }: BlockComponentProps<typeof ICON_CARDS>) {
  const { anchor, eyebrow, heading, lead, background, cards } = values;
  const id = headingId(anchor, 'icon-cards', nth);
  return (
    <section className={sectionClass(background === 'muted')} aria-labelledby={id}>
      <div className="container">
        <header className="section-header">
          {eyebrow && <p className="section-header__eyebrow">{eyebrow}</p>}
          <h2 id={id}>{heading}</h2>
          {lead && <p>{lead}</p>}
        </header>
        <ul className="grid grid--3 exclusive__list">
          {cards.map((card) => {
            const Icon = ICONS[card.icon];
            return (
              <li key={card.title} className="card card--interactive exclusive__card">
                <span className="icon-badge">
                  <Icon size={24} aria-hidden />
                </span>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
