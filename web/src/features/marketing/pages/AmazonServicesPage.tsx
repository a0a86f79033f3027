/** /amazonServices: static copy, a Get Quote link and the 8-item feature grid (spec §2.4). */
import { MESSAGES } from '@vyoma/contract';
import {
  Boxes,
  Check,
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
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { AMAZON_FEATURES, type AmazonFeatureIcon, AMAZON_PAGE as PAGE } from '~/content/amazon.ts';
import './amazon.css';
import { ServicePageHeader } from '~/components/service/ServicePageHeader.tsx';

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
      <section className="section" aria-labelledby="amazon-intro-heading">
        <div className="container amazon-intro">
          <div>
            <h2 id="amazon-intro-heading">{PAGE.intro.heading}</h2>
            {PAGE.intro.paragraphs.map((text) => (
              <p key={text} className="amazon-intro__text">
                {text}
              </p>
            ))}
            <ul className="amazon-intro__points">
              {PAGE.intro.points.map((point) => (
                <li key={point}>
                  <Check aria-hidden="true" size={18} strokeWidth={3} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <Illustration spec={{ kind: 'parcel' }} />
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="amazon-features-heading">
        <div className="container">
          <div className="section-header">
            <h2 id="amazon-features-heading">{PAGE.featuresHeading}</h2>
            <p>{PAGE.featuresLead}</p>
          </div>
          <ul className="amazon-features" data-testid="amazon-features">
            {AMAZON_FEATURES.map((feature) => {
              const Icon = ICONS[feature.icon];
              return (
                <li key={feature.title} className="card amazon-features__item">
                  <span className="amazon-features__icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <CtaBanner title={PAGE.cta.title} text={PAGE.cta.text} label={MESSAGES.buttons.getQuote} />
    </>
  );
}
