/** One catalogue card (spec §2.6): image, name and description cut to 10 words, price, rating, stock. */
import { CARD_TRUNCATE_WORDS, PAGE, type Product } from '@vyoma/contract';
import { Link } from 'react-router';
import { MediaView } from '~/components/media/MediaView.tsx';
import { formatPrice } from '~/content/brand.ts';
import { truncateWords } from '../format.ts';
import { ProductPlaceholderArt } from './ProductPlaceholderArt.tsx';
import { Rating } from './Rating.tsx';
import './product-card.css';

export function ProductCard({ product }: { product: Product }) {
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
        <h2 className="product-card__name">
          {/* The whole card is clickable through this link's ::after overlay. */}
          <Link to={PAGE.product(product.slug)} className="product-card__link" title={product.name}>
            {truncateWords(product.name, CARD_TRUNCATE_WORDS)}
          </Link>
        </h2>
        <p className="product-card__description">{truncateWords(product.description, CARD_TRUNCATE_WORDS)}</p>
        <div className="product-card__meta">
          <span className="product-card__price">{formatPrice(product.price)}</span>
          <Rating value={product.ratings} size={14} />
        </div>
      </div>
    </li>
  );
}

/** Same box as a card while the list loads, so nothing shifts when the data arrives. */
export function ProductCardSkeleton() {
  return (
    <li className="product-card card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media skeleton" />
      <div className="product-card__body">
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" style={{ width: '85%' }} />
        <div className="skeleton skeleton--line" style={{ width: '40%', marginTop: 'auto' }} />
      </div>
    </li>
  );
}
