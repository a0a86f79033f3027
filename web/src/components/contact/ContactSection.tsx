/**
 * The contact section (spec §2.5): the agency's details beside the enquiry form. One markup for the
 * contact-form block on a page (an island: the form runs in the browser) and in the page editor.
 */
import { CONTACT } from '@vyoma/contract/texts/en/contact';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTexts } from '~/lib/texts.ts';
import { EnquiryForm, type PostedEnquiry } from '../forms/EnquiryForm.tsx';
import type { ContactDetails } from './details.ts';
import './contact-section.css';

export interface ContactSectionProps {
  words: { detailsHeading: string; detailsLead: string; formHeading: string; formLead: string };
  details: ContactDetails;
  /** The page the form posts to without JavaScript (the page it is on). */
  action: string;
  /** The server's answer to the form posted without JavaScript. */
  posted?: PostedEnquiry;
  /** The block it is (its root's `data-block`), on a page. */
  blockId?: string;
}

export function ContactSection({ words, details, action, posted, blockId }: ContactSectionProps) {
  const { phone, email, chat, address, mapUrl, hours } = details;
  // The labels in the page's language (the enquiry form beside it reads the same area).
  const t = useTexts('contact', CONTACT);
  return (
    <section className="section contact" aria-labelledby="contact-form-title" data-block={blockId}>
      <div className="container contact__grid">
        <aside className="contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="contact__details-title">
            {words.detailsHeading}
          </h2>
          {words.detailsLead && <p className="contact__details-lead">{words.detailsLead}</p>}
          <ul className="contact__list">
            {phone.display && (
              <li>
                <Phone aria-hidden="true" size={20} />
                <div>
                  <span className="contact__label">{t.phone}</span>
                  <a href={phone.href}>{phone.display}</a>
                </div>
              </li>
            )}
            {email && (
              <li>
                <Mail aria-hidden="true" size={20} />
                <div>
                  <span className="contact__label">{t.email}</span>
                  <a href={`mailto:${email}`}>{email}</a>
                </div>
              </li>
            )}
            {chat && (
              <li>
                <MessageCircle aria-hidden="true" size={20} />
                <div>
                  <span className="contact__label">{t.whatsapp}</span>
                  <a href={chat} target="_blank" rel="noopener noreferrer">
                    {t.chat}
                    <span className="visually-hidden">{` ${t.newTab}`}</span>
                  </a>
                </div>
              </li>
            )}
            {address.length > 0 && (
              <li>
                <MapPin aria-hidden="true" size={20} />
                <div>
                  <span className="contact__label">{t.office}</span>
                  <address>
                    {address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  {mapUrl && (
                    <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                      {t.openMap}
                      <span className="visually-hidden">{` ${t.newTab}`}</span>
                    </a>
                  )}
                </div>
              </li>
            )}
            {hours && (
              <li>
                <Clock aria-hidden="true" size={20} />
                <div>
                  <span className="contact__label">{t.hours}</span>
                  <span>{hours}</span>
                </div>
              </li>
            )}
          </ul>
        </aside>
        <div className="card contact__form-card">
          <h2 id="contact-form-title" className="contact__form-title">
            {words.formHeading}
          </h2>
          {words.formLead && <p className="contact__form-lead">{words.formLead}</p>}
          <EnquiryForm posted={posted} action={action} />
        </div>
      </div>
    </section>
  );
}
