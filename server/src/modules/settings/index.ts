/** What other modules may use of the site settings: reading them (pages, mail). */
export { languagePrefixes, readSettings, settingsIn } from './repository.ts';
