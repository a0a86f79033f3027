/**
 * The openings-list block: a section with its heading, one page of the open openings as cards (the
 * loader read them with the page: ctx.openingsList) and the links to the other pages.
 */
import type { OPENINGS_LIST } from '@vyoma/contract/blocks';
import { OpeningCards } from '~/components/careers/OpeningCards.tsx';
import { sectionClass } from '~/components/sections/Section.tsx';
import { PageLinks } from '~/components/ui/PageLinks.tsx';
import { pageHref } from '~/lib/list-page.ts';
import { StaticLink } from '../BlockLink.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function OpeningsListBlock({ values, ctx, nth }: BlockComponentProps<typeof OPENINGS_LIST>) {
  const { anchor, heading, details, emptyTitle, emptyText, background } = values;
  const list = ctx.openingsList;
  const openings = list?.openings;
  const id = headingId(anchor, 'openings-list', nth);
  return (
    <section className={sectionClass(background === 'muted')} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="careers-heading">
          {heading}
        </h2>
        <OpeningCards
          jobs={openings?.data ?? []}
          settings={ctx.settings}
          empty={{ title: emptyTitle, text: emptyText }}
          details={details}
          LinkAs={StaticLink}
          t={ctx.texts?.careers}
        />
        {list && openings && (
          <PageLinks
            page={openings.page}
            totalPages={Math.ceil(openings.total / openings.limit)}
            hrefFor={(p) => pageHref(list.path, p)}
            label="Pages of openings"
            LinkAs={StaticLink}
          />
        )}
      </div>
    </section>
  );
}
