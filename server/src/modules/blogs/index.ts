/** What other modules may use of blogs: reading them (the pages, the sitemap). */
export { allBlogIds, getBlog, listBlogs } from './repository.ts';
