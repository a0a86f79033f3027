/**
 * Staff, sessions and the audit log in the browser (issue 10): adding an admin with a generated
 * password, deactivating (their open session ends at once) and reactivating them, each new admin
 * after "Confirm it's you" (issue 25); an author's menu
 * and a role change (issue 18); ending another of my sessions, and all of them with or without the
 * API tokens I made (issue 33); the audit page showing a product edit by the admin who made it.
 */
import { ADMIN_PAGE, API } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../support/admin-api.ts';
import { goto, openPage, signInAt, VIEWPORTS } from '../support/browser.ts';
import { describeRefusedImages } from '../support/media.ts';
import { screenshot } from '../support/screenshots.ts';
import { ADMIN } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ seed: false });
let page: Page;
const colleague = { name: 'Ravi Kumar', email: 'ravi@vyoma.example', password: '' };

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  await signInAt(page, ADMIN_PAGE.products);
});

async function shoot(p: Page, name: string) {
  await p.setViewportSize(VIEWPORTS.phone);
  await screenshot(p, name);
  await p.setViewportSize(VIEWPORTS.desktop);
  await screenshot(p, name);
}

/** Another browser, signed in as `who`. */
async function otherBrowser(who: { email: string; password: string }) {
  const other = await openPage(site.browser, site.server.url);
  await signInAt(other.page, ADMIN_PAGE.products, { ...ADMIN, ...who });
  return other;
}

describe('staff', () => {
  it('adds an admin with a generated password shown once', async () => {
    await goto(page, '/admin/staff');
    await page.getByRole('rowheader', { name: /Administrator/ }).waitFor();
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill(colleague.name);
    await page.getByLabel('Email').fill(colleague.email);
    await page.getByLabel('Phone').fill('+91 90000 12345');
    await page.getByRole('button', { name: 'Add account' }).click();
    // A new admin needs "Confirm it's you" (the step-up proof): a wrong password keeps the dialog
    // open with the server's message and adds no one.
    const proof = page.getByRole('dialog', { name: 'Add an admin' });
    await proof
      .getByText(`Add ${colleague.name} (${colleague.email}) as an admin?`, { exact: false })
      .waitFor();
    await proof.getByLabel('Current password').fill('not-my-password');
    await proof.getByRole('button', { name: 'Add admin' }).click();
    await proof.getByText('Your current password is not correct').waitFor();
    expect(await page.getByRole('row', { name: new RegExp(colleague.name) }).count()).toBe(0);
    await shoot(page, 'admin-staff-proof');
    await proof.getByLabel('Current password').fill(ADMIN.password);
    await proof.getByRole('button', { name: 'Add admin' }).click();
    const shown = page.getByTestId('generated-password');
    await shown.waitFor();
    colleague.password = (await shown.textContent())?.trim() ?? '';
    expect(colleague.password).toMatch(/^[A-Za-z2-9]{20}$/);
    const row = page.getByRole('row', { name: new RegExp(colleague.name) });
    await row.getByText('Active').waitFor();
    await shoot(page, 'admin-staff');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await shown.count()).toBe(0);
  });

  it('deactivates the admin: their open session ends at once and they cannot sign in; reactivates them', async () => {
    const them = await otherBrowser(colleague);
    await goto(page, '/admin/staff');
    await page.getByRole('button', { name: `Deactivate ${colleague.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/signed out at once/).waitFor();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const row = page.getByRole('row', { name: new RegExp(colleague.name) });
    await row.getByText('Deactivated').waitFor();

    // Their next page load finds no session and sends them to the login.
    await them.page.goto('/admin/products');
    await them.page.waitForURL(/\/wp-admin$/);
    await them.page.getByLabel('Username (email or phone)').fill(colleague.email);
    await them.page.getByLabel('Password').fill(colleague.password);
    await them.page.getByRole('button', { name: 'Log in' }).click();
    await them.page
      .getByRole('alert')
      .getByText(/deactivated/)
      .waitFor();

    await page.getByRole('button', { name: `Reactivate ${colleague.name}` }).click();
    const proof = page.getByRole('dialog', { name: 'Reactivate admin' });
    await proof.getByLabel('Current password').fill(ADMIN.password);
    await proof.getByRole('button', { name: 'Reactivate' }).click();
    await row.getByText('Active').waitFor();
    await them.page.getByRole('button', { name: 'Log in' }).click();
    await them.page.waitForURL(/\/admin\/products$/);
    await them.context.close();
  });
});

describe('roles', () => {
  it("adds an author, whose menu shows only an author's screens; made an editor, they see enquiries", async () => {
    const author = {
      name: 'Meera Writer',
      email: 'meera@vyoma.example',
      password: 'a long author password 7',
    };
    await goto(page, '/admin/staff');
    await page.getByLabel('Name').fill(author.name);
    await page.getByLabel('Email').fill(author.email);
    await page.getByLabel('Role', { exact: true }).selectOption('author');
    await page.getByText(/submits them for review/).waitFor();
    await page.getByLabel('Password').fill(author.password);
    await page.getByRole('button', { name: 'Add account' }).click();
    const roleOf = page.getByLabel(`Role of ${author.name}`);
    await expect.poll(() => roleOf.inputValue()).toBe('author');

    const them = await otherBrowser(author);
    const menu = them.page.getByRole('navigation').first();
    await menu.getByRole('link', { name: 'Blogs' }).waitFor();
    const links = async () => (await menu.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(await links()).toEqual(
      expect.arrayContaining(['Add Products', 'Blogs', 'Media library', 'My account']),
    );
    for (const hidden of ['Contact Info', 'Category', 'Manage Content', 'Staff', 'Audit log'])
      expect(await links()).not.toContain(hidden);
    // The server refuses the screen's data too, whatever the menu shows.
    const refused = await them.page.evaluate(async (url) => (await fetch(url)).status, API.contact);
    expect(refused).toBe(403);

    await roleOf.selectOption('editor');
    await page.getByText(`${author.name} is now editor.`).waitFor();
    await them.page.reload();
    await menu.getByRole('link', { name: /Contact Info/ }).waitFor();
    expect(await links()).not.toContain('Staff');
    await them.context.close();
  });
});

describe('sessions', () => {
  it('ends another of my sessions from My account', async () => {
    const phone = await otherBrowser(ADMIN);
    await goto(page, '/admin/account');
    const table = page.getByRole('region', { name: 'Your active sessions' });
    await table.getByText('This session').waitFor();
    await expect.poll(() => table.getByRole('button', { name: /^End session on/ }).count()).toBe(1);
    await page.getByRole('button', { name: /^End session on/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => table.getByRole('button', { name: /^End session on/ }).count()).toBe(0);

    const me = await phone.page.evaluate(async () => (await fetch('/api/v1/me')).json());
    expect(me).toEqual({ user: null });
    await phone.page.goto('/admin/products');
    await phone.page.waitForURL(/\/wp-admin$/);
    await phone.context.close();
  });

  it('ends all other sessions and revokes the API tokens I made, unless I untick it', async () => {
    const api = await adminApi(site.server.url);
    const { data } = await api<{ data: { token: string } }>('POST', API.adminTokens, {
      name: 'Sessions test token',
      role: 'author',
    });
    const works = async () =>
      (await fetch(`${site.server.url}${API.me}`, { headers: { authorization: `Bearer ${data.token}` } }))
        .status === 200;
    await goto(page, '/admin/account');
    // Offered with the password change and with ending the sessions, ticked as the server's default.
    const choices = page.getByRole('checkbox', { name: /Also revoke the API token I made/ });
    await expect.poll(() => choices.count()).toBe(2);
    for (const box of await choices.all()) expect(await box.isChecked()).toBe(true);
    await shoot(page, 'admin-account-tokens');

    const choice = page.locator('#account-sessions-revoke-tokens');
    await choice.uncheck();
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Your API token keeps working.').waitFor();
    await confirm.getByRole('button', { name: 'End them' }).click();
    await page.getByText(/other sessions? ended\. Your API token still works\./).waitFor();
    expect(await works()).toBe(true);

    await choice.check();
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await confirm.getByText('Your API token will be revoked.').waitFor();
    await confirm.getByRole('button', { name: 'End them' }).click();
    await page.getByText(/other sessions? ended\. Your API token was revoked\./).waitFor();
    expect(await works()).toBe(false);
    // None left, and no other session: the choice goes, and so does the button.
    await expect.poll(() => choices.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'End all other sessions' }).count()).toBe(0);
  });
});

describe('audit log', () => {
  it('shows a product edit by the admin who made it, with the fields that changed', async () => {
    // The colleague creates a product and edits it in the admin screens.
    const them = await otherBrowser(colleague);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const created = await them.page.evaluate(
      async ({ categories, productNew, bytes }) => {
        const cat = await fetch(categories, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Audited', description: 'For the audit test' }),
        });
        const category = (await cat.json()).category._id as string;
        const form = new FormData();
        for (const [k, v] of Object.entries({
          name: 'Audit Starter',
          description: 'A product to edit.',
          price: '100',
          ratings: '4',
          category,
          stock: '5',
        }))
          form.append(k, v);
        form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
        const res = await fetch(productNew, { method: 'POST', body: form });
        return (await res.json()).product._id as string;
      },
      { categories: API.categories, productNew: API.adminProductNew, bytes: [...image] },
    );
    await goto(them.page, `/admin/product/${created}/edit`);
    const name = them.page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.inputValue()).toBe('Audit Starter');
    await name.fill('Audit Starter Plus');
    await them.page.getByRole('button', { name: 'Update', exact: true }).click();
    // Its image came without alt text (issue 19): the form asks for it, then saves.
    await describeRefusedImages(them.page);
    await them.page.waitForURL(/\/admin\/products$/, { timeout: 10_000 });
    await them.context.close();

    await goto(page, '/admin/audit');
    await page.getByLabel('Action').selectOption('product');
    await page.waitForURL(/action=product/);
    const row = page.getByRole('row', { name: /Edited a product/ });
    await row.waitFor();
    expect(await row.getByText(colleague.email).count()).toBe(1);
    expect(await row.getByText('Audit Starter Plus').count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'name', exact: true }).count()).toBe(1);
    expect(await row.getByText(ADMIN.email).count()).toBe(0);

    // Searching and filtering by admin narrow it down.
    await page.getByLabel('Action').selectOption('');
    await page.getByLabel('Search').fill('Starter Plus');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 entry').waitFor();
    await page.getByLabel('Search').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page
      .getByRole('combobox', { name: 'Admin', exact: true })
      .selectOption({ label: `${colleague.name} (${colleague.email})` });
    await page.waitForURL(/actor=/);
    // The previous page stays on screen until the filtered one arrives.
    await expect.poll(() => page.getByRole('row', { name: new RegExp(ADMIN.email) }).count()).toBe(0);
    await page.getByRole('row', { name: /Added a product/ }).waitFor();
    await page.getByRole('combobox', { name: 'Admin', exact: true }).selectOption('');
    await page
      .getByRole('row', { name: /Added a staff account/ })
      .first()
      .waitFor();
    await page.getByRole('row', { name: /Changed a role/ }).waitFor();
    await shoot(page, 'admin-audit');
  });
});
