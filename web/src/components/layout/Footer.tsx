import { Link } from 'react-router';
import { BRAND } from '../../content/brand.ts';

/** Placeholder footer: the public-site work replaces it with the full footer of spec §2.1. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          {BRAND.name} · <a href={BRAND.phone.href}>{BRAND.phone.display}</a> ·{' '}
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
        </p>
        <p>
          <Link to="/privacy-policy">Privacy Policy</Link> ·{' '}
          <Link to="/terms-and-conditions">Terms and Conditions</Link> ·{' '}
          <Link to="/refund-policy">Refund Policy</Link>
        </p>
      </div>
    </footer>
  );
}
