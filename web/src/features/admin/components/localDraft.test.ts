import { describe, expect, it } from 'vitest';
import {
  clearLocalDraft,
  type DraftStorage,
  draftToOffer,
  localDraftKey,
  readLocalDraft,
  writeLocalDraft,
} from './localDraft.ts';

const ID = '6f1c2a10-0000-4000-8000-000000000001';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('local unsaved changes', () => {
  it('keeps a copy per kind and item, and clears it', () => {
    const storage = memoryStorage();
    writeLocalDraft(storage, 'post', ID, { version: 3, savedAt: 1000, values: { title: 'Typed' } });
    expect(readLocalDraft(storage, 'post', ID)).toEqual({
      version: 3,
      savedAt: 1000,
      values: { title: 'Typed' },
    });
    // The same id as a product is another item.
    expect(readLocalDraft(storage, 'product', ID)).toBeNull();
    expect(readLocalDraft(storage, 'post', ID.toUpperCase())).not.toBeNull();
    clearLocalDraft(storage, 'post', ID);
    expect(readLocalDraft(storage, 'post', ID)).toBeNull();
  });

  it('offers a copy newer than the saved item, and drops one a save overtook', () => {
    const storage = memoryStorage();
    const saved = { _id: ID, version: 3, updatedAt: new Date(5000).toISOString() };
    writeLocalDraft(storage, 'post', ID, { version: 3, savedAt: 6000, values: { title: 'Newer' } });
    expect(draftToOffer(storage, 'post', saved)?.values).toEqual({ title: 'Newer' });

    writeLocalDraft(storage, 'post', ID, { version: 3, savedAt: 4000, values: { title: 'Older' } });
    expect(draftToOffer(storage, 'post', saved)).toBeNull();
    expect(storage.map.has(localDraftKey('post', ID))).toBe(false);
  });

  it('ignores what it cannot read, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem(localDraftKey('product', ID), '{not json');
    expect(readLocalDraft(storage, 'product', ID)).toBeNull();
    storage.setItem(localDraftKey('product', ID), JSON.stringify({ version: 'x', values: {} }));
    expect(readLocalDraft(storage, 'product', ID)).toBeNull();
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeLocalDraft(full, 'post', ID, { version: 1, savedAt: 1, values: {} })).not.toThrow();
    expect(readLocalDraft(null, 'post', ID)).toBeNull();
  });
});
