/**
 * The three legal pages as data for one component (LegalPage): privacy policy, terms and conditions,
 * refund policy. Plain language; the agency's name and contact details come from the site settings,
 * so saving them updates these texts too.
 */
import type { SiteSettings } from '@vyoma/contract';

export type LegalDocKey = 'privacy' | 'terms' | 'refund';

export interface LegalSection {
  /** Anchor id (the table of contents scrolls to it). */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Shown as a highlighted statement (e.g. the no-refunds rule). */
  highlight?: string;
}

export interface LegalDoc {
  path: string;
  title: string;
  seo: { title: string; description: string };
  /** ISO date of the last change. */
  updated: string;
  summary: string;
  sections: LegalSection[];
}

const UPDATED = '2026-11-21';

/** Spec §2.4: data is kept until the person asks for it to be deleted. Shared by all three texts. */
export const RETENTION_SENTENCE = 'We keep your personal data until you ask us to delete it.';

/** The three texts for the agency the settings name (blank details are left out of the sentences). */
export function legalDocs(s: SiteSettings): Record<LegalDocKey, LegalDoc> {
  const name = s.siteName;
  const address = s.address.lines.join(', ');
  const basedAt = address ? ` based at ${address}` : '';
  const writeTo = s.email ? `email ${s.email}` : 'write to us';
  const HOW_TO_DELETE = `To ask for deletion, ${writeTo} with the subject “Delete my data” from the address you used with us, or tell us the details you shared. We confirm once it is done.`;
  const reach = [
    s.email && `write to ${s.email}`,
    s.phone.display && `call ${s.phone.display}${s.hours ? ` (${s.hours})` : ''}`,
  ]
    .filter(Boolean)
    .join(' or ');
  const contactSection = (id: string): LegalSection => ({
    id,
    heading: 'Contact us',
    paragraphs: [
      reach
        ? `Questions about this page? Please ${reach}.`
        : 'Questions about this page? Use the contact form.',
      ...(address ? [`Post: ${name}, ${address}.`] : []),
    ],
  });

  return {
    privacy: {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      seo: {
        title: 'Privacy Policy',
        description: `How ${name} collects, uses, protects and deletes your personal data, and how to exercise your rights.`,
      },
      updated: UPDATED,
      summary:
        'We collect only what we need to answer you and deliver our services, we never sell it, and we delete it when you ask.',
      sections: [
        {
          id: 'who-we-are',
          heading: 'Who we are',
          paragraphs: [
            `${name} is an IT and business-services agency${basedAt}. We decide how the personal data described here is used, so we are responsible for it.`,
            'This policy covers our website, our contact channels and the services we deliver to clients.',
          ],
        },
        {
          id: 'what-we-collect',
          heading: 'What we collect',
          paragraphs: ['We collect information you give us and a small amount of technical information:'],
          list: [
            'Contact details you send through our contact form, email, phone or chat: your name, email address, phone number and message.',
            'Project information you share with us while we prepare a quote or deliver work.',
            'Technical data such as your IP address, browser type and the pages you request, recorded in server logs to keep the site secure.',
            'If you apply for a job, the details and documents you choose to send.',
          ],
        },
        {
          id: 'how-we-use',
          heading: 'How we use it',
          paragraphs: ['We use your information only to:'],
          list: [
            'reply to your enquiry and prepare proposals and quotes;',
            'deliver, support and invoice the services you ask for;',
            'consider your job application;',
            'keep our website and systems secure and working;',
            'meet our legal and tax obligations.',
          ],
        },
        {
          id: 'consent',
          heading: 'Consent and legal basis',
          paragraphs: [
            'We process personal data in line with the Digital Personal Data Protection Act, 2023 and other applicable Indian law. When you contact us, you consent to us using your details to respond. You can withdraw that consent at any time by writing to us; this does not affect what we did before you withdrew it.',
          ],
        },
        {
          id: 'sharing',
          heading: 'Who we share it with',
          paragraphs: [
            'We do not sell or rent your personal data. We share it only with providers who help us run our business (for example hosting, email and payment providers), under agreements that require them to protect it, or when the law requires us to.',
          ],
        },
        {
          id: 'retention',
          heading: 'How long we keep it',
          paragraphs: [RETENTION_SENTENCE, HOW_TO_DELETE],
        },
        {
          id: 'your-rights',
          heading: 'Your rights',
          paragraphs: ['You can ask us to:'],
          list: [
            'tell you what personal data we hold about you and how we use it;',
            'correct or complete information that is wrong or out of date;',
            'delete your personal data;',
            'withdraw your consent to future use.',
          ],
        },
        {
          id: 'security',
          heading: 'How we protect it',
          paragraphs: [
            'We use encrypted connections, access controls and regular updates to protect your data. Only staff who need your information to help you can see it.',
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookies',
          paragraphs: [
            'Our public website does not use advertising cookies. We set a session cookie only when staff sign in to manage the site. Your browser may also store small settings, such as items in a cart, on your own device.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          paragraphs: [
            'If we change this policy we update the date at the top of this page. For significant changes we will also let active clients know by email.',
          ],
        },
        contactSection('contact'),
      ],
    },
    terms: {
      path: '/terms-and-conditions',
      title: 'Terms and Conditions',
      seo: {
        title: 'Terms and Conditions',
        description: `The terms that apply when you use the ${name} website or work with us on a project.`,
      },
      updated: UPDATED,
      summary:
        'The ground rules for using our website and working with us. A signed proposal or agreement for your project takes priority where it says something different.',
      sections: [
        {
          id: 'about',
          heading: 'About these terms',
          paragraphs: [
            `These terms apply when you use this website or buy services or products from ${name}. By using the site or accepting a quote, you agree to them.`,
          ],
        },
        {
          id: 'services',
          heading: 'Our services and quotes',
          paragraphs: [
            'Each project starts with a written proposal that describes the scope, deliverables, timeline and price. Work outside that scope is quoted separately before we start it.',
            'Quotes are valid for 30 days unless the proposal says otherwise.',
          ],
        },
        {
          id: 'payment',
          heading: 'Prices and payment',
          paragraphs: [
            'Prices are in Indian rupees (₹) and exclude GST, which is added where applicable. Payments follow the milestones in your proposal. We may pause work while an invoice is overdue.',
          ],
        },
        {
          id: 'your-part',
          heading: 'Your part',
          paragraphs: [
            'You agree to give us the content, access and feedback we need on time, and to make sure you have the rights to any material you send us.',
          ],
        },
        {
          id: 'ownership',
          heading: 'Ownership of work',
          paragraphs: [
            'When the project is paid in full, you own the deliverables made for you. Third-party and open-source components remain under their own licences. We may mention that we worked with you unless you ask us not to.',
          ],
        },
        {
          id: 'confidentiality',
          heading: 'Confidentiality',
          paragraphs: [
            'We keep your business information confidential and use it only to deliver your project. We are happy to sign a separate non-disclosure agreement.',
          ],
        },
        {
          id: 'website-use',
          heading: 'Using this website',
          paragraphs: ['Please do not:'],
          list: [
            'try to break into, overload or disrupt the website;',
            'copy our content or illustrations for commercial use without permission;',
            'send false information or messages that are unlawful or abusive.',
          ],
        },
        {
          id: 'refunds',
          heading: 'Refunds and cancellations',
          paragraphs: [
            'We do not offer refunds, exchanges or cancellations. Our Refund Policy explains why and what we do instead to make sure you get what you paid for.',
          ],
        },
        {
          id: 'liability',
          heading: 'Limits of liability',
          paragraphs: [
            'We deliver our work with reasonable skill and care. To the extent the law allows, our total liability for any project is limited to the amount you paid for it, and we are not liable for indirect losses such as lost profits.',
          ],
        },
        {
          id: 'personal-data',
          heading: 'Personal data',
          paragraphs: [
            `Our Privacy Policy explains how we handle personal data. ${RETENTION_SENTENCE} ${HOW_TO_DELETE}`,
          ],
        },
        {
          id: 'law',
          heading: 'Governing law',
          paragraphs: [
            'These terms are governed by the laws of India. Any dispute that we cannot resolve by talking first will be handled by the courts of Indore, Madhya Pradesh.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to these terms',
          paragraphs: [
            'We may update these terms from time to time. The version on this page on the day you accept a quote applies to that project.',
          ],
        },
        contactSection('contact'),
      ],
    },
    refund: {
      path: '/refund-policy',
      title: 'Refund Policy',
      seo: {
        title: 'Refund Policy',
        description: `${name} does not offer refunds, exchanges or cancellations. Read how we agree scope up front and fix issues instead.`,
      },
      updated: UPDATED,
      summary: 'Please read this before you pay. It is short and we keep it simple.',
      sections: [
        {
          id: 'no-refunds',
          heading: 'No refunds, exchanges or cancellations',
          highlight: 'We do not offer refunds, exchanges or cancellations.',
          paragraphs: [
            'This applies to all services and all products bought from us, including advance and milestone payments. Once a payment is made, it is final.',
          ],
        },
        {
          id: 'why',
          heading: 'Why we work this way',
          paragraphs: [
            'Our services are made to order. As soon as a project is confirmed, we reserve people and time for it and begin work that cannot be resold to anyone else.',
          ],
        },
        {
          id: 'before-you-pay',
          heading: 'What we do before you pay',
          paragraphs: ['So you always know what you are paying for, we:'],
          list: [
            'offer a free consultation to understand your needs;',
            'send a written proposal with scope, deliverables, timeline and price;',
            'split larger projects into milestones, so you pay as work is delivered;',
            'answer every question before you accept.',
          ],
        },
        {
          id: 'if-something-is-wrong',
          heading: 'If something is not right',
          paragraphs: [
            'If delivered work does not match the agreed scope, tell us and we will fix it at no extra cost. Products are covered by their warranty terms, which are handled as repairs or service, not as refunds or exchanges.',
          ],
        },
        {
          id: 'payment-errors',
          heading: 'Duplicate or mistaken charges',
          paragraphs: [
            'If you are charged twice for the same invoice because of a payment error, contact us with the transaction details. We will return the extra amount to the original payment method; this corrects an error and is not a refund of a purchase.',
          ],
        },
        {
          id: 'your-data',
          heading: 'Your data',
          paragraphs: [RETENTION_SENTENCE, HOW_TO_DELETE],
        },
        contactSection('contact'),
      ],
    },
  };
}
