export { default } from '../../../features/admin/staff/pages/StaffPage.tsx';
