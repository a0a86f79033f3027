/** Cart (spec §3, §4): add replaces a product's line, remove, persistence, Buy Now → quote request. */
import {
  type ContactListResponse,
  MESSAGES,
  PERSISTED_STORE_KEY,
  type Product,
  type ProductListResponse,
} from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, openPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { adminCookie } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
let products: Product[];

beforeAll(async () => {
  products = (
    (await (await fetch(`${site.server.url}/api/v1/products`)).json()) as ProductListResponse
  ).products.filter((p) => p.stock > 5);
});

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
const price = (n: number) => rupees.format(n).replace(/\.00$/, '');

interface StoredCart {
  cart: { cartItems: { product: string; quantity: number }[]; shippingInfo: Record<string, string> };
}
async function storedCart(page: Page): Promise<StoredCart | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), PERSISTED_STORE_KEY);
  return raw ? (JSON.parse(raw) as StoredCart) : null;
}

async function addFromDetail(page: Page, product: Product, quantity: number) {
  await goto(page, `/product/${product.slug}`);
  const box = page.getByRole('textbox', { name: 'Quantity' });
  await box.waitFor();
  await box.selectText();
  await box.pressSequentially(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('status').getByText('Added to cart').waitFor();
}

const lines = (page: Page) => page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
/** Waits until the cart shows exactly `n` lines. */
async function expectLines(page: Page, n: number) {
  await page.waitForFunction((count) => document.querySelectorAll('.cart-line').length === count, n);
}

describe('cart', () => {
  it('adds, replaces the line of the same product, removes, and persists across reloads', async () => {
    const [first, second] = products;
    if (!first || !second) throw new Error('need two products in stock');
    const { page, context, problems } = await openPage(site.browser, site.server.url);

    await goto(page, '/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();

    await addFromDetail(page, first, 2);
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(/\/cart$/);
    await expectLines(page, 1);
    expect(await page.getByRole('textbox', { name: `Quantity for ${first.name}` }).inputValue()).toBe('2');
    expect(await lines(page).first().locator('.cart-line__total').textContent()).toContain(
      price(first.price * 2),
    );
    expect((await storedCart(page))?.cart.cartItems).toMatchObject([{ product: first._id, quantity: 2 }]);

    // Adding the same product again replaces its line (quantity 3, not 5).
    await addFromDetail(page, first, 3);
    await addFromDetail(page, second, 1);
    await goto(page, '/cart');
    await expectLines(page, 2);
    expect(await page.getByRole('textbox', { name: `Quantity for ${first.name}` }).inputValue()).toBe('3');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(price(first.price * 3 + second.price));
    await page.getByText('Free shipping on orders over ₹150.').waitFor();

    // Quantity in the cart follows the same rules and updates the store.
    const plus = lines(page)
      .first()
      .getByRole('button', { name: /^Increase/ });
    await plus.click();
    expect(await page.getByRole('textbox', { name: `Quantity for ${first.name}` }).inputValue()).toBe('4');

    await page.reload();
    await expectLines(page, 2);
    expect(await page.getByRole('textbox', { name: `Quantity for ${first.name}` }).inputValue()).toBe('4');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'cart');

    await page.getByRole('button', { name: `Remove ${first.name}` }).click();
    await expectLines(page, 1);
    expect((await storedCart(page))?.cart.cartItems.map((l) => l.product)).toEqual([second._id]);
    await page.reload();
    await expectLines(page, 1);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('Buy Now leads to a quote request that is stored as an enquiry, then empties the cart', async () => {
    const [product] = products;
    if (!product) throw new Error('need a product in stock');
    const { page, context } = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await goto(page, `/product/${product.slug}`);
    const box = page.getByRole('textbox', { name: 'Quantity' });
    await box.waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(/\/cart\?quote=1$/);

    const form = page.getByRole('form', { name: 'Quote request' });
    await form.waitFor();
    await screenshot(page, 'cart');
    // Name, email and phone are required; the note is optional.
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await form.getByText('Name is required').waitFor();

    const note = `Please include setup, ref ${Date.now()}`;
    await form.getByLabel('Name').fill('Quote Tester');
    await form.getByLabel('Email').fill('quote.tester@example.com');
    await form.getByLabel('Phone').fill('+91 90000 12345');
    await form.getByLabel('Note (optional)').fill(note);
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect((await storedCart(page))?.cart.cartItems).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const cookie = await adminCookie(site.server.url);
    const { data } = (await (
      await fetch(`${site.server.url}/api/v1/contact`, { headers: { cookie } })
    ).json()) as ContactListResponse;
    const enquiry = data.find((m) => m.message.includes(note));
    expect(enquiry).toBeDefined();
    expect(enquiry?.name).toBe('Quote Tester');
    expect(enquiry?.message).toContain('Quote request:');
    expect(enquiry?.message).toContain(`- 2 × ${product.name} (${price(product.price * 2)})`);
    expect(enquiry?.message).toContain(`Note: ${note}`);
    await context.close();
  });
});
