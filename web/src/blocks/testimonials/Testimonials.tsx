/** The testimonials block: a section with its head and each client's words with their name and role. */
import type { TESTIMONIALS } from '@vyoma/contract/blocks';
import { Section } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import './testimonials.css';

export function TestimonialsBlock({ values, nth }: BlockComponentProps<typeof TESTIMONIALS>) {
  const { anchor, eyebrow, heading, lead, background, quotes } = values;
  return (
    <Section
      headingId={headingId(anchor, 'testimonials', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <ul className="block-quotes">
        {quotes.map((q, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in order
          <li key={i} className="block-quotes__item card">
            <figure>
              <blockquote className="block-quotes__quote">
                <p>{q.quote}</p>
              </blockquote>
              <figcaption className="block-quotes__who">
                <span className="block-quotes__name">{q.name}</span>
                {q.role && <span className="block-quotes__role">{q.role}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
