/**
 * Service picker (spec §2.3: the home page's; the service-picker block's): cards of services; the
 * picked one is shown on a laptop's screen and, through `onPick`, becomes the page's title and meta
 * description. The first card is shown at first without retitling the page. On a page its icons come
 * as the server's SVG markup, so no icon library ships with it.
 */
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router';
import '../ui/icon-badge.css';
import './service-picker.css';

export interface PickerCard {
  title: string;
  /** One line under the card's title. */
  teaser: string;
  /** Shown on the screen, and the page's description while the card is picked. */
  description: string;
  /**
   * The icon at the card's size (20 px) and the screen's (28 px): SVG markup the server drew (a page's),
   * or elements (the admin's editor).
   */
  icon: { card: Drawn; screen: Drawn };
}

export interface ServicePickerProps {
  headingId: string;
  eyebrow: string;
  heading: string;
  cards: readonly PickerCard[];
  /** The screen's button; none when it leads nowhere any more. */
  button: { text: string; to: string } | null;
  onPick?: (seo: { title: string; description: string }) => void;
  /** An island names its root (`data-block`), as BlockPage does for static blocks. */
  blockId?: string;
}

type Drawn = string | ReactElement;

/** An icon in its holder: markup our own server rendered (never text a visitor sent), or elements. */
const drawn = (icon: Drawn) =>
  typeof icon === 'string' ? { dangerouslySetInnerHTML: { __html: icon } } : { children: icon };

export function ServicePicker({
  headingId,
  eyebrow,
  heading,
  cards,
  button,
  onPick,
  blockId,
}: ServicePickerProps) {
  const [selected, setSelected] = useState(0);
  const card = cards[selected] ?? cards[0];

  const pick = (index: number) => {
    const picked = cards[index];
    if (!picked) return;
    setSelected(index);
    onPick?.({ title: picked.title, description: picked.description });
  };

  return (
    <section className="section picker" aria-labelledby={headingId} data-block={blockId}>
      <div className="container">
        <header className="section-header">
          {eyebrow && <p className="section-header__eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{heading}</h2>
        </header>
        <div className="picker__layout">
          <ul className="picker__cards">
            {cards.map((item, index) => (
              <li key={item.title}>
                <button
                  type="button"
                  className="picker__card"
                  aria-pressed={index === selected}
                  onClick={() => pick(index)}
                >
                  <span className="icon-badge icon-badge--sm" {...drawn(item.icon.card)} />
                  <span className="picker__card-text">
                    <span className="picker__card-title">{item.title}</span>
                    <span className="picker__card-teaser">{item.teaser}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {card && (
            <div className="laptop">
              <div className="laptop__lid">
                <div className="laptop__screen" aria-live="polite">
                  <span className="laptop__icon" {...drawn(card.icon.screen)} />
                  <h3 className="laptop__title">{card.title}</h3>
                  <p className="laptop__text">{card.description}</p>
                  {button && (
                    <Link className="btn btn--accent btn--sm" to={button.to}>
                      {button.text}
                    </Link>
                  )}
                </div>
              </div>
              <div className="laptop__base" aria-hidden="true" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
