/**
 * Service Expertise: the editable "second section" (title, paragraph, image) from the API, with a
 * size-reserving skeleton while it loads and our own copy if it cannot be loaded.
 */
import { MediaView } from '../../../components/media/MediaView.tsx';
import { useHomeSecondSection } from '../api.ts';
import { SERVICE_EXPERTISE_FALLBACK } from '../content/sections.ts';
import { ExpertiseArt } from './ExpertiseArt.tsx';

export function ServiceExpertise() {
  const section = useHomeSecondSection();
  const data = section.data;
  const title = data?.title ?? SERVICE_EXPERTISE_FALLBACK.title;
  const para = data?.para ?? SERVICE_EXPERTISE_FALLBACK.para;

  return (
    <section className="section expertise" aria-labelledby="expertise-title" aria-busy={section.isPending}>
      <div className="container expertise__grid">
        <div className="expertise__media">
          {section.isPending ? (
            <div className="skeleton expertise__skeleton-media" />
          ) : data?.imgSrc ? (
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
          {section.isPending ? (
            <>
              <h2 id="expertise-title" className="visually-hidden">
                Service Expertise
              </h2>
              <div className="skeleton skeleton--title" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </>
          ) : (
            <>
              <h2 id="expertise-title">{title}</h2>
              {para
                .split(/\n{2,}/)
                .filter(Boolean)
                .map((text) => (
                  <p key={text} className="expertise__text">
                    {text}
                  </p>
                ))}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
