/**
 * Site footer (spec §2.1): contact details, service, development and resource links, the office
 * location, social and policy links. It has no behaviour of its own: the server renders what is inside
 * the `<footer>` to HTML (app/shell/shell-html.server.tsx) and the browser keeps it, so none of this
 * code (nor its icons) is in a visitor's download; `Footer` is the fallback when the root has no data.
 */

import type { MenuLinkView, SiteMenus } from '@vyoma/contract';
import { FOOTER } from '@vyoma/contract/texts/en/footer';
import { formatText, type TextsOf } from '@vyoma/contract/texts/format';
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

/**
 * What is inside the `<footer>`, in the page's language (`texts`, `locale`: English by default).
 * `policies`: the legal pages to link; in another language only those translated into it, by their
 * titles there (issue 36: never a link to English under a Hindi address).
 */
export function FooterContent({
  menus,
  texts = FOOTER,
  locale,
  policies = POLICY_LINKS,
}: {
  menus: SiteMenus;
  texts?: TextsOf<typeof FOOTER>;
  locale?: string;
  policies?: readonly MenuLinkView[];
}) {
  const t = texts;
  const say = (text: string, values: Record<string, string | number>) => formatText(text, values, locale);
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const { siteName, tagline, phone, email, hours, address } = settings;
  const social = socialLinks(settings);
  return (
    <>
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={say(t.aboutSite, { siteName })}>
          <Link to="/" className="site-footer__logo">
            <Logo inverted />
            <span className="visually-hidden">{` ${t.home}`}</span>
          </Link>
          {tagline && <p className="site-footer__tagline">{tagline}</p>}
          <p className="site-footer__about">{t.about}</p>
          {social.length > 0 && (
            <ul className="site-footer__social">
              {social.map((item) => (
                <li key={item.name}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={say(t.onNetwork, { siteName, network: item.name })}
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
            aria-label={say(t.column, { title: group.title })}
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
            {t.getInTouch}
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
              <h2 className="site-footer__heading site-footer__heading--office">{t.office}</h2>
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
          <p>{say(t.rights, { year, siteName })}</p>
          {policies.length > 0 && (
            <nav aria-label={t.policies}>
              <ul className="site-footer__policies">
                {policies.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </>
  );
}
