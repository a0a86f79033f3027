/**
 * What the list and edit screens say and do for a type (issue 34): made from its declaration (its
 * label names the screens: "Case studies", "Add case study", "Case study updated successfully.") and
 * its generic API. The built-in types whose admin the spec fixes (types/post.ts, types/product.ts)
 * say where they differ: their words ("All Blogs"), their APIs, their messages for missing files.
 */
import type { ContentTypeDeclaration } from '@vyoma/contract/content-types';
import type { ComponentType } from 'react';
import { type ContentItem, capitalised } from '../components/contentTypes.ts';
import { type ContentApi, jsonApi } from './api.ts';
import type { FieldInputProps } from './form/FieldInput.tsx';
import type { FormMode, SchemaOptions } from './form/schema.ts';
import type { FormValues } from './form/values.ts';

/** A message that may name the item saved ("“Refund Policy” saved."). */
export type ItemMessage = string | ((title: string) => string);

/** The message for the item called `title`. */
export const messageFor = (message: ItemMessage, title: string) =>
  typeof message === 'string' ? message : message(title);

export interface AdminText {
  /** One item as a sentence starts ("Blog saved as a draft."). */
  noun: string;
  listTitle: string;
  listLead?: string;
  /** The list's link to a new item's screen. */
  createLink: string;
  caption: (total: number) => string;
  loadingList: string;
  listFailed: string;
  /** The empty list: none at all, none matching the filters. */
  none: string;
  noneWithStatus: string;
  noneMatching: string;
  /** The empty list's link to the first item (none: no link). */
  firstLink?: string;
  pagerLabel: string;
  deleteConfirm: string;
  deleted: string;
  deleteFailed: string;
  createTitle: string;
  createLead?: string;
  editTitle: string;
  backLabel: string;
  loadingItem: string;
  itemFailed: string;
  created: ItemMessage;
  updated: ItemMessage;
  /** The save button of a type without the publish workflow (new item, saved item). */
  createButton: string;
  saveButton: string;
  /** Under the open-or-closed choice (workflow `open`). */
  stateHint: string;
  createFailed: string;
  updateFailed: string;
  /** "Keep mine" could not read the newer version. */
  savedFailed: string;
  /** Said of an earlier version shown on the edit screen (what the public page does with it). */
  versionNote?: string;
}

export interface TypeAdmin {
  text: AdminText;
  api: ContentApi;
  /** The editor's rules and messages where the spec fixes them. */
  schema?: (mode: FormMode) => SchemaOptions;
  /** The start of the editor's control ids (default: the type's name): "blog-slug". */
  idPrefix?: string;
  /** The editor's labels where they differ from the declaration's (by field name). */
  labels?: Readonly<Record<string, string>>;
  /** Where a row's "View" leads (default: the public page of a published item). */
  viewPath?: (item: ContentItem) => string | null;
  /** How long an edit's success message shows before the list opens (default: at once). */
  listAfterEditMs?: number;
  /** A new item's values where the declaration has none (a choice made for the user). */
  newValues?: Partial<FormValues>;
  /**
   * The type's own inputs for some fields, by field name (a whole row each); `null`: the field is
   * drawn by another one's input (an opening's "how to apply" and "apply with" are one fieldset).
   */
  inputs?: Readonly<Record<string, ComponentType<FieldInputProps> | null>>;
  /** Rich-text fields whose editor offers to place a form in the text (issue 29). */
  formBlocks?: readonly string[];
}

/** The screens' words for a type called `one` / `many` (a built-in type may rename it: posts are "blogs"). */
export function textFor(noun: { one: string; many: string }): AdminText {
  const { one, many } = noun;
  const One = capitalised(one);
  const Many = capitalised(many);
  return {
    noun: One,
    listTitle: Many,
    createLink: `Add ${one}`,
    caption: (total) => `${Many} (${total})`,
    loadingList: `Loading ${many}…`,
    listFailed: `Failed to load ${many}.`,
    none: `No ${many} yet.`,
    noneWithStatus: `No ${many} with this status.`,
    noneMatching: `No ${many} match these filters.`,
    firstLink: `Add the first ${one}`,
    pagerLabel: `Pages of ${many}`,
    deleteConfirm: `Are you sure you want to delete this ${one}?`,
    deleted: `${One} deleted.`,
    deleteFailed: `Failed to delete the ${one}.`,
    createTitle: `Add ${one}`,
    editTitle: `Edit ${one}`,
    backLabel: `All ${many}`,
    loadingItem: `Loading ${one}…`,
    itemFailed: `Failed to load the ${one}.`,
    created: `${One} created successfully.`,
    updated: `${One} updated successfully.`,
    createButton: `Create ${one}`,
    saveButton: `Save ${one}`,
    stateHint: `A closed ${one} is no longer public.`,
    createFailed: `Failed to create the ${one}.`,
    updateFailed: `Failed to update the ${one}.`,
    savedFailed: 'The saved version could not be loaded.',
  };
}

/** A type's admin from its declaration alone. */
export const genericAdmin = (type: ContentTypeDeclaration): TypeAdmin => ({
  text: textFor(type.label),
  api: jsonApi,
});
