/** Beside the inbox: the contact details the site shows visitors (from the brand config). */
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BRAND } from '~/content/brand.ts';

export function PublishedDetails() {
  return (
    <aside className="card contacts-layout__aside" aria-labelledby="our-details">
      <h2 id="our-details" className="contacts-aside__title">
        Our published details
      </h2>
      <p className="contacts-aside__lead">What visitors see on the site for reaching {BRAND.shortName}.</p>
      <ul className="contacts-aside__list">
        <li>
          <Phone size={18} aria-hidden="true" />
          <a href={BRAND.phone.href}>{BRAND.phone.display}</a>
        </li>
        <li>
          <Mail size={18} aria-hidden="true" />
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
        </li>
        <li>
          <MapPin size={18} aria-hidden="true" />
          <address>
            {BRAND.address.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
        <li>
          <Clock size={18} aria-hidden="true" />
          <span>{BRAND.hours}</span>
        </li>
      </ul>
    </aside>
  );
}
