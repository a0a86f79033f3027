/** The steps block: a section with its head and numbered steps. */
import type { STEPS } from '@vyoma/contract/blocks';
import { Section } from '~/components/sections/Section.tsx';
import { StepList } from '~/components/sections/StepList.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function StepsBlock({ values, nth }: BlockComponentProps<typeof STEPS>) {
  const { anchor, eyebrow, heading, lead, background, steps } = values;
  return (
    <Section
      headingId={headingId(anchor, 'steps', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <StepList steps={steps} />
    </Section>
  );
}
