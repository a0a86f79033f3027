/**
 * Two saved versions of a page (or shared section) as visitors would see them, side by side (issue
 * 35 item 3, docs/decisions/0062 step 12): two read-only canvas frames, each block marked added,
 * removed, changed or unchanged by its id, and a list of the differences whose buttons bring a block
 * into view in both frames. Restore is the history's own (asked first, saved as a new version).
 */
import { PAGE, type Revision } from '@vyoma/contract';
import type { BlocksField } from '@vyoma/contract/content-types';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  CANVAS_EDITOR,
  CANVAS_WIDTHS,
  type CanvasBlock,
  type ToFrame,
} from '../components/canvas-protocol.ts';
import type { ContentItem, ContentTypeDeclaration } from '../components/contentTypes.ts';
import { CanvasWidths, FramedPage } from '../components/FramedPage.tsx';
import { BLOCK_CHANGE_LABELS, type BlockChange, type BlockPair } from './block-diff.ts';
import { blocksOf, type SectionDiff } from './diff.ts';

export interface ComparedSide {
  revision: Revision;
  item: ContentItem;
}

/** Restore as the history table offers it; absent where the server would refuse it. */
export interface RestoreOffer {
  /** The current version (nothing to restore). */
  currentId: string;
  /** The version being restored, if any. */
  restoring: string | undefined;
  onRestore: (revision: Revision) => void;
}

/** The type's body of blocks edited on the page, whose versions are compared as pages; else none. */
export const canvasFieldOf = (type: ContentTypeDeclaration): BlocksField | undefined =>
  type.fields.find((f): f is BlocksField => f.kind === 'blocks' && f.component === CANVAS_EDITOR);

/** What the list says of a block: "Hero 1: Changed (Heading; moved)". */
function differenceText(section: SectionDiff): string {
  const what = [
    ...section.rows.filter((row) => row.changed).map((row) => row.label),
    ...(section.pair?.moved ? ['moved'] : []),
  ];
  const said = `${section.label}: ${BLOCK_CHANGE_LABELS[section.change]}`;
  return section.change === 'changed' && what.length > 0 ? `${said} (${what.join('; ')})` : said;
}

export function VisualComparison({
  type,
  field,
  before,
  after,
  sections,
  restore,
}: {
  type: ContentTypeDeclaration;
  field: BlocksField;
  before: ComparedSide;
  after: ComparedSide;
  /** The body's blocks as the comparison paired them (diff.ts), in reading order. */
  sections: readonly SectionDiff[];
  restore?: RestoreOffer;
}) {
  const [width, setWidth] = useState<number>(CANVAS_WIDTHS[2].width);
  const [shown, setShown] = useState<string | null>(null);
  const listTitle = useId();
  const blocks = sections.filter((s): s is SectionDiff & { pair: BlockPair } => s.pair !== undefined);
  const differences = blocks.filter((s) => s.change !== 'same');
  const unchanged = blocks.length - differences.length;
  const shownPair = blocks.find((s) => s.pair.id === shown)?.pair;

  /** One side's page: its blocks with their marks, the block shown in the list chosen. */
  const pageOf = (side: ComparedSide, which: 'before' | 'after'): Omit<ToFrame, 'tag'> => {
    const marks = new Map<string, { change: BlockChange; label: string }>();
    for (const s of blocks)
      if (s.pair[which])
        marks.set(s.pair.id, { change: s.change, label: `${BLOCK_CHANGE_LABELS[s.change]}: ${s.label}` });
    return {
      kind: 'render',
      readOnly: true,
      selected: shownPair?.[which]?.index ?? null,
      trail: [{ name: String(side.item[type.titleField] ?? '') || 'This page', path: PAGE.canvas }],
      blocks: blocksOf(side.item, field).map(
        (block): CanvasBlock => ({
          key: block.id,
          type: block.type,
          props: block.props,
          ...(marks.has(block.id) ? { mark: marks.get(block.id) } : {}),
        }),
      ),
    };
  };

  const figure = (side: ComparedSide, which: 'before' | 'after') => {
    const { revision } = side;
    const name = `Version ${revision.version} (${which})`;
    return (
      <figure className="history-visual__side">
        <figcaption className="history-visual__caption">
          <span>{name}</span>
          {restore && revision._id !== restore.currentId && (
            <button
              type="button"
              className="btn btn--outline btn--sm"
              disabled={restore.restoring !== undefined}
              onClick={() => restore.onRestore(revision)}
            >
              <RotateCcw size={14} aria-hidden="true" />{' '}
              {restore.restoring === revision._id ? 'Restoring…' : `Restore version ${revision.version}`}
            </button>
          )}
        </figcaption>
        <FramedPage
          page={pageOf(side, which)}
          width={width}
          title={`${name} as visitors see it, ${width} px wide`}
        />
      </figure>
    );
  };

  return (
    <section className="history-visual" aria-labelledby={listTitle}>
      <div className="history-visual__head">
        <h3 id={listTitle} className="history-visual__title">
          The page, before and after
        </h3>
        <CanvasWidths width={width} onChange={setWidth} />
      </div>
      {differences.length === 0 ? (
        <p className="history__note">The blocks are the same in both versions.</p>
      ) : (
        <ol className="history-visual__list">
          {differences.map((s) => (
            <li key={s.pair.id}>
              <button
                type="button"
                className={`history-visual__difference history-visual__difference--${s.change}`}
                aria-pressed={shown === s.pair.id}
                onClick={() => setShown(shown === s.pair.id ? null : s.pair.id)}
              >
                {differenceText(s)}
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="history-visual__hint">
        {unchanged} unchanged {unchanged === 1 ? 'block' : 'blocks'}.
        {differences.length > 0 && ' Choose a difference to bring its block into view in both versions.'}
      </p>
      <div className="history-visual__frames">
        {figure(before, 'before')}
        {figure(after, 'after')}
      </div>
    </section>
  );
}
