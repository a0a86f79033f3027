/**
 * A section of a page with its head: a short line above the heading, the heading (its id names the
 * section) and a line under it, then the section's own content. Pages and blocks share it, so a
 * section's markup is written once.
 */
import type { ReactNode } from 'react';

export interface SectionProps {
  /** The heading's id: the section is named by it, and a link can point at it. */
  headingId: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  /** The tinted background (`section--muted`). */
  muted?: boolean;
  /** Added to the container's class (a narrower column, a grid). */
  containerClassName?: string;
  /** A block whose code runs in the browser names its root (its `data-block`), as BlockPage does for the rest. */
  blockId?: string;
  children: ReactNode;
}

export const sectionClass = (muted?: boolean) => (muted ? 'section section--muted' : 'section');

export function Section({
  headingId,
  heading,
  eyebrow,
  lead,
  muted,
  containerClassName,
  blockId,
  children,
}: SectionProps) {
  return (
    <section className={sectionClass(muted)} aria-labelledby={headingId} data-block={blockId}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        <div className="section-header">
          {eyebrow && <span className="section-header__eyebrow">{eyebrow}</span>}
          <h2 id={headingId}>{heading}</h2>
          {lead && <p>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
