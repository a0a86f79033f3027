/** What other modules may use of job openings: the public reads (pages), expiry events. */
export { getJob, getJobIn, listOpenJobs, listOpenJobsIn, queueExpiredClosings } from './repository.ts';
