/** What other modules may use of blogs: reading them (the pages, the sitemap). */
export { getBlog, listBlogs, sitemapBlogs } from './repository.ts';
