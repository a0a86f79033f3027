/**
 * A fresh install without PUBLIC_URL, opened at http://127.0.0.1:<port> (not the localhost default):
 * the admin signs in and the contact form sends, with and without JavaScript, because the
 * cross-site check accepts the address the page was opened at. The start-up output says so. The
 * admin shows page addresses at that address too, not at the localhost default (issue 25).
 */
import { ADMIN_PAGE, MESSAGES, PAGE } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { demoItems } from '../support/demo.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ publicUrl: false });

async function sendEnquiry(javaScript: boolean, message: string): Promise<void> {
  const { page, context, problems } = await openPage(site.browser, site.server.url, { javaScript });
  if (javaScript) await goto(page, PAGE.contact);
  else await page.goto(PAGE.contact);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha.verma@example.com');
  await form.getByLabel('Phone').fill('+91 98765 00000');
  await form.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
  expect(problems()).toEqual([]);
  await context.close();
}

describe('PUBLIC_URL unset, opened at 127.0.0.1', () => {
  it('prints the address to set at start', () => {
    expect(site.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(site.server.output()).toContain(`Vyoma Infotech is running at ${site.server.url}`);
    expect(site.server.output()).toContain(`PUBLIC_URL=${site.server.url}`);
  });

  it('sends the contact form with and without JavaScript, and the admin signs in to read them', async () => {
    const stamp = Date.now();
    await sendEnquiry(true, `Sent from 127.0.0.1 with scripts ${stamp}`);
    await sendEnquiry(false, `Sent from 127.0.0.1 without scripts ${stamp}`);

    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await signInAt(page, '/admin/contact-info');
    await page.getByRole('cell', { name: `Sent from 127.0.0.1 with scripts ${stamp}` }).waitFor();
    await page.getByRole('cell', { name: `Sent from 127.0.0.1 without scripts ${stamp}` }).waitFor();
    expect(problems()).toEqual([]);
    await context.close();
  });

  it('shows page addresses at the address the admin is used at: slug, search and share previews, preview links', async () => {
    const { product } = await demoItems(site.server.url);
    const host = new URL(site.server.url).host;
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await signInAt(page, ADMIN_PAGE.editProduct(product._id));
    const address = page.locator('.slug-field__url');
    await expect.poll(() => address.textContent()).toBe(`${site.server.url}${PAGE.product(product.slug)}`);
    await page.getByText('SEO: search and sharing').click();
    expect(await page.getByTestId('search-preview').locator('.serp__url').textContent()).toBe(
      `${host} › product › ${product.slug}`,
    );
    expect(await page.getByTestId('card-preview').locator('.social-card__domain').textContent()).toBe(
      host.toUpperCase(),
    );
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = await page.getByLabel('New preview link').inputValue();
    expect(link.startsWith(`${site.server.url}${PAGE.preview('')}`), link).toBe(true);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
