/** What other modules may use of scheduled publishing: the scheduler's job. */
export { publishDue } from './repository.ts';
