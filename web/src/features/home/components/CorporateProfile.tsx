/**
 * Corporate profile blurb: animates in once at least CORPORATE_PROFILE_VISIBILITY (20 %) of it is
 * visible (spec §2.3); shown at once without JavaScript, with reduced motion or when on screen at load.
 */
import { CORPORATE_PROFILE_VISIBILITY } from '@vyoma/contract';
import { useRevealOnce } from '~/components/motion/useRevealOnce.ts';
import { useSiteSettings, withSiteName } from '~/lib/siteSettings.ts';
import { CORPORATE_PROFILE } from '../content/sections.ts';

export function CorporateProfile() {
  const [ref, reveal] = useRevealOnce<HTMLElement>(CORPORATE_PROFILE_VISIBILITY);
  const settings = useSiteSettings();
  return (
    <section
      ref={ref}
      className="section section--dark profile"
      aria-labelledby="profile-title"
      data-reveal={reveal}
    >
      <div className="container profile__grid">
        <div className="profile__copy">
          <p className="section-header__eyebrow">{CORPORATE_PROFILE.eyebrow}</p>
          <h2 id="profile-title">{CORPORATE_PROFILE.title}</h2>
          {CORPORATE_PROFILE.paragraphs.map((text) => (
            <p key={text}>{withSiteName(text, settings)}</p>
          ))}
        </div>
        <ul className="profile__highlights">
          {CORPORATE_PROFILE.highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
