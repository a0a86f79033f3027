/**
 * The validation of blocks (issue 35; docs/decisions/0062), made from their declarations: what the
 * API takes and what the editor checks before it sends, with one set of messages. Every message names
 * the block by its kind and place on the page and the field by its label: "Call-to-action banner 3:
 * Button text is required", "Card grid 2: Card 3 heading is required", "Block 4 is of an unknown kind
 * (carousel)". The fields of the content-type registry's kinds use its rules
 * (content-types/field-rules.ts).
 */
import { baseFieldRule } from '../content-types/field-rules.ts';
import { PHONE_PLATFORMS, SCENE_KINDS, SCREEN_VARIANTS } from '../illustrations.ts';
import { HTTPS_URL, libraryPath, requiredText } from '../schemas.ts';
import { z } from '../zod.ts';
import {
  ANCHOR,
  type BlockDeclaration,
  type BlockField,
  type BlockItemField,
  type BlockValue,
  type ItemsField,
  LINK_KINDS,
  type LinkField,
  MAX_BLOCKS_PER_PAGE,
  type VisualField,
} from './define.ts';
import { BLOCKS } from './index.ts';

/** A path of this site (`/services/cloud`), never `//host` (another site). */
const isSitePath = (target: string) => target.startsWith('/') && !target.startsWith('//');

/** A link: its words and where it goes (an item by id, or a path of the site or an https:// address). */
function linkRule(field: LinkField, label: string): z.ZodType {
  const rule = z
    .object(
      {
        text: requiredText(`${label} text`, field.maxText),
        to: z.object(
          {
            kind: z.enum(LINK_KINDS, {
              error: `${label} must go to a page, a post, a category or an address`,
            }),
            target: z
              .string({ error: `${label} must say where it goes` })
              .trim()
              .max(500),
          },
          { error: `${label} must say where it goes` },
        ),
      },
      { error: `${label} must be a link with its text and where it goes` },
    )
    .superRefine(({ to }, ctx) => {
      const ok =
        to.kind === 'url'
          ? isSitePath(to.target) || HTTPS_URL.safeParse(to.target).success
          : z.guid().safeParse(to.target).success;
      if (!ok)
        ctx.addIssue({
          code: 'custom',
          path: ['to', 'target'],
          message:
            to.kind === 'url'
              ? `${label} must go to a path of this site (starting with /) or an https:// address`
              : `${label} must name a ${to.kind} by its id`,
        });
    });
  return field.optional ? rule.nullable().default(null) : rule;
}

/** A built-in drawing: one of the scenes, screens and platforms there are (contract/src/illustrations.ts). */
function drawingRule(field: VisualField, label: string) {
  const one = (list: readonly string[], what: string) =>
    z.enum(list as [string, ...string[]], { error: `${label} shows no ${what} of that name` }).optional();
  return z.strictObject(
    {
      drawing: z.strictObject(
        {
          kind: z.enum(SCENE_KINDS, { error: `${label} must name one of the drawings` }),
          screen: one(SCREEN_VARIANTS, 'screen'),
          platform: one(PHONE_PLATFORMS, 'phone'),
          alt: z.boolean({ error: `${label}: the other layout is yes or no` }).optional(),
        },
        { error: `${label} must name one of the drawings` },
      ),
      label:
        field.alt === 'required'
          ? requiredText(`${label} description`, 200)
          : z
              .string({ error: `${label} description must be text` })
              .trim()
              .max(0, `${label} is decorative here: leave its description blank`)
              .default(''),
    },
    { error: `${label} must be an image from the media library or a drawing` },
  );
}

/** A picture: a library path (its alt text the library's, asked for before publishing), or a drawing. */
function visualRule(field: VisualField, label: string): z.ZodType {
  const drawing = drawingRule(field, label);
  const rule = z.unknown().transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (field.optional) return null;
      return fail(`${label} is required`);
    }
    const parsed = (typeof value === 'string' ? libraryPath : drawing).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
  return rule.describe(
    'A library path (/uploads/…) or { drawing: { kind, screen?, platform?, alt? }, label }',
  );
}

function itemFieldRule(field: BlockItemField, label: string): z.ZodType {
  switch (field.kind) {
    case 'link':
      return linkRule(field, label);
    case 'visual':
      return visualRule(field, label);
    default:
      return baseFieldRule(field, label);
  }
}

/** A list kept in the block; each sub-field's message names its item. */
function itemsRule(field: ItemsField, prefix: string) {
  const itemLabel = (i: number) => `${prefix}${field.itemLabel.replace('{n}', String(i + 1))}`;
  const item = (i: number) =>
    z.object(
      {
        // Its id (the server gives a new item one): a version in another language names it by it.
        _id: z.guid({ error: `${itemLabel(i)}: its _id must be a uuid` }).optional(),
        ...Object.fromEntries(
          field.of.map((sub) => [sub.name, itemFieldRule(sub, `${itemLabel(i)} ${sub.label}`)]),
        ),
      },
      { error: `${itemLabel(i)} must be an object` },
    );
  const rule = z
    .array(z.unknown(), { error: `${prefix}${field.label} must be a list` })
    .min(field.min, `${prefix}${field.label} needs at least ${field.min}`)
    .max(field.max, `${prefix}${field.label} may have at most ${field.max}`)
    .transform((list, ctx) =>
      list.map((value, i) => {
        const parsed = item(i).safeParse(value);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
        return z.NEVER;
      }),
    );
  // A list that may be empty may be left out.
  return field.min === 0 ? rule.default([]) : rule;
}

function blockFieldRule(field: BlockField, prefix: string): z.ZodType {
  switch (field.kind) {
    case 'link':
      return linkRule(field, `${prefix}${field.label}`);
    case 'items':
      return itemsRule(field, prefix);
    case 'visual':
      return visualRule(field, `${prefix}${field.label}`);
    default:
      return baseFieldRule(field, `${prefix}${field.label}`);
  }
}

/** One block's values, the `n`-th on its page (messages say "Hero 1: Heading is required"). */
export function blockPropsRule(block: BlockDeclaration, n: number) {
  const prefix = `${block.label} ${n}: `;
  const rules = Object.fromEntries(block.fields.map((f) => [f.name, blockFieldRule(f, prefix)]));
  if (block.anchor !== undefined) {
    const field = block.fields.find((f) => f.name === block.anchor)!;
    rules[block.anchor] = rules[block.anchor]!.refine((v) => v === '' || ANCHOR.test(v as string), {
      error: `${prefix}${field.label} must start with a letter and have only letters, digits, hyphens and underscores`,
    });
  }
  return z.strictObject(rules, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${prefix}${issue.keys.join(', ')} is not a field of this block`
        : `${prefix}its values must be an object`,
  });
}

/** A block as the API takes it: a new block has no id yet (the server gives it one). */
export type BlockInput = Omit<BlockValue, 'id'> & { id: string | null };

/**
 * A page's blocks, in order, with `of` the kinds it may have: each block's kind known and its values
 * valid, each id a uuid named once (a new block has none yet), at most MAX_BLOCKS_PER_PAGE
 * blocks and at most `maxPerPage` of a kind.
 */
export function blocksRule(of: readonly BlockDeclaration[] = BLOCKS) {
  const allowed = new Map(of.map((b) => [b.name, b]));
  return z
    .array(z.unknown(), { error: 'Blocks must be a list' })
    .max(MAX_BLOCKS_PER_PAGE, `A page may have at most ${MAX_BLOCKS_PER_PAGE} blocks`)
    .transform((list, ctx): BlockInput[] => {
      const seen = new Map<string, number>();
      const anchors = new Map<string, number>();
      const counts = new Map<string, number>();
      let heroes: number | undefined;
      const out: BlockInput[] = [];
      for (const [i, value] of list.entries()) {
        const n = i + 1;
        const fail = (message: string, path: PropertyKey[] = []) =>
          ctx.addIssue({ code: 'custom', path: [i, ...path], message });
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          fail(`Block ${n} must be an object with its type and values`);
          continue;
        }
        const { id, type, props } = value as Record<string, unknown>;
        const block = typeof type === 'string' ? allowed.get(type) : undefined;
        if (!block) {
          fail(
            typeof type === 'string' && type !== ''
              ? `Block ${n} is of an unknown kind (${type.slice(0, 40)})`
              : `Block ${n} must say its kind`,
            ['type'],
          );
          continue;
        }
        if (id !== undefined && id !== null && !z.guid().safeParse(id).success) {
          fail(`${block.label} ${n}: its id must be a uuid`, ['id']);
          continue;
        }
        const key = typeof id === 'string' ? id.toLowerCase() : null;
        const first = key === null ? undefined : seen.get(key);
        if (first !== undefined) {
          fail(`Block ${n} has the same id as block ${first}`, ['id']);
          continue;
        }
        if (key !== null) seen.set(key, n);
        const count = (counts.get(block.name) ?? 0) + 1;
        counts.set(block.name, count);
        if (block.maxPerPage !== undefined && count > block.maxPerPage) {
          const kind = `${block.label.toLowerCase()} block${block.maxPerPage === 1 ? '' : 's'}`;
          fail(`A page may have at most ${block.maxPerPage} ${kind}`);
          continue;
        }
        // Each kind of hero shows the page's one main heading (h1): a page has one of them at most.
        if (block.group === 'Heroes') {
          const first = heroes;
          heroes ??= n;
          if (first !== undefined) {
            fail(`${block.label} ${n}: a page has one hero (block ${first} is one already)`);
            continue;
          }
        }
        const parsed = blockPropsRule(block, n).safeParse(props ?? {});
        if (!parsed.success) {
          for (const issue of parsed.error.issues) fail(issue.message, ['props', ...issue.path]);
          continue;
        }
        const values = parsed.data as Record<string, unknown>;
        // Two headings with one id: a link to it, and the section it names, would find the first.
        const anchor = block.anchor === undefined ? '' : (values[block.anchor] as string);
        if (anchor !== '') {
          const before = anchors.get(anchor.toLowerCase());
          if (before !== undefined) {
            const label = block.fields.find((f) => f.name === block.anchor)!.label;
            fail(`${block.label} ${n}: ${label} ${anchor} is already used by block ${before}`, [
              'props',
              block.anchor!,
            ]);
            continue;
          }
          anchors.set(anchor.toLowerCase(), n);
        }
        out.push({ id: key, type: block.name, props: values });
      }
      return out;
    });
}
