/**
 * The legal pages a site starts with (issue 19): the texts the site showed before they became
 * editable, as rich-text documents. The agency's details are placeholders ({siteName}, {email},
 * {phone}, {address}) filled from the site settings when a page is shown, so these texts name no
 * agency and serve a demo site and a neutral one alike. Added once, at start, for every missing key.
 */
import type { LegalKey } from '@vyoma/contract';
import type { RichTextBlock, RichTextDoc, RichTextParagraph } from '@vyoma/contract/rich-text';

const text = (t: string) => [{ type: 'text' as const, text: t }];
const p = (t: string): RichTextParagraph => ({ type: 'paragraph', content: text(t) });
const h2 = (t: string): RichTextBlock => ({ type: 'heading', attrs: { level: 2 }, content: text(t) });
const ul = (...items: string[]): RichTextBlock => ({
  type: 'bulletList',
  content: items.map((i) => ({ type: 'listItem', content: [p(i)] })),
});
/** A statement that stands out (the no-refunds rule): a quote in bold. */
const highlight = (t: string): RichTextBlock => ({
  type: 'blockquote',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: t, marks: [{ type: 'bold' }] }] }],
});
const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: 'doc', content });

export const LEGAL_DEFAULTS: Record<LegalKey, { title: string; body: RichTextDoc }> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    body: doc(
      p(
        'We collect only what we need to answer you and deliver our services, we never sell it, and we delete it when you ask.',
      ),
      h2('Who we are'),
      p(
        '{siteName} is an IT and business-services agency based at {address}. We decide how the personal data described here is used, so we are responsible for it.',
      ),
      p('This policy covers our website, our contact channels and the services we deliver to clients.'),
      h2('What we collect'),
      p('We collect information you give us and a small amount of technical information:'),
      ul(
        'Contact details you send through our contact form, email, phone or chat: your name, email address, phone number and message.',
        'Project information you share with us while we prepare a quote or deliver work.',
        'Technical data such as your IP address, browser type and the pages you request, recorded in server logs to keep the site secure.',
        'Visit statistics, counted without cookies, as the next section explains.',
        'If you apply for a job, the details and documents you choose to send.',
      ),
      h2('How we use it'),
      p('We use your information only to:'),
      ul(
        'reply to your enquiry and prepare proposals and quotes;',
        'deliver, support and invoice the services you ask for;',
        'consider your job application;',
        'keep our website and systems secure and working;',
        'meet our legal and tax obligations.',
      ),
      h2('Visit statistics'),
      p(
        'We count visits to this website ourselves, on our own server, to learn which pages help people and which bring enquiries. No analytics company or advertiser is involved, and we use no cookies for it.',
      ),
      ul(
        'For each page you view we record the page, the site or campaign link that brought you (a search engine, a social network, a newsletter), whether you use a computer, phone or tablet, your browser family and the time.',
        'To tell one visit from another without a cookie, your IP address and browser description are combined with a random code that changes every day and is then deleted; only the scrambled result is kept. We never store your IP address or browser description for this, and once the day is over nobody, not even we, can link that result to you or to your visits on other days.',
        'Nothing is stored on your device for this. Your browser tab remembers the first page of your visit until you close it, so that an enquiry you send can tell us how you found us.',
        'If you send an enquiry, it is stored with how that visit began and the pages you viewed before it.',
        'We do not count search engine robots or our own staff, and we do not follow you on other websites.',
        'Page-by-page records are deleted after a few weeks; after that we keep only totals per hour and per day.',
      ),
      p(
        'We process personal data in line with the Digital Personal Data Protection Act, 2023 and other applicable Indian law. When you contact us, you consent to us using your details to respond. You can withdraw that consent at any time by writing to us; this does not affect what we did before you withdrew it.',
      ),
      h2('Who we share it with'),
      p(
        'We do not sell or rent your personal data. We share it only with providers who help us run our business (for example hosting, email and payment providers), under agreements that require them to protect it, or when the law requires us to.',
      ),
      h2('How long we keep it'),
      p('We keep your personal data until you ask us to delete it.'),
      p(
        'To ask for deletion, email {email} with the subject “Delete my data” from the address you used with us, or tell us the details you shared. We confirm once it is done.',
      ),
      h2('Your rights'),
      p('You can ask us to:'),
      ul(
        'tell you what personal data we hold about you and how we use it;',
        'correct or complete information that is wrong or out of date;',
        'delete your personal data;',
        'withdraw your consent to future use.',
      ),
      h2('How we protect it'),
      p(
        'We use encrypted connections, access controls and regular updates to protect your data. Only staff who need your information to help you can see it.',
      ),
      h2('Cookies'),
      p(
        'Our public website sets no cookies: not for advertising, and not for counting visits. We set a session cookie only when staff sign in to manage the site. If you add items to the cart, your browser keeps them on your own device.',
      ),
      h2('Changes to this policy'),
      p(
        'If we change this policy we update the date at the top of this page. For significant changes we will also let active clients know by email.',
      ),
      h2('Contact us'),
      p('Questions about this page? Please write to {email} or call {phone}.'),
      p('Post: {siteName}, {address}.'),
    ),
  },
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    body: doc(
      p(
        'The ground rules for using our website and working with us. A signed proposal or agreement for your project takes priority where it says something different.',
      ),
      h2('About these terms'),
      p(
        'These terms apply when you use this website or buy services or products from {siteName}. By using the site or accepting a quote, you agree to them.',
      ),
      h2('Our services and quotes'),
      p(
        'Each project starts with a written proposal that describes the scope, deliverables, timeline and price. Work outside that scope is quoted separately before we start it.',
      ),
      p('Quotes are valid for 30 days unless the proposal says otherwise.'),
      h2('Prices and payment'),
      p(
        'Prices are in Indian rupees (₹) and exclude GST, which is added where applicable. Payments follow the milestones in your proposal. We may pause work while an invoice is overdue.',
      ),
      h2('Your part'),
      p(
        'You agree to give us the content, access and feedback we need on time, and to make sure you have the rights to any material you send us.',
      ),
      h2('Ownership of work'),
      p(
        'When the project is paid in full, you own the deliverables made for you. Third-party and open-source components remain under their own licences. We may mention that we worked with you unless you ask us not to.',
      ),
      h2('Confidentiality'),
      p(
        'We keep your business information confidential and use it only to deliver your project. We are happy to sign a separate non-disclosure agreement.',
      ),
      h2('Using this website'),
      p('Please do not:'),
      ul(
        'try to break into, overload or disrupt the website;',
        'copy our content or illustrations for commercial use without permission;',
        'send false information or messages that are unlawful or abusive.',
      ),
      h2('Refunds and cancellations'),
      p(
        'We do not offer refunds, exchanges or cancellations. Our Refund Policy explains why and what we do instead to make sure you get what you paid for.',
      ),
      h2('Limits of liability'),
      p(
        'We deliver our work with reasonable skill and care. To the extent the law allows, our total liability for any project is limited to the amount you paid for it, and we are not liable for indirect losses such as lost profits.',
      ),
      h2('Personal data'),
      p(
        'Our Privacy Policy explains how we handle personal data. We keep your personal data until you ask us to delete it. To ask for deletion, email {email} with the subject “Delete my data” from the address you used with us, or tell us the details you shared. We confirm once it is done.',
      ),
      h2('Governing law'),
      p(
        'These terms are governed by the laws of India. Any dispute that we cannot resolve by talking first will be handled by the courts of Indore, Madhya Pradesh.',
      ),
      h2('Changes to these terms'),
      p(
        'We may update these terms from time to time. The version on this page on the day you accept a quote applies to that project.',
      ),
      h2('Contact us'),
      p('Questions about this page? Please write to {email} or call {phone}.'),
      p('Post: {siteName}, {address}.'),
    ),
  },
  'refund-policy': {
    title: 'Refund Policy',
    body: doc(
      p('Please read this before you pay. It is short and we keep it simple.'),
      h2('No refunds, exchanges or cancellations'),
      highlight('We do not offer refunds, exchanges or cancellations.'),
      p(
        'This applies to all services and all products bought from us, including advance and milestone payments. Once a payment is made, it is final.',
      ),
      h2('Why we work this way'),
      p(
        'Our services are made to order. As soon as a project is confirmed, we reserve people and time for it and begin work that cannot be resold to anyone else.',
      ),
      h2('What we do before you pay'),
      p('So you always know what you are paying for, we:'),
      ul(
        'offer a free consultation to understand your needs;',
        'send a written proposal with scope, deliverables, timeline and price;',
        'split larger projects into milestones, so you pay as work is delivered;',
        'answer every question before you accept.',
      ),
      h2('If something is not right'),
      p(
        'If delivered work does not match the agreed scope, tell us and we will fix it at no extra cost. Products are covered by their warranty terms, which are handled as repairs or service, not as refunds or exchanges.',
      ),
      h2('Duplicate or mistaken charges'),
      p(
        'If you are charged twice for the same invoice because of a payment error, contact us with the transaction details. We will return the extra amount to the original payment method; this corrects an error and is not a refund of a purchase.',
      ),
      h2('Your data'),
      p('We keep your personal data until you ask us to delete it.'),
      p(
        'To ask for deletion, email {email} with the subject “Delete my data” from the address you used with us, or tell us the details you shared. We confirm once it is done.',
      ),
      h2('Contact us'),
      p('Questions about this page? Please write to {email} or call {phone}.'),
      p('Post: {siteName}, {address}.'),
    ),
  },
};
