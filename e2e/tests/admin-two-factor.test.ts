/**
 * Two-step sign-in in the browser (issue 10): setting up an authenticator app from the QR screen's key
 * and signing in with a code computed here; a recovery code (then spent); a passkey with Chromium's
 * virtual authenticator (DevTools WebAuthn domain). Every change to a factor first asks "Confirm it's
 * you" (issue 15): the current password, and a code or the passkey once one is set up. Screenshots
 * of each new screen at 375 and 1280 px.
 */
import { generateSync } from 'otplib/functional';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/a11y.ts';
import { goto, loginAsAdmin, openPage, VIEWPORTS } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { ADMIN } from '../support/server.ts';
import { useSite } from '../support/suite.ts';

// Passkeys need a domain name: the browser talks to http://localhost:<port>.
const site = useSite({ seed: false, host: 'localhost' });
let context: BrowserContext;
let page: Page;
let problems: () => string[];
let secret = '';
let recoveryCodes: string[] = [];

beforeAll(async () => {
  ({ context, page, problems } = await openPage(site.browser, site.server.url));
  await loginAsAdmin(page);
});

/** Both widths of the current screen. */
async function shoot(name: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, name);
}

async function logOut() {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(/\/wp-admin$/);
}

/** The "Confirm it's you" dialog that the last click opened. */
const proofDialog = (name: string) => page.getByRole('dialog', { name });

/** Confirms it's you with the password and, when given, a code. */
async function prove(name: string, submit: string, code?: string) {
  const dialog = proofDialog(name);
  await dialog.waitFor();
  await dialog.getByLabel('Current password').fill(ADMIN.password);
  if (code !== undefined) await dialog.getByLabel(/code/i).fill(code);
  await dialog.getByRole('button', { name: submit }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

/** The first step (password): the second step's screen appears. */
async function passwordStep() {
  await goto(page, '/wp-admin');
  await page.getByLabel('Username (email or phone)').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

describe('authenticator app', () => {
  it('sets it up from the key beside the QR code and shows ten recovery codes once', async () => {
    await goto(page, '/admin/account');
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    // The session alone is not enough: the dialog asks for the current password, focused first.
    const dialog = proofDialog('Set up an authenticator app');
    await dialog.waitFor();
    const password = dialog.getByLabel('Current password');
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot('admin-account-confirm');
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Your current password is not correct').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The key on screen is the same secret, grouped for typing.
    expect((await page.getByTestId('totp-secret').textContent())?.replaceAll(' ', '')).toBe(secret);
    await shoot('admin-account-totp-setup');

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText(/That code is not valid/).waitFor();

    await page.getByLabel('Code from the app').fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.locator('code').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shoot('admin-account-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => list.count()).toBe(0);
    // Shown once: a reload shows how many are left, not the codes.
    await goto(page, '/admin/account');
    await page.getByText('10 of 10 left').waitFor();
    expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);
  });

  it('signs in with a code computed from the secret; the first step alone opens nothing', async () => {
    await logOut();
    await passwordStep();
    await shoot('login-second-step');
    // No session yet: the admin pages still send this browser to the login.
    const me = await page.evaluate(async () => (await fetch('/api/v1/me')).json());
    expect(me).toEqual({ user: null });

    await page.getByLabel('Code from your authenticator app').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('alert')
      .getByText(/That code is not valid/)
      .waitFor();
    // The next time step (enrolment spent the current one): still inside the ±1 step window.
    const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel('Code from your authenticator app').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin\/products$/);
  });

  it('signs in with a recovery code, which is then spent', async () => {
    await logOut();
    await passwordStep();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin\/products$/);

    await logOut();
    await passwordStep();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('alert')
      .getByText(/That code is not valid/)
      .waitFor();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin\/products$/);
    await goto(page, '/admin/account');
    await page.getByText('8 of 10 left').waitFor();
  });

  it('makes new recovery codes only with the password and a code; a wrong code keeps the dialog open', async () => {
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    const dialog = proofDialog('New recovery codes');
    await dialog.waitFor();
    await dialog.getByLabel('Current password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Make new codes' }).click();
    // Two-step verification is on: the password alone is refused, on the code field.
    const code = dialog.getByLabel('Code from your authenticator app or a recovery code');
    await dialog.getByText(/^Enter a code from your authenticator app or a recovery code/).waitFor();
    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Make new codes' }).click();
    await dialog.getByText(/^That code is not valid/).waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await code.fill(recoveryCodes[2]!);
    await dialog.getByRole('button', { name: 'Make new codes' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.locator('code').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('10 of 10 left').waitFor();
  });
});

describe('passkeys', () => {
  it('adds a passkey with the virtual authenticator and signs in with it', async () => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await goto(page, '/admin/account');
    await page.getByLabel('Passkey name').fill('Test laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await prove('Add a passkey', 'Continue', recoveryCodes[0]!);
    await page.getByText('Passkey "Test laptop" added.').waitFor();
    await page.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop').waitFor();
    await shoot('admin-account');

    await logOut();
    await passwordStep();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(/\/admin\/products$/);
    const account = await page.evaluate(async () => (await fetch('/api/v1/admin/account')).json());
    expect(account.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('removes the passkey after confirming with the password and the passkey itself', async () => {
    await goto(page, '/admin/account');
    await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    const dialog = proofDialog('Remove the passkey "Test laptop"?');
    await dialog.waitFor();
    await dialog.getByLabel('Current password').fill(ADMIN.password);
    await dialog.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByText('Passkey "Test laptop" removed.').waitFor();
    expect(await page.getByRole('list', { name: 'Your passkeys' }).count()).toBe(0);
  });
});

describe('profile', () => {
  it('saves a new name at once, but a new phone (a sign-in name) only after confirming', async () => {
    await page.getByLabel(/^Name/).fill('Site Owner');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved.').waitFor();
    expect(await proofDialog('Change your phone').count()).toBe(0);

    await page.getByLabel('Phone', { exact: true }).fill('+91 90000 22222');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await prove('Change your phone', 'Save profile', recoveryCodes[1]!);
    const account = await page.evaluate(async () => (await fetch('/api/v1/admin/account')).json());
    expect(account.user).toMatchObject({ name: 'Site Owner', phone: '919000022222' });
    expect(problems()).toEqual([]);
  });
});
