export { default } from '../../../features/admin/contacts/pages/EnquiryReportPage.tsx';
