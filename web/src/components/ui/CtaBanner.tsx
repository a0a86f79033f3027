/** "Talk to us" block that most pages end with; links to the contact page (spec §1). */
import { Link } from 'react-router';
import './cta-banner.css';

export interface CtaBannerProps {
  title: string;
  text: string;
  /** Button label (spec strings such as "GET A QUOTE" come from MESSAGES.buttons). */
  label: string;
  to?: string;
}

export function CtaBanner({ title, text, label, to = '/contactUs' }: CtaBannerProps) {
  return (
    <section className="cta-banner" aria-labelledby="cta-banner-title">
      <div className="container cta-banner__inner">
        <div>
          <h2 id="cta-banner-title" className="cta-banner__title">
            {title}
          </h2>
          <p className="cta-banner__text">{text}</p>
        </div>
        <Link className="btn btn--accent" to={to} onClick={() => window.scrollTo({ top: 0 })}>
          {label}
        </Link>
      </div>
    </section>
  );
}
