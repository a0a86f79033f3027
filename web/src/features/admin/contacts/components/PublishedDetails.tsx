/** Beside the inbox: the contact details the site shows visitors (from the site settings). */
import { ADMIN_PAGE } from '@vyoma/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { telHref, useSiteSettings } from '~/lib/siteSettings.ts';

export function PublishedDetails() {
  const settings = useSiteSettings();
  const { shortName, phone, email, address, hours } = settings;
  return (
    <aside className="card contacts-layout__aside" aria-labelledby="our-details">
      <h2 id="our-details" className="contacts-aside__title">
        Our published details
      </h2>
      <p className="contacts-aside__lead">
        What visitors see on the site for reaching {shortName} (
        <Link to={ADMIN_PAGE.settings}>site settings</Link>).
      </p>
      <ul className="contacts-aside__list">
        <li>
          <Phone size={18} aria-hidden="true" />
          <a href={telHref(settings)}>{phone.display}</a>
        </li>
        <li>
          <Mail size={18} aria-hidden="true" />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <MapPin size={18} aria-hidden="true" />
          <address>
            {address.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
        <li>
          <Clock size={18} aria-hidden="true" />
          <span>{hours}</span>
        </li>
      </ul>
    </aside>
  );
}
