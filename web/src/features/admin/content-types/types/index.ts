/**
 * The admin of each content type: the built-in types whose APIs or words the spec fixes have their
 * own adapter (post, product, job, legal); every other declared type gets the generic one from its
 * declaration.
 */
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { genericAdmin, type TypeAdmin } from '../admin.ts';
import { jobAdmin } from './job.tsx';
import { legalAdmin } from './legal.ts';
import { postAdmin } from './post.ts';
import { productAdmin } from './product.ts';

const OWN: Readonly<Record<string, TypeAdmin>> = {
  post: postAdmin,
  product: productAdmin,
  job: jobAdmin,
  legal: legalAdmin,
};

export const typeAdminOf = (type: ContentTypeDeclaration): TypeAdmin => OWN[type.name] ?? genericAdmin(type);
