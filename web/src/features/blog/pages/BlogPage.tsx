/**
 * /blog/{id} (spec §2.7): the post, rendered with its data on the server; "Blog not found." for an
 * unknown id (the route answers 404).
 */
import { type Blog, PAGE } from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { BLOG } from '@vyoma/contract/texts/en/blog';
import { ArrowLeft } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import { BlogArticle } from '~/components/blog/BlogArticle.tsx';
import { isVideo } from '~/components/media/MediaView.tsx';
import { Alternates } from '~/components/seo/Alternates.tsx';
import { contentMeta } from '~/components/seo/contentMeta.ts';
import { NOINDEX, PREVIEW_ROBOTS, Seo } from '~/components/seo/Seo.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { absoluteUrl, usePublicUrl } from '~/lib/publicUrl.ts';
import { useOtherLanguage, useTexts } from '~/lib/texts.ts';
import './blog-page.css';

/** The service page a post's category belongs to, and its link's words (the area's key). */
const SERVICE_PAGE = {
  backOffice: { to: PAGE.backOffice, label: 'backOffice' },
  digitalMarketing: { to: PAGE.digitalMarketing, label: 'digitalMarketing' },
  others: null,
} as const;

/** An unknown or deleted post (404), or one that could not be loaded. */
export function BlogMissing({ notFound }: { notFound: boolean }) {
  const revalidator = useRevalidator();
  const t = useTexts('blog', BLOG);
  return (
    <section className="container section blog-missing">
      <Seo title={t.missingSeoTitle} description={t.notFound} robots={NOINDEX} />
      <h1>{notFound ? t.notFound : t.loadFailed}</h1>
      {!notFound && (
        <p role="alert">
          {t.checkConnection}{' '}
          <button type="button" className="btn btn--outline btn--sm" onClick={() => revalidator.revalidate()}>
            {t.tryAgain}
          </button>
        </p>
      )}
      <Link className="btn btn--primary" to={PAGE.home}>
        {t.backToHome}
      </Link>
    </section>
  );
}

/**
 * `preview`: shown through a preview link (not indexed, no canonical address); `alternates`: its
 * addresses in each language it is public in (hreflang).
 */
export default function BlogPage({
  blog,
  preview = false,
  alternates,
}: {
  blog: Blog;
  preview?: boolean;
  alternates?: Record<string, string> | undefined;
}) {
  const origin = usePublicUrl();
  const t = useTexts('blog', BLOG);
  const other = useOtherLanguage();
  const service = SERVICE_PAGE[blog.category];
  const meta = contentMeta({
    kind: 'post',
    title: blog.title,
    description: blog.description,
    images: blog.content.filter((s) => s.image && !isVideo(s.image, s.media)).map((s) => s.image),
    seo: blog.seo,
  });
  const { description, image: shareImage } = meta;
  const path = PAGE.blog(blog.slug);
  return (
    <>
      <Seo
        title={meta.title}
        titleAsIs={meta.titleAsIs}
        description={description}
        path={preview ? undefined : path}
        type="article"
        image={shareImage}
        robots={preview ? PREVIEW_ROBOTS : meta.noindex ? NOINDEX : undefined}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          description,
          author: { '@type': 'Person', name: blog.author },
          datePublished: blog.createdAt,
          dateModified: blog.updatedAt,
          // Its address in the page's language, as the canonical link's.
          mainEntityOfPage: absoluteUrl(origin, localPath(other, path)),
          ...(other ? { inLanguage: other } : {}),
          ...(shareImage ? { image: absoluteUrl(origin, shareImage) } : {}),
        }}
      />
      {!preview && <Alternates links={alternates} />}
      {service && (
        <div className="container blog-page__back">
          <Link to={service.to}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t[service.label]}
          </Link>
        </div>
      )}
      <BlogArticle blog={blog} />
      <CtaBanner title={t.ctaTitle} text={t.ctaText} label={t.getAQuote} />
    </>
  );
}
