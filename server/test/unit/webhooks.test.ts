/**
 * Webhooks without a server (issue 28): each chat format keeps a visitor's text from forming markup,
 * mentions or links; the address rules; the connection's own lookup refusing a name that now
 * resolves to a private address (DNS rebinding); signatures as standardwebhooks computes them.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { inert, renderBody, type WebhookEnvelope } from '../../src/modules/webhooks/chat.ts';
import {
  checkWebhookTarget,
  checkWebhookUrl,
  guardedLookup,
  refusedAddress,
} from '../../src/modules/webhooks/guard.ts';
import { newWebhookSecret, signatureHeaders } from '../../src/modules/webhooks/signature.ts';

const SITE = { publicUrl: 'https://www.vyoma.example', siteName: 'Vyoma Infotech' };
const HOSTILE = {
  name: '<!channel> @everyone <@U024BE7LH> <users/all>',
  source: '<https://evil.example|google>',
  message:
    '*bold* _it_ ~s~ `code` ```block``` > quote\n# heading [click](https://evil.example) <b>html</b> &amp; ' +
    'evil.example www.evil.example http://evil.example/x @here ||spoiler|| \u202Eright-to-left\u200B',
};
const enquiry: WebhookEnvelope = {
  type: 'enquiry.created',
  timestamp: '2026-11-28T10:00:00.000Z',
  data: { _id: '6f1c1d1e-0000-4000-8000-000000000001', status: 'new', ...HOSTILE },
};

/** Every string value in a JSON document. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What no format may carry from the visitor: mentions, tags, addresses that could link. */
const ACTIVE = [
  /<!channel>/,
  /<@U/,
  /<users\/all>/,
  /@everyone/,
  /@here/,
  /<b>/,
  /https?:\/\/evil/,
  /evil\.example/,
  /<https?:/,
  /\u202E/,
];

describe('chat formats', () => {
  it('make visitor text inert: no angle brackets, at signs, schemes or dotted names left', () => {
    const out = inert(`${HOSTILE.name} ${HOSTILE.message}`, 1000);
    expect(out).not.toMatch(/[<>@]|:\/\/|\.[a-z]/i);
    expect(out).toContain('‹!channel›');
    expect(out).toContain('evil\u2024example');
    expect(inert('x'.repeat(400), 300)).toHaveLength(300);
  });

  it('Slack: visitor text only in plain_text, our links as buttons, no unfurling', () => {
    const body = JSON.parse(renderBody('slack', enquiry, SITE));
    for (const s of strings(body)) for (const pattern of ACTIVE) expect(s).not.toMatch(pattern);
    expect(body.unfurl_links).toBe(false);
    const texts = body.blocks.flatMap((b: { text?: { type: string }; fields?: { type: string }[] }) => [
      ...(b.text ? [b.text] : []),
      ...(b.fields ?? []),
    ]);
    for (const t of texts) expect(t.type).toBe('plain_text');
    expect(body.blocks.at(-1).elements[0]).toMatchObject({
      type: 'button',
      url: 'https://www.vyoma.example/admin/contact-info/6f1c1d1e-0000-4000-8000-000000000001',
    });
    expect(body.text).toBe('New enquiry · Vyoma Infotech');
  });

  it('Teams: an Adaptive Card whose values are TextRuns (never Markdown), the admin link an action', () => {
    const body = JSON.parse(renderBody('teams', enquiry, SITE));
    const card = body.attachments[0].content;
    expect(body.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    for (const s of strings(card)) for (const pattern of ACTIVE) expect(s).not.toMatch(pattern);
    const visitor = card.body.filter((b: { type: string }) => b.type === 'RichTextBlock');
    expect(visitor.length).toBeGreaterThan(0);
    for (const block of visitor) for (const inline of block.inlines) expect(inline.type).toBe('TextRun');
    expect(card.actions[0]).toMatchObject({ type: 'Action.OpenUrl', title: 'Open in the admin' });
  });

  it('Google Chat: a card with HTML-escaped text', () => {
    const body = JSON.parse(renderBody('googlechat', enquiry, SITE));
    for (const s of strings(body)) {
      for (const pattern of ACTIVE) expect(s).not.toMatch(pattern);
      // Card text is HTML: no tag can open.
      expect(s.replace(/^https:\/\/www\.vyoma\.example\/\S*$/, '')).not.toMatch(/<[a-z!/]/i);
    }
    expect(
      body.cardsV2[0].card.sections[0].widgets.at(-1).buttonList.buttons[0].onClick.openLink.url,
    ).toMatch(/\/admin\/contact-info\//);
  });

  it('Discord: Markdown escaped, no mention parsed, no embeds', () => {
    const body = JSON.parse(renderBody('discord', enquiry, SITE));
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.flags).toBe(4);
    const visitorPart = body.content.split('\n').slice(1, -1).join('\n');
    for (const pattern of ACTIVE) expect(visitorPart).not.toMatch(pattern);
    // Every Markdown mark of the visitor's text is escaped (our bold labels aside).
    for (const line of body.content.split('\n').slice(1, -1))
      expect(line.replace(/^\*\*[A-Za-z ]+\\?:\*\* /, '')).not.toMatch(/(^|[^\\])[*_~`|[\]()#]/);
    expect(body.content).toMatch(
      /\[Open in the admin\]\(<https:\/\/www\.vyoma\.example\/admin\/contact-info\/[^>]+>\)$/,
    );
  });

  it('JSON: the envelope as it is; other events get their own titles and links', () => {
    expect(JSON.parse(renderBody('json', enquiry, SITE))).toEqual(enquiry);
    const post: WebhookEnvelope = {
      type: 'post.published',
      timestamp: enquiry.timestamp,
      data: { _id: 'p1', title: 'Hello *world*', slug: 'hello-world', status: 'published' },
    };
    const slack = JSON.parse(renderBody('slack', post, SITE));
    expect(slack.blocks[0].text.text).toBe('Post published');
    expect(slack.blocks.at(-1).elements.map((e: { url: string }) => e.url)).toEqual([
      'https://www.vyoma.example/blog/hello-world',
      'https://www.vyoma.example/admin/edit-blog/p1',
    ]);
    const discord = JSON.parse(renderBody('discord', post, SITE));
    expect(discord.content).toContain('Hello \\*world\\*');
  });
});

describe('where a webhook may point', () => {
  it('refuses every non-public range, and the metadata address even when private ones are allowed', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.1.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '100.64.0.1',
      '0.0.0.0',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ])
      expect(refusedAddress(address, false), address).not.toBeNull();
    for (const address of ['93.184.216.34', '2606:4700:4700::1111'])
      expect(refusedAddress(address, false), address).toBeNull();
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('169.254.169.254', true)).toBe('the cloud metadata address');
    expect(refusedAddress('fd00:ec2::254', true)).toBe('the cloud metadata address');
  });

  it('judges an IPv6 address that carries an IPv4 one as that IPv4 address, with either setting (issue 33)', () => {
    const inside = (v4: string) => `(${v4} inside an IPv6 address)`;
    // Each form, written with 169.254.169.254 (metadata), 127.0.0.1, 10.0.0.1 and a public address.
    const forms: [string, (v4: string, hex: string) => string][] = [
      ['IPv4-compatible', (v4) => `::${v4}`],
      ['IPv4-compatible, hex', (_v4, hex) => `::${hex}`],
      ['IPv4-mapped', (v4) => `::ffff:${v4}`],
      ['IPv4-translated', (v4) => `::ffff:0:${v4}`],
      ['NAT64', (v4) => `64:ff9b::${v4}`],
      ['local NAT64', (_v4, hex) => `64:ff9b:1::${hex}`],
      ['local NAT64, a subnet', (_v4, hex) => `64:ff9b:1:2a::${hex}`],
      ['6to4', (_v4, hex) => `2002:${hex}::1`],
    ];
    const addresses: [string, string, string | null][] = [
      ['169.254.169.254', 'a9fe:a9fe', 'the cloud metadata address'],
      ['127.0.0.1', '7f00:1', 'a loopback address'],
      ['10.0.0.1', 'a00:1', 'a private network address'],
      ['93.184.216.34', '5db8:d822', null],
    ];
    for (const [form, write] of forms)
      for (const [v4, hex, why] of addresses) {
        const address = write(v4, hex);
        expect(refusedAddress(address, false), `${form}: ${address}`).toBe(why && `${why} ${inside(v4)}`);
        expect(refusedAddress(address, true), `${form}: ${address}, allowed private`).toBe(
          why === 'the cloud metadata address' ? `${why} ${inside(v4)}` : null,
        );
      }
    // Teredo hides its IPv4 address: refused whatever it hides, with either setting.
    for (const allowPrivate of [false, true])
      expect(refusedAddress('2001:0:4136:e378:8000:63bf:3fff:fdd2', allowPrivate)).toMatch(/Teredo/);
    // :: and ::1 stay what they are.
    expect(refusedAddress('::1', false)).toBe('a loopback address');
    expect(refusedAddress('::', false)).toBe('an unspecified address');
    // The URL as typed: the host is judged as the address it carries.
    expect(checkWebhookUrl('https://[::127.0.0.1]/x', false)).toEqual({
      error: expect.stringMatching(/^The URL points at ::7f00:1, a loopback address \(127\.0\.0\.1 inside/),
    });
    expect(checkWebhookUrl('https://[::ffff:0:169.254.169.254]/', true)).toEqual({
      error: expect.stringMatching(/::ffff:0:a9fe:a9fe, the cloud metadata address/),
    });
  });

  it('judges a name resolving to such an IPv6 address the same, when saving and when connecting', async () => {
    const nat64 = async () => [{ address: '64:ff9b::a9fe:a9fe', family: 6 }];
    for (const allowPrivate of [false, true]) {
      expect(await checkWebhookTarget('https://hooks.example/x', allowPrivate, nat64)).toEqual({
        error: expect.stringMatching(
          /hooks\.example resolves to 64:ff9b::a9fe:a9fe, the cloud metadata address \(169\.254\.169\.254/,
        ),
      });
      const err = await new Promise<Error | null>((resolve) =>
        guardedLookup(allowPrivate, nat64)('hooks.example', { all: true }, (e) => resolve(e)),
      );
      expect(err?.message).toMatch(/resolves to 64:ff9b::a9fe:a9fe, the cloud metadata address/);
    }
    const compatible = async () => [{ address: '::7f00:1', family: 6 }];
    expect(await checkWebhookTarget('https://hooks.example/x', false, compatible)).toEqual({
      error: expect.stringMatching(/resolves to ::7f00:1, a loopback address \(127\.0\.0\.1/),
    });
    const err = await new Promise<Error | null>((resolve) =>
      guardedLookup(false, compatible)('hooks.example', {}, (e) => resolve(e)),
    );
    expect(err?.message).toMatch(/resolves to ::7f00:1, a loopback address/);
    // With private addresses allowed, a local receiver behind such a name connects.
    const address = await new Promise((resolve) =>
      guardedLookup(true, compatible)('hooks.example', {}, (_e, a) => resolve(a)),
    );
    expect(address).toBe('::7f00:1');
  });

  it('resolves names when saving, and again in the connection itself (DNS rebinding does not pass)', async () => {
    const publicFirst = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await checkWebhookTarget('https://hooks.example/x', false, publicFirst)).toHaveProperty('url');
    const rebound = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await checkWebhookTarget('https://hooks.example/x', false, rebound)).toEqual({
      error: expect.stringMatching(/hooks\.example resolves to 127\.0\.0\.1, a loopback address/),
    });
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    const lookup = guardedLookup(false, mixed);
    const err = await new Promise<Error | null>((resolve) =>
      lookup('hooks.example', { all: true }, (e) => resolve(e)),
    );
    expect(err?.message).toMatch(/hooks\.example resolves to 10\.0\.0\.5, a private network address/);
    const fine = guardedLookup(false, publicFirst);
    const address = await new Promise((resolve) => fine('hooks.example', {}, (_e, a) => resolve(a)));
    expect(address).toBe('93.184.216.34');
    const unknown = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    expect(await checkWebhookTarget('https://no-such-host.example/', false, unknown)).toEqual({
      error: 'The host no-such-host.example could not be found (check the URL)',
    });
  });
});

describe('signatures', () => {
  it('are Standard Webhooks signatures: the standardwebhooks package verifies them', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify(enquiry);
    const headers = signatureHeaders(secret, 'msg_1', body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(enquiry);
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});
