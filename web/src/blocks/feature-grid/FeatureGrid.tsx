/** The feature-grid block: a section with its head and today's feature list, in the block's look. */
import type { FEATURE_GRID } from '@vyoma/contract/blocks';
import { FeatureCards } from '~/components/sections/FeatureCards.tsx';
import { FeatureChecklist } from '~/components/sections/FeatureChecklist.tsx';
import { FeatureTicks } from '~/components/sections/FeatureTicks.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import { FEATURE_ICON_COMPONENTS } from './icons.ts';

const LOOKS = { cards: FeatureCards, ticks: FeatureTicks, checklist: FeatureChecklist };

export function FeatureGridBlock({ values, nth }: BlockComponentProps<typeof FEATURE_GRID>) {
  const { anchor, eyebrow, heading, lead, background, look, features } = values;
  const List = LOOKS[look];
  return (
    <Section
      headingId={headingId(anchor, 'feature-grid', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <List
        items={features.map((f) => ({ icon: FEATURE_ICON_COMPONENTS[f.icon], title: f.title, text: f.text }))}
      />
    </Section>
  );
}
