/** What other modules may use of contact: taking an enquiry (the contact page's form action). */
export { acceptEnquiry, pageFromReferer } from './service.ts';
