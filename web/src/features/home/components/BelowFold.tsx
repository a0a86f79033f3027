/** Everything on the home page under the hero: one lazy chunk, loaded right after first paint. */
import { CtaBanner } from '../../../components/ui/CtaBanner.tsx';
import { HOME_CTA } from '../content/sections.ts';
import { CorporateProfile } from './CorporateProfile.tsx';
import { ExclusiveServices } from './ExclusiveServices.tsx';
import { ServiceExpertise } from './ServiceExpertise.tsx';
import { ServicePicker } from './ServicePicker.tsx';
import { TechStrip } from './TechStrip.tsx';
import './home-sections.css';

export default function BelowFold() {
  return (
    <>
      <TechStrip />
      <ServiceExpertise />
      <ExclusiveServices />
      <ServicePicker />
      <CorporateProfile />
      <CtaBanner title={HOME_CTA.title} text={HOME_CTA.text} label="Contact Us" />
    </>
  );
}
