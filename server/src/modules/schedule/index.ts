/** What other modules may use of scheduled publishing: the scheduler's job and when it is next due. */
export { nextDue, publishDue, scheduledKinds } from './repository.ts';
