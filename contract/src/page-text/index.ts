/**
 * The head text of the site's static pages: title, meta description and keywords, each with the page's
 * path. Written once, here: the web's pages put it in their <head> (Seo) and site search (the server's
 * modules/search) finds the pages by it, so the server never imports the web app. "{siteName}" is
 * filled in by the reader with the site settings' name. One module per page family, so a page's
 * bundle carries no other page's text (a module is never split between chunks); this index, with
 * SEARCHABLE_PAGES (every record), is for the server.
 */

import { CONTACT_TEXT } from './contact.ts';

export interface PageText {
  path: string;
  title: string;
  description: string;
  keywords: string;
}

export const SEARCHABLE_PAGES: readonly PageText[] = [CONTACT_TEXT];
