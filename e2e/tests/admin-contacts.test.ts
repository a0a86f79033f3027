/** Admin contact messages: newest first, search, CSV export, delete (spec §2.8, §8); no SMTP configured. */
import { ADMIN_PAGE, API, MESSAGES } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadBytes, goto, openPage, signInAt } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ ownServer: true });
let page: Page;

async function enquire(body: Record<string, string>) {
  const answer = await fetch(`${site.server.url}${API.contact}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBeLessThan(300);
}

beforeAll(async () => {
  await enquire({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    phone: '+91 98111 22233',
    message: 'We need a shop for handmade textiles.',
  });
  await new Promise((r) => setTimeout(r, 50));
  await enquire({
    name: 'Ravi Kulkarni',
    email: 'ravi@example.com',
    phone: '98222 33344',
    message: '=HYPERLINK("x") please call me about back-office support, thanks',
  });
  ({ page } = await openPage(site.browser, site.server.url));
  await signInAt(page, ADMIN_PAGE.products);
});

describe('admin contact messages', () => {
  it('lists the messages newest first with mailto and tel links', async () => {
    await goto(page, '/admin/contact-info');
    await page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor();
    const names = await page.getByRole('rowheader').allTextContents();
    expect(names.indexOf('Ravi Kulkarni')).toBeLessThan(names.indexOf('Meera Iyer'));
    expect(await page.getByRole('link', { name: 'meera@example.com' }).getAttribute('href')).toBe(
      'mailto:meera@example.com',
    );
    expect(await page.getByRole('link', { name: '+91 98111 22233' }).getAttribute('href')).toBe(
      'tel:+919811122233',
    );
    await page.getByText('hello@vyoma.example').first().waitFor();
    // This server has no SMTP_URL: the inbox says so.
    await page.getByText('Notifications are off: new enquiries are not e-mailed to the team.').waitFor();
    await screenshot(page, 'admin-contacts-no-smtp');
    const phone = await openPage(site.browser, site.server.url, { viewport: 'phone' });
    await signInAt(phone.page, '/admin/contact-info');
    await phone.page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor();
    await screenshot(phone.page, 'admin-contacts-no-smtp');
    await phone.context.close();
  });

  it('filters across fields, case-insensitively', async () => {
    const search = page.getByLabel('Search messages');
    await search.fill('TEXTILES');
    await page.getByRole('rowheader', { name: 'Ravi Kulkarni' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('rowheader').allTextContents()).toEqual(['Meera Iyer']);
    await search.fill('ravi@');
    await page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor({ state: 'detached' });
    await search.fill('');
    await page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor();
  });

  it('exports the filtered messages as CSV (streamed by the server)', async () => {
    await page.getByLabel('Search messages').fill('ravi');
    await page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor({ state: 'detached' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await downloadBytes(download)).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').startsWith('name,email,phone,message,createdAt,status,')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ravi Kulkarni,ravi@example.com,98222 33344,');
    // Formula injection neutralised and the comma-bearing cell quoted.
    expect(lines[1]).toContain('"\'=HYPERLINK(""x"") please call me about back-office support, thanks"');
    await page.getByLabel('Search messages').fill('');
  });

  it('deletes a message after confirmation; cancel keeps it', async () => {
    await page.getByRole('button', { name: 'Delete message from Meera Iyer' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(MESSAGES.confirm.deleteMessage).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor();

    await page.getByRole('button', { name: 'Delete message from Meera Iyer' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MESSAGES.contacts.deleted).waitFor();
    await page.getByRole('rowheader', { name: 'Meera Iyer' }).waitFor({ state: 'detached' });
  });

  it('shows the failure message when a delete is refused, and the network message when offline', async () => {
    await page.route('**/api/v1/contact/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"nope"}' }),
    );
    await page.getByRole('button', { name: 'Delete message from Ravi Kulkarni' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MESSAGES.contacts.deleteFailed).waitFor();
    await page.unroute('**/api/v1/contact/*');
    await page.route('**/api/v1/contact/*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Delete message from Ravi Kulkarni' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(MESSAGES.contacts.deleteNetwork).waitFor();
    await page.unroute('**/api/v1/contact/*');
    await page.getByRole('rowheader', { name: 'Ravi Kulkarni' }).waitFor();
  });

  it('shows the list error messages', async () => {
    const list = /\/api\/v1\/contact(\?|$)/;
    await page.route(list, (route) => route.abort('internetdisconnected'));
    await goto(page, '/admin/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.evaluate(() => undefined);
    await goto(page, '/admin/contact-info');
    // A cached list may show first; a reload asks the server again.
    await page.reload();
    await page.getByText(MESSAGES.contacts.fetchNetwork).waitFor({ timeout: 15_000 });
    await page.unroute(list);
  });
});
