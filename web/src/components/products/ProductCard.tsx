/**
 * One catalogue card (spec §2.6): image, name and description cut to 10 words, price, rating, stock.
 * The catalogue and a page's product grid block share it (its link: the app's, or a block's).
 */
import { CARD_TRUNCATE_WORDS, PAGE, type Product } from '@vyoma/contract';
import { MediaView } from '~/components/media/MediaView.tsx';
import { AppLink } from '~/components/ui/AppLink.tsx';
import type { SiteLinkComponent } from '~/components/ui/SiteLink.ts';
import { formatPrice } from '~/content/brand.ts';
import { truncateWords } from '~/lib/text.ts';
import { ProductPlaceholderArt } from './ProductPlaceholderArt.tsx';
import { Rating } from './Rating.tsx';
import './product-card.css';

export function ProductCard({
  product,
  LinkAs = AppLink,
  nameLevel = 2,
}: {
  product: Product;
  LinkAs?: SiteLinkComponent;
  /** The name's heading level: 3 under a section's own heading (a page's product grid). */
  nameLevel?: 2 | 3;
}) {
  const Name = nameLevel === 3 ? 'h3' : 'h2';
  const media = product.media[0];
  const path = media?.path ?? product.image[0];
  const outOfStock = product.stock <= 0;
  return (
    <li className="product-card card card--interactive">
      <div className="product-card__media">
        {path ? (
          <MediaView
            path={path}
            media={media}
            alt=""
            sizes="(min-width: 1200px) 280px, (min-width: 640px) 45vw, 100vw"
          />
        ) : (
          <ProductPlaceholderArt />
        )}
        {outOfStock && <span className="product-card__badge">Out of stock</span>}
      </div>
      <div className="product-card__body">
        <Name className="product-card__name">
          {/* The whole card is clickable through this link's ::after overlay. */}
          <LinkAs to={PAGE.product(product.slug)} className="product-card__link" title={product.name}>
            {truncateWords(product.name, CARD_TRUNCATE_WORDS)}
          </LinkAs>
        </Name>
        <p className="product-card__description">{truncateWords(product.description, CARD_TRUNCATE_WORDS)}</p>
        <div className="product-card__meta">
          <span className="product-card__price">{formatPrice(product.price)}</span>
          <Rating value={product.ratings} size={14} />
        </div>
      </div>
    </li>
  );
}
