/**
 * @vitest-environment happy-dom
 *
 * Logging out leaves nothing of the session in the browser: the persisted store, session storage,
 * and the copies of unsaved changes to posts and products (issue 25); what is not ours stays.
 */
import { LOCAL_DRAFT_PREFIX, PERSISTED_STORE_KEY } from '@vyoma/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clearClientState } from './api.ts';

describe('clearClientState', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes the persisted store, session storage and every unsaved copy of a post or product', () => {
    localStorage.setItem(PERSISTED_STORE_KEY, '{"cart":[]}');
    for (const key of ['post:1', 'post:2', 'product:3'])
      localStorage.setItem(`${LOCAL_DRAFT_PREFIX}${key}`, '{"version":1,"savedAt":1,"values":{}}');
    localStorage.setItem('vyoma:unsaved:product:4', '{}');
    localStorage.setItem('another-app', 'kept');
    sessionStorage.setItem('anything', 'x');

    clearClientState();

    expect(Object.keys(localStorage)).toEqual(['another-app']);
    expect(sessionStorage.length).toBe(0);
  });
});
