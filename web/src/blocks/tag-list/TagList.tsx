/** The tags block: a section with its head and a row of pills. */
import type { TAG_LIST } from '@vyoma/contract/blocks';
import { Section } from '~/components/sections/Section.tsx';
import { TagList } from '~/components/sections/TagList.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function TagListBlock({ values, nth }: BlockComponentProps<typeof TAG_LIST>) {
  const { anchor, eyebrow, heading, lead, background, tags } = values;
  return (
    <Section
      headingId={headingId(anchor, 'tag-list', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <TagList tags={tags.map((tag) => tag.text)} />
    </Section>
  );
}
