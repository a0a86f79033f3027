/**
 * The first section of a service page: a heading and paragraphs, optionally a list of short points,
 * with a picture beside them (below on narrow screens).
 */
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { sectionClass } from './Section.tsx';
import './intro.css';

export interface IntroProps {
  headingId: string;
  heading: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  picture?: ReactNode;
  muted?: boolean;
}

export function Intro({ headingId, heading, paragraphs, points = [], picture, muted }: IntroProps) {
  // One look under two names: the Amazon page's (with points) and the web pages'. Both kept, so the
  // pages' HTML stays as it was.
  const look = points.length > 0 ? 'amazon-intro' : 'webdev-intro';
  return (
    <section className={sectionClass(muted)} aria-labelledby={headingId}>
      <div className={`container ${look}`}>
        <div>
          <h2 id={headingId}>{heading}</h2>
          {paragraphs.map((text) => (
            <p key={text} className={`${look}__text`}>
              {text}
            </p>
          ))}
          {points.length > 0 && (
            <ul className="amazon-intro__points">
              {points.map((point) => (
                <li key={point}>
                  <Check aria-hidden="true" size={18} strokeWidth={3} />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        {picture}
      </div>
    </section>
  );
}
