/**
 * The admin of each content type: the built-in types the spec fixes have their own (post, product);
 * every other declared type gets the generic one from its declaration.
 */
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import { genericAdmin, type TypeAdmin } from '../admin.ts';
import { postAdmin } from './post.ts';
import { productAdmin } from './product.ts';

const OWN: Readonly<Record<string, TypeAdmin>> = { post: postAdmin, product: productAdmin };

export const typeAdminOf = (type: ContentTypeDeclaration): TypeAdmin => OWN[type.name] ?? genericAdmin(type);
