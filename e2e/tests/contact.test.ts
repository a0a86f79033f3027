/** Contact Us (spec §2.5, §4, §5, §8): validation, sending state, success, refusals, network, honeypot. */
import { type ContactListResponse, MESSAGES } from '@vyoma/contract';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, holdPageCode, openPage, waitForHydration } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { adminCookie } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();

async function storedMessages(): Promise<ContactListResponse['data']> {
  const cookie = await adminCookie(site.server.url);
  const answer = await fetch(`${site.server.url}/api/v1/contact`, { headers: { cookie } });
  return ((await answer.json()) as ContactListResponse).data;
}

async function openForm(viewport: 'phone' | 'desktop' = 'desktop') {
  const opened = await openPage(site.browser, site.server.url, { viewport });
  await goto(opened.page, '/contactUs');
  await form(opened.page).waitFor();
  return opened;
}

async function fill(page: Page, message: string) {
  await form(page).getByLabel('Name').fill('Asha Verma');
  await form(page).getByLabel('Email').fill('asha.verma@example.com');
  await form(page).getByLabel('Phone').fill('+91 98765 00000');
  await form(page).getByLabel('Message').fill(message);
}

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const submit = (page: Page) => page.getByRole('button', { name: 'Send message' });

describe('contact form', () => {
  it('shows the brand details and form, accessible at both sizes', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, problems } = await openForm(viewport);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const details = page.getByRole('complementary', { name: 'Reach us directly' });
      await details.getByRole('link', { name: '+91 98765 43210' }).waitFor();
      await details.getByRole('link', { name: 'hello@vyoma.example' }).waitFor();
      await details.getByText('Mon–Sat 10:00–19:00 IST').waitFor();
      expect(await form(page).getByLabel('Email').getAttribute('type')).toBe('email');
      expect(await form(page).getByLabel('Phone').getAttribute('type')).toBe('tel');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'contact');
      expect(problems()).toEqual([]);
      await context.close();
    }
  });

  it('is also reachable as /ContactUs (spec §2.2)', async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    await goto(page, '/ContactUs');
    await form(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });

  it('requires every field, shows errors inline and linked to their inputs', async () => {
    const { page, context } = await openForm();
    await submit(page).click();
    for (const [label, text] of [
      ['Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const input = form(page).getByLabel(label, { exact: true });
      await page.getByText(text).waitFor();
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(text);
    }
    await form(page).getByLabel('Email').fill('not-an-email');
    await submit(page).click();
    await page.getByText('Enter a valid email address').waitFor();
    await context.close();
  });

  it('reads "Sending..." and is disabled while sending, then confirms, clears the form and stores it', async () => {
    const { page, context } = await openForm();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/contact', async (route: Route) => {
      await gate;
      await route.continue();
    });
    const text = `Please call me about a shop website. ref ${Date.now()}`;
    await fill(page, text);
    await submit(page).click();
    const sending = page.getByRole('button', { name: MESSAGES.contact.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      expect(await form(page).getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(await submit(page).isEnabled()).toBe(true);
    const stored = (await storedMessages()).find((m) => m.message === text);
    expect(stored).toMatchObject({
      name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+91 98765 00000',
    });
    await context.close();
  });

  it("shows the server's message when the server refuses", async () => {
    const { page, context } = await openForm();
    // Valid in the browser, made invalid on the way: the real server answers 400 with its message.
    let reportMessage: (message: string) => void = () => {};
    const messageFromServer = new Promise<string>((resolve) => {
      reportMessage = resolve;
    });
    await page.route('**/api/v1/contact', async (route: Route) => {
      const body = { ...(route.request().postDataJSON() as Record<string, string>), email: 'not-an-email' };
      const answer = await fetch(`${site.server.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(400);
      reportMessage(((await answer.json()) as { message: string }).message);
      await route.continue({ postData: JSON.stringify(body) });
    });
    await fill(page, 'A message the server will refuse.');
    await submit(page).click();
    // Wait for the server's words first: a locator built from them must not see an empty string.
    const serverMessage = await messageFromServer;
    expect(serverMessage).toBeTruthy();
    await page.getByRole('alert').getByText(serverMessage, { exact: true }).waitFor();
    // The form keeps what was typed so the visitor can fix it.
    expect(await form(page).getByLabel('Message').inputValue()).toBe('A message the server will refuse.');
    await context.close();
  });

  it('shows "Failed to send message." when a refusal carries no message', async () => {
    const { page, context } = await openForm();
    // Fault injection: an upstream proxy answers 502 with no JSON body.
    await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 502, body: '' }));
    await fill(page, 'Hello');
    await submit(page).click();
    await page.getByRole('alert').getByText(MESSAGES.contact.failed).waitFor();
    await context.close();
  });

  it('shows the network message when the request never arrives', async () => {
    const { page, context } = await openForm();
    await page.route('**/api/v1/contact', (route) => route.abort('failed'));
    await fill(page, 'Hello from a flaky connection');
    await submit(page).click();
    await page.getByRole('alert').getByText(MESSAGES.contact.network).waitFor();
    await context.close();
  });

  it('fetches its checks only once the visitor starts on the form, and still sends when they cannot be fetched', async () => {
    const { page, context } = await openForm();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/enquiry-validation-')) checks.push(request.url());
    });
    await page.waitForLoadState('networkidle');
    expect(checks).toEqual([]);
    // A connection that loses the checks' code: the server's own checks answer instead.
    await page.route('**/enquiry-validation-*.js', (route) => route.abort('failed'));
    const text = `Sent without the checks ${Date.now()}`;
    await fill(page, text);
    expect(checks.length).toBeGreaterThan(0);
    await form(page).getByLabel('Email').fill('not-an-email');
    await submit(page).click();
    // The server's refusal, shown as the form's alert and at the field it names.
    await page.getByRole('alert').getByText('Enter a valid email address').waitFor();
    expect(await form(page).getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await form(page).getByLabel('Email').fill('asha.verma@example.com');
    await submit(page).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    expect((await storedMessages()).some((m) => m.message === text)).toBe(true);
    await context.close();
  });

  it("keeps what the visitor typed before the page's code ran", async () => {
    const { page, context } = await openPage(site.browser, site.server.url);
    const code = holdPageCode(page);
    await page.goto('/contactUs');
    const text = `Typed before the scripts ran ${Date.now()}`;
    await fill(page, text);
    await code.release();
    await waitForHydration(page);
    expect(await form(page).getByLabel('Message').inputValue()).toBe(text);
    await submit(page).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    expect((await storedMessages()).some((m) => m.message === text)).toBe(true);
    await context.close();
  });

  it('accepts a filled honeypot like a success but stores nothing', async () => {
    const { page, context } = await openForm();
    const text = `Bot message ${Date.now()}`;
    await fill(page, text);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');
    await honeypot.fill('https://spam.example', { force: true });
    await submit(page).click();
    await page.getByRole('status').getByText(MESSAGES.contact.success).waitFor();
    expect((await storedMessages()).some((m) => m.message === text)).toBe(false);
    await context.close();
  });
});
