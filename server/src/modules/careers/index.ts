/** What other modules may use of job openings: the public reads (pages), expiry events. */
export { getJob, listOpenJobs, queueExpiredClosings } from './repository.ts';
