export { default } from '../../../features/admin/contacts/pages/ContactInfoPage.tsx';
