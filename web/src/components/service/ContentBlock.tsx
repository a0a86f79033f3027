/**
 * Image-and-text items of a service page (spec "content item"): each a picture with a heading and
 * text beside it, the picture's side alternating. Each item rises in once when scrolled to.
 */
import type { ReactNode } from 'react';
import { useRevealOnce } from '../motion/useRevealOnce.ts';
import { sectionClass } from '../sections/Section.tsx';
import './content-block.css';

export interface ContentItem {
  picture: ReactNode;
  title: string;
  text: string;
  side: 'left' | 'right';
}

export function ContentBlock({ item }: { item: ContentItem }) {
  const [ref, reveal] = useRevealOnce<HTMLElement>();
  return (
    <article
      ref={ref}
      className={`content-block content-block--image-${item.side}`}
      data-image-side={item.side}
      data-reveal={reveal}
    >
      <div className="content-block__media">{item.picture}</div>
      <div className="content-block__body">
        <h2 className="content-block__title">{item.title}</h2>
        <p className="content-block__text">{item.text}</p>
      </div>
    </article>
  );
}

/** The items in their section; `label` names it for screen readers. */
export function ContentBlocks({
  label,
  items,
  muted,
}: {
  label?: string;
  items: readonly ContentItem[];
  muted?: boolean;
}) {
  return (
    <section className={`${sectionClass(muted)} service-blocks`} aria-label={label || undefined}>
      <div className="container service-blocks__list">
        {items.map((item) => (
          <ContentBlock key={item.title} item={item} />
        ))}
      </div>
    </section>
  );
}
