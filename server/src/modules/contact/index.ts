/**
 * What other modules may use of contact: taking an enquiry (the contact page's form action, a form
 * entry), which enquiry mails go out, and the spam, budget and attribution rules job applications share.
 */
export { spendEnquiryBudget } from './budget.ts';
export { escapeHtml, oneLine } from './mail.ts';
export {
  type AcceptMeta,
  acceptEnquiry,
  enquiryMails,
  formElapsedMs,
  pageFromReferer,
  visitOf,
} from './service.ts';
