/** What other modules may use of job openings: the public reads (pages, sitemap), expiry events. */
export { getJob, listOpenJobs, movedJobSlug, queueExpiredClosings, sitemapJobs } from './repository.ts';
