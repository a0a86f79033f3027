/**
 * The first section of a service page: a heading and paragraphs, optionally a list of short points,
 * with a picture beside them (below on narrow screens).
 */
import { Check, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { sectionClass } from './Section.tsx';
import './intro.css';

/** A short point: a ticked line, or with a title a card of its own. */
export interface IntroPoint {
  title?: string;
  text: string;
}

export interface IntroProps {
  headingId: string;
  heading: string;
  paragraphs: readonly string[];
  points?: readonly IntroPoint[];
  picture?: ReactNode;
  muted?: boolean;
}

export function Intro({ headingId, heading, paragraphs, points = [], picture, muted }: IntroProps) {
  if (points.some((p) => p.title))
    return <PointCards {...{ headingId, heading, paragraphs, points, picture, muted }} />;
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
                <li key={point.text}>
                  <Check aria-hidden="true" size={18} strokeWidth={3} />
                  {point.text}
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

/** Points with titles: cards beside the text (the blog-fed service pages' look), the picture under it. */
function PointCards({ headingId, heading, paragraphs, points = [], picture, muted }: IntroProps) {
  return (
    <section className={`${sectionClass(muted)} blog-service__intro`} aria-labelledby={headingId}>
      <div className="container blog-service__intro-grid">
        <div>
          <h2 id={headingId}>{heading}</h2>
          {paragraphs.map((text) => (
            <p key={text} className="blog-service__lead">
              {text}
            </p>
          ))}
          {picture}
        </div>
        <ul className="blog-service__points">
          {points.map((point) => (
            <li key={`${point.title} ${point.text}`} className="card">
              <CheckCircle2 size={22} aria-hidden="true" />
              <div>
                {point.title && <h3>{point.title}</h3>}
                <p>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
