// @vitest-environment happy-dom
/**
 * Static blocks on the server: each kind renders one root element the browser can recreate from its
 * tag and attributes alone, links print as React Router's <Link> prints them, and the HTML inside
 * goes to the document's map or, without one, into the loader's data.
 */

import type {
  Blog,
  JobOpening,
  MediaInfo,
  Product,
  PublicFormDefinition,
  SiteSettings,
} from '@vyoma/contract';
import { blocksRule } from '@vyoma/contract/block-rules';
import {
  BLOCKS,
  type BlockValue,
  CARD_GRID,
  CTA_BANNER,
  FAQ,
  FORM_BLOCK,
  HERO,
  HERO_ARTS,
  HERO_SLIDER,
  IMAGE_TEXT,
  INTRO,
  LOGO_STRIP,
  OPENINGS_LIST,
  POST_LIST,
  PRODUCT_GRID,
  RICH_TEXT,
  SERVICE_PICKER,
  STATISTICS,
  TESTIMONIALS,
  VIDEO,
} from '@vyoma/contract/blocks';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OpeningCards } from '~/components/careers/OpeningCards.tsx';
import { PostList } from '~/components/sections/PostList.tsx';
import { ServicePicker, type ServicePickerProps } from '~/components/sections/ServicePicker.tsx';
import { PageLinks } from '~/components/ui/PageLinks.tsx';
import { pageHref } from '~/lib/list-page.ts';
import { BlockLink } from './BlockLink.tsx';
import { BLOCK_COMPONENTS } from './components.ts';
import { renderStaticBlocks, splitRoot } from './render.server.tsx';
import type { BlockContext, IslandBlock, StaticBlock, StoredBlockComponent } from './types.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PAGE_ID = ID(100);
const ctx: BlockContext = {
  linkTo: (kind, id) => (kind === 'page' && id === PAGE_ID ? '/services/cloud' : null),
  trail: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'Cloud migration', path: '/services/cloud' },
  ],
};

/** Blocks as a page stores them: checked (and completed) by the rules the API uses. */
function stored(...blocks: { type: string; props: Record<string, unknown> }[]): BlockValue[] {
  return blocksRule()
    .parse(blocks.map((b, i) => ({ id: ID(i + 1), ...b })))
    .map((b) => ({ ...b, id: b.id! }));
}

/** The elements at the top of an HTML fragment, as a browser parses it. */
function roots(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  expect([...template.content.childNodes].every((n) => n.nodeType === Node.ELEMENT_NODE)).toBe(true);
  return [...template.content.children];
}

const RECREATABLE = /^(?:class|id|role|aria-[a-z]+|data-[a-z0-9-]+)$/;

describe('every block kind', () => {
  // The kinds with no script (an island's HTML is its component's, in the browser too).
  const full = [
    ...BLOCKS.filter((b) => b.hydrate === 'none').map((b) => ({ type: b.name, props: { ...b.example } })),
    {
      type: HERO.name,
      props: {
        ...HERO.example,
        image: '/uploads/hero.webp',
        secondary: { text: 'Our work', to: { kind: 'page', target: PAGE_ID } },
      },
    },
    { type: CTA_BANNER.name, props: { ...CTA_BANNER.example, text: '', tone: 'light' } },
    { type: HERO.name, props: { ...HERO.example, eyebrow: 'Cloud', trail: 'parents' } },
    {
      type: CARD_GRID.name,
      props: {
        ...CARD_GRID.example,
        anchor: 'our-work',
        eyebrow: 'Work',
        background: 'plain',
        cards: [{ picture: '/uploads/team.webp', title: 'Team', text: 'Who we are.', link: null }],
      },
    },
    { type: INTRO.name, props: { ...INTRO.example, points: [], picture: '/uploads/parcel.webp' } },
    {
      type: IMAGE_TEXT.name,
      props: { ...IMAGE_TEXT.example, name: 'Highlights', first: 'right', background: 'muted' },
    },
  ];

  it.each(full)(
    '$type renders one root element with only class, id, role, aria-* and data-* attributes',
    (block) => {
      const [value] = stored(block);
      const Component = BLOCK_COMPONENTS[block.type as keyof typeof BLOCK_COMPONENTS] as StoredBlockComponent;
      // With the prefix renderStaticBlocks gives the first block's ids.
      const html = renderToStaticMarkup(<Component values={value!.props} ctx={ctx} nth={1} />, {
        identifierPrefix: 'b1-',
      });
      // Before it, only what React hoists to the page's head: an image's preload.
      const [root, ...more] = roots(html).filter(
        (e) => e.localName !== 'link' || e.getAttribute('rel') !== 'preload',
      );
      expect(more).toEqual([]);
      const names = root!.getAttributeNames();
      expect(names.filter((n) => !RECREATABLE.test(n))).toEqual([]);
      // What the loader sends is that element: recreated from it, the HTML is the same.
      const [rendered] = renderStaticBlocks([value!], ctx) as StaticBlock[];
      expect(rendered).toMatchObject({ kind: 'static', id: ID(1), type: block.type, tag: root!.localName });
      expect(Object.keys(rendered!.attrs).map((n) => (n === 'className' ? 'class' : n))).toEqual(names);
      for (const name of names)
        expect(rendered!.attrs[name === 'class' ? 'className' : name]).toBe(root!.getAttribute(name));
      const again = document.createElement(rendered!.tag);
      again.innerHTML = rendered!.inner!;
      expect(again.innerHTML).toBe(root!.innerHTML);
    },
  );

  it('a hero’s image is loaded at once, its preload hoisted to the head as React would', () => {
    const [hero] = renderStaticBlocks(
      stored({ type: HERO.name, props: { ...HERO.example, image: '/uploads/hero.webp' } }),
      ctx,
    ) as StaticBlock[];
    expect(hero!.head).toEqual([
      { rel: 'preload', as: 'image', href: '/uploads/hero.webp', fetchPriority: 'high' },
    ]);
    expect(hero!.inner).toContain('<div class="page-hero__media"><img src="/uploads/hero.webp"');
  });
});

describe('blocks render as today’s pages do', () => {
  it('a hero is the inner pages’ banner, its links printed as <Link> prints them', () => {
    const [hero] = renderStaticBlocks(
      stored({
        type: HERO.name,
        props: { ...HERO.example, secondary: { text: 'Our work', to: { kind: 'page', target: PAGE_ID } } },
      }),
      ctx,
    ) as StaticBlock[];
    expect(hero).toMatchObject({ tag: 'header', attrs: { className: 'page-hero' } });
    const link = (to: string, className: string, text: string) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <Link className={className} to={to}>
            {text}
          </Link>
        </MemoryRouter>,
      );
    expect(hero!.inner).toBe(
      '<div class="container page-hero__inner"><h1 class="page-hero__title">Software that earns its keep</h1>' +
        '<p class="page-hero__lead">Websites, apps and the back office behind them, built by a small team in Pune.</p>' +
        `<div class="page-hero__actions">${link('/contactUs', 'btn btn--accent', 'Tell us what you need')}` +
        `${link('/services/cloud', 'btn btn--outline', 'Our work')}</div></div>`,
    );
    expect(hero!.inner).toContain('<a class="btn btn--accent" href="/contactUs" data-discover="true">');
  });

  it('a link to an address elsewhere has no data-discover, as with <Link>', () => {
    const link = { text: 'Docs', to: { kind: 'url' as const, target: 'https://example.com/docs' } };
    expect(renderToStaticMarkup(<BlockLink link={link} ctx={ctx} />)).toBe(
      renderToStaticMarkup(
        <MemoryRouter>
          <Link to={link.to.target}>Docs</Link>
        </MemoryRouter>,
      ),
    );
  });

  it('a link to an item that is gone is left out, never a dead link', () => {
    const gone = { text: 'Old page', to: { kind: 'page', target: ID(99) } };
    const [hero, cta] = renderStaticBlocks(
      stored(
        { type: HERO.name, props: { ...HERO.example, primary: gone } },
        { type: CTA_BANNER.name, props: { ...CTA_BANNER.example, button: gone } },
      ),
      ctx,
    ) as StaticBlock[];
    expect(hero!.inner).not.toContain('<a');
    expect(hero!.inner).not.toContain('page-hero__actions');
    expect(cta!.inner).not.toContain('<a');
  });

  it('a call-to-action banner is today’s, and a second one on the page names itself with its own id', () => {
    const [first, second] = renderStaticBlocks(
      stored(
        { type: CTA_BANNER.name, props: CTA_BANNER.example },
        { type: CTA_BANNER.name, props: { ...CTA_BANNER.example, tone: 'light' } },
      ),
      ctx,
    ) as StaticBlock[];
    expect(first).toMatchObject({
      tag: 'section',
      attrs: { className: 'cta-banner', 'aria-labelledby': 'cta-banner-title' },
    });
    expect(first!.inner).toContain(
      '<h2 id="cta-banner-title" class="cta-banner__title">Have a project in mind?</h2>',
    );
    expect(second).toMatchObject({
      attrs: { className: 'cta-banner cta-banner--light', 'aria-labelledby': 'cta-banner-title-2' },
    });
    expect(second!.inner).toContain('id="cta-banner-title-2"');
  });

  it('rich text is printed by the site’s rich-text renderer, inside a section', () => {
    const [block] = renderStaticBlocks(
      stored({ type: RICH_TEXT.name, props: RICH_TEXT.example }),
      ctx,
    ) as StaticBlock[];
    expect(block).toMatchObject({ tag: 'section', attrs: { className: 'section' } });
    expect(block!.inner).toBe('<div class="container"><div class="rich-text"><p>Write here.</p></div></div>');
  });
});

describe('the service pages’ kinds', () => {
  const render = (...blocks: { type: string; props: Record<string, unknown> }[]) =>
    renderStaticBlocks(stored(...blocks), ctx) as StaticBlock[];
  const card = (link: unknown) => ({ picture: null, title: 'Cloud', text: 'Moved safely.', link });

  it('a section’s heading has the block’s anchor, else an id from its kind and place', () => {
    const blocks = render(
      { type: CARD_GRID.name, props: CARD_GRID.example },
      { type: FAQ.name, props: FAQ.example },
      { type: CARD_GRID.name, props: CARD_GRID.example },
      { type: CARD_GRID.name, props: { ...CARD_GRID.example, anchor: 'services-grid-heading' } },
    );
    expect(blocks.map((b) => b.attrs['aria-labelledby'])).toEqual([
      'card-grid-heading',
      'faq-heading',
      'card-grid-heading-2',
      'services-grid-heading',
    ]);
    for (const b of blocks) expect(b.inner).toContain(`<h2 id="${b.attrs['aria-labelledby']}">`);
  });

  it('a product grid shows the newest products as the catalogue’s cards, as many as it asks, else its message', () => {
    const product = (n: number, stock = 5) =>
      ({
        _id: ID(60 + n),
        slug: `package-${n}`,
        name: `Package ${n}`,
        description: 'A site of six pages, delivered in two weeks.',
        price: 14999,
        ratings: 4.5,
        stock,
        image: [],
        media: [],
      }) as unknown as Product;
    const products = [product(1, 0), product(2), product(3), product(4)];
    const [three, none] = renderStaticBlocks(
      stored(
        { type: PRODUCT_GRID.name, props: { ...PRODUCT_GRID.example, count: '3' } },
        { type: PRODUCT_GRID.name, props: { ...PRODUCT_GRID.example, more: null } },
      ),
      { ...ctx, products },
    ) as StaticBlock[];
    const names = [
      ...three!.inner!.matchAll(
        /<h3 class="product-card__name"><a class="product-card__link" title="([^"]+)" href="([^"]+)"/g,
      ),
    ];
    expect(names.map((m) => [m[1], m[2]])).toEqual([
      ['Package 1', '/product/package-1'],
      ['Package 2', '/product/package-2'],
      ['Package 3', '/product/package-3'],
    ]);
    expect(three!.inner).toContain('Out of stock');
    expect(three!.inner).toMatch(/<a class="btn btn--outline" href="\/products"[^>]*>See all products<\/a>/);
    // The second grid asks for six: all four, no link under it.
    expect(none!.inner!.match(/product-card__name/g)).toHaveLength(4);
    expect(none!.inner).not.toContain('See all products');
    const [empty] = renderStaticBlocks(stored({ type: PRODUCT_GRID.name, props: PRODUCT_GRID.example }), {
      ...ctx,
      products: [],
    }) as StaticBlock[];
    expect(empty!.inner).toContain(PRODUCT_GRID.example.empty);
    expect(empty!.inner).not.toContain('product-card');
  });

  it('a form block goes to the browser with its values, its place and the form the loader read', () => {
    const form = {
      _id: ID(50),
      slug: 'project-enquiry',
      title: 'Project enquiry',
      fields: [],
    } as unknown as PublicFormDefinition;
    const blocks = renderStaticBlocks(
      stored(
        { type: FORM_BLOCK.name, props: FORM_BLOCK.example },
        { type: FORM_BLOCK.name, props: { ...FORM_BLOCK.example, form: 'gone-form' } },
      ),
      { ...ctx, forms: [form] },
    );
    expect(blocks).toEqual([
      { kind: 'island', id: ID(1), type: 'form', nth: 1, values: FORM_BLOCK.example, data: { form } },
      {
        kind: 'island',
        id: ID(2),
        type: 'form',
        nth: 2,
        values: { ...FORM_BLOCK.example, form: 'gone-form' },
        data: { form: null },
      },
    ]);
  });

  it('a hero slider goes to the browser with its slides’ pictures described and its button’s address', () => {
    const [block] = renderStaticBlocks(
      stored({
        type: HERO_SLIDER.name,
        props: {
          ...HERO_SLIDER.example,
          slides: [
            { ...HERO_SLIDER.example.slides[0], image: null },
            { ...HERO_SLIDER.example.slides[1], image: '/uploads/team.webp' },
          ],
          button: { text: 'Talk to us', to: { kind: 'page', target: PAGE_ID } },
        },
      }),
      {
        ...ctx,
        media: (path): MediaInfo | null =>
          path === '/uploads/team.webp'
            ? {
                path,
                kind: 'image',
                mime: 'image/webp',
                width: 560,
                height: 440,
                variants: [],
                avif: [],
                alt: 'Our team at work',
              }
            : null,
      },
    );
    expect(block).toMatchObject({ kind: 'island', type: 'hero-slider', nth: 1 });
    expect((block as IslandBlock).data).toEqual({
      label: 'Our services',
      slides: [
        {
          title: HERO_SLIDER.example.slides[0]!.title,
          description: HERO_SLIDER.example.slides[0]!.description,
          image: '/hero/it-solutions.svg',
          imageAlt: HERO_ARTS['it-solutions'],
        },
        {
          title: HERO_SLIDER.example.slides[1]!.title,
          description: HERO_SLIDER.example.slides[1]!.description,
          image: '/uploads/team.webp',
          imageAlt: 'Our team at work',
        },
      ],
      button: { text: 'Talk to us', to: '/services/cloud' },
    });
    // A page that is gone leaves the slides without a button, never a dead link.
    const [gone] = renderStaticBlocks(
      stored({
        type: HERO_SLIDER.name,
        props: {
          ...HERO_SLIDER.example,
          button: { text: 'Talk to us', to: { kind: 'page', target: ID(99) } },
        },
      }),
      ctx,
    );
    expect((gone as IslandBlock).data.button).toBeNull();
  });

  it('a service picker goes to the browser with its icons drawn, and renders the first card on its screen', () => {
    const [block] = renderStaticBlocks(
      stored(
        { type: SERVICE_PICKER.name, props: SERVICE_PICKER.example },
        { type: SERVICE_PICKER.name, props: { ...SERVICE_PICKER.example, anchor: 'pick' } },
      ),
      ctx,
    ) as IslandBlock[];
    const data = block!.data as unknown as ServicePickerProps;
    expect(data.headingId).toBe('service-picker-heading');
    expect(data.button).toEqual({ text: 'Discuss your project', to: '/contactUs' });
    expect(data.cards.map((c) => c.title)).toEqual(SERVICE_PICKER.example.cards.map((c) => c.title));
    // Lucide's own markup, at the card's and the screen's sizes: the browser needs no icon library.
    expect(data.cards[0]!.icon.card).toMatch(
      /^<svg[^>]* width="20" height="20"[^>]*class="lucide lucide-globe"/,
    );
    expect(data.cards[0]!.icon.screen).toMatch(/^<svg[^>]* width="28"/);
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ServicePicker {...data} />
      </MemoryRouter>,
    );
    const [root] = roots(html);
    expect(root!.getAttribute('aria-labelledby')).toBe('service-picker-heading');
    expect(root!.querySelector('[aria-pressed="true"]')?.textContent).toContain('Web Development');
    expect(root!.querySelector('.laptop__title')?.textContent).toBe('Web Development');
    expect(root!.querySelector('.laptop__icon svg.lucide-globe')).not.toBeNull();
  });

  it('a video plays in the browser’s own player, fetching nothing before it is played when it has a still', () => {
    const transcript = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'We move a shop.' }] }],
    };
    const [withStill, firstFrame, none] = render(
      {
        type: VIDEO.name,
        props: {
          ...VIDEO.example,
          video: '/uploads/tour.mp4',
          poster: '/uploads/tour.webp',
          caption: 'A migration in two minutes',
          transcript,
        },
      },
      { type: VIDEO.name, props: { ...VIDEO.example, video: '/uploads/tour.webm' } },
      { type: VIDEO.name, props: VIDEO.example },
    );
    expect(withStill!.inner).toMatch(
      /<video class="block-video__player" src="\/uploads\/tour.mp4" poster="\/uploads\/tour.webp" controls="" playsInline="" preload="none"><\/video>/,
    );
    expect(withStill!.inner).toContain(
      '<figcaption class="block-video__caption">A migration in two minutes</figcaption>',
    );
    expect(withStill!.inner).toMatch(
      /<details class="block-video__transcript"><summary>Transcript<\/summary>.*We move a shop\./,
    );
    // Without a still, only what the first frame needs.
    expect(firstFrame!.inner).toContain('preload="metadata"');
    expect(firstFrame!.inner).not.toContain('poster=');
    // No video chosen yet: visitors see the section without a player; the editor's frame says why.
    expect(none!.inner).not.toContain('<video');
    expect(none!.inner).not.toContain('Choose a video');
    const editing = renderStaticBlocks(stored({ type: VIDEO.name, props: VIDEO.example }), {
      ...ctx,
      editing: true,
    }) as StaticBlock[];
    expect(editing[0]!.inner).toContain('Choose a video for this block');
  });

  it('statistics are a list of figures, each value over what it counts; testimonials quote who said them', () => {
    const [stats, quotes] = render(
      {
        type: STATISTICS.name,
        props: {
          ...STATISTICS.example,
          figures: [
            { value: '120+', label: 'Sites delivered', detail: 'Since 2019' },
            { value: '24×7', label: 'Support', detail: '' },
          ],
        },
      },
      {
        type: TESTIMONIALS.name,
        props: {
          ...TESTIMONIALS.example,
          quotes: [{ quote: 'They <b>listened</b>.', name: 'Asha', role: '' }],
        },
      },
    );
    expect(stats!.inner).toContain(
      '<li class="block-stats__item"><strong class="block-stats__value">120+</strong><span class="block-stats__label">Sites delivered</span><span class="block-stats__detail">Since 2019</span></li>',
    );
    // No empty detail.
    expect(stats!.inner).toContain('<span class="block-stats__label">Support</span></li>');
    // The words as written (escaped), the name in the caption, no empty role.
    expect(quotes!.inner).toContain(
      '<blockquote class="block-quotes__quote"><p>They &lt;b&gt;listened&lt;/b&gt;.</p></blockquote><figcaption class="block-quotes__who"><span class="block-quotes__name">Asha</span></figcaption>',
    );
  });

  it('a logo strip is the home page’s: its marks named, a second copy hidden from screen readers for the loop', () => {
    const [strip] = render({ type: LOGO_STRIP.name, props: LOGO_STRIP.example });
    expect(strip!.attrs).toMatchObject({ className: 'tech-strip', 'aria-labelledby': 'logo-strip-heading' });
    const lists = strip!.inner!.match(/<ul class="tech-strip__list"[^>]*>/g);
    expect(lists).toEqual([
      '<ul class="tech-strip__list">',
      '<ul class="tech-strip__list" aria-hidden="true">',
    ]);
    expect(strip!.inner!.match(/<span>React<\/span>/g)).toHaveLength(2);
  });

  it('a card links to a page by its current path, and keeps its text without a link when the page is gone', () => {
    const [grid] = render({
      type: CARD_GRID.name,
      props: {
        ...CARD_GRID.example,
        cards: [
          card({ text: 'Read More', to: { kind: 'page', target: PAGE_ID } }),
          card({ text: 'Read More', to: { kind: 'page', target: ID(99) } }),
        ],
      },
    });
    const items = roots(`<ul>${grid!.inner!.match(/<ul[^>]*>([\s\S]*)<\/ul>/)![1]}</ul>`)[0]!.children;
    expect(items[0]!.querySelector('a')?.outerHTML).toBe(
      '<a class="service-card__link" href="/services/cloud" data-discover="true">Read More<span class="visually-hidden"> about Cloud</span>' +
        items[0]!.querySelector('a svg')!.outerHTML +
        '</a>',
    );
    expect(items[1]!.querySelector('a')).toBeNull();
    expect(items[1]!.textContent).toContain('Moved safely.');
  });

  it('an uploaded picture is the library’s file with its alt text; a drawing says its description', () => {
    const info: MediaInfo = {
      path: '/uploads/team.webp',
      kind: 'image',
      mime: 'image/webp',
      width: 1200,
      height: 900,
      variants: [{ width: 600, path: '/uploads/team-600.webp' }],
      avif: [],
      alt: 'Our team at work',
    };
    const [grid, pictures] = renderStaticBlocks(
      stored(
        {
          type: CARD_GRID.name,
          props: { ...CARD_GRID.example, cards: [{ ...card(null), picture: info.path }] },
        },
        { type: IMAGE_TEXT.name, props: IMAGE_TEXT.example },
      ),
      { ...ctx, media: (path) => (path === info.path ? info : null) },
    ) as StaticBlock[];
    const img = roots(grid!.inner!)[0]!.querySelector('.service-card__media img')!;
    expect([img.className, img.getAttribute('alt'), img.getAttribute('width')]).toEqual([
      'picture',
      'Our team at work',
      '1200',
    ]);
    expect(img.getAttribute('srcset')).toBe('/uploads/team-600.webp 600w, /uploads/team.webp 1200w');
    const drawings = roots(pictures!.inner!)[0]!.querySelectorAll('svg.illustration');
    expect([...drawings].map((svg) => [svg.getAttribute('role'), svg.getAttribute('aria-label')])).toEqual([
      ['img', 'A phone showing an app dashboard with charts'],
      ['img', 'A phone, a tablet and a laptop side by side'],
    ]);
  });

  it('a hero shows the trail of the pages above its page when asked, without the home page', () => {
    const trail = (hero: StaticBlock) => roots(hero.inner!)[0]!.querySelector('nav');
    const [asked] = render({ type: HERO.name, props: { ...HERO.example, trail: 'parents' } });
    expect(trail(asked!)?.outerHTML).toBe(
      '<nav aria-label="Breadcrumb" class="webdev-breadcrumb"><a href="/services" data-discover="true">Services</a>' +
        '<span aria-hidden="true"> / </span><span aria-current="page">Cloud migration</span></nav>',
    );
    const [notAsked] = render({ type: HERO.name, props: HERO.example });
    expect(trail(notAsked!)).toBeNull();
    // A page right under the home page has no trail to show.
    const [top] = renderStaticBlocks(
      stored({ type: HERO.name, props: { ...HERO.example, trail: 'parents' } }),
      {
        ...ctx,
        trail: [
          { name: 'Home', path: '/' },
          { name: 'Services', path: '/services' },
        ],
      },
    ) as StaticBlock[];
    expect(trail(top!)).toBeNull();
  });

  it('pictures and text alternate sides from the first one’s; an introduction’s paragraphs are its blank-line breaks', () => {
    const [pictures, intro] = render(
      {
        type: IMAGE_TEXT.name,
        props: {
          ...IMAGE_TEXT.example,
          first: 'right',
          items: [...IMAGE_TEXT.example.items, IMAGE_TEXT.example.items[0]],
        },
      },
      { type: INTRO.name, props: { ...INTRO.example, text: 'One.\n\n\nTwo,\nstill two.\n \nThree.' } },
    );
    const sides = [...roots(pictures!.inner!)[0]!.querySelectorAll('article')].map((a) =>
      a.getAttribute('data-image-side'),
    );
    expect(sides).toEqual(['right', 'left', 'right']);
    const paragraphs = [...roots(intro!.inner!)[0]!.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });
});

describe('the post list', () => {
  const post = (n: number) =>
    ({
      _id: ID(200 + n),
      slug: `post-${n}`,
      title: `Post ${n}`,
      description: `What post ${n} says.`,
      iconImage: `/uploads/post-${n}.png`,
      iconMedia: null,
    }) as unknown as Blog;
  const list = (posts: Blog[], page: number, total: number) =>
    renderStaticBlocks(stored({ type: POST_LIST.name, props: POST_LIST.example }), {
      ...ctx,
      postList: { posts: { data: posts, total, page, limit: 2 }, path: '/services/cloud' },
    })[0] as StaticBlock;

  it('is the code’s list of a category’s posts, pictures left then right, with links to its other pages', () => {
    const posts = [post(1), post(2)];
    const block = list(posts, 2, 5);
    expect(block.attrs).toMatchObject({
      className: 'section section--muted',
      'aria-labelledby': 'post-list-heading',
    });
    // The same HTML as the app prints with React Router's links: one markup for both.
    const app = renderToStaticMarkup(
      <MemoryRouter>
        <PostList blogs={posts} empty={POST_LIST.example.empty} />
        <PageLinks
          page={2}
          totalPages={3}
          hrefFor={(p) => pageHref('/services/cloud', p)}
          label="Pages of Back Office Services posts"
        />
      </MemoryRouter>,
    );
    expect(block.inner, app).toContain(app);
    expect(block.inner!.match(/data-layout="[^"]+"/g)).toEqual([
      'data-layout="image-left"',
      'data-layout="image-right"',
    ]);
    expect(block.inner).toContain('aria-label="Read More: Post 1" href="/blog/post-1" data-discover="true"');
    expect(block.inner).toContain('rel="prev" href="/services/cloud" data-discover="true"');
    expect(block.inner).toContain('rel="next" href="/services/cloud?page=3" data-discover="true"');
  });

  it('says its empty message when the category has no post (or they could not be read), with no page links', () => {
    for (const block of [
      list([], 1, 0),
      renderStaticBlocks(stored({ type: POST_LIST.name, props: POST_LIST.example }), ctx)[0] as StaticBlock,
    ]) {
      expect(block.inner).toContain(`<p class="service-blogs__empty">${POST_LIST.example.empty}</p>`);
      expect(block.inner).not.toContain('<nav');
    }
  });
});

describe('the openings list', () => {
  const job = (n: number) =>
    ({
      _id: ID(300 + n),
      slug: `role-${n}`,
      title: `Role ${n}`,
      department: 'Web',
      employmentType: 'FULL_TIME',
      location: 'Indore',
      remote: false,
      descriptionText: `What role ${n} does.\n\nMore.`,
      apply: { kind: 'whatsapp', target: '' },
    }) as unknown as JobOpening;
  const settings = {
    siteName: 'Vyoma Infotech',
    whatsapp: { number: '919876543210', message: '' },
  } as unknown as SiteSettings;

  it('is the code’s cards of the open openings, with Apply Now from the settings and links to its other pages', () => {
    const jobs = [job(1), job(2)];
    const [block] = renderStaticBlocks(stored({ type: OPENINGS_LIST.name, props: OPENINGS_LIST.example }), {
      ...ctx,
      settings,
      openingsList: { openings: { data: jobs, total: 3, page: 1, limit: 2 }, path: '/careers' },
    }) as StaticBlock[];
    const app = renderToStaticMarkup(
      <MemoryRouter>
        <OpeningCards
          jobs={jobs}
          settings={settings}
          empty={{ title: OPENINGS_LIST.example.emptyTitle, text: OPENINGS_LIST.example.emptyText }}
          details={OPENINGS_LIST.example.details}
        />
      </MemoryRouter>,
    );
    expect(block!.inner, app).toContain(app);
    expect(block!.inner).toContain('class="job-card__link" href="/careers/role-1" data-discover="true"');
    expect(block!.inner).toContain('Apply Now');
    expect(block!.inner).toContain('rel="next" href="/careers?page=2" data-discover="true"');
  });

  it('says so in a card when none is open, with no page links', () => {
    const [block] = renderStaticBlocks(stored({ type: OPENINGS_LIST.name, props: OPENINGS_LIST.example }), {
      ...ctx,
      settings,
      openingsList: { openings: { data: [], total: 0, page: 1, limit: 2 }, path: '/careers' },
    }) as StaticBlock[];
    expect(block!.inner).toContain('data-testid="careers-empty"');
    expect(block!.inner).toContain(OPENINGS_LIST.example.emptyTitle);
    expect(block!.inner).not.toContain('<nav');
  });
});

describe('renderStaticBlocks', () => {
  const blocks = stored(
    { type: HERO.name, props: HERO.example },
    { type: RICH_TEXT.name, props: RICH_TEXT.example },
  );

  it('puts the HTML inside each block in a document’s map, and sends the rest', () => {
    const staticHtml = new Map<string, string>();
    const rendered = renderStaticBlocks(blocks, { ...ctx, staticHtml });
    expect(rendered.map((b) => Object.keys(b).sort())).toEqual([
      ['attrs', 'id', 'kind', 'tag', 'type'],
      ['attrs', 'id', 'kind', 'tag', 'type'],
    ]);
    expect([...staticHtml.keys()]).toEqual([ID(1), ID(2)]);
    expect(staticHtml.get(ID(2))).toContain('<p>Write here.</p>');
  });

  it('gives two drawings on one page ids of their own (each block is its own render)', () => {
    const drawn = stored(
      { type: INTRO.name, props: { ...INTRO.example, anchor: 'one' } },
      { type: INTRO.name, props: { ...INTRO.example, anchor: 'two' } },
    );
    const rendered = renderStaticBlocks(drawn, { ...ctx, staticHtml: null }) as StaticBlock[];
    const ids = rendered.flatMap((b) => [...(b.inner ?? '').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    // Each drawing has at least one gradient, and no id is on the page twice.
    expect(ids.filter((id) => id?.startsWith('ill-')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends the HTML inside each block in the data without one (in-app navigation)', () => {
    const rendered = renderStaticBlocks(blocks, { ...ctx, staticHtml: null }) as StaticBlock[];
    expect(rendered.map((b) => b.inner?.includes('<h1') ?? false)).toEqual([true, false]);
    expect(rendered[1]!.inner).toContain('<p>Write here.</p>');
  });

  it('leaves out a kind no longer declared, and shows the rest', () => {
    const rendered = renderStaticBlocks([{ id: ID(9), type: 'carousel', props: {} }, ...blocks], ctx);
    expect(rendered.map((b) => b.type)).toEqual(['hero', 'rich-text']);
  });
});

describe('splitRoot', () => {
  it('refuses what the browser could not recreate: two roots, a style or an event attribute, no element', () => {
    expect(splitRoot('<div class="a">x</div><div>y</div>')).toBeNull();
    expect(splitRoot('<div><div></div></div><div></div>')).toBeNull();
    expect(splitRoot('<div style="color:red">x</div>')).toBeNull();
    expect(splitRoot('<form action="/x"></form>')).toBeNull();
    expect(splitRoot('text')).toBeNull();
  });

  it('keeps nested elements of the same tag inside, and decodes attribute values', () => {
    expect(splitRoot('<div class="a &amp; &quot;b&quot;" data-x=""><div>1</div><div>2</div></div>')).toEqual({
      tag: 'div',
      attrs: { className: 'a & "b"', 'data-x': '' },
      inner: '<div>1</div><div>2</div>',
    });
  });
});
