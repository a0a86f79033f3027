/**
 * Legal pages in the admin (issue 19): the generic list and editor with the legal pages' own API
 * (`/admin/legal`: the three pages by their key, `text` for the plain text; a save is `{ title, body,
 * version }`) and their words ("Edit legal page", "Save page", "“Refund Policy” saved. …"). The
 * declaration does the rest: no create or delete (a keyed type), no slug, status, SEO or previews,
 * and the history on the edit screen.
 */
import { API, type LegalPage, type LegalPageListResponse, type LegalPageResponse } from '@vyoma/contract';
import { LEGAL } from '@vyoma/contract/content-types';
import { apiRequest } from '~/lib/api.ts';
import type { ContentItem } from '../../components/contentTypes.ts';
import { type TypeAdmin, textFor } from '../admin.ts';
import type { ContentApi } from '../api.ts';

/** A page as the screens hold an item: its key is its id and its address. */
export const legalItem = (page: LegalPage): ContentItem =>
  ({ ...page, _id: page.key, slug: page.key, bodyText: page.text }) as unknown as ContentItem;

const legalApi: ContentApi = {
  sendsFiles: false,
  async list(_type, _query, signal) {
    const pages = (await apiRequest<LegalPageListResponse>(API.adminLegalList, { signal })).data;
    return { data: pages.map(legalItem), total: pages.length, limit: Math.max(pages.length, 1) };
  },
  async one(_type, key, signal) {
    return legalItem((await apiRequest<LegalPageResponse>(API.adminLegal(key), { signal })).data);
  },
  async save({ item, values, content }) {
    if (!item) throw new Error('Legal pages are not created, only edited.');
    const body = { title: values.title, body: values.body, version: content.version };
    return legalItem(
      (await apiRequest<LegalPageResponse>(API.adminLegal(item._id), { method: 'PUT', body })).data,
    );
  },
};

export const legalAdmin: TypeAdmin = {
  text: {
    ...textFor(LEGAL.label),
    listLead:
      'Your privacy policy, terms and refund policy. Every save is kept, so an earlier version can be shown and restored.',
    loadingList: 'Loading the legal pages…',
    listFailed: 'Failed to load the legal pages.',
    editTitle: 'Edit legal page',
    loadingItem: 'Loading the page…',
    itemFailed: 'Failed to load the page.',
    updated: (title) => `“${title}” saved. The public page shows it now.`,
    updateFailed: 'The page was not saved.',
    versionNote: 'placeholders such as {siteName} are filled in on the public page.',
  },
  api: legalApi,
  idPrefix: 'legal',
  formBlocks: ['body'],
};
