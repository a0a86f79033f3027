export { default } from '../../features/amazon/pages/AmazonServicesPage.tsx';
