/** /blog/{id} (spec §2.7): "Loading blog..." first, then the post; "Blog not found." for an unknown id. */
import { MESSAGES } from '@vyoma/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BlogArticle } from '../../../components/blog/BlogArticle.tsx';
import { isVideo } from '../../../components/media/MediaView.tsx';
import { Seo } from '../../../components/seo/Seo.tsx';
import { CtaBanner } from '../../../components/ui/CtaBanner.tsx';
import { PageLoader } from '../../../components/ui/Loader.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useBlog } from '../api.ts';
import { blogMetaDescription } from '../meta.ts';
import './blog-page.css';

const SERVICE_PAGE = {
  backOffice: { to: '/backOfficeServices', label: 'Back office services' },
  digitalMarketing: { to: '/digitalMarketingServices', label: 'Digital marketing services' },
  others: null,
} as const;

export default function BlogPage() {
  const { id = '' } = useParams();
  const query = useBlog(id);

  if (query.isPending) return <PageLoader label={MESSAGES.blog.loading} />;

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className="container section blog-missing">
        <Seo
          title="Blog"
          description={MESSAGES.blog.notFound}
          path={`/blog/${id}`}
          robots="noindex, follow"
        />
        <h1>{notFound ? MESSAGES.blog.notFound : 'We could not load this blog.'}</h1>
        {!notFound && (
          <p role="alert">
            Please check your connection and try again.{' '}
            <button type="button" className="btn btn--outline btn--sm" onClick={() => query.refetch()}>
              Try again
            </button>
          </p>
        )}
        <Link className="btn btn--primary" to="/">
          Back to home
        </Link>
      </section>
    );
  }

  const blog = query.data;
  const service = SERVICE_PAGE[blog.category];
  const shareImage = blog.content.find((s) => s.image && !isVideo(s.image, s.media))?.image;
  return (
    <>
      <Seo
        title={blog.title}
        description={blogMetaDescription(blog.description)}
        path={`/blog/${blog._id}`}
        type="article"
        image={shareImage}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          description: blogMetaDescription(blog.description),
          author: { '@type': 'Person', name: blog.author },
          datePublished: blog.createdAt,
          dateModified: blog.updatedAt,
        }}
      />
      {service && (
        <div className="container blog-page__back">
          <Link to={service.to}>
            <ArrowLeft size={16} aria-hidden="true" />
            {service.label}
          </Link>
        </div>
      )}
      <BlogArticle blog={blog} />
      <CtaBanner
        title="Want results like these for your business?"
        text="Tell us where you are today. We will suggest a practical plan and a clear quote."
        label={MESSAGES.buttons.getAQuote}
      />
    </>
  );
}
