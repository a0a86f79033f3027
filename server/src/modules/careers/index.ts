/** What other modules may use of job openings: the public reads (pages, sitemap), expiry events. */
export { getJob, jobSitemap, listOpenJobs, movedJobSlug, queueExpiredClosings } from './repository.ts';
