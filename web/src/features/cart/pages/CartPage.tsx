/**
 * /cart: the cart lines, subtotal and a quote request. The site takes no payments, so "checkout"
 * is an enquiry: the lines are sent through POST /api/v1/contact and the cart is emptied.
 */
import { CART_QUOTE_PARAM, FREE_SHIPPING_OVER, PAGE } from '@vyoma/contract';
import { CART } from '@vyoma/contract/texts/en/cart';
import { FileText, ShoppingBag, Trash2, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EnquiryForm } from '~/components/forms/EnquiryForm.tsx';
import { MediaView } from '~/components/media/MediaView.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { useFormat } from '~/lib/format.ts';
import type { EveryLanguageHandle } from '~/lib/page-alternates.ts';
import { useTexts } from '~/lib/texts.ts';
import { ProductPlaceholderArt, QuantityInput, quantityCap } from '../../products/index.ts';
import { cartSubtotal } from '../cartReducer.ts';
import { dispatchCart, useCart } from '../cartStore.ts';
import { quoteMessage } from '../quote.ts';
import './cart.css';

/** The cart in another language is the same cart (the language switcher keeps it). */
export const handle: EveryLanguageHandle = { everyLanguage: true };

export default function CartPage() {
  const { cartItems } = useCart();
  const [searchParams] = useSearchParams();
  // Buy Now arrives with ?quote=1: open the quote request straight away.
  const [quoteOpen, setQuoteOpen] = useState(searchParams.get(CART_QUOTE_PARAM) === '1');
  const [sent, setSent] = useState(false);
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const subtotal = cartSubtotal(cartItems);
  const freeShipping = subtotal > FREE_SHIPPING_OVER;
  // The page's own words and prices in its language (issue 36).
  const t = useTexts('cart', CART);
  const format = useFormat();
  const formatPrice = format.price;

  return (
    <>
      <Seo title={t.seoTitle} description={t.seoDescription} path="/cart" robots="noindex, follow" />
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="section section--muted cart">
        <div className="container">
          <div role="status" aria-live="polite">
            {sent && (
              <div className="cart__sent status status--success">
                <p className="cart__sent-title">{t.sent}</p>
                <p>{t.sentThanks}</p>
              </div>
            )}
          </div>

          {cartItems.length === 0 ? (
            <div className="cart__empty">
              <ShoppingBag size={40} aria-hidden="true" />
              <h2>{t.emptyTitle}</h2>
              <p>{t.emptyText}</p>
              <div className="cart__empty-actions">
                <Link className="btn btn--primary" to="/products">
                  {t.browseProducts}
                </Link>
                <Link className="btn btn--outline" to="/contactUs">
                  {t.contactUs}
                </Link>
              </div>
            </div>
          ) : (
            <div className="cart__layout">
              <div>
                <h2 className="visually-hidden">{t.items}</h2>
                <ul className="cart__lines" aria-label={t.items}>
                  {cartItems.map((line) => (
                    <li key={line.product} className="cart-line card">
                      <div className="cart-line__media">
                        {line.image ? (
                          <MediaView path={line.image} alt="" sizes="120px" />
                        ) : (
                          <ProductPlaceholderArt />
                        )}
                      </div>
                      <div className="cart-line__main">
                        <h3 className="cart-line__name">
                          <Link to={PAGE.product(line.product)}>{line.name}</Link>
                        </h3>
                        <p className="cart-line__unit">
                          {format.text(t.each, { price: formatPrice(line.price) })}
                        </p>
                        <div className="cart-line__controls">
                          <QuantityInput
                            label={format.text(t.quantityFor, { name: line.name })}
                            hideLabel
                            value={line.quantity}
                            max={quantityCap(line.stock)}
                            onChange={(quantity) =>
                              dispatchCart({ type: 'setQuantity', product: line.product, quantity })
                            }
                          />
                          <button
                            type="button"
                            className="btn btn--ghost btn--sm cart-line__remove"
                            onClick={() => dispatchCart({ type: 'remove', product: line.product })}
                            aria-label={format.text(t.removeItem, { name: line.name })}
                          >
                            <Trash2 size={16} aria-hidden="true" />
                            {t.remove}
                          </button>
                        </div>
                      </div>
                      <p className="cart-line__total">
                        <span className="visually-hidden">{t.lineTotal}</span>
                        {formatPrice(line.price * line.quantity)}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>

              <aside className="cart__summary card" aria-labelledby="cart-summary-title">
                <h2 id="cart-summary-title" className="cart__summary-title">
                  {t.summary}
                </h2>
                <dl className="cart__totals">
                  <div>
                    <dt>{t.subtotal}</dt>
                    <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
                  </div>
                  <div>
                    <dt>{t.shipping}</dt>
                    <dd>{freeShipping ? t.shippingFree : t.shippingInQuote}</dd>
                  </div>
                </dl>
                <p className="cart__shipping-note">
                  <Truck size={18} aria-hidden="true" />
                  {format.text(t.freeShippingOver, { price: formatPrice(FREE_SHIPPING_OVER) })}
                </p>
                <button
                  type="button"
                  className="btn btn--primary btn--block"
                  aria-expanded={quoteOpen}
                  aria-controls="quote-request"
                  onClick={() => {
                    setQuoteOpen(true);
                    requestAnimationFrame(() => quoteHeading.current?.scrollIntoView({ block: 'start' }));
                  }}
                >
                  <FileText size={18} aria-hidden="true" />
                  {t.requestQuote}
                </button>
                <p className="cart__summary-hint">{t.noPaymentNow}</p>
              </aside>
            </div>
          )}

          {cartItems.length > 0 && quoteOpen && (
            <section id="quote-request" className="cart__quote card" aria-labelledby="quote-title">
              <h2 id="quote-title" ref={quoteHeading} tabIndex={-1}>
                {t.requestQuote}
              </h2>
              <p className="cart__quote-lead">{format.text(t.quoteLead, { count: cartItems.length })}</p>
              <EnquiryForm
                variant="quote"
                lines={cartItems.map((line) => ({ productId: line.product, quantity: line.quantity }))}
                submitLabel={t.sendQuote}
                hideSuccess
                composeMessage={(note) => quoteMessage(cartItems, note)}
                onSent={() => {
                  dispatchCart({ type: 'clear' });
                  setQuoteOpen(false);
                  setSent(true);
                  window.scrollTo({ top: 0 });
                }}
              />
            </section>
          )}
        </div>
      </section>
    </>
  );
}
