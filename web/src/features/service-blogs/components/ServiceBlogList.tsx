/**
 * The blogs of one category, alternating image-left / image-right (spec §2.4). Each item shows the
 * blog's icon as a looping muted video (or an image when the icon is one), the title, the
 * description and a Read More link. A failed list stays empty and shows the empty message (spec §8).
 */
import { type Blog, MESSAGES, PAGE } from '@vyoma/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MediaView } from '~/components/media/MediaView.tsx';
import './service-blog-list.css';

export function ServiceBlogList({ blogs }: { blogs: Blog[] }) {
  if (blogs.length === 0) {
    return <p className="service-blogs__empty">{MESSAGES.blog.emptyServiceList}</p>;
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
              <Link
                className="btn btn--outline btn--sm"
                to={PAGE.blog(blog.slug)}
                aria-label={`${MESSAGES.buttons.readMore}: ${blog.title}`}
              >
                {MESSAGES.buttons.readMore}
                {/* Seen as the spec's label; heard, and read by crawlers, with the post's title. */}
                <span className="visually-hidden">: {blog.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
