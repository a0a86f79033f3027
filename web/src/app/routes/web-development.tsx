export { default } from '../../features/web-development/pages/WebDevelopmentPage.tsx';
