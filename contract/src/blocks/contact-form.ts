/**
 * The contact section (spec §2.5): the site's contact details from the site settings ("Reach us
 * directly": phone, email, chat, office, hours; each shown only when set) beside the enquiry form.
 * Its fields are its words; the form's labels, checks and messages are the spec's. With JavaScript
 * the form sends JSON to POST /api/v1/contact; without it the browser posts it to the page it is on,
 * which checks and stores it the same way and shows the form again with the answer.
 */
import { defineBlock } from './define.ts';

export const CONTACT_FORM = defineBlock({
  name: 'contact-form',
  label: 'Contact form',
  group: 'Calls to action',
  // The form's own code (checks when the visitor starts on it, sending, the answer) runs with the page.
  hydrate: 'load',
  // A page answers one posted enquiry form, and its headings' ids are fixed (`contact-form-title`).
  maxPerPage: 1,
  // A page with it is the page to get in touch: its head says so (ContactPage JSON-LD).
  structuredData: 'contact',
  fields: [
    { kind: 'text', name: 'detailsHeading', label: 'Details: heading', max: 120 },
    {
      kind: 'text',
      name: 'detailsLead',
      label: 'Details: lead',
      max: 400,
      multiline: true,
      optional: true,
      hint: 'Above the phone, email, chat, office and hours of the site settings',
    },
    { kind: 'text', name: 'formHeading', label: 'Form: heading', max: 120 },
    { kind: 'text', name: 'formLead', label: 'Form: lead', max: 400, multiline: true, optional: true },
  ],
  example: {
    detailsHeading: 'Reach us directly',
    detailsLead: 'Prefer a call or a chat? Our team answers personally.',
    formHeading: 'Send us a message',
    formLead: 'All fields are required.',
  },
});
