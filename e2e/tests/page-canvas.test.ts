/**
 * A page edited on the page itself (issue 35 item 3): the editor's frame shows the page as visitors
 * see it; a click selects a block, a click on its heading edits it in place (Enter keeps, Escape puts
 * back), the widths change the frame, Undo steps back, and a save keeps what was typed on the page.
 * One file's own draft page on the shared server.
 */
import { API_PREFIX } from '@vyoma/contract';
import { CTA_BANNER, HERO } from '@vyoma/contract/blocks';
import { PAGE_DOC } from '@vyoma/contract/content-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { adminApi } from '../support/admin-api.ts';
import { loginAsAdmin, openPage, waitForHydration } from '../support/browser.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
const unique = `canvas-${Date.now().toString(36)}`;
const HEADING = 'Cloud moves without the downtime';
let pageId = '';

beforeAll(async () => {
  const admin = await adminApi(site.server.url);
  const made = await admin<{ data: { _id: string } }>('POST', `${API_PREFIX}${PAGE_DOC.api.create}`, {
    title: `${unique} cloud migration`,
    slug: unique,
    status: 'draft',
    body: [
      { type: 'hero', props: { ...HERO.example, heading: HEADING } },
      { type: 'cta-banner', props: { ...CTA_BANNER.example, heading: 'Ready when you are' } },
    ],
  });
  pageId = made.data._id;
});

describe('the page canvas', () => {
  let done: () => Promise<void> = async () => {};
  afterAll(() => done());

  it('edits a heading in place, at three widths, with undo, and saves it', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openPage(site.browser, site.server.url);
    done = () => context.close();
    await loginAsAdmin(page);
    await page.goto(PAGE_DOC.admin.edit.replace('{id}', pageId));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Edit on the page' }).click();
    const dialog = page.getByRole('dialog', { name: `${unique} cloud migration` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const frame = page.frameLocator('iframe.page-canvas__frame');
    const heading = frame.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(HEADING);
    // The visitors' header, not the admin's menu.
    expect(await frame.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A click on the banner selects it: its form is marked in the list.
    await frame.getByRole('heading', { name: 'Ready when you are' }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('.block-item--selected .block-item__title').textContent())
      .toBe('Call-to-action banner 2');

    // Typed where it is: the form's field follows each keystroke; Enter keeps it.
    await heading.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(', planned');
    const field = dialog.getByLabel('Heading').first();
    await expect.poll(() => field.inputValue()).toBe(`${HEADING}, planned`);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.getAttribute('contenteditable')).toBeNull();

    // Escape puts a text back as it was.
    await heading.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' twice');
    await expect.poll(() => field.inputValue()).toBe(`${HEADING}, planned twice`);
    await page.keyboard.press('Escape');
    await expect.poll(() => field.inputValue()).toBe(`${HEADING}, planned`);
    await expect.poll(() => heading.textContent()).toBe(`${HEADING}, planned`);

    // The frame keeps the chosen width (drawn smaller when it does not fit).
    await dialog.getByRole('button', { name: /Phone/ }).click();
    await expect
      .poll(() => page.locator('iframe.page-canvas__frame').evaluate((el) => el.clientWidth))
      .toBe(375);
    await expect.poll(() => frame.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: /Desktop/ }).click();

    // Undo takes the typing back; Redo brings it again.
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => heading.textContent()).toBe(HEADING);
    await dialog.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => heading.textContent()).toBe(`${HEADING}, planned`);

    // Done: back to the form, whose Save keeps what was typed on the page.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Edit on the page' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const saved = page.waitForResponse((r) => r.url().includes(pageId) && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save draft' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel('Heading').first().inputValue()).toBe(`${HEADING}, planned`);
    expect(problems()).toEqual([]);
  });
});
