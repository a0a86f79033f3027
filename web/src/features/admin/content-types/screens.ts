/**
 * Which screens a type has in the admin, from its declaration (issue 34): the route table and the
 * screens read it. A keyed type's items are a fixed set (legal pages): no new item and no delete.
 * A type's history is a screen of its own unless it has no revisions, or its declaration puts the
 * history at the edit screen's address (legal pages: the versions below the editor).
 */
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';

/** Staff make new items and delete them (not a keyed type's). */
export const itemsAreMade = (type: ContentTypeDeclaration) => type.key === undefined;

/** The edit screen lists the item's versions, shows one and restores it. */
export const historyOnEditScreen = (type: ContentTypeDeclaration) =>
  type.revisions && type.admin.history === type.admin.edit;

/** The type has a history screen of its own. */
export const historyScreen = (type: ContentTypeDeclaration) => type.revisions && !historyOnEditScreen(type);
