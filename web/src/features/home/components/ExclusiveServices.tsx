/** Exclusive Services: six proof-point cards (spec §2.3). */
import { Award, Building2, FlaskConical, Headset, Rocket, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { EXCLUSIVE_SERVICES, type ExclusiveIcon } from '../content/sections.ts';

const ICONS: Record<ExclusiveIcon, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  industry: Building2,
  support: Headset,
  recognition: Award,
  leaders: Users,
  research: FlaskConical,
  projects: Rocket,
};

export function ExclusiveServices() {
  return (
    <section className="section section--muted" aria-labelledby="exclusive-title">
      <div className="container">
        <header className="section-header">
          <p className="section-header__eyebrow">Why clients choose us</p>
          <h2 id="exclusive-title">Exclusive Services</h2>
          <p>What you get with every engagement, whatever its size.</p>
        </header>
        <ul className="grid grid--3 exclusive__list">
          {EXCLUSIVE_SERVICES.map((item) => {
            const Icon = ICONS[item.icon];
            return (
              <li key={item.title} className="card card--interactive exclusive__card">
                <span className="icon-badge">
                  <Icon size={24} aria-hidden />
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
