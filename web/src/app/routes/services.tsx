export { default } from '../../features/services/pages/ServicesPage.tsx';
