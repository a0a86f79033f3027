/** What other modules may use of the home page's second sections: reading them (the pages). */
export { listSections } from './repository.ts';
