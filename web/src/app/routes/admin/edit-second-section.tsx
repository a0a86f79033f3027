export { default } from '../../../features/admin/content/pages/EditSecondSectionPage.tsx';
