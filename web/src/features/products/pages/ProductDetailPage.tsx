/** /product/{id} (spec §2.6): gallery, SKU, price, quantity, Add to Cart / Buy Now, notes, reviews. */
import {
  CART_QUOTE_PARAM,
  DEFAULT_QUANTITY,
  DELIVERY_BUSINESS_DAYS,
  FREE_SHIPPING_OVER,
  PAGE,
  type Product,
  WARRANTY_YEARS,
} from '@vyoma/contract';
import { localPath } from '@vyoma/contract/language-rules';
import { PRODUCT } from '@vyoma/contract/texts/en/product';
import { CheckCircle2, ChevronRight, Clock, ShieldCheck, ShoppingCart, Truck, Zap } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Rating } from '~/components/products/Rating.tsx';
import { Alternates } from '~/components/seo/Alternates.tsx';
import { contentMeta } from '~/components/seo/contentMeta.ts';
import { NOINDEX, PREVIEW_ROBOTS, Seo } from '~/components/seo/Seo.tsx';
import { CURRENCY } from '~/content/brand.ts';
import { useFormat } from '~/lib/format.ts';
import { absoluteUrl, usePublicUrl } from '~/lib/publicUrl.ts';
import { useSiteSettings } from '~/lib/siteSettings.ts';
import { breadcrumbJsonLd } from '~/lib/structured-data.ts';
import { useOtherLanguage, useTexts } from '~/lib/texts.ts';
import { dispatchCart } from '../../cart/index.ts';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { QuantityInput } from '../components/QuantityInput.tsx';
import { productSku, quantityCap } from '../format.ts';
import './product-detail.css';

/**
 * A text as children, its `{name}` placeholders given by `values` (numbers, prices, links): a text
 * node each, as JSX writes them, so the English HTML is what it was.
 */
const fill = (text: string, values: Record<string, ReactNode>) =>
  text.split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? values[piece] : piece || null));

/** An unknown (or deleted) product, or one that could not be loaded: a clear heading and a way back. */
export function ProductMissing({ notFound }: { notFound: boolean }) {
  const t = useTexts('product', PRODUCT);
  return (
    <section className="container section product-error">
      <Seo title={notFound ? t.notFound : t.unavailable} description={t.detailFailed} robots={NOINDEX} />
      <h1>{notFound ? t.notFoundHeading : t.failedHeading}</h1>
      <p className="status status--error" role="alert">
        {notFound ? t.notFound : t.detailFailed}
      </p>
      <Link className="btn btn--primary" to="/products">
        {t.backToProducts}
      </Link>
    </section>
  );
}

/**
 * `preview`: shown through a preview link (not indexed, no canonical address); `alternates`: its
 * addresses in the other languages it is public in (issue 36).
 */
export default function ProductDetailPage({
  product,
  preview = false,
  alternates,
}: {
  product: Product;
  preview?: boolean;
  alternates?: Record<string, string> | undefined;
}) {
  const navigate = useNavigate();
  const t = useTexts('product', PRODUCT);
  const format = useFormat();
  const [quantity, setQuantity] = useState<number>(DEFAULT_QUANTITY);
  const [added, setAdded] = useState(false);
  const inStock = product.stock > 0;
  const sku = productSku(product._id);
  const origin = usePublicUrl();
  const { siteName } = useSiteSettings();
  const path = PAGE.product(product.slug);
  const other = useOtherLanguage();
  // Its address in the page's language (the structured data's URLs, as the canonical link's).
  const url = absoluteUrl(origin, localPath(other, path));
  const meta = contentMeta({
    kind: 'product',
    title: product.name,
    description: product.description,
    images: product.image,
    seo: product.seo,
  });

  const addToCart = () => {
    dispatchCart({
      type: 'add',
      item: {
        product: product._id,
        name: product.name,
        price: product.price,
        image: product.image[0] ?? '',
        stock: product.stock,
        quantity,
      },
    });
  };

  return (
    <>
      <Alternates links={alternates} />
      <Seo
        title={meta.title}
        titleAsIs={meta.titleAsIs}
        description={meta.description}
        path={preview ? undefined : path}
        image={meta.image}
        robots={preview ? PREVIEW_ROBOTS : meta.noindex ? NOINDEX : undefined}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            description: product.description,
            sku,
            url,
            ...(product.image.length > 0 ? { image: product.image.map((i) => absoluteUrl(origin, i)) } : {}),
            brand: { '@type': 'Brand', name: siteName },
            offers: {
              '@type': 'Offer',
              price: product.price,
              priceCurrency: CURRENCY.code,
              availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url,
            },
          },
          breadcrumbJsonLd(origin, [
            { name: t.home, path: localPath(other, PAGE.home) },
            { name: t.products, path: localPath(other, PAGE.products) },
            { name: product.name, path: localPath(other, path) },
          ]),
        ]}
      />
      <div className="product-detail">
        <div className="container">
          <nav aria-label={t.breadcrumb} className="breadcrumb">
            <ol>
              <li>
                <Link to="/">{t.home}</Link>
                <ChevronRight size={14} aria-hidden="true" />
              </li>
              <li>
                <Link to="/products">{t.products}</Link>
                <ChevronRight size={14} aria-hidden="true" />
              </li>
              <li aria-current="page">{product.name}</li>
            </ol>
          </nav>

          <div className="product-detail__top">
            <ProductGallery product={product} />
            <div className="product-detail__info">
              {product.categoryName && <p className="product-detail__category">{product.categoryName}</p>}
              <h1 className="product-detail__name">{product.name}</h1>
              <div className="product-detail__rating">
                <Rating value={product.ratings} label={t.rated} />
              </div>
              <dl className="product-detail__facts">
                <div>
                  <dt>{t.sku}</dt>
                  <dd>{sku}</dd>
                </div>
                <div>
                  <dt>{t.availability}</dt>
                  <dd className={inStock ? 'product-detail__stock--in' : 'product-detail__stock--out'}>
                    {inStock ? format.text(t.inStock, { count: product.stock }) : t.outOfStock}
                  </dd>
                </div>
              </dl>
              <p className="product-detail__price">
                <span className="visually-hidden">{t.price}</span>
                {format.price(product.price)}
              </p>

              <div className="product-detail__buy">
                <QuantityInput
                  value={quantity}
                  onChange={(q) => {
                    setQuantity(q);
                    setAdded(false);
                  }}
                  max={quantityCap(product.stock)}
                  disabled={!inStock}
                />
                <div className="product-detail__buttons">
                  <button
                    type="button"
                    className="btn btn--outline"
                    disabled={!inStock}
                    onClick={() => {
                      addToCart();
                      setAdded(true);
                    }}
                  >
                    <ShoppingCart size={18} aria-hidden="true" />
                    {t.addToCart}
                  </button>
                  <button
                    type="button"
                    className="btn btn--primary"
                    disabled={!inStock}
                    onClick={() => {
                      addToCart();
                      navigate(`${PAGE.cart}?${CART_QUOTE_PARAM}=1`);
                    }}
                  >
                    <Zap size={18} aria-hidden="true" />
                    {t.buyNow}
                  </button>
                </div>
              </div>
              <div role="status" className="product-detail__feedback">
                {added && (
                  <p className="status status--success">
                    <CheckCircle2 size={18} aria-hidden="true" />
                    {fill(t.added, {
                      quantity,
                      name: product.name,
                      link: (
                        <Link key="link" to="/cart">
                          {t.viewCart}
                        </Link>
                      ),
                    })}
                  </p>
                )}
              </div>
              {!inStock && (
                <p className="product-detail__oos">
                  {fill(t.outOfStockNote, {
                    link: (
                      <Link key="link" to="/contactUs">
                        {t.askWhenBack}
                      </Link>
                    ),
                  })}
                </p>
              )}

              <ul className="product-detail__notes">
                <li>
                  <Truck size={20} aria-hidden="true" />
                  {fill(t.freeShipping, { price: format.price(FREE_SHIPPING_OVER) })}
                </li>
                <li>
                  <Clock size={20} aria-hidden="true" />
                  {fill(t.delivery, DELIVERY_BUSINESS_DAYS)}
                </li>
                <li>
                  <ShieldCheck size={20} aria-hidden="true" />
                  {fill(t.warranty, { years: WARRANTY_YEARS })}
                </li>
              </ul>
            </div>
          </div>
        </div>

        <div className="container product-detail__more">
          <section aria-labelledby="product-description" className="product-detail__description">
            <h2 id="product-description">{t.description}</h2>
            {product.description.split(/\n{2,}/).map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
              <p key={i}>{paragraph}</p>
            ))}
          </section>
          <section aria-labelledby="product-reviews" className="product-detail__reviews">
            <h2 id="product-reviews">{t.reviews}</h2>
            <figure className="review card">
              <Rating value={5} size={14} label={t.rated} />
              <blockquote className="review__text">
                <p>{t.sampleReview}</p>
              </blockquote>
              <figcaption className="review__by">{t.sampleReviewBy}</figcaption>
            </figure>
          </section>
        </div>
      </div>
    </>
  );
}
