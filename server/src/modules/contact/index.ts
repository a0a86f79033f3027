/**
 * What other modules may use of contact: taking an enquiry (the contact page's form action), and
 * which enquiry mails go out.
 */
export { acceptEnquiry, enquiryMails, pageFromReferer } from './service.ts';
