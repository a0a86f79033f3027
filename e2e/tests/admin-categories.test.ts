/** Admin categories on an empty database, then with products using them (spec §2.8, §4, §8). */
import { ADMIN_PAGE, API, CATEGORY_EDIT_REDIRECT_MS, MESSAGES } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { goto, openPage, signInAt } from '../support/browser.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ seed: false });
let page: Page;

beforeAll(async () => {
  ({ page } = await openPage(site.browser, site.server.url));
  // The page's clock runs on its own; tests move it to see what happens after a delay.
  await page.clock.install();
  await signInAt(page, ADMIN_PAGE.products);
});

/** Submits the add form and returns the server's answer status once it has arrived. */
async function addCategory(name: string, description: string): Promise<number> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill(description);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/admin/categories') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add category', exact: true }).click();
  return (await answer).status();
}

/** The form clears only after a successful add. */
async function expectClearedForm() {
  await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');
  expect(await page.getByLabel('Description').inputValue()).toBe('');
}

describe('admin categories', () => {
  it('shows the empty state', async () => {
    await goto(page, '/admin/categories');
    await page.getByText(MESSAGES.category.empty).waitFor();
  });

  it('adds categories, clears the form and refuses a duplicate name', async () => {
    await page.getByRole('link', { name: 'Add Category' }).click();
    await page.waitForURL(/\/admin\/add-category$/);
    await page.getByRole('button', { name: 'Add category', exact: true }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Description is required').waitFor();

    expect(await addCategory('Cloud Services', 'Hosting, backups and managed cloud.')).toBe(201);
    await page.getByText(MESSAGES.category.added).waitFor();
    await expectClearedForm();

    expect(await addCategory('Spare Category', 'Nobody uses this one.')).toBe(201);
    await expectClearedForm();

    expect(await addCategory('Cloud Services', 'Same name again.')).toBe(409);
    const failure = page.getByRole('alert').getByText(MESSAGES.category.addFailed);
    await failure.waitFor();
    // The server's reason follows the spec's message.
    expect((await failure.textContent())?.length).toBeGreaterThan(MESSAGES.category.addFailed.length);
    expect(await page.getByLabel('Name').inputValue()).toBe('Cloud Services');
  });

  it('edits a category, shows the message and returns to the list after 1.5 s', async () => {
    await goto(page, '/admin/categories');
    await page.getByRole('rowheader', { name: 'Cloud Services' }).waitFor();
    for (const header of ['ID', 'Category Name', 'Description', 'Actions'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Edit Cloud Services' }).click();
    await page.waitForURL(/\/admin\/edit-category\/.+$/);
    const name = page.getByLabel('Name');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Cloud Services');
    await name.fill('Cloud and Hosting');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(MESSAGES.category.updated).waitFor();
    await page.clock.runFor(CATEGORY_EDIT_REDIRECT_MS - 500);
    expect(page.url()).toMatch(/\/admin\/edit-category\/.+$/);
    await page.clock.runFor(500);
    await page.waitForURL(/\/admin\/categories$/, { timeout: 5000 });
    await page.getByRole('rowheader', { name: 'Cloud and Hosting' }).waitFor();
  });

  it('refuses to delete a category in use, with the server message', async () => {
    const categories = (await page.evaluate(async (path) => (await fetch(path)).json(), API.categories)) as {
      categories: { _id: string; name: string }[];
    };
    const used = categories.categories.find((c) => c.name === 'Cloud and Hosting');
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    // Create a product in that category through the API, with the admin's session.
    const status = await page.evaluate(
      async ({ path, category, bytes }) => {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          name: 'Managed Hosting',
          description: 'Hosting we run for you.',
          price: '999',
          ratings: '4',
          category,
          stock: '5',
        }))
          form.append(k, v);
        form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'h.png');
        return (await fetch(path, { method: 'POST', body: form })).status;
      },
      { path: API.adminProductNew, category: used?._id ?? '', bytes: [...image] },
    );
    expect(status).toBeLessThan(300);

    await goto(page, '/admin/categories');
    await page.getByRole('button', { name: 'Delete Cloud and Hosting' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(MESSAGES.confirm.deleteCategory).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // Ask again with the same session: the toast shows exactly what the server answers.
    const refusal = await page.evaluate(
      async (path) => {
        const answer = await fetch(path, { method: 'DELETE' });
        return { status: answer.status, body: (await answer.json()) as { message: string } };
      },
      API.category(used?._id ?? ''),
    );
    expect(refusal.status).toBe(409);
    await page.getByRole('alert').getByText(refusal.body.message).waitFor();
    await page.getByRole('rowheader', { name: 'Cloud and Hosting' }).waitFor();
  });

  it('cancel keeps a category; confirm deletes an unused one', async () => {
    await page.getByRole('button', { name: 'Delete Spare Category' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: 'Spare Category' }).waitFor();

    await page.getByRole('button', { name: 'Delete Spare Category' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('rowheader', { name: 'Spare Category' }).waitFor({ state: 'detached' });
    await page.getByText('Category deleted.').waitFor();
  });
});
