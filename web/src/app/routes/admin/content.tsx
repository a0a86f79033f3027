export { default } from '../../../features/admin/content/pages/ContentHubPage.tsx';
