/**
 * What a part of a page may do to the page's head while the visitor uses it: the service picker makes
 * the picked service the page's title and description (spec §2.3). The page that shows such a part
 * provides it and puts the words into its Seo.
 */
import { createContext } from 'react';

export type Retitle = (seo: { title: string; description: string }) => void;

export const PageRetitleContext = createContext<Retitle | undefined>(undefined);
