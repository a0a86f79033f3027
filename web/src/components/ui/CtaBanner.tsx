/** "Talk to us" block that most pages end with; links to the contact page (spec §1). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './cta-banner.css';

interface CtaBannerCommon {
  title: string;
  /** The line under the title (none when empty). */
  text: string;
  /** Added to the section's own class (a block's tone). */
  className?: string;
  /** The title's id, which names the section (a page with a second banner gives it another). */
  titleId?: string;
}

export type CtaBannerProps = CtaBannerCommon &
  (
    | {
        /** Button label (spec strings such as "GET A QUOTE" come from MESSAGES.buttons). */
        label: string;
        to?: string;
        button?: undefined;
      }
    | {
        /** The button itself, made by the caller (a block's link, printed without script). */
        button: ReactNode;
        label?: undefined;
        to?: undefined;
      }
  );

export function CtaBanner({
  title,
  text,
  className,
  titleId = 'cta-banner-title',
  ...action
}: CtaBannerProps) {
  return (
    <section className={className ? `cta-banner ${className}` : 'cta-banner'} aria-labelledby={titleId}>
      <div className="container cta-banner__inner">
        <div>
          <h2 id={titleId} className="cta-banner__title">
            {title}
          </h2>
          {text && <p className="cta-banner__text">{text}</p>}
        </div>
        {action.button !== undefined ? (
          action.button
        ) : (
          <Link
            className="btn btn--accent"
            to={action.to ?? '/contactUs'}
            onClick={() => window.scrollTo({ top: 0 })}
          >
            {action.label}
          </Link>
        )}
      </div>
    </section>
  );
}
