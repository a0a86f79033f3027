/** The statistics block: a section with its head and a row of figures, each large over what it counts. */
import type { STATISTICS } from '@vyoma/contract/blocks';
import { Section } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import './statistics.css';

export function StatisticsBlock({ values, nth }: BlockComponentProps<typeof STATISTICS>) {
  const { anchor, eyebrow, heading, lead, background, figures } = values;
  return (
    <Section
      headingId={headingId(anchor, 'statistics', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <ul className="block-stats">
        {figures.map((figure, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, in order
          <li key={i} className="block-stats__item">
            <strong className="block-stats__value">{figure.value}</strong>
            <span className="block-stats__label">{figure.label}</span>
            {figure.detail && <span className="block-stats__detail">{figure.detail}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
