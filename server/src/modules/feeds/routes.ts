/**
 * The post feeds: /rss.xml (RSS 2.0) and /feed.json (JSON Feed 1.1) with the FEED_SIZE newest
 * published posts; in each language shown besides the default, /hi/rss.xml and /hi/feed.json with
 * the posts published in it, at their addresses there (issue 36). Both are the same for every visitor, so they are public-cache reads
 * (plugins/public-cache.ts): kept as ready bytes with an ETag, dropped by a change to a post, a
 * media row or the settings.
 */
import { FEEDS, PAGE } from '@vyoma/contract';
import { DEFAULT_LANGUAGE_CODE, localPath } from '@vyoma/contract/language-rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { SHOWN } from '../../db/change-feed.ts';
import { xmlEscape as xml } from '../../http/xml.ts';
import { shows } from '../../plugins/content-changes.ts';
import { type FeedPost, feedBlogs } from '../blogs/index.ts';
import { readSettings } from '../settings/index.ts';

/** What a feed shows: posts (with their images) under the site's name and tagline. */
const FEED_SHOWS = [...SHOWN.posts, ...SHOWN.settings];

/** Posts per feed (issue 17): readers poll often, so a new post is seen long before it drops out. */
export const FEED_SIZE = 20;

interface Feed {
  /** The language's code (`<language>`, `language`). */
  lang: string;
  title: string;
  description: string;
  home: string;
  posts: (FeedPost & { url: string; imageUrl: string | null })[];
}

function rss(feed: Feed, self: string): string {
  const items = feed.posts.map((p) =>
    [
      '    <item>',
      `      <title>${xml(p.title)}</title>`,
      `      <link>${xml(p.url)}</link>`,
      // The id, not the URL: a post keeps its identity in readers when its slug changes.
      `      <guid isPermaLink="false">urn:uuid:${xml(p.id)}</guid>`,
      `      <description>${xml(p.summary)}</description>`,
      `      <dc:creator>${xml(p.author)}</dc:creator>`,
      `      <pubDate>${p.publishedAt.toUTCString()}</pubDate>`,
      ...(p.image && p.imageUrl
        ? [
            `      <enclosure url="${xml(p.imageUrl)}" length="${p.image.bytes}" type="${xml(p.image.mime)}"/>`,
          ]
        : []),
      '    </item>',
    ].join('\n'),
  );
  const newest = feed.posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(feed.title)}</title>`,
    `    <link>${xml(feed.home)}</link>`,
    `    <description>${xml(feed.description)}</description>`,
    `    <language>${xml(feed.lang)}</language>`,
    `    <atom:link href="${xml(self)}" rel="self" type="${FEEDS.rss.type}"/>`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function jsonFeed(feed: Feed, self: string): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.home,
    feed_url: self,
    description: feed.description,
    language: feed.lang,
    items: feed.posts.map((p) => ({
      id: `urn:uuid:${p.id}`,
      url: p.url,
      title: p.title,
      summary: p.summary,
      // An item needs content_html or content_text; the summary is the text a reader shows.
      content_text: p.summary,
      ...(p.imageUrl ? { image: p.imageUrl } : {}),
      date_published: p.publishedAt.toISOString(),
      date_modified: p.updatedAt.toISOString(),
      authors: [{ name: p.author }],
    })),
  });
}

export async function feedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, db } = ctx;
  const origin = config.publicUrl;

  /** A feed in `lang`: the default language's, or null for a code that is not a language shown now. */
  async function load(lang: string = DEFAULT_LANGUAGE_CODE, prefixed = false): Promise<Feed | null> {
    const other = lang === DEFAULT_LANGUAGE_CODE ? undefined : lang;
    const settings = await readSettings(db);
    if (other && !settings.languages.some((l) => l.code === other && l.public)) return null;
    // The default language has no prefix: /en/rss.xml is no address.
    if (lang === DEFAULT_LANGUAGE_CODE && prefixed) return null;
    const posts = await feedBlogs(db, FEED_SIZE, other);
    return {
      lang,
      title: settings.siteName,
      description: settings.tagline || `Posts from ${settings.siteName}`,
      home: `${origin}${localPath(other, PAGE.home)}`,
      posts: posts.map((p) => ({
        ...p,
        url: `${origin}${localPath(other, PAGE.blog(p.slug))}`,
        imageUrl: p.image ? `${origin}${p.image.path}` : null,
      })),
    };
  }

  /** The default language's feed at its path, and each other language's under its prefix. */
  for (const [feed, write] of [
    [FEEDS.rss, rss],
    [FEEDS.json, jsonFeed],
  ] as const) {
    const answer = async (request: FastifyRequest, reply: FastifyReply, lang?: string) => {
      shows(request, ...FEED_SHOWS);
      const loaded = await load(lang, lang !== undefined);
      // A code that is not a language shown now: the pages' 404, as for any unknown address.
      if (!loaded) return reply.callNotFound();
      // Fastify adds "; charset=utf-8" to a JSON type; readers accept it.
      reply.type(feed === FEEDS.rss ? `${feed.type}; charset=utf-8` : feed.type);
      return write(loaded, `${origin}${localPath(lang, feed.path)}`);
    };
    app.get(feed.path, { config: { publicCache: true } }, (request, reply) => answer(request, reply));
    app.get<{ Params: { lang: string } }>(
      `/:lang${feed.path}`,
      { config: { publicCache: true } },
      (request, reply) => answer(request, reply, request.params.lang),
    );
  }
}
