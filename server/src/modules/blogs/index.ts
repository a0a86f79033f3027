/** What other modules may use of blogs: reading them (the pages, the sitemap, the feeds). */
export { type FeedPost, feedBlogs, getBlog, listBlogs, sitemapBlogs } from './repository.ts';
