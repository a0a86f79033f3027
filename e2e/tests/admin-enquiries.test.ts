/**
 * The enquiry pipeline in the browser, against the real server with a real SMTP server on loopback:
 * a visitor arrives from a LinkedIn campaign, browses, sends the contact form and a quote request;
 * the admin sees the count of new enquiries in the menu, opens each enquiry (lines with the total,
 * attribution, the team mail's delivery), changes status and assignee, adds notes, filters, acts on
 * several at once, exports CSV with the new columns and reads the sources chart.
 */
import {
  ADMIN_PAGE,
  API,
  MESSAGES,
  PERSISTED_STORE_KEY,
  type Product,
  type ProductListResponse,
} from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtp } from '../../server/test/support/smtp.ts';
import { seriousA11yViolations } from '../support/a11y.ts';
import { downloadBytes, goto, openPage, signInAt } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { ADMIN } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

let smtp: TestSmtp;
let admin: Page;
let product: Product;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
const price = (n: number) => rupees.format(n).replace(/\.00$/, '');

beforeAll(async () => {
  smtp = await TestSmtp.start();
});
// The SMTP server is up (the hook above ran first) when the site starts.
const site = useSite(() => ({
  env: { SMTP_URL: smtp.url, NOTIFY_EMAILS: 'sales@vyoma.test', SMTP_FROM: 'Vyoma <web@vyoma.test>' },
}));
beforeAll(async () => {
  const list = (await (await fetch(`${site.server.url}/api/v1/products`)).json()) as ProductListResponse;
  product = list.products.find((p) => p.stock > 3)!;
});
afterAll(async () => {
  await smtp?.stop();
});

/**
 * Fills the visible enquiry form like a person: it stays open more than two seconds, on the page's
 * clock (installed before the visit) rather than the test's.
 */
async function fillEnquiry(page: Page, form: string, fields: { name: string; email: string; note?: string }) {
  const f = page.getByRole('form', { name: form });
  await f.getByLabel('Name').fill(fields.name);
  await f.getByLabel('Email').fill(fields.email);
  await f.getByLabel('Phone').fill('+91 90000 12345');
  if (fields.note !== undefined) await f.getByLabel(/^(Message|Note \(optional\))$/).fill(fields.note);
  await page.clock.fastForward(2100);
}

const menuLink = (page: Page) =>
  page
    .getByRole('navigation')
    .getByRole('link', { name: /^Contact Info/ })
    .first();

describe('enquiries from a visit to the admin', () => {
  it('records the campaign of the visit and sends the contact form and a quote request', async () => {
    const { page, context, problems } = await openPage(site.browser, site.server.url);
    await page.clock.install();
    // Arrive from a campaign link, then browse: the first page of the visit is what counts.
    await goto(page, '/webdevelopment?utm_source=linkedin&utm_campaign=autumn');
    await page.getByRole('navigation').getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL(/\/contactUs$/);
    await page.getByRole('form', { name: 'Contact form' }).waitFor();
    await fillEnquiry(page, 'Contact form', {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      note: 'We need a shop for handmade textiles.',
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();

    // Then a quote request from the cart, in the same visit.
    await goto(page, `/product/${product.slug}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(/\/cart\?quote=1$/);
    // The browser's copy of the cart says ₹1 a piece (stale or edited): the quote is priced by the
    // server from the database all the same.
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      for (const line of stored.cart.cartItems) line.price = 1;
      localStorage.setItem(key, JSON.stringify(stored));
    }, PERSISTED_STORE_KEY);
    await page.reload();
    await page.getByRole('form', { name: 'Quote request' }).waitFor();
    await page.getByTestId('cart-subtotal').getByText(price(2)).waitFor();
    await fillEnquiry(page, 'Quote request', { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    await page.getByRole('button', { name: 'Send quote request' }).click();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(problems()).toEqual([]);
    await context.close();

    // The team got one mail for each, with Reply-To the visitor.
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.mail.subject).sort()).toEqual([
      'New enquiry from Meera Iyer',
      `Quote request from Ravi Kulkarni (${price(product.price * 2)})`,
    ]);
    expect(mails.map((m) => m.mail.replyTo?.value[0]?.address).sort()).toEqual([
      'meera@example.com',
      'ravi@example.com',
    ]);
  });

  it('shows the count of new enquiries in the admin menu', async () => {
    // And a few plain API enquiries (no form timing) for the filters and bulk actions.
    for (const name of ['Asha Verma', 'Kiran Rao', 'Dev Patel']) {
      const res = await fetch(`${site.server.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          email: 'api@example.com',
          phone: '98765 00000',
          message: `From ${name}`,
        }),
      });
      expect(res.status).toBe(201);
    }
    ({ page: admin } = await openPage(site.browser, site.server.url));
    await signInAt(admin, ADMIN_PAGE.products);
    // A colleague to assign enquiries to (a new admin: with my step-up proof).
    const added = await admin.evaluate(
      async ({ url, currentPassword }) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Priya Sharma', email: 'priya@vyoma.example', currentPassword }),
          })
        ).status,
      { url: API.users, currentPassword: ADMIN.password },
    );
    expect(added).toBe(201);
    await menuLink(admin).getByText('5').waitFor();
    expect(await menuLink(admin).textContent()).toBe('Contact Info5 new');
  });

  it('opens the quote request on its own page with its lines, total and attribution', async () => {
    await menuLink(admin).click();
    await admin.getByRole('rowheader', { name: 'Ravi Kulkarni' }).waitFor();
    await admin.getByRole('link', { name: 'Ravi Kulkarni', exact: true }).click();
    await admin.waitForURL(/\/admin\/contact-info\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { level: 1, name: 'Ravi Kulkarni' }).waitFor();

    const quote = admin.getByRole('table', { name: /Quote lines/ });
    await quote.getByRole('rowheader', { name: product.name }).waitFor();
    const row = quote.getByRole('row', { name: new RegExp(product.name) });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '2',
      price(product.price),
      price(product.price * 2),
    ]);
    expect(await quote.getByRole('row', { name: /Total/ }).getByRole('cell').textContent()).toBe(
      price(product.price * 2),
    );

    const origin = admin.getByRole('region', { name: 'Where it came from' });
    const fact = (label: string) =>
      origin
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label.replace(/[?]/g, '\\$&')}$`) })
        .locator('+ dd');
    expect(await fact('Source').textContent()).toBe('linkedin');
    expect(await fact('Sent from').textContent()).toBe('/cart?quote=1');
    expect(await fact('First page of the visit').textContent()).toBe(
      '/webdevelopment?utm_source=linkedin&utm_campaign=autumn',
    );
    expect(await fact('utm_source').textContent()).toBe('linkedin');
    expect(await fact('utm_campaign').textContent()).toBe('autumn');
    await admin
      .getByRole('region', { name: 'Team notification' })
      .getByText(/^Sent to the team on /)
      .waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-enquiry');
  });

  it('changes status and assignee, and adds notes', async () => {
    const pipeline = admin.getByRole('region', { name: 'Pipeline' });
    await pipeline.getByLabel('Status').selectOption({ label: 'Quoted' });
    await pipeline.getByLabel('Assignee').selectOption({ label: 'Priya Sharma' });
    await pipeline.getByLabel('Follow up on').fill('2026-12-01');
    await pipeline.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByRole('status').getByText('Enquiry updated.').waitFor();
    await admin.locator('.status-badge', { hasText: 'Quoted' }).waitFor();
    // One fewer new enquiry in the menu.
    await menuLink(admin).getByText('4').waitFor();

    const notes = admin.getByRole('region', { name: 'Internal notes' });
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Note is required').waitFor();
    await notes.getByLabel('Add a note').fill('Called Ravi: wants hosting included.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByRole('listitem').getByText('Called Ravi: wants hosting included.').waitFor();
    expect(await notes.getByRole('listitem').first().textContent()).toContain(' · ');

    // After a reload everything is still there.
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'Ravi Kulkarni' }).waitFor();
    await notes.getByText('Called Ravi: wants hosting included.').waitFor();
    expect(await admin.getByRole('region', { name: 'Pipeline' }).getByLabel('Status').inputValue()).toBe(
      'quoted',
    );
    expect(
      await admin.getByRole('region', { name: 'Pipeline' }).getByLabel('Follow up on').inputValue(),
    ).toBe('2026-12-01');
    expect(
      await admin
        .getByRole('region', { name: 'Pipeline' })
        .getByLabel('Assignee')
        .locator('option:checked')
        .textContent(),
    ).toBe('Priya Sharma');
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(phone.page, new URL(admin.url()).pathname);
    await phone.page.getByRole('heading', { level: 1, name: 'Ravi Kulkarni' }).waitFor();
    await phone.page.getByRole('region', { name: 'Internal notes' }).getByText('Called Ravi').waitFor();
    await screenshot(phone.page, 'admin-enquiry');
    await phone.context.close();
  });

  it('shows where the contact form enquiry came from: first page, campaign and the page it was sent from', async () => {
    await admin.getByRole('link', { name: 'All enquiries' }).click();
    await admin.getByRole('link', { name: 'Meera Iyer', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Meera Iyer' }).waitFor();
    const origin = admin.getByRole('region', { name: 'Where it came from' });
    await origin.locator('dt').first().waitFor();
    const facts = Object.fromEntries(
      await origin
        .locator('dl > div')
        .evaluateAll((items) =>
          items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
        ),
    );
    expect(facts).toMatchObject({
      Source: 'linkedin',
      'Sent from': '/contactUs',
      'First page of the visit': '/webdevelopment?utm_source=linkedin&utm_campaign=autumn',
      utm_source: 'linkedin',
      utm_campaign: 'autumn',
    });
    // Typed in by the test after more than two seconds: a person, not spam.
    expect(Number.parseFloat(facts['Form open before sending'] ?? '')).toBeGreaterThanOrEqual(2);
    expect(facts).not.toHaveProperty('utm_medium');
    expect(await admin.getByRole('table', { name: /Quote lines/ }).count()).toBe(0);
    await admin.locator('.status-badge', { hasText: 'New' }).waitFor();
  });

  it('filters by status and assignee and searches on the server', async () => {
    await admin.getByRole('link', { name: 'All enquiries' }).click();
    await admin.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor();
    const names = () => admin.getByRole('rowheader').allTextContents();
    expect((await names()).sort()).toEqual([
      'Asha Verma',
      'Dev Patel',
      'Kiran Rao',
      'Meera Iyer',
      'Ravi Kulkarni',
    ]);

    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Quoted' });
    await admin.waitForURL(/status=quoted/);
    await admin.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor({ state: 'detached' });
    expect(await names()).toEqual(['Ravi Kulkarni']);
    // Two quick changes add up.
    await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    await admin.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Unassigned' });
    await admin.waitForURL(/\?assignee=none$/);
    await admin.getByRole('rowheader', { name: 'Ravi Kulkarni' }).waitFor({ state: 'detached' });
    expect((await names()).sort()).toEqual(['Asha Verma', 'Dev Patel', 'Kiran Rao', 'Meera Iyer']);
    await admin.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Priya Sharma' });
    await admin.waitForURL(/\?assignee=[0-9a-f-]{36}$/);
    await admin.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor({ state: 'detached' });
    expect(await names()).toEqual(['Ravi Kulkarni']);
    const ravi = admin.getByRole('row', { name: /Ravi Kulkarni/ });
    expect(await ravi.getByRole('cell').nth(4).textContent()).toMatch(/^Priya SharmaFollow up /);
    await admin.getByLabel('Assignee', { exact: true }).selectOption({ label: 'Anyone' });
    await admin.waitForURL(/contact-info$/);

    await admin.getByLabel('Search messages').fill('TEXTILES');
    await admin.waitForURL(/q=TEXTILES/);
    await admin.getByRole('rowheader', { name: 'Kiran Rao' }).waitFor({ state: 'detached' });
    expect(await names()).toEqual(['Meera Iyer']);
    await admin.getByText('1 message matches.').waitFor();
    await admin.getByLabel('Search messages').fill('');
    await admin.getByRole('rowheader', { name: 'Kiran Rao' }).waitFor();
    await screenshot(admin, 'admin-contacts');
  });

  it('exports every match as CSV with the pipeline and attribution columns', async () => {
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await downloadBytes(download)).toString('utf8');
    // The server sends a UTF-8 BOM first (server/test/api/enquiry-pipeline.test.ts); what the browser keeps of it varies.
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'name,email,phone,message,createdAt,status,assignee,followUpOn,quote,quoteTotal,page,landingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,source,notification',
    );
    expect(lines).toHaveLength(6);
    const ravi = lines.find((l) => l.startsWith('Ravi Kulkarni,'))!;
    expect(ravi).toContain(',quoted,');
    expect(ravi).toContain(',2026-12-01,');
    expect(ravi).toContain(`2 × ${product.name} @ ${product.price},${product.price * 2},/cart?quote=1,`);
    expect(ravi).toContain(
      '/webdevelopment?utm_source=linkedin&utm_campaign=autumn,,linkedin,,autumn,,,linkedin,sent',
    );
  });

  it('changes the status of several at once, and deletes them after confirmation', async () => {
    await admin.getByRole('checkbox', { name: 'Select message from Kiran Rao' }).check();
    await admin.getByRole('checkbox', { name: 'Select message from Dev Patel' }).check();
    await admin.getByText('2 selected').waitFor();
    await admin.getByLabel('New status for the selected messages').selectOption({ label: 'Lost' });
    await admin.getByRole('button', { name: 'Apply' }).click();
    await admin.getByRole('status').getByText('2 messages marked Lost.').waitFor();
    await menuLink(admin).getByText('2').waitFor();

    await admin.getByRole('checkbox', { name: 'Select message from Kiran Rao' }).check();
    await admin.getByRole('checkbox', { name: 'Select message from Dev Patel' }).check();
    await admin.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete these 2 messages?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await admin.getByRole('rowheader', { name: 'Dev Patel' }).waitFor();
    await admin.getByRole('button', { name: 'Delete selected' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await admin.getByRole('status').getByText('2 messages deleted.').waitFor();
    await admin.getByRole('rowheader', { name: 'Dev Patel' }).waitFor({ state: 'detached' });
    expect((await admin.getByRole('rowheader').allTextContents()).sort()).toEqual([
      'Asha Verma',
      'Meera Iyer',
      'Ravi Kulkarni',
    ]);
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(phone.page, '/admin/contact-info');
    await phone.page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor();
    await phone.page.getByRole('checkbox', { name: 'Select message from Meera Iyer' }).check();
    await screenshot(phone.page, 'admin-contacts');
    await phone.context.close();
  });

  it('charts enquiries per week by source, with the numbers in a table for screen readers', async () => {
    await admin.getByRole('link', { name: 'Sources report' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Enquiry sources' }).waitFor();
    const table = admin.getByRole('table', { name: /Enquiries per week by source/ });
    await table.waitFor({ state: 'attached' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Week of',
      'linkedin',
      'direct',
      'Total',
    ]);
    expect(await table.getByRole('row').count()).toBe(14); // header, 12 weeks, all weeks
    const all = table.getByRole('row', { name: /All weeks/ });
    expect(await all.getByRole('cell').allTextContents()).toEqual(['2', '1', '3']);
    // The chart draws the same numbers: this week's bar has a linkedin and a direct segment.
    expect(await admin.locator('svg rect[data-source="linkedin"]').count()).toBe(1);
    expect(await admin.locator('svg rect[data-source="direct"]').count()).toBe(1);
    expect(await admin.locator('svg rect[data-source="linkedin"] title').textContent()).toMatch(/: 2$/);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-enquiry-report');
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(phone.page, '/admin/contact-info/report');
    await phone.page.locator('svg rect').first().waitFor();
    await screenshot(phone.page, 'admin-enquiry-report');
    await phone.context.close();
  });
});
