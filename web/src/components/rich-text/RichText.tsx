/**
 * A rich-text document on a public page. It prints the elements of `renderTree` (the allowlist, after
 * sanitizing) as React elements, so nothing outside the allowlist can appear and no HTML string is
 * ever injected; the server's `docToHtml` prints the same tree, so feeds and pages agree.
 */
import {
  type RenderOptions,
  type RichTextDoc,
  type RichTextRenderNode,
  renderTree,
} from '@vyoma/contract/rich-text';
import { createElement, type ReactNode, useContext } from 'react';
import { FormEmbedContext, type RenderFormEmbed } from './form-embeds.ts';
import './rich-text.css';

export interface RichTextProps extends RenderOptions {
  doc: RichTextDoc;
  /** Added to the wrapper's own class "rich-text". */
  className?: string;
  /**
   * Levels to move the document's headings down (h2 → h3 with 1), so they nest under the page's own
   * headings: a blog section whose title is an h2 passes 1. Never past h6.
   */
  headingOffset?: number;
}

const HEADING = /^h([2-4])$/;

function toReact(
  node: RichTextRenderNode,
  headingOffset: number,
  renderForm: RenderFormEmbed | null,
): ReactNode {
  if (typeof node === 'string') return node;
  if (node.tag === 'br') return createElement('br');
  // A form block: the form itself, when the page loaded it (FormEmbedContext).
  if (node.tag === 'form') return renderForm?.(node.form) ?? null;
  // Children as arguments, not an array: static content needs no keys.
  const children = node.children.map((child) => toReact(child, headingOffset, renderForm));
  if (node.tag === 'a') return createElement('a', { href: node.href, rel: node.rel }, ...children);
  if (node.tag === 'ol') return createElement('ol', { start: node.start }, ...children);
  const level = HEADING.exec(node.tag)?.[1];
  if (level) return createElement(`h${Math.min(6, Number(level) + headingOffset)}`, null, ...children);
  return createElement(node.tag, null, ...children);
}

export function RichText({ doc, className, siteOrigin, headingOffset = 0 }: RichTextProps) {
  const offset = Math.max(0, Math.trunc(headingOffset));
  const renderForm = useContext(FormEmbedContext);
  return createElement(
    'div',
    { className: className ? `rich-text ${className}` : 'rich-text' },
    ...renderTree(doc, { siteOrigin }).map((node) => toReact(node, offset, renderForm)),
  );
}
