/**
 * How a rich-text document shows its form blocks (issue 29): the page that loaded the forms provides
 * a function that renders one by its slug (features/forms FormEmbeds); without one, or for a form
 * that no longer exists, a block shows nothing.
 */
import { createContext, type ReactNode } from 'react';

export type RenderFormEmbed = (slug: string) => ReactNode;

export const FormEmbedContext = createContext<RenderFormEmbed | null>(null);
