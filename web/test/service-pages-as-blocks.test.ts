/**
 * The service pages as blocks (issue 35, step 6 of docs/decisions/0062 moves them family by family):
 * each of /services, /amazonServices, /webdevelopment and its five detail pages (moved: their seeds), /appdevelopment and the ten
 * pages of the service template, written as blocks from today's copy (web/src/content) and rendered
 * as a block page renders them, is its golden capture's <main> (server/test/fixtures/page-html),
 * normalised the same way. So the block kinds are enough to move these pages with the same HTML, and
 * the values below are what their seeds will hold. The capture's head (title, meta, JSON-LD) is the
 * page route's, not the blocks'; the pixel in <noscript> is the layout's.
 */

import { capturePageHtml, readGoldenPages } from '@testkit/page-html.ts';
import { APP_SERVICE_SLUGS, MESSAGES, PAGE, WEB_DEVELOPMENT_SLUGS } from '@vyoma/contract';
import { blocksRule } from '@vyoma/contract/block-rules';
import type { BlockValue, LinkValue } from '@vyoma/contract/blocks';
import { AMAZON_SEED } from '@vyoma/contract/page-seeds/amazon';
import { SERVICES_SEED } from '@vyoma/contract/page-seeds/services';
import {
  WEB_DEVELOPMENT_DETAIL_SEEDS,
  WEB_DEVELOPMENT_SEED,
} from '@vyoma/contract/page-seeds/web-development';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockPage } from '~/blocks/BlockPage.tsx';
import { renderStaticBlocks } from '~/blocks/render.server.tsx';
import type { TrailStep } from '~/blocks/types.ts';
import { APP_DEVELOPMENT_OVERVIEW, SERVICE_PAGES, type ServicePageKey } from '~/content/appServices.ts';

type Props = Record<string, unknown>;
type Block = { type: string; props: Props };

const url = (text: string, target: string): LinkValue => ({ text, to: { kind: 'url', target } });
const contact = (text: string) => url(text, PAGE.contact);

const hero = (eyebrow: string, heading: string, lead: string, button?: string): Block => ({
  type: 'hero',
  props: { trail: null, eyebrow, heading, lead, primary: button ? contact(button) : null },
});

const cta = (heading: string, text: string, button: string): Block => ({
  type: 'cta-banner',
  props: { heading, text, button: contact(button), tone: 'brand' },
});

const cardGrid = (anchor: string, heading: string, lead: string, cards: Props[]): Block => ({
  type: 'card-grid',
  props: { anchor, heading, lead, background: 'muted', cards },
});

const card = (drawing: object, title: string, text: string, link: LinkValue): Props => ({
  picture: { drawing, label: '' },
  title,
  text,
  link,
});

/** Families moved already: their seeds are what the site makes their pages from (contract page-seeds). */
const SERVICES = SERVICES_SEED.body as Block[];
const AMAZON = AMAZON_SEED.body as Block[];

const APP = APP_DEVELOPMENT_OVERVIEW;
const APP_DEVELOPMENT: Block[] = [
  hero(APP.eyebrow, APP.title, APP.lead, MESSAGES.buttons.freeQuoteApp),
  cardGrid(
    'appdevelopment-grid-heading',
    APP.gridHeading,
    APP.gridLead,
    APP_SERVICE_SLUGS.map((slug) => {
      const page = SERVICE_PAGES[slug];
      return card(page.blocks[0].image, page.name, page.summary, url(MESSAGES.buttons.readMore, page.path));
    }),
  ),
  cta(APP.cta.title, APP.cta.text, MESSAGES.buttons.freeQuoteApp),
];

function servicePage(key: ServicePageKey): Block[] {
  const page = SERVICE_PAGES[key];
  const button = MESSAGES.buttons[page.button];
  return [
    hero(page.name, page.heading, page.intro, button),
    {
      type: 'image-text',
      props: {
        name: `${page.name} highlights`,
        first: 'left',
        background: 'plain',
        items: page.blocks.map((item) => ({
          picture: { drawing: item.image, label: item.imageAlt },
          heading: item.title,
          text: item.description,
        })),
      },
    },
    cta(page.ctaHeading, page.ctaText, button),
  ];
}

const PAGES: [path: string, blocks: Block[]][] = [
  [PAGE.services, SERVICES],
  [PAGE.amazon, AMAZON],
  [PAGE.webDevelopment, WEB_DEVELOPMENT_SEED.body as Block[]],
  ...WEB_DEVELOPMENT_DETAIL_SEEDS.map((seed): [string, Block[]] => [
    `${PAGE.webDevelopment}/${seed.slug}`,
    seed.body as Block[],
  ]),
  [PAGE.appDevelopment, APP_DEVELOPMENT],
  ...(Object.keys(SERVICE_PAGES) as ServicePageKey[]).map((key): [string, Block[]] => [
    SERVICE_PAGES[key].path,
    servicePage(key),
  ]),
];

/** The trail a page's loader hands its blocks: the home page, the web development page, the page. */
function trailOf(path: string): TrailStep[] {
  const detail = WEB_DEVELOPMENT_DETAIL_SEEDS.find((seed) => path === `${PAGE.webDevelopment}/${seed.slug}`);
  return detail
    ? [
        { name: 'Home', path: PAGE.home },
        { name: WEB_DEVELOPMENT_SEED.title, path: PAGE.webDevelopment },
        { name: detail.title, path },
      ]
    : [{ name: 'Home', path: PAGE.home }];
}

/** The lines of a capture's <main>, without the layout's <noscript> pixel. */
function mainLines(capture: string): string[] {
  const lines = capture.split('\n');
  const main = lines.slice(lines.findIndex((l) => l.startsWith('<main')));
  const start = main.indexOf('  <noscript>');
  if (start >= 0) main.splice(start, main.indexOf('  </noscript>') - start + 1);
  return main.filter((l) => l !== '');
}

const GOLDEN = new Map(readGoldenPages().map((g) => [g.path, g.text]));

describe('the service pages as blocks', () => {
  it('cover every page of the families to move', () => {
    expect(PAGES.map(([path]) => path).sort()).toEqual(
      [
        PAGE.services,
        PAGE.amazon,
        PAGE.webDevelopment,
        ...WEB_DEVELOPMENT_SLUGS.map(PAGE.webDevelopmentDetail),
        PAGE.appDevelopment,
        ...APP_SERVICE_SLUGS.map(PAGE.appService),
        PAGE.ai,
      ].sort(),
    );
  });

  it.each(PAGES)('%s renders its golden capture', (path, blocks) => {
    // Checked and completed by the rules the API uses, as a seed will be.
    const stored = blocksRule()
      .parse(
        blocks.map((b, i) => ({ id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, ...b })),
      )
      .map((b): BlockValue => ({ ...b, id: b.id! }));
    const rendered = renderStaticBlocks(stored, {
      linkTo: () => null,
      trail: trailOf(path),
      staticHtml: null,
    });
    const html = renderToStaticMarkup(createElement(BlockPage, { blocks: rendered }));
    const capture = capturePageHtml(path, `<head></head><main id="main" tabindex="-1">${html}</main>`);
    const golden = GOLDEN.get(path);
    expect(golden, `${path} has a golden capture`).toBeDefined();
    expect(mainLines(capture)).toEqual(mainLines(golden!));
  });
});
