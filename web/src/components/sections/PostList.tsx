/**
 * A category's posts, alternating image-left / image-right (spec §2.4): the two blog-fed service
 * pages and the post-list block share it. Each item shows the post's icon as a looping muted video
 * (or an image when the icon is one), the title, the description and a Read More link. An empty list
 * shows the empty message (a failed read too, spec §8).
 */
import { type Blog, MESSAGES, PAGE } from '@vyoma/contract';
import { ArrowRight } from 'lucide-react';
import { MediaView } from '../media/MediaView.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import type { SiteLinkComponent } from '../ui/SiteLink.ts';
import './post-list.css';

export interface PostListProps {
  blogs: readonly Blog[];
  /** What an empty list says (default: the spec's message). */
  empty?: string;
  /** How a Read More link is printed (default: React Router's). */
  LinkAs?: SiteLinkComponent;
}

export function PostList({ blogs, empty = MESSAGES.blog.emptyServiceList, LinkAs = AppLink }: PostListProps) {
  if (blogs.length === 0) {
    return <p className="service-blogs__empty">{empty}</p>;
  }
  return (
    <ul className="service-blogs">
      {blogs.map((blog, index) => {
        const imageRight = index % 2 === 1;
        return (
          <li
            key={blog._id}
            className={`service-blog${imageRight ? ' service-blog--reverse' : ''}`}
            data-layout={imageRight ? 'image-right' : 'image-left'}
          >
            <div className="service-blog__media">
              <MediaView
                path={blog.iconImage}
                media={blog.iconMedia}
                alt=""
                sizes="(min-width: 900px) 520px, 100vw"
              />
            </div>
            <div className="service-blog__text">
              <h3 className="service-blog__title">{blog.title}</h3>
              <p className="service-blog__description">{blog.description}</p>
              <LinkAs
                className="btn btn--outline btn--sm"
                to={PAGE.blog(blog.slug)}
                aria-label={`${MESSAGES.buttons.readMore}: ${blog.title}`}
              >
                {MESSAGES.buttons.readMore}
                {/* Seen as the spec's label; heard, and read by crawlers, with the post's title. */}
                <span className="visually-hidden">: {blog.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </LinkAs>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
