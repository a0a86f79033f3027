/** /contactUs (spec §2.5): brand contact details beside the enquiry form. */
import { CONTACT_TEXT } from '@vyoma/contract/page-text/contact';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { messagingLink, telHref, useSiteSettings } from '~/lib/siteSettings.ts';
import { EnquiryForm, type PostedEnquiry } from '../components/EnquiryForm.tsx';
import './contact.css';

/** `posted`: the server's answer when the form was sent without JavaScript. */
export default function ContactPage({ posted }: { posted?: PostedEnquiry }) {
  const settings = useSiteSettings();
  const { siteName, phone, email, address, hours } = settings;
  const chat = messagingLink(settings);
  const ways = [phone.display && `call ${phone.display}`, email && `email ${email}`].filter(Boolean);
  const reach = ways.length > 0 ? `You can ${ways.join(', ')} or send us a message.` : 'Send us a message.';
  return (
    <>
      <Seo
        title={CONTACT_TEXT.title}
        description={`${CONTACT_TEXT.description} ${reach}`}
        path={CONTACT_TEXT.path}
        keywords={`contact ${siteName}, ${CONTACT_TEXT.keywords}`}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: `Contact ${siteName}`,
        }}
      />
      <PageHero
        eyebrow="Contact Us"
        title="Let's talk about your project"
        lead="Tell us what you want to build or improve. We reply within one business day with clear next steps and an honest estimate."
      />
      <section className="section contact" aria-labelledby="contact-form-title">
        <div className="container contact__grid">
          <aside className="contact__details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="contact__details-title">
              Reach us directly
            </h2>
            <p className="contact__details-lead">
              Prefer a call or a chat? Our team answers personally, and support runs 24*7 for ongoing clients.
            </p>
            <ul className="contact__list">
              {phone.display && (
                <li>
                  <Phone aria-hidden="true" size={20} />
                  <div>
                    <span className="contact__label">Phone</span>
                    <a href={telHref(settings)}>{phone.display}</a>
                  </div>
                </li>
              )}
              {email && (
                <li>
                  <Mail aria-hidden="true" size={20} />
                  <div>
                    <span className="contact__label">Email</span>
                    <a href={`mailto:${email}`}>{email}</a>
                  </div>
                </li>
              )}
              {chat && (
                <li>
                  <MessageCircle aria-hidden="true" size={20} />
                  <div>
                    <span className="contact__label">WhatsApp</span>
                    <a href={chat} target="_blank" rel="noopener noreferrer">
                      Chat with us<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </div>
                </li>
              )}
              {address.lines.length > 0 && (
                <li>
                  <MapPin aria-hidden="true" size={20} />
                  <div>
                    <span className="contact__label">Office</span>
                    <address>
                      {address.lines.map((line) => (
                        <span key={line}>{line}</span>
                      ))}
                    </address>
                    {settings.mapUrl && (
                      <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
                        Open the map<span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                </li>
              )}
              {hours && (
                <li>
                  <Clock aria-hidden="true" size={20} />
                  <div>
                    <span className="contact__label">Hours</span>
                    <span>{hours}</span>
                  </div>
                </li>
              )}
            </ul>
          </aside>
          <div className="card contact__form-card">
            <h2 id="contact-form-title" className="contact__form-title">
              Send us a message
            </h2>
            <p className="contact__form-lead">All fields are required.</p>
            <EnquiryForm posted={posted} />
          </div>
        </div>
      </section>
    </>
  );
}
