/** Forms staff build, for the pages that show them: the form itself and the provider of form blocks. */
export { FormEmbeds } from './components/FormEmbeds.tsx';
