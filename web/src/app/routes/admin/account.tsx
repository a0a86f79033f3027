export { default } from '../../../features/admin/account/pages/AccountPage.tsx';
