export { default } from '../../../features/admin/contacts/pages/EnquiryPage.tsx';
