export { default } from '../../features/app-development/pages/AppDevelopmentPage.tsx';
