/** The questions-and-answers block: a section with its head and the folded questions. */
import type { FAQ } from '@vyoma/contract/blocks';
import { FAQ_CONTAINER, FaqList } from '~/components/sections/FaqList.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function FaqBlock({ values, nth }: BlockComponentProps<typeof FAQ>) {
  const { anchor, eyebrow, heading, lead, background, questions } = values;
  return (
    <Section
      headingId={headingId(anchor, 'faq', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
      containerClassName={FAQ_CONTAINER}
    >
      <FaqList questions={questions} />
    </Section>
  );
}
