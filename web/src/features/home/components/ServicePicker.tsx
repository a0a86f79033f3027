/**
 * Service picker (spec §2.3): six cards; the picked one is shown on a laptop mockup and becomes the
 * page title and meta description. The first card is shown by default without retitling the page.
 */
import { Brain, ClipboardList, Globe, Megaphone, Smartphone, Wifi } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { type PickerIcon, SERVICE_PICKER } from '../content/sections.ts';
import type { SeoOverrides } from '../lib/seo.ts';

const ICONS: Record<PickerIcon, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  web: Globe,
  iot: Wifi,
  ai: Brain,
  marketing: Megaphone,
  backOffice: ClipboardList,
  mobile: Smartphone,
};

/** `onPick` receives the picked card's title and text, which become the page's title and description. */
export function ServicePicker({ onPick }: { onPick: (seo: SeoOverrides) => void }) {
  const [selected, setSelected] = useState(0);
  const card = SERVICE_PICKER[selected] ?? SERVICE_PICKER[0]!;
  const ScreenIcon = ICONS[card.icon];

  const pick = (index: number) => {
    const picked = SERVICE_PICKER[index];
    if (!picked) return;
    setSelected(index);
    onPick({ title: picked.title, description: picked.description });
  };

  return (
    <section className="section picker" aria-labelledby="picker-title">
      <div className="container">
        <header className="section-header">
          <p className="section-header__eyebrow">What we do</p>
          <h2 id="picker-title">Pick a service to see how we help</h2>
        </header>
        <div className="picker__layout">
          <ul className="picker__cards">
            {SERVICE_PICKER.map((item, index) => {
              const Icon = ICONS[item.icon];
              return (
                <li key={item.title}>
                  <button
                    type="button"
                    className="picker__card"
                    aria-pressed={index === selected}
                    onClick={() => pick(index)}
                  >
                    <span className="icon-badge icon-badge--sm">
                      <Icon size={20} aria-hidden />
                    </span>
                    <span className="picker__card-text">
                      <span className="picker__card-title">{item.title}</span>
                      <span className="picker__card-teaser">{item.teaser}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="laptop">
            <div className="laptop__lid">
              <div className="laptop__screen" aria-live="polite">
                <span className="laptop__icon">
                  <ScreenIcon size={28} aria-hidden />
                </span>
                <h3 className="laptop__title">{card.title}</h3>
                <p className="laptop__text">{card.description}</p>
                <Link className="btn btn--accent btn--sm" to="/contactUs">
                  Discuss your project
                </Link>
              </div>
            </div>
            <div className="laptop__base" aria-hidden="true" />
          </div>
        </div>
      </div>
    </section>
  );
}
