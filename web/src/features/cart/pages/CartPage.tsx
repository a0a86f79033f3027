/**
 * /cart: the cart lines, subtotal and a quote request. The site takes no payments, so "checkout"
 * is an enquiry: the lines are sent through POST /api/v1/contact and the cart is emptied.
 */
import { CART_QUOTE_PARAM, FREE_SHIPPING_OVER, MESSAGES, PAGE } from '@vyoma/contract';
import { FileText, ShoppingBag, Trash2, Truck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EnquiryForm } from '~/components/forms/EnquiryForm.tsx';
import { MediaView } from '~/components/media/MediaView.tsx';
import { Seo } from '~/components/seo/Seo.tsx';
import { PageHero } from '~/components/ui/PageHero.tsx';
import { formatPrice } from '~/content/brand.ts';
import { ProductPlaceholderArt, QuantityInput, quantityCap } from '../../products/index.ts';
import { cartSubtotal } from '../cartReducer.ts';
import { dispatchCart, useCart } from '../cartStore.ts';
import { quoteMessage } from '../quote.ts';
import './cart.css';

export default function CartPage() {
  const { cartItems } = useCart();
  const [searchParams] = useSearchParams();
  // Buy Now arrives with ?quote=1: open the quote request straight away.
  const [quoteOpen, setQuoteOpen] = useState(searchParams.get(CART_QUOTE_PARAM) === '1');
  const [sent, setSent] = useState(false);
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const subtotal = cartSubtotal(cartItems);
  const freeShipping = subtotal > FREE_SHIPPING_OVER;

  return (
    <>
      <Seo
        title="Your cart"
        description="Review your selection and request a quote."
        path="/cart"
        robots="noindex, follow"
      />
      <PageHero
        eyebrow="Cart"
        title="Your cart"
        lead="Review your selection, then request a quote. We confirm price and timeline before any payment."
      />
      <section className="section section--muted cart">
        <div className="container">
          <div role="status" aria-live="polite">
            {sent && (
              <div className="cart__sent status status--success">
                <p className="cart__sent-title">{MESSAGES.contact.success}</p>
                <p>Thank you. We will reply within one business day with your quote.</p>
              </div>
            )}
          </div>

          {cartItems.length === 0 ? (
            <div className="cart__empty">
              <ShoppingBag size={40} aria-hidden="true" />
              <h2>Your cart is empty</h2>
              <p>Browse our fixed-price packages and kits, or tell us what you need.</p>
              <div className="cart__empty-actions">
                <Link className="btn btn--primary" to="/products">
                  Browse products
                </Link>
                <Link className="btn btn--outline" to="/contactUs">
                  Contact us
                </Link>
              </div>
            </div>
          ) : (
            <div className="cart__layout">
              <div>
                <h2 className="visually-hidden">Cart items</h2>
                <ul className="cart__lines" aria-label="Cart items">
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
                        <p className="cart-line__unit">{formatPrice(line.price)} each</p>
                        <div className="cart-line__controls">
                          <QuantityInput
                            label={`Quantity for ${line.name}`}
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
                            aria-label={`Remove ${line.name}`}
                          >
                            <Trash2 size={16} aria-hidden="true" />
                            Remove
                          </button>
                        </div>
                      </div>
                      <p className="cart-line__total">
                        <span className="visually-hidden">Line total: </span>
                        {formatPrice(line.price * line.quantity)}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>

              <aside className="cart__summary card" aria-labelledby="cart-summary-title">
                <h2 id="cart-summary-title" className="cart__summary-title">
                  Summary
                </h2>
                <dl className="cart__totals">
                  <div>
                    <dt>Subtotal</dt>
                    <dd data-testid="cart-subtotal">{formatPrice(subtotal)}</dd>
                  </div>
                  <div>
                    <dt>Shipping</dt>
                    <dd>{freeShipping ? 'Free' : 'Calculated in your quote'}</dd>
                  </div>
                </dl>
                <p className="cart__shipping-note">
                  <Truck size={18} aria-hidden="true" />
                  Free shipping on orders over {formatPrice(FREE_SHIPPING_OVER)}.
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
                  Request a quote
                </button>
                <p className="cart__summary-hint">No payment now. We confirm price and timeline first.</p>
              </aside>
            </div>
          )}

          {cartItems.length > 0 && quoteOpen && (
            <section id="quote-request" className="cart__quote card" aria-labelledby="quote-title">
              <h2 id="quote-title" ref={quoteHeading} tabIndex={-1}>
                Request a quote
              </h2>
              <p className="cart__quote-lead">
                We will send your {cartItems.length === 1 ? 'item' : `${cartItems.length} items`} to our team
                with your details and reply within one business day.
              </p>
              <EnquiryForm
                variant="quote"
                lines={cartItems.map((line) => ({ productId: line.product, quantity: line.quantity }))}
                submitLabel="Send quote request"
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
