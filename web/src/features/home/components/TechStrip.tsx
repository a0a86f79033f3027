/** The home page's looping strip of technology logos (spec §2.3). */
import { LogoStrip } from '~/components/sections/LogoStrip.tsx';
import { TECH_LOGOS } from '../content/sections.ts';

export function TechStrip() {
  return <LogoStrip headingId="tech-strip-title" heading="What we work with" logos={TECH_LOGOS} />;
}
