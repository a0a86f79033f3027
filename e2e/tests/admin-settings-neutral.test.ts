/**
 * A site started without the demo content (SEED_DEMO=false): it calls itself "Your agency", shows
 * no one's contact details, and every admin screen asks to fill in the site settings (issue 19).
 */
import { NEUTRAL_SITE_NAME } from '@vyoma/contract';
import { describe, expect, it } from 'vitest';
import { goto, loginAsAdmin, openPage } from '../support/browser.ts';
import { useSite } from '../support/suite.ts';

const site = useSite({ seed: false });

describe('site settings before anyone saved them', () => {
  it('shows a neutral name and no contact details to visitors', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/contactUs');
    expect(await page.title()).toBe(`Contact Us | ${NEUTRAL_SITE_NAME}`);
    const html = await page.content();
    expect(html).not.toContain('Vyoma Infotech');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('wa.me');
    await context.close();
  });

  it('asks the admin to fill them in, on every screen but the settings', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await loginAsAdmin(page);
    const notice = page.getByRole('status').filter({ hasText: 'Fill in the site settings' });
    await notice.waitFor();
    await notice.getByRole('link', { name: 'Fill in the site settings' }).click();
    await page.waitForURL(/\/admin\/settings$/);
    await page.getByLabel('Site name').fill('Acme Digital');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(/Settings saved/).waitFor();
    await goto(page, '/admin/products');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Fill in the site settings').count()).toBe(0);
    await context.close();
  });
});
