export { default } from '../../features/careers/pages/CareersPage.tsx';
