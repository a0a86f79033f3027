/**
 * Home (spec §2.3). The server renders the whole page; in the browser only the hero's code is in the
 * route's first-load chunk, and everything below the fold hydrates from one lazy chunk, so the home
 * page stays inside its JavaScript budget (web/test/bundle-budget.test.ts).
 */
import type { SecondSection } from '@vyoma/contract';
import { MESSAGES, PAGE } from '@vyoma/contract';
import { lazy, Suspense, useState } from 'react';
import { HeroSlider } from '~/components/sections/HeroSlider.tsx';
import type { PickerCard } from '~/components/sections/ServicePicker.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { HERO_SLIDES } from '~/content/home.ts';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { homeSeo, type SeoOverrides } from '../lib/seo.ts';
// The sections' code is lazy, but the server renders their HTML: their styles load with the page.
import '../components/home-sections.css';
// The strip and the picker are below the fold in lazy code, but their HTML is in the page at once:
// their styles come first.
import '~/components/sections/logo-strip.css';
import '~/components/ui/icon-badge.css';
import '~/components/sections/service-picker.css';

const BelowFold = lazy(() => import('../components/BelowFold.tsx'));

/**
 * `section`: the editable Service Expertise section, or null to show our own copy; `picker`: the
 * service picker's cards, their icons drawn by the loader.
 */
export default function HomePage({
  section,
  picker,
}: {
  section: SecondSection | null;
  picker: readonly PickerCard[];
}) {
  // The service picker retitles the page with the card the visitor picked (spec §2.3).
  const [picked, setPicked] = useState<SeoOverrides>({});
  return (
    <>
      <Seo {...homeSeo(usePublicUrl(), useSiteSettings(), picked)} />
      <HeroSlider
        slides={HERO_SLIDES}
        label="Our services"
        button={{ text: MESSAGES.buttons.requestConsultation, to: PAGE.contact }}
      />
      {/* Server HTML shows the sections at once; the fallback only shows on in-app navigation. */}
      <Suspense fallback={<div className="home-below-placeholder" style={{ minHeight: '100vh' }} />}>
        <BelowFold section={section} picker={picker} onPick={setPicked} />
      </Suspense>
    </>
  );
}
