/** Looping strip of technology logos (spec §2.3). The copy that makes the loop seamless is hidden. */
import { Cloud, Headset } from 'lucide-react';
import { siAndroid, siNextdotjs, siNodedotjs, siReact } from 'simple-icons';
import { TECH_LOGOS, type TechMark } from '../content/sections.ts';

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

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="tech-strip__list" aria-hidden={hidden || undefined}>
      {TECH_LOGOS.map((logo) => (
        <li key={logo.name} className="tech-strip__item">
          <Mark mark={logo.mark} />
          <span>{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}

export function TechStrip() {
  return (
    <section className="tech-strip" aria-labelledby="tech-strip-title">
      <div className="container">
        <h2 id="tech-strip-title" className="tech-strip__title">
          What we work with
        </h2>
      </div>
      <div className="tech-strip__viewport">
        <div className="tech-strip__track">
          <LogoList />
          <LogoList hidden />
        </div>
      </div>
    </section>
  );
}
