/** What other modules may use of the site settings: reading them (pages, mail). */
export { languagePrefixes, readSettings } from './repository.ts';
