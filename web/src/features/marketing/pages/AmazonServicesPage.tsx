/** /amazonServices: static copy, a Get Quote link and the 8-item feature grid (spec §2.4). */
import { MESSAGES } from '@vyoma/contract';
import {
  Boxes,
  FileText,
  Image,
  LayoutTemplate,
  type LucideIcon,
  Megaphone,
  RefreshCw,
  Search,
  ShieldCheck,
} from 'lucide-react';
import { Illustration } from '~/components/illustrations/Illustration.tsx';
import { FeatureCards } from '~/components/sections/FeatureCards.tsx';
import { Intro } from '~/components/sections/Intro.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { ServicePageHeader } from '~/components/service/ServicePageHeader.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { AMAZON_FEATURES, type AmazonFeatureIcon, AMAZON_PAGE as PAGE } from '~/content/amazon.ts';

const ICONS: Record<AmazonFeatureIcon, LucideIcon> = {
  listing: FileText,
  keywords: Search,
  aplus: LayoutTemplate,
  images: Image,
  catalogue: Boxes,
  sync: RefreshCw,
  health: ShieldCheck,
  ads: Megaphone,
};

export default function AmazonServicesPage() {
  return (
    <>
      <ServicePageHeader
        path="/amazonServices"
        seo={PAGE.seo}
        eyebrow={PAGE.eyebrow}
        title={PAGE.title}
        lead={PAGE.lead}
        quoteLabel={MESSAGES.buttons.getQuote}
      />
      <Intro
        headingId="amazon-intro-heading"
        heading={PAGE.intro.heading}
        paragraphs={PAGE.intro.paragraphs}
        points={PAGE.intro.points}
        picture={<Illustration spec={{ kind: 'parcel' }} />}
      />
      <Section
        headingId="amazon-features-heading"
        heading={PAGE.featuresHeading}
        lead={PAGE.featuresLead}
        muted
      >
        <FeatureCards items={AMAZON_FEATURES.map((feature) => ({ ...feature, icon: ICONS[feature.icon] }))} />
      </Section>
      <CtaBanner title={PAGE.cta.title} text={PAGE.cta.text} label={MESSAGES.buttons.getQuote} />
    </>
  );
}
