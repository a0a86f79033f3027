/** The enquiry form, for other features that ask for a quote (the cart). */
export { EnquiryForm } from './components/EnquiryForm.tsx';
