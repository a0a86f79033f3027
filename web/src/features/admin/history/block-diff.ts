/**
 * Two versions of a body of blocks paired by block id (issue 35, docs/decisions/0062 step 12): a
 * block keeps its id across saves and restores, so a moved block is the same block, and one whose
 * id only one side has was added or removed. Pure, for the text comparison (diff.ts) and the visual
 * one (VisualComparison.tsx) alike.
 */
import type { BlockValue } from '@vyoma/contract/blocks';
import type { BlockChange } from '../components/canvas-protocol.ts';

export type { BlockChange };

/** How each change reads, on the page's marks and in the list of differences. */
export const BLOCK_CHANGE_LABELS: Record<BlockChange, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  same: 'Unchanged',
};

/** A block on one side: its values and its place in that version's body (from 0). */
export interface PlacedBlock {
  block: BlockValue;
  index: number;
}

export interface BlockPair {
  id: string;
  change: BlockChange;
  /** Kept, in another order among the blocks both versions have: a change even with the same values. */
  moved?: boolean;
  before?: PlacedBlock;
  after?: PlacedBlock;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal values, whatever the order of an object's keys (the database keeps JSON keys in its own order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => sameValue(value, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  // A key holding undefined is no key (JSON never sends one).
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const [ka, kb] = [keys(a), keys(b)];
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
}

/**
 * Which of the kept blocks moved: those outside the longest run that kept its order (so one block
 * moved up is one move, not every block it passed). `places` are the earlier places in the new order.
 */
function movedOf(places: readonly number[]): Set<number> {
  // Longest increasing subsequence, quadratic: a body has at most a few dozen blocks.
  const length = places.map(() => 1);
  const previous = places.map(() => -1);
  places.forEach((place, i) => {
    for (let j = 0; j < i; j++)
      if (places[j]! < place && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
  });
  const inOrder = new Set<number>();
  let end = length.indexOf(Math.max(0, ...length));
  for (; end >= 0; end = previous[end]!) inOrder.add(places[end]!);
  return new Set(places.filter((place) => !inOrder.has(place)));
}

/**
 * Every block of either version once, in reading order: the later version's order, with each removed
 * block where it stood before (after the blocks that preceded it).
 */
export function pairBlocks(before: readonly BlockValue[], after: readonly BlockValue[]): BlockPair[] {
  const wasAt = new Map(before.map((block, index) => [block.id, index]));
  const kept = new Set(after.map((block) => block.id));
  const moved = movedOf(after.flatMap((block) => wasAt.get(block.id) ?? []));
  // Each removed block follows the kept block before it (null: the body's start).
  const removedAfter = new Map<string | null, BlockPair[]>();
  let previous: string | null = null;
  before.forEach((block, index) => {
    if (kept.has(block.id)) previous = block.id;
    else
      removedAfter.set(previous, [
        ...(removedAfter.get(previous) ?? []),
        { id: block.id, change: 'removed', before: { block, index } },
      ]);
  });
  const pairs: BlockPair[] = [...(removedAfter.get(null) ?? [])];
  after.forEach((block, index) => {
    const was = wasAt.get(block.id);
    if (was === undefined) {
      pairs.push({ id: block.id, change: 'added', after: { block, index } });
      return;
    }
    const old = before[was]!;
    const same = old.type === block.type && sameValue(old.props, block.props) && !moved.has(was);
    pairs.push({
      id: block.id,
      change: same ? 'same' : 'changed',
      ...(moved.has(was) ? { moved: true } : {}),
      before: { block: old, index: was },
      after: { block, index },
    });
    pairs.push(...(removedAfter.get(block.id) ?? []));
  });
  return pairs;
}

/** Each side's marks, one per block of that side's body in its order (what each frame outlines). */
export function marksOf(pairs: readonly BlockPair[]): { before: BlockChange[]; after: BlockChange[] } {
  const before: BlockChange[] = [];
  const after: BlockChange[] = [];
  for (const pair of pairs) {
    if (pair.before) before[pair.before.index] = pair.change;
    if (pair.after) after[pair.after.index] = pair.change;
  }
  return { before, after };
}
