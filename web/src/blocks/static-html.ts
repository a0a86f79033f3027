/**
 * The HTML inside each static block of the page being rendered, by block id: filled by the page's
 * loader and read by BlockPage, only while the server renders a document. It travels in React Router's
 * load context (entry.server.tsx), never in the loader's data, so the HTML is sent once: in the page.
 * In the browser there is none, and each static block keeps the children the server sent.
 */
import { createContext } from 'react';

export type StaticHtml = Map<string, string>;

export const StaticHtmlContext = createContext<ReadonlyMap<string, string> | null | undefined>(undefined);
