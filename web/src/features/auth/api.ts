/** Sign-in and sign-out calls (spec §7). Who is signed in comes from the server with every page. */
import {
  API,
  LOCAL_DRAFT_PREFIX,
  type LoginResponse,
  type LoginStepResponse,
  type PasskeyOptionsResponse,
  PERSISTED_STORE_KEY,
} from '@vyoma/contract';
import type { LoginInput } from '@vyoma/contract/schemas';
import { apiRequest } from '../../lib/api.ts';

/** The first step: signed in, or `{ twoFactorRequired, methods }` for an account with a second factor. */
export function login(input: LoginInput): Promise<LoginStepResponse> {
  return apiRequest<LoginStepResponse>(API.login, { method: 'POST', body: input });
}

/** The second step with a TOTP or recovery code. */
export function loginWithCode(code: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(API.login2fa, { method: 'POST', body: { code } });
}

/** The second step with a passkey: the browser signs the server's challenge (WebAuthn). */
export async function loginWithPasskey(): Promise<LoginResponse> {
  const optionsJSON = await apiRequest<PasskeyOptionsResponse>(API.loginPasskeyOptions, { method: 'POST' });
  // Loaded on demand: only this step needs it.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  return apiRequest<LoginResponse>(API.loginPasskey, { method: 'POST', body: { response } });
}

/**
 * Spec §4: on logout, remove the persisted store and clear session storage; and the copies of
 * unsaved changes to posts and products (they hold unpublished text the next person must not see).
 */
export function clearClientState(): void {
  try {
    localStorage.removeItem(PERSISTED_STORE_KEY);
    const drafts: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(LOCAL_DRAFT_PREFIX)) drafts.push(key);
    }
    for (const key of drafts) localStorage.removeItem(key);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

export async function logout(): Promise<void> {
  await apiRequest(API.logout);
  clearClientState();
}
