/** What other modules may use of the legal pages: the public read (pages) and the start-time seed. */
export { ensureLegalPages, filledPage, getLegalPage, getLegalPageIn, legalTitlesIn } from './repository.ts';
