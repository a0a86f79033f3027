/**
 * The profile band block: dark, its paragraphs beside its highlights. It rises in once when scrolled
 * to: the server sends it shown (`data-reveal="static"`, readable without script) and BlockPage
 * watches it in the browser, as every static block's `data-reveal`.
 */
import type { PROFILE_BAND } from '@vyoma/contract/blocks';
import { withSiteName } from '~/lib/siteSettings.ts';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import './profile-band.css';

export function ProfileBandBlock({ values, ctx, nth }: BlockComponentProps<typeof PROFILE_BAND>) {
  const { anchor, eyebrow, heading, text, highlights } = values;
  const id = headingId(anchor, 'profile-band', nth);
  const named = (words: string) => (ctx.settings ? withSiteName(words, ctx.settings) : words);
  return (
    <section className="section section--dark profile" aria-labelledby={id} data-reveal="static">
      <div className="container profile__grid">
        <div className="profile__copy">
          {eyebrow && <p className="section-header__eyebrow">{eyebrow}</p>}
          <h2 id={id}>{heading}</h2>
          {text
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((paragraph) => (
              <p key={paragraph}>{named(paragraph)}</p>
            ))}
        </div>
        <ul className="profile__highlights">
          {highlights.map((h) => (
            <li key={h.text}>{h.text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
