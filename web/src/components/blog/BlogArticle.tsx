/**
 * Renders one blog post: title, description, icon media, then the content sections alternating
 * image-left / image-right (stacked on phones), and the byline. Used by the public blog page and the
 * admin "View blog" page, so both show a post the same way.
 */
import type { Blog, BlogSection } from '@vyoma/contract';
import { type RichTextDoc, textToDoc } from '@vyoma/contract/rich-text';
import { BLOG } from '@vyoma/contract/texts/en/blog';
import { useFormatDate } from '~/lib/dates.ts';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { useTexts } from '~/lib/texts.ts';
import { MediaView } from '../media/MediaView.tsx';
import { RichText } from '../rich-text/RichText.tsx';
import './blog-article.css';

export interface BlogArticleProps {
  blog: Blog;
  /** Heading level of the title: the public page owns its h1; an admin page may already have one. */
  titleAs?: 'h1' | 'h2';
}

/** A section's rich text; one without a document (older data, a partial API answer) shows its plain description. */
function sectionDoc(section: BlogSection): RichTextDoc {
  return section.body ?? textToDoc(section.description);
}

export function BlogArticle({ blog, titleAs: Title = 'h1' }: BlogArticleProps) {
  const SectionTitle = Title === 'h1' ? 'h2' : 'h3';
  // The page's language (the admin's "View blog" is always English).
  const t = useTexts('blog', BLOG);
  const date = useFormatDate()(blog.createdAt);
  // "By {author}": the author's name in its place in the language's sentence.
  const [byBefore, byAfter] = t.byline.split('{author}');
  // Links to this site's own origin keep their referrer; others get rel="noopener noreferrer".
  const siteOrigin = usePublicUrl() || undefined;
  return (
    <article className="blog-article">
      <header className="blog-article__header">
        <div className="container blog-article__header-inner">
          <div className="blog-article__intro">
            {blog.heading && blog.heading !== blog.title && (
              <p className="blog-article__eyebrow">{blog.heading}</p>
            )}
            <Title className="blog-article__title">{blog.title}</Title>
            <p className="blog-article__description">{blog.description}</p>
            <p className="blog-article__byline">
              {byBefore || null}
              <span className="blog-article__author">{blog.author}</span>
              {byAfter || null}
              {date && (
                <>
                  {' · '}
                  <time dateTime={blog.createdAt}>{date}</time>
                </>
              )}
            </p>
          </div>
          {blog.iconImage && (
            <div className="blog-article__icon">
              <MediaView
                path={blog.iconImage}
                media={blog.iconMedia}
                alt=""
                sizes="(min-width: 900px) 360px, 100vw"
                priority
              />
            </div>
          )}
        </div>
      </header>
      <div className="container blog-article__sections">
        {blog.content.map((section, index) => (
          <section
            key={section._id || index}
            className={`blog-article__section${index % 2 === 1 ? ' blog-article__section--reverse' : ''}`}
            data-layout={index % 2 === 1 ? 'image-right' : 'image-left'}
          >
            {section.image && (
              <div className="blog-article__media">
                <MediaView
                  path={section.image}
                  media={section.media}
                  alt={section.heading}
                  sizes="(min-width: 900px) 560px, 100vw"
                />
              </div>
            )}
            <div className="blog-article__text">
              <SectionTitle className="blog-article__section-title">{section.heading}</SectionTitle>
              {/* The document's headings sit one level below the section title (h2 → h3 under an h2). */}
              <RichText
                doc={sectionDoc(section)}
                className="blog-article__body"
                siteOrigin={siteOrigin}
                headingOffset={SectionTitle === 'h2' ? 1 : 2}
              />
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
