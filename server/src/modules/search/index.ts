/** What other modules may use of site search: one page of results (the /search page). */
export { searchIn, searchSite } from './repository.ts';
