/**
 * A type's own editors for its list and blocks fields (a declaration names one in `component`): the
 * web app's small registry. A name it does not know gets the generic list or blocks editor.
 */
import type { ComponentType } from 'react';
import { CANVAS_EDITOR } from '../../components/canvas-protocol.ts';
import { PageCanvas } from '../canvas/PageCanvas.tsx';
import { type BlocksEditorProps, BlocksInput } from './BlocksInput.tsx';
import { type ListEditorProps, ListInput } from './ListInput.tsx';

/**
 * The posts' sections (spec §5): the generic list, with the spec's words for a section's text
 * ("Section 2 description") and a place for a form in it (issue 29).
 */
function PostSections(props: ListEditorProps) {
  return <ListInput {...props} subLabels={{ body: 'description' }} formBlocks className="blog-sections" />;
}

const LIST_EDITORS: Readonly<Record<string, ComponentType<ListEditorProps>>> = {
  'post-sections': PostSections,
};

export const listEditorOf = (component: string | undefined): ComponentType<ListEditorProps> =>
  (component && LIST_EDITORS[component]) || ListInput;

/** A page's blocks, edited on the page itself too (issue 35 item 3), when the form can set values. */
function PageCanvasEditor(props: BlocksEditorProps) {
  return props.setValue ? <PageCanvas {...props} setValue={props.setValue} /> : <BlocksInput {...props} />;
}

/** A body of blocks' own editors, by the name a declaration gives in `component`. */
const BLOCKS_EDITORS: Readonly<Record<string, ComponentType<BlocksEditorProps>>> = {
  [CANVAS_EDITOR]: PageCanvasEditor,
};

export const blocksEditorOf = (component: string | undefined): ComponentType<BlocksEditorProps> =>
  (component && BLOCKS_EDITORS[component]) || BlocksInput;
