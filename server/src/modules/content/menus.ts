/**
 * The header's menu and the footer's columns (issue 35; contract content-types/menu.ts): made from
 * their seeds once, at start-up, and read for every page as it shows them. A link to one of the
 * site's seeded pages is made a link to that page (seeded_pages), so it follows the page; a link to
 * anything not public is left out when read.
 */
import type { HeaderEntry, MenuCategory } from '@vyoma/contract';
import type { BlockValue, LinkValue } from '@vyoma/contract/blocks';
import { contentApiSchemas } from '@vyoma/contract/content-rules';
import { MENU, MENU_KEYS, type MenuKey } from '@vyoma/contract/content-types';
import type { MenuSeedEntry, MenuSeedLink } from '@vyoma/contract/page-seeds';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { TAG } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { type ContentModel, modelOf } from '../../db/content-types.ts';
import { menus as menusTable, seededPages } from '../../db/schema.ts';
import { type FieldValues, getItem, hydrateIn, insertItem, selectItemsIn } from './engine.ts';
import { linksIn, linksOf, linkTags } from './links.ts';

/** Makes each menu not there yet from its seed; answers the keys it made. */
export async function ensureMenus(
  db: Db,
  seeds: Record<MenuKey, { title: string; entries: readonly MenuSeedEntry[] }>,
  log: FastifyBaseLogger,
): Promise<MenuKey[]> {
  const have = new Set((await db.select({ key: menusTable.id }).from(menusTable)).map((r) => r.key));
  const missing = MENU_KEYS.filter((key) => !have.has(key));
  if (missing.length === 0) return [];
  const pages = new Map((await db.select().from(seededPages)).map((r) => [r.key, r.pageId]));
  const linkOf = ({ label, to, seed }: MenuSeedLink): LinkValue => {
    const page = seed === undefined ? null : pages.get(seed);
    if (seed !== undefined && !page)
      log.warn({ seed }, 'menu links to a seeded page that was not made: by its address');
    return { text: label, to: page ? { kind: 'page', target: page } : { kind: 'url', target: to } };
  };
  const create = contentApiSchemas(MENU).create;
  const model = modelOf(MENU.name);
  const made: MenuKey[] = [];
  for (const key of missing) {
    const { title, entries } = seeds[key];
    const items = entries.map((e) =>
      'group' in e
        ? { type: 'menu-group', props: { label: e.group, links: e.links.map((l) => ({ link: linkOf(l) })) } }
        : { type: 'menu-link', props: { link: linkOf(e.link), postsFrom: e.postsFrom ?? 'none' } },
    );
    // Our own words: a seed the menu rules refuse is a fault of the code, and start-up stops on it.
    const body = create.parse({ title, items }) as FieldValues;
    await db.transaction(async (tx) => {
      // Two processes starting at once: the second finds the menu there (the key is the primary key).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu:${key}`}))`);
      if ((await getItem(tx, model, key, 'staff')) !== undefined) return;
      await insertItem(tx, model, { title: body.title, items: body.items }, { id: key });
      made.push(key);
    });
  }
  return made;
}

/** The menus as a page shows them, which header links open a dropdown of posts, and what they show. */
export interface PublicMenus {
  header: { entry: HeaderEntry; postsFrom: MenuCategory | null }[];
  footer: { title: string; links: { label: string; to: string }[] }[];
  /** The change-feed tags of what they show: the menus, and each item they link to. */
  tags: string[];
}

/**
 * Both menus, each link where it goes now; what is not public is left out. In another language
 * (`lang`, issue 36): each menu's version there, its entries with their words in it (one without is
 * left out), links to pages and posts at their addresses there, a link to a page missing there left out.
 */
export async function publicMenus(db: Db, lang?: string): Promise<PublicMenus> {
  const model = modelOf(MENU.name);
  const out: PublicMenus = { header: [], footer: [], tags: [TAG.menu] };
  await Promise.all(
    MENU_KEYS.map(async (key) => {
      const menu = lang ? await menuIn(db, model, key, lang) : await getItem(db, model, key, 'public');
      if (!menu) return;
      const blocks = (menu.items ?? []) as BlockValue[];
      const links = lang
        ? await linksIn(db, MENU, menu as Record<string, unknown>, lang, out.tags)
        : await linksOf(db, MENU, menu as Record<string, unknown>);
      out.tags.push(...linkTags(MENU, menu as Record<string, unknown>));
      const where = (link: LinkValue | undefined): { label: string; to: string } | null => {
        if (!link) return null;
        // In another language an address is there only when linksIn found it so (`url:`).
        const to =
          link.to.kind === 'url'
            ? lang
              ? links[`url:${link.to.target}`]
              : link.to.target
            : links[`${link.to.kind}:${link.to.target}`];
        return to ? { label: link.text, to } : null;
      };
      for (const block of blocks) {
        if (block.type === 'menu-group') {
          const label = String(block.props.label ?? '');
          const items = ((block.props.links ?? []) as { link?: LinkValue }[])
            .map((i) => where(i.link))
            .filter((l) => l !== null);
          if (items.length === 0) continue;
          if (key === 'header') out.header.push({ entry: { label, children: items }, postsFrom: null });
          else out.footer.push({ title: label, links: items });
        } else if (block.type === 'menu-link') {
          const link = where(block.props.link as LinkValue | undefined);
          if (!link) continue;
          const from = block.props.postsFrom;
          if (key === 'header')
            out.header.push({
              entry: link,
              postsFrom: from === 'backOffice' || from === 'digitalMarketing' ? from : null,
            });
          // In the footer, a link of its own is a column of one, named by it.
          else out.footer.push({ title: link.label, links: [link] });
        }
      }
    }),
  );
  return out;
}

/** A menu's version in another language, its entries with their words there (hydrateIn), if it has one. */
async function menuIn(db: Db, model: ContentModel, key: MenuKey, lang: string) {
  const rows = await selectItemsIn(db, model, lang)
    .where(eq(model.table.id as PgColumn, key))
    .limit(1);
  return (await hydrateIn(db, model, rows as Parameters<typeof hydrateIn>[2], lang))[0];
}
