/**
 * Corporate profile blurb: animates in once at least CORPORATE_PROFILE_VISIBILITY (20 %) of it is
 * visible (spec §2.3); shown at once with reduced motion or without IntersectionObserver.
 */
import { CORPORATE_PROFILE_VISIBILITY } from '@vyoma/contract';
import { useEffect, useRef, useState } from 'react';
import { CORPORATE_PROFILE } from '../content/sections.ts';
import { useReducedMotion } from '../lib/useReducedMotion.ts';

export function CorporateProfile() {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const [visible, setVisible] = useState(false);
  const shown = visible || reducedMotion;

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: CORPORATE_PROFILE_VISIBILITY },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <section
      ref={ref}
      className="section section--dark profile"
      aria-labelledby="profile-title"
      data-visible={shown || undefined}
    >
      <div className="container profile__grid">
        <div className="profile__copy">
          <p className="section-header__eyebrow">{CORPORATE_PROFILE.eyebrow}</p>
          <h2 id="profile-title">{CORPORATE_PROFILE.title}</h2>
          {CORPORATE_PROFILE.paragraphs.map((text) => (
            <p key={text}>{text}</p>
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
