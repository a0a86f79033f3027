export { default } from '../../../features/admin/audit/pages/AuditPage.tsx';
