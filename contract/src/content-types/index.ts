/**
 * Every content type the site has, declared once (issue 34; docs/decisions/0061). The server builds
 * its tables, API and the rest from this list; the admin its screens. A new type is a new file here
 * and a line below, then a generated migration (`npm run db:generate --workspace server`).
 */
import type { ContentTypeDeclaration } from './define.ts';
import { FORM } from './form.ts';
import { JOB } from './job.ts';
import { LEGAL } from './legal.ts';
import { MENU } from './menu.ts';
import { PAGE_DOC } from './page.ts';
import { POST } from './post.ts';
import { PRODUCT } from './product.ts';
import { SHARED_SECTION } from './shared-section.ts';

export * from './define.ts';
export { FORM } from './form.ts';
export { JOB } from './job.ts';
export { LEGAL } from './legal.ts';
export * from './menu.ts';
export { PAGE_DOC } from './page.ts';
export { POST } from './post.ts';
export { PRODUCT } from './product.ts';
export { MAX_SHARED_SECTION_BLOCKS, SHARED_SECTION } from './shared-section.ts';

/** The built-in types, in the admin menu's order. */
export const CONTENT_TYPES: readonly ContentTypeDeclaration[] = [
  POST,
  PRODUCT,
  JOB,
  LEGAL,
  FORM,
  PAGE_DOC,
  SHARED_SECTION,
  MENU,
];
