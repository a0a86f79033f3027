/** What other modules may use of blogs: reading them (the pages, the sitemap, the feeds). */
export {
  blogSitemap,
  type FeedPost,
  feedBlogs,
  getBlog,
  getBlogIn,
  listBlogs,
  listBlogsIn,
  menuBlogs,
} from './repository.ts';
