/** /backOfficeServices and /digitalMarketingServices (spec §2.4): one template, two content records. */
import { type Blog, type ListPage, MESSAGES } from '@vyoma/contract';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { PostList } from '~/components/sections/PostList.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { CtaBanner } from '~/components/ui/CtaBanner.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { PageLinks, pageHref } from '~/components/ui/PageLinks.tsx';
import { usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { serviceJsonLd } from '~/lib/structured-data.ts';
import { SERVICE_BLOG_CONTENT, type ServiceBlogCategory } from '../content.ts';
import './blog-service.css';

export interface BlogServicePageProps {
  category: ServiceBlogCategory;
  /** One page of this category's blogs (empty when the list could not be loaded, spec §8). */
  posts: ListPage<Blog>;
}

export default function BlogServicePage({ category, posts }: BlogServicePageProps) {
  const content = SERVICE_BLOG_CONTENT[category];
  const totalPages = Math.ceil(posts.total / posts.limit);
  const origin = usePublicUrl();
  const settings = useSiteSettings();
  return (
    <>
      <Seo
        title={content.seo.title}
        description={content.seo.description}
        keywords={content.seo.keywords}
        path={pageHref(content.path, posts.page)}
        jsonLd={serviceJsonLd(
          origin,
          {
            name: content.hero.eyebrow,
            description: content.seo.description,
            path: content.path,
          },
          settings,
        )}
      />
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
        actions={
          <Link className="btn btn--accent" to="/contactUs">
            {MESSAGES.buttons.getAQuote}
          </Link>
        }
      />
      <section className="section blog-service__intro" aria-labelledby="blog-service-intro">
        <div className="container blog-service__intro-grid">
          <div>
            <h2 id="blog-service-intro">{content.intro.heading}</h2>
            {content.intro.paragraphs.map((p) => (
              <p key={p} className="blog-service__lead">
                {p}
              </p>
            ))}
          </div>
          <ul className="blog-service__points">
            {content.intro.points.map((point) => (
              <li key={point.title} className="card">
                <CheckCircle2 size={22} aria-hidden="true" />
                <div>
                  <h3>{point.title}</h3>
                  <p>{point.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="blog-service-list">
        <div className="container">
          <div className="section-header">
            <h2 id="blog-service-list">{content.list.heading}</h2>
            <p>{content.list.lead}</p>
          </div>
          <PostList blogs={posts.data} />
          <PageLinks
            page={posts.page}
            totalPages={totalPages}
            hrefFor={(p) => pageHref(content.path, p)}
            label={`Pages of ${content.hero.eyebrow} posts`}
          />
        </div>
      </section>
      <CtaBanner title={content.cta.title} text={content.cta.text} label={MESSAGES.buttons.getAQuote} />
    </>
  );
}
