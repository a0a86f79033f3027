/** What other modules may use of job openings: the public reads (pages, sitemap). */
export { getJob, listOpenJobs, movedJobSlug, sitemapJobs } from './repository.ts';
