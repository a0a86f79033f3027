/**
 * API tokens and webhooks in the browser (issue 28): make a token after "Confirm it's you" (issue 33:
 * an editor's token takes the step-up proof) and see it once (it works as a Bearer token; reloading
 * shows only its prefix); a token whose maker was made an author says it is limited to that role; add
 * a webhook pointing at a receiver this test runs on loopback, send a test event and read its delivery
 * (state, HTTP status, the receiver's answer). Shared server: the tokens, their maker and the webhook
 * carry this run's own suffix, and the webhook is deleted.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_PAGE, API } from '@vyoma/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../support/admin-api.ts';
import { goto, openPage, signInAt, VIEWPORTS } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { ADMIN } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

const site = useSite();
const id = randomBytes(4).toString('hex');
let admin: Page;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`received by e2e ${id}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  ({ page: admin } = await openPage(site.browser, site.server.url));
  await signInAt(admin, ADMIN_PAGE.products);
});
afterAll(async () => {
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

describe('integrations', () => {
  it('makes an API token that is shown once and works as a Bearer token', async () => {
    const name = `E2E token ${id}`;
    await goto(admin, '/admin/tokens');
    await admin.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    // The form's own check first.
    await admin.getByRole('button', { name: 'Make token' }).click();
    await admin.getByText('Name is required').waitFor();
    await admin.getByLabel('Name').fill(name);
    await admin.getByLabel('Role', { exact: true }).selectOption('editor');
    await admin.getByRole('button', { name: 'Make token' }).click();
    // An editor's token takes "Confirm it's you": a wrong password keeps the dialog open, nothing made.
    const proof = admin.getByRole('dialog', { name: 'Make an API token' });
    await proof.getByText(`Make “${name}” with Editor access?`).waitFor();
    await proof.getByLabel('Current password').fill('not-my-password');
    await proof.getByRole('button', { name: 'Make token' }).click();
    await proof.getByText('Your current password is not correct').waitFor();
    await admin.setViewportSize(VIEWPORTS.phone);
    await screenshot(admin, 'admin-tokens-proof');
    await admin.setViewportSize(VIEWPORTS.desktop);
    await screenshot(admin, 'admin-tokens-proof');
    await proof.getByLabel('Current password').fill(ADMIN.password);
    await proof.getByRole('button', { name: 'Make token' }).click();
    const shown = admin.getByTestId('new-token');
    await shown.waitFor();
    const token = (await shown.textContent())!.trim();
    expect(token).toMatch(/^vyo_[A-Za-z0-9_-]{43}$/);
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.getByText(`${token.slice(0, 12)}…`).waitFor();
    await screenshot(admin, 'admin-tokens');

    const me = await fetch(`${site.server.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { role: string } }).user.role).toBe('editor');

    // Shown once: after a reload, only its first characters.
    await admin.reload({ waitUntil: 'domcontentloaded' });
    await row.waitFor();
    expect(await admin.content()).not.toContain(token);
    expect(await admin.getByTestId('new-token').count()).toBe(0);
  });

  it('says when a token is limited by its maker’s role now, and the token does only what that role may', async () => {
    const api = await adminApi(site.server.url);
    const maker = {
      name: `E2E maker ${id}`,
      email: `maker-${id}@e2e.example`,
      password: `maker-Password-${id}`,
    };
    const { user } = await api<{ user: { _id: string } }>('POST', API.users, {
      ...maker,
      role: 'admin',
      currentPassword: ADMIN.password,
    });
    const theirs = await adminApi(site.server.url, maker);
    const name = `E2E maker’s token ${id}`;
    const { data } = await theirs<{ data: { token: string } }>('POST', API.adminTokens, {
      name,
      role: 'admin',
      currentPassword: maker.password,
    });
    await api('PATCH', API.user(user._id), { role: 'author' });

    await goto(admin, '/admin/tokens');
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Limited to Author').waitFor();
    await row.getByText(`${maker.name}’s role now: it does only what that role may.`).waitFor();
    const audit = await fetch(`${site.server.url}${API.audit()}`, {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(audit.status).toBe(403);
    await admin.setViewportSize(VIEWPORTS.phone);
    await screenshot(admin, 'admin-tokens-limited');
    await admin.setViewportSize(VIEWPORTS.desktop);
    await screenshot(admin, 'admin-tokens-limited');
  });

  it('adds a webhook, sends a test event and shows its delivery', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/e2e-${id}`;
    await goto(admin, '/admin/webhooks');
    await admin.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await admin.getByLabel('URL').fill(url);
    await admin.getByLabel('Description').fill(`E2E receiver ${id}`);
    // Only the test event reaches it: no event of the shared server's other files.
    await admin.getByRole('checkbox', { name: /New enquiry/ }).uncheck();
    await admin.getByRole('checkbox', { name: /Job opening opened/ }).check();
    await admin.getByRole('button', { name: 'Add webhook' }).click();
    const secret = admin.getByTestId('webhook-secret');
    await secret.waitFor();
    expect((await secret.textContent())!.trim()).toMatch(/^whsec_/);
    await screenshot(admin, 'admin-webhooks');
    await admin.getByRole('link', { name: `View ${url}` }).click();
    await admin.getByRole('heading', { level: 1, name: 'Webhook' }).waitFor();
    await admin.getByText('Nothing delivered yet. Send a test event to try the URL.').waitFor();

    await admin.getByRole('button', { name: 'Send test event' }).click();
    const delivery = admin.getByTestId('delivery').first();
    await delivery.getByText('Delivered').waitFor({ timeout: 20_000 });
    await delivery.getByRole('rowheader', { name: 'webhook.test' }).waitFor();
    await delivery.getByRole('cell', { name: '200', exact: true }).waitFor();
    await delivery.getByText('Answer').click();
    await delivery.getByText(`received by e2e ${id}`).waitFor();
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });
    await screenshot(admin, 'admin-webhook');
    await admin.setViewportSize(VIEWPORTS.phone);
    await screenshot(admin, 'admin-webhook');
    await goto(admin, '/admin/tokens');
    await screenshot(admin, 'admin-tokens');
    await goto(admin, '/admin/webhooks');
    await screenshot(admin, 'admin-webhooks');
    await admin.setViewportSize(VIEWPORTS.desktop);

    // Gone with its log: nothing more is sent to this run's receiver.
    await goto(admin, '/admin/webhooks');
    await admin.getByRole('button', { name: `Delete the webhook to ${url}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Webhook deleted.').waitFor();
  });
});
