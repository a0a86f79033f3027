export { default } from '../../../features/admin/content/pages/BackOfficePlaceholderPage.tsx';
