/** Sign-in and sign-out calls (spec §7). Who is signed in comes from the server with every page. */
import { API, type LoginResponse, PERSISTED_STORE_KEY } from '@vyoma/contract';
import type { LoginInput } from '@vyoma/contract/schemas';
import { apiRequest } from '../../lib/api.ts';

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>(API.login, { method: 'POST', body: input });
}

/** Spec §4: on logout, remove the persisted store and clear session storage. */
export function clearClientState(): void {
  try {
    localStorage.removeItem(PERSISTED_STORE_KEY);
    sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

export async function logout(): Promise<void> {
  await apiRequest(API.logout);
  clearClientState();
}
