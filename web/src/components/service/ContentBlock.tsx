/** One image-and-text block of a service page; the image side follows `imageLeft` (spec "content item"). */
import { Illustration } from '~/components/illustrations/Illustration.tsx';
import { useRevealOnce } from '~/components/motion/useRevealOnce.ts';
import type { ServiceContentItem } from '~/content/appServices.ts';

export function ContentBlock({ item }: { item: ServiceContentItem }) {
  const [ref, reveal] = useRevealOnce<HTMLElement>();
  const side = item.imageLeft ? 'left' : 'right';
  return (
    <article
      ref={ref}
      className={`content-block content-block--image-${side}`}
      data-image-side={side}
      data-reveal={reveal}
    >
      <div className="content-block__media">
        <Illustration spec={item.image} label={item.imageAlt} />
      </div>
      <div className="content-block__body">
        <h2 className="content-block__title">{item.title}</h2>
        <p className="content-block__text">{item.description}</p>
      </div>
    </article>
  );
}
