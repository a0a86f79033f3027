/**
 * The product grid block: a section with its head and the newest products as the catalogue's cards
 * (the loader read them with the page: ctx.products), then its link to the rest; its message while
 * none is published.
 */
import type { PRODUCT_GRID } from '@vyoma/contract/blocks';
import { ProductCard } from '~/components/products/ProductCard.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { BlockLink, StaticLink } from '../BlockLink.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';
import './product-grid.css';

export function ProductGridBlock({ values, ctx, nth }: BlockComponentProps<typeof PRODUCT_GRID>) {
  const { anchor, eyebrow, heading, lead, count, empty, more, background } = values;
  const products = (ctx.products ?? []).slice(0, Number(count));
  return (
    <Section
      headingId={headingId(anchor, 'product-grid', nth)}
      eyebrow={eyebrow || undefined}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      {products.length > 0 ? (
        <ul className="block-product-grid">
          {products.map((product) => (
            <ProductCard key={product._id} product={product} LinkAs={StaticLink} nameLevel={3} />
          ))}
        </ul>
      ) : (
        <p className="block-product-grid__empty">{empty}</p>
      )}
      {more && (
        <p className="block-product-grid__more">
          <BlockLink link={more} ctx={ctx} className="btn btn--outline" />
        </p>
      )}
    </Section>
  );
}
