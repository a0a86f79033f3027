/**
 * A body of blocks is one field of a declaration (issue 35, step 3 of docs/decisions/0062). A
 * "landing page" declared only in testkit/fixtures (title and a body of hero, rich-text and
 * call-to-action blocks; no module, route or migration of its own) gets from the declaration alone:
 * blocks saved and read back in order with their ids, ids kept across saves and reorders, a bad block
 * refused with its kind's message and nothing changed, the alt text of a block's image asked for
 * before publishing, a revision's blocks restored with their ids, a block's text found by site
 * search, and a file a block shows counted as in use by the media library.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING } from '../../../testkit/fixtures/landing.ts';
import { createTestApp, loginAsAdmin, multipart, ORIGIN, png, type TestApp } from '../support/app.ts';

const API = '/api/v1/admin/content/landing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

type Block = { id: string; type: string; props: Record<string, unknown> };

describe('a body of blocks declared once (issue 35)', () => {
  let t: TestApp;
  let admin: string;
  /** A library image with alt text, and one without. */
  let described: { _id: string; path: string };
  let bare: { _id: string; path: string };

  const call = (method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { cookie: admin, origin: ORIGIN },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const upload = async (name: string, alt: string | null) => {
    const body = await multipart([
      ['file', { filename: name, data: await png(64, 48) }],
      ...(alt ? [['alt', alt] as [string, string]] : []),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media',
      headers: { ...body.headers, cookie: admin },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; path: string };
  };
  const hero = (heading: string, image: string | null = null) => ({
    type: 'hero',
    props: { heading, image, primary: { text: 'Talk to us', to: { kind: 'url', target: '/contactUs' } } },
  });
  const text = (words: string) => ({ type: 'rich-text', props: { body: doc(words) } });
  const banner = (heading: string, button = 'Get in touch') => ({
    type: 'cta-banner',
    props: { heading, button: { text: button, to: { kind: 'url', target: '/contactUs' } }, tone: 'brand' },
  });
  const create = async (title: string, body: object[], status = 'draft') => {
    const res = await call('POST', API, { title, body, status });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { _id: string; version: number; slug: string; body: Block[] };
  };
  const read = async (id: string) => (await call('GET', `${API.replace('/admin', '')}/${id}`)).json().data;
  /** A block as a client sends it back: its id, kind and values. */
  const again = ({ id, type, props }: Block, change: Record<string, unknown> = {}) => ({
    id,
    type,
    props: { ...props, ...change },
  });

  beforeAll(async () => {
    t = await createTestApp({}, { contentTypes: [LANDING] });
    admin = await loginAsAdmin(t.app);
    described = await upload('harbour.png', 'Boats moored in a quiet harbour at dawn');
    bare = await upload('unnamed.png', null);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves blocks in order, each with an id of its own, and reads them back so', async () => {
    const made = await create('Harbour logistics', [
      hero('Freight that arrives', described.path),
      text('We track every container.'),
      banner('Ship with us'),
    ]);
    expect(made.body.map((b) => b.type)).toEqual(['hero', 'rich-text', 'cta-banner']);
    for (const b of made.body) expect(b.id).toMatch(UUID);
    expect(new Set(made.body.map((b) => b.id)).size).toBe(3);
    // Left-out optional fields come back with their defaults, as the kind's rules keep them.
    expect(made.body[0]!.props).toMatchObject({ heading: 'Freight that arrives', lead: '', secondary: null });

    const stored = await read(made._id);
    expect(stored.body).toEqual(made.body);
    expect(stored.bodyMedia[described.path]).toMatchObject({
      alt: 'Boats moored in a quiet harbour at dawn',
    });
  });

  it('keeps each block’s id when the blocks are reordered and edited; a new block gets a new id', async () => {
    const made = await create('Cold chain', [hero('Cold all the way'), text('Old words.'), banner('Ask us')]);
    const [h, r, c] = made.body as [Block, Block, Block];
    const res = await call('PUT', `${API}/${made._id}`, {
      body: [again(c), again(h), text('New words.')],
      version: made.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data.body as Block[];
    expect(body.map((b) => b.id).slice(0, 2)).toEqual([c.id, h.id]);
    expect(body[2]!.id).toMatch(UUID);
    expect(body[2]!.id).not.toBe(r.id);
    expect((await read(made._id)).body).toEqual(body);

    // The same blocks again, one of them edited: the summary names it by kind and place.
    const edited = await call('PUT', `${API}/${made._id}`, {
      body: [again(body[0]!), again(body[1]!, { heading: 'Colder still' }), again(body[2]!)],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data.body as Block[]).map((b) => b.id)).toEqual(body.map((b) => b.id));
    const summaries = (await call('GET', `${API}/${made._id}/revisions`))
      .json()
      .data.map((x: { summary: string }) => x.summary);
    expect(summaries).toEqual(['Changed hero 2', 'Changed blocks', 'Created']);
  });

  it('refuses a bad block with its kind’s message, and an id of another item’s block, changing nothing', async () => {
    const made = await create('Dry docks', [hero('Repairs on time'), text('Hulls and engines.')]);
    const other = await create('Other page', [text('Not yours.')]);
    const before = await read(made._id);

    const bad = await call('PUT', `${API}/${made._id}`, {
      body: [again(made.body[0]!), again(made.body[1]!), banner('Book a slot', '')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Call-to-action banner 3: Button text is required');

    for (const id of [other.body[0]!.id, '8a4f6f6e-0000-4000-8000-000000000000']) {
      const stolen = await call('PUT', `${API}/${made._id}`, {
        body: [again(made.body[0]!), { id, type: 'rich-text', props: { body: doc('Taken.') } }],
      });
      expect(stolen.statusCode, stolen.body).toBe(400);
      expect(stolen.json().message).toBe(
        'Rich text 2: its id is not one of this landing page’s blocks (a new block is sent without one)',
      );
    }
    expect(await read(made._id)).toEqual(before);
    expect((await read(other._id)).body).toEqual(other.body);
  });

  it('asks for the alt text of a block’s image before publishing', async () => {
    const made = await create('Night shipping', [
      text('Lights on the water.'),
      hero('After dark', bare.path),
    ]);
    const res = await call('PUT', `${API}/${made._id}`, { status: 'published' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Write alt text (or mark as decorative) before publishing: Hero 2: Image.',
      missingAlt: [{ _id: bare._id, path: bare.path, label: 'Hero 2: Image' }],
    });
    expect((await read(made._id)).status).toBe('draft');
  });

  it('restores a revision’s blocks with the ids they had', async () => {
    const made = await create('Warehousing', [hero('Space when you need it'), text('Pallets by the day.')]);
    const changed = await call('PUT', `${API}/${made._id}`, {
      body: [again(made.body[1]!, { body: doc('Pallets by the hour.') })],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.body).toHaveLength(1);
    const revisions = (await call('GET', `${API}/${made._id}/revisions`)).json().data;
    const restored = await call('POST', `${API}/${made._id}/revisions/${revisions.at(-1)._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.body).toEqual(made.body);
    expect((await read(made._id)).body).toEqual(made.body);
  });

  it('is found by site search from a block’s text, and its image is in use in the media library', async () => {
    const made = await create(
      'Tidal planning',
      [hero('Sailings around the tide', described.path), text('Berths booked by quokkaphone.')],
      'published',
    );
    const found = (await t.app.inject({ method: 'GET', url: '/api/v1/search?q=quokkaphone' })).json();
    expect(found.data[0]).toMatchObject({ type: 'landing', url: `/landing/${made.slug}` });

    const removed = await call('DELETE', `/api/v1/admin/media/${described._id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().usedBy.map((u: { title: string }) => u.title)).toContain('Tidal planning — Hero 1');
  });
});
