/**
 * Site footer (spec §2.1): contact details, service, development and resource links, the office
 * location, social and policy links. It has no behaviour of its own: the server renders what is inside
 * the `<footer>` to HTML (app/shell/shell-html.server.tsx) and the browser keeps it, so none of this
 * code (nor its icons) is in a visitor's download; `Footer` is the fallback when the root has no data.
 */

import type { SiteMenus } from '@vyoma/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { socialLinks, telHref, useSiteSettings } from '../../lib/siteSettings.ts';
import { POLICY_LINKS } from './footer-links.ts';
import { Logo } from './Logo.tsx';
import { MapPinArt } from './MapPinArt.tsx';
import { SocialIcon } from './SocialIcon.tsx';

/** `menus`: the root loader's (the footer's columns are staff's to edit). */
export function Footer({ menus }: { menus: SiteMenus }) {
  return (
    <footer className="site-footer">
      <FooterContent menus={menus} />
    </footer>
  );
}

/** What is inside the `<footer>`. */
export function FooterContent({ menus }: { menus: SiteMenus }) {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const { siteName, tagline, phone, email, hours, address } = settings;
  const social = socialLinks(settings);
  return (
    <>
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={`About ${siteName}`}>
          <Link to="/" className="site-footer__logo">
            <Logo inverted />
            <span className="visually-hidden"> home</span>
          </Link>
          {tagline && <p className="site-footer__tagline">{tagline}</p>}
          <p className="site-footer__about">
            Software, marketing and back-office teams under one roof, so your projects move from idea to
            result without hand-offs.
          </p>
          {social.length > 0 && (
            <ul className="site-footer__social">
              {social.map((item) => (
                <li key={item.name}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${siteName} on ${item.name} (opens in a new tab)`}
                  >
                    <SocialIcon name={item.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        {menus.footer.map((group, i) => (
          <nav
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a list in order; two may share a name
            key={`${i} ${group.title}`}
            className="site-footer__group"
            aria-label={`Footer: ${group.title}`}
          >
            <h2 className="site-footer__heading">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.to} ${link.label}`}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section className="site-footer__contact" aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="site-footer__heading">
            Get in touch
          </h2>
          <ul className="site-footer__details">
            {phone.display && (
              <li>
                <Phone size={16} aria-hidden="true" />
                <a href={telHref(settings)}>{phone.display}</a>
              </li>
            )}
            {email && (
              <li>
                <Mail size={16} aria-hidden="true" />
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {hours && (
              <li>
                <Clock size={16} aria-hidden="true" />
                <span>{hours}</span>
              </li>
            )}
          </ul>
          {address.lines.length > 0 && (
            <>
              <h2 className="site-footer__heading site-footer__heading--office">Our office</h2>
              <address className="site-footer__address">
                <MapPin size={16} aria-hidden="true" />
                <span>
                  {address.lines.map((line) => (
                    <span key={line}>
                      {line}
                      <br />
                    </span>
                  ))}
                </span>
              </address>
              <MapPinArt />
            </>
          )}
        </section>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <nav aria-label="Policies">
            <ul className="site-footer__policies">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
