/**
 * A looping strip of technology marks with their names (spec §2.3). The second copy, hidden from
 * screen readers, makes the loop seamless; with reduced motion the strip is one still, wrapped row
 * (logo-strip.css). The home page and the logo-strip block share it.
 */
import type { TechMark } from '@vyoma/contract/blocks';
import { Cloud, Headset } from 'lucide-react';
import { siAndroid, siNextdotjs, siNodedotjs, siReact } from 'simple-icons';
import './logo-strip.css';

export interface StripLogo {
  name: string;
  mark: TechMark;
}

const BRAND_PATHS: Partial<Record<TechMark, string>> = {
  react: siReact.path,
  node: siNodedotjs.path,
  android: siAndroid.path,
  next: siNextdotjs.path,
};

function Mark({ mark }: { mark: TechMark }) {
  // simple-icons has no AWS mark any more and Back Office is not a brand: line icons stand in.
  if (mark === 'aws') return <Cloud size={26} strokeWidth={1.8} aria-hidden="true" />;
  if (mark === 'backOffice') return <Headset size={26} strokeWidth={1.8} aria-hidden="true" />;
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={BRAND_PATHS[mark]} />
    </svg>
  );
}

function LogoList({ logos, hidden = false }: { logos: readonly StripLogo[]; hidden?: boolean }) {
  return (
    <ul className="tech-strip__list" aria-hidden={hidden || undefined}>
      {logos.map((logo, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list in order; two may share a name
        <li key={i} className="tech-strip__item">
          <Mark mark={logo.mark} />
          <span>{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}

export function LogoStrip({
  headingId,
  heading,
  logos,
}: {
  headingId: string;
  heading: string;
  logos: readonly StripLogo[];
}) {
  return (
    <section className="tech-strip" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="tech-strip__title">
          {heading}
        </h2>
      </div>
      <div className="tech-strip__viewport">
        <div className="tech-strip__track">
          <LogoList logos={logos} />
          <LogoList logos={logos} hidden />
        </div>
      </div>
    </section>
  );
}
