/**
 * The API client says which language the page is in (issue 36): the server answers a refusal in it
 * (server/src/plugins/errors.ts), so a form on a Hindi page is refused in Hindi.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

/** What fetch was asked for, answering `status` with `body`. */
function answering(status: number, body: unknown) {
  const sent: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    sent.push(init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('apiRequest', () => {
  it('sends the page’s language, and shows the server’s refusal in it', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'hi' } });
    const sent = answering(429, { message: 'आपने थोड़ी ही देर में कई संदेश भेजे हैं।' });
    const error = await apiRequest('/api/v1/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect((sent[0]!.headers as Record<string, string>)['Accept-Language']).toBe('hi');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('आपने थोड़ी ही देर में कई संदेश भेजे हैं।');
  });

  it('sends English from an English page, and where there is no page (no document)', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    let sent = answering(200, { ok: true });
    await apiRequest('/api/v1/settings');
    expect((sent[0]!.headers as Record<string, string>)['Accept-Language']).toBe('en');
    vi.stubGlobal('document', undefined);
    sent = answering(200, { ok: true });
    await apiRequest('/api/v1/settings');
    expect((sent[0]!.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });
});
