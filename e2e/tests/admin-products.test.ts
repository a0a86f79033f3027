/**
 * Admin products: add with a real PNG upload, edit with image changes, the SEO panel (its values in
 * the product page's head), delete with confirmation.
 */
import { ADMIN_PAGE, MESSAGES, PRODUCT_EDIT_REDIRECT_MS, type ProductListResponse } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { describeRefusedImages } from '../support/media.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const NAME = 'Test Cloud Backup Plan';

const site = useSite({ ownServer: true });
let page: Page;
let problems: () => string[];

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 72, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function findProduct(name: string) {
  const answer = await fetch(`${site.server.url}/api/v1/products?keyword=${encodeURIComponent(name)}`);
  const body = (await answer.json()) as ProductListResponse;
  return body.products.find((p) => p.name === name);
}

beforeAll(async () => {
  ({ page, problems } = await openPage(site.browser, site.server.url));
  // The page's clock runs on its own; tests move it to see what happens after a delay.
  await page.clock.install();
  await signInAt(page, ADMIN_PAGE.products);
});

describe('admin products', () => {
  it('lists the products with price, stock and category', async () => {
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    const rows = page.getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await page.getByRole('cell', { name: /₹/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-products');
  });

  it('validates, then adds a product with a PNG image', async () => {
    await page.getByRole('link', { name: 'Add product', exact: true }).click();
    await page.waitForURL(/\/admin\/add-product$/);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Price is required').waitFor();
    await page.getByText('Category is required').waitFor();
    await page.getByText('Add at least one PNG or JPEG image.').waitFor();

    const images = page.getByLabel('Images');
    // A text file named .png is refused by its bytes, like the server does.
    await images.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await page.getByText('"fake.png" is not a PNG or JPEG file.').waitFor();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
    await page.getByLabel('Price (₹)').fill('3499');
    await page.getByLabel('Stock').fill('12');
    await page.getByLabel('Ratings').fill('4.5');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page
      .getByLabel('Description')
      .fill('Encrypted daily backups of your files with one-click restore.');
    await images.setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await png('#4338ca') },
      { name: 'second.png', mimeType: 'image/png', buffer: await png('#22d3ee') },
    ]);
    await page.getByRole('img', { name: 'New image: second.png' }).waitFor();
    // Remove one before the upload.
    await page.getByRole('button', { name: 'Remove second.png' }).click();
    await page.getByRole('img', { name: 'New image: second.png' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    // The new image has no alt text yet (issue 19): the form asks for it, then publishes.
    await describeRefusedImages(page);
    await page.getByText(MESSAGES.product.added).waitFor();
    await page.waitForURL(/\/admin\/products$/);
    await page.getByRole('rowheader', { name: NAME }).waitFor();

    const product = await findProduct(NAME);
    expect(product?.image).toHaveLength(1);
    expect(product?.price).toBe(3499);

    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const publicPage = await visitor.newPage();
    await goto(publicPage, '/products');
    await publicPage.getByText(NAME).first().waitFor();
    await visitor.close();
  });

  it('edits a product: image rules, success message and redirect after 1.5 s', async () => {
    const before = await findProduct(NAME);
    const oldImage = before?.image[0] ?? '';
    await goto(page, '/admin/products');
    await page.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.waitForURL(/\/admin\/product\/.+\/edit$/);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe(NAME);

    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('At least one image must remain.').waitFor();

    await page
      .getByLabel('Images')
      .setInputFiles({ name: 'replacement.png', mimeType: 'image/png', buffer: await png('#047857') });
    await page.getByLabel('Price (₹)').fill('2999');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await describeRefusedImages(page);
    await page.getByText('Product updated successfully.').waitFor();
    await page.clock.runFor(PRODUCT_EDIT_REDIRECT_MS - 500);
    expect(page.url()).toMatch(/\/admin\/product\/.+\/edit$/);
    await page.clock.runFor(500);
    await page.waitForURL(/\/admin\/products$/, { timeout: 5000 });

    const after = await findProduct(NAME);
    expect(after?.price).toBe(2999);
    expect(after?.image).toHaveLength(1);
    expect(after?.image[0]).not.toBe(oldImage);
    // The replaced image stays while the product's history shows it (deleted with the product).
    expect((await fetch(`${site.server.url}${oldImage}`)).status).toBe(200);
  });

  it('the SEO panel of a product: its values are saved and reach the product page head', async () => {
    const product = await findProduct(NAME);
    if (!product) throw new Error('the product of the tests above is missing');
    await goto(page, `/admin/product/${product._id}/edit`);
    await page.getByText('SEO: search and sharing').click();
    const seoTitle = 'Cloud backup for small offices';
    const seoDescription = 'Daily encrypted backups of your office files, restored in one click.';
    const title = page.getByRole('textbox', { name: 'SEO title' });
    // Empty, it says the name is used (with the site name after it).
    expect(await title.getAttribute('placeholder')).toContain(NAME);
    await title.fill(seoTitle);
    await page.getByRole('textbox', { name: 'Meta description' }).fill(seoDescription);
    await page.getByTestId('search-preview').getByText(seoTitle, { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Image 1' }).check();
    await page.getByRole('switch', { name: 'Hide from search engines' }).check();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Product updated successfully.').waitFor();
    await page.clock.runFor(PRODUCT_EDIT_REDIRECT_MS);
    await page.waitForURL(/\/admin\/products$/, { timeout: 5000 });

    // Hidden from search engines, still published: the catalogue lists it.
    const saved = await findProduct(NAME);
    expect(saved?.seo).toEqual({
      title: seoTitle,
      description: seoDescription,
      image: product.image[0],
      noindex: true,
    });
    const visitor = await site.browser.newContext({ baseURL: site.server.url });
    const publicPage = await visitor.newPage();
    await goto(publicPage, `/product/${saved?.slug}`);
    expect(await publicPage.title()).toBe(seoTitle);
    const head = (selector: string) => publicPage.locator(`head ${selector}`).getAttribute('content');
    expect(await head('meta[name="description"]')).toBe(seoDescription);
    expect(await head('meta[name="twitter:title"]')).toBe(seoTitle);
    expect(new URL((await head('meta[property="og:image"]')) ?? '').pathname).toBe(product.image[0]);
    expect(await head('meta[name="robots"]')).toMatch(/^noindex\b/);
    await visitor.close();
  });

  it('deletes a product after confirmation; cancel keeps it', async () => {
    const product = await findProduct(NAME);
    const imageUrl = `${site.server.url}${product?.image[0]}`;
    expect((await fetch(imageUrl)).status).toBe(200);

    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(MESSAGES.confirm.deleteProduct).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: NAME }).waitFor();

    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('rowheader', { name: NAME }).count()).toBe(1);

    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product deleted.').waitFor();
    await page.getByRole('rowheader', { name: NAME }).waitFor({ state: 'detached' });
    expect(await findProduct(NAME)).toBeUndefined();
    expect((await fetch(`${site.server.url}/api/v1/product/${product?._id}`)).status).toBe(404);
    // The media library keeps the image (docs/decisions/0049): staff delete unused files there.
    expect((await fetch(imageUrl)).status).toBe(200);
    expect(problems()).toEqual([]);
  });

  it('shows "Failed to fetch product" style errors for an unknown product', async () => {
    await goto(page, '/admin/product/00000000-0000-4000-8000-000000000000/edit');
    const alert = page.locator('main').getByRole('alert');
    await alert.first().waitFor();
    expect((await alert.first().textContent())?.length).toBeGreaterThan(0);
  });
});
