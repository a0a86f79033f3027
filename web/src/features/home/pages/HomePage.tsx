/**
 * Home (spec §2.3). Only the hero is in this route's first-load chunk; everything below the fold is
 * one lazy chunk, so the home page stays inside its JavaScript budget (web/test/bundle-budget.test.ts).
 */
import { lazy, Suspense } from 'react';
import { Seo } from '../../../components/seo/Seo.tsx';
import { HERO_SLIDES } from '../../../content/home.ts';
import { HeroSlider } from '../components/HeroSlider.tsx';
import { homeSeo } from '../lib/seo.ts';

const BelowFold = lazy(() => import('../components/BelowFold.tsx'));

export default function HomePage() {
  return (
    <>
      <Seo {...homeSeo()} />
      <HeroSlider slides={HERO_SLIDES} />
      {/* Reserves room so the lazy sections arriving never move what is on screen. */}
      <Suspense fallback={<div className="home-below-placeholder" style={{ minHeight: '100vh' }} />}>
        <BelowFold />
      </Suspense>
    </>
  );
}
