/** Everything on the home page under the hero: one lazy chunk, loaded right after first paint. */
import type { SecondSection } from '@vyoma/contract';
import { PAGE } from '@vyoma/contract';
import { type PickerCard, ServicePicker } from '~/components/sections/ServicePicker.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { HOME_CTA } from '../content/sections.ts';
import type { SeoOverrides } from '../lib/seo.ts';
import { CorporateProfile } from './CorporateProfile.tsx';
import { ExclusiveServices } from './ExclusiveServices.tsx';
import { ServiceExpertise } from './ServiceExpertise.tsx';
import { TechStrip } from './TechStrip.tsx';

export interface BelowFoldProps {
  section: SecondSection | null;
  picker: readonly PickerCard[];
  onPick: (seo: SeoOverrides) => void;
}

export default function BelowFold({ section, picker, onPick }: BelowFoldProps) {
  return (
    <>
      <TechStrip />
      <ServiceExpertise section={section} />
      <ExclusiveServices />
      <ServicePicker
        headingId="picker-title"
        eyebrow="What we do"
        heading="Pick a service to see how we help"
        cards={picker}
        button={{ text: 'Discuss your project', to: PAGE.contact }}
        onPick={onPick}
      />
      <CorporateProfile />
      <CtaBanner title={HOME_CTA.title} text={HOME_CTA.text} label="Contact Us" />
    </>
  );
}
