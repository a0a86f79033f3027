/**
 * The banner section block: the section saved in Manage Content (its title, paragraphs and image), else
 * the block's own words beside the site's drawing, as the home page's Service Expertise has always
 * shown it.
 */
import type { BANNER_SECTION } from '@vyoma/contract/blocks';
import { MediaView } from '~/components/media/MediaView.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import { ExpertiseArt } from './ExpertiseArt.tsx';
import './banner-section.css';

export function BannerSectionBlock({ values, ctx }: BlockComponentProps<typeof BANNER_SECTION>) {
  const saved = ctx.bannerSection ?? null;
  const title = saved?.title ?? values.heading;
  const id = headingId(values.anchor, 'banner-section', 1);
  return (
    <section className="section expertise" aria-labelledby={id}>
      <div className="container expertise__grid">
        <div className="expertise__media">
          {saved?.imgSrc ? (
            <MediaView
              path={saved.imgSrc}
              media={saved.imgMedia}
              alt={saved.title}
              sizes="(min-width: 900px) 560px, 100vw"
              className="expertise__image"
            />
          ) : (
            <ExpertiseArt />
          )}
        </div>
        <div className="expertise__copy">
          {values.eyebrow && <p className="section-header__eyebrow">{values.eyebrow}</p>}
          <h2 id={id}>{title}</h2>
          {(saved?.para ?? values.text)
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((text) => (
              <p key={text} className="expertise__text">
                {text}
              </p>
            ))}
        </div>
      </div>
    </section>
  );
}
