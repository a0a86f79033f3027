/**
 * Service Expertise: the editable "second section" (title, paragraph, image), or our own copy when
 * there is none or it could not be loaded.
 */
import type { SecondSection } from '@vyoma/contract';
import { MediaView } from '~/components/media/MediaView.tsx';
import { SERVICE_EXPERTISE_FALLBACK } from '../content/sections.ts';
import { ExpertiseArt } from './ExpertiseArt.tsx';

export function ServiceExpertise({ section: data }: { section: SecondSection | null }) {
  const title = data?.title ?? SERVICE_EXPERTISE_FALLBACK.title;
  const para = data?.para ?? SERVICE_EXPERTISE_FALLBACK.para;

  return (
    <section className="section expertise" aria-labelledby="expertise-title">
      <div className="container expertise__grid">
        <div className="expertise__media">
          {data?.imgSrc ? (
            <MediaView
              path={data.imgSrc}
              media={data.imgMedia}
              alt={data.title}
              sizes="(min-width: 900px) 560px, 100vw"
              className="expertise__image"
            />
          ) : (
            <ExpertiseArt />
          )}
        </div>
        <div className="expertise__copy">
          <p className="section-header__eyebrow">Service Expertise</p>
          <h2 id="expertise-title">{title}</h2>
          {para
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
