/**
 * Hindi pages (issue 36): `npm run bench:hindi -w bench`. A bench server with the demo content shows
 * Hindi (the settings' Show to visitors), the home page, the contact page and a post get published
 * Hindi versions (every block's and section's words, filled with Hindi of the right length), and
 * Lighthouse (mobile preset, Debian's Chromium, the median of three runs) measures `/hi`, the Hindi
 * post and `/hi/contactUs`, with the bytes of their scripts and fonts over the wire. The words are a
 * benchmark's, not the site's copy: what is measured is the page, its Devanagari font and its code.
 */
import { API } from '@vyoma/contract';
import { lighthouseRows } from './pages.ts';
import { signIn, startBenchServer } from './server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SHORT = 'हमसे बात करें';
const MEDIUM = 'छोटे कारोबारों के लिए तेज़ वेबसाइट';
const LONG = 'हम छोटे कारोबारों के लिए वेबसाइट, ऐप और बैक-ऑफ़िस का काम करते हैं, ताकि आपका समय ग्राहकों पर लगे।';
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Hindi words in the shape and about the length of the English ones (ids, kinds and places kept). */
function hindiOf(value: unknown, key = ''): unknown {
  if (key === '_id' || key === 'type' || key === '_place') return value;
  if (typeof value === 'string')
    return value.trim() === '' ? value : value.length <= 20 ? SHORT : value.length <= 60 ? MEDIUM : LONG;
  if (Array.isArray(value)) return value.map((v) => hindiOf(v));
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.type === 'doc') return doc(LONG);
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, hindiOf(v, k)]));
  }
  return value;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const base = server.baseUrl;
    const cookie = await signIn(base);
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { data: Record<string, unknown>; source: Record<string, unknown> };
    };
    // Hindi shown, as the settings screen's Show to visitors does.
    const settings = (await call('GET', API.settings)).data;
    const languages = (settings.languages as { code: string; public: boolean }[]).map((l) => ({
      ...l,
      public: true,
    }));
    await call('PUT', API.adminSettings, { ...settings, languages });
    // The home and contact pages: every block's words.
    const pages = (await call('GET', '/api/v1/content/page?limit=100')).data as unknown as {
      _id: string;
      path: string;
    }[];
    for (const path of ['/home', '/contactUs']) {
      const page = pages.find((p) => p.path === path);
      if (!page) throw new Error(`no page at ${path}`);
      const url = `/api/v1/admin/content/page/${page._id}/translations/hi`;
      const { source } = await call('GET', url);
      await call('PUT', url, {
        title: MEDIUM,
        body: hindiOf(source.body),
        status: 'published',
      });
    }
    // A post: its title and every section.
    const posts = (await (await fetch(`${base}${API.blogs}`)).json()) as { data: { _id: string }[] };
    const postUrl = `${API.blogs}/${posts.data[0]!._id}/translations/hi`;
    const { source: postSource } = await call('GET', postUrl);
    await call('PUT', postUrl, {
      ...(hindiOf(postSource) as object),
      slug: 'bench-hindi-post',
      status: 'published',
    });

    const rows = await lighthouseRows(
      base,
      [
        { name: 'home (Hindi)', path: '/hi' },
        { name: 'post (Hindi)', path: '/hi/blog/bench-hindi-post' },
        { name: 'contact (Hindi)', path: '/hi/contactUs' },
        { name: 'home (English)', path: '/' },
      ],
      CHROMIUM,
    );
    const kb = (bytes = 0) => (bytes / 1000).toFixed(1);
    console.log(
      '\n| page | perf | runs | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | script kB | font kB |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.path} | ${r.performance} | ${(r.runs ?? []).join('/')} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${kb(r.scriptBytes)} | ${kb(r.fontBytes)} |`,
      );
    for (const r of rows) if (r.failing.length > 0) console.log(`${r.path}: ${r.failing.join(', ')}`);
  } finally {
    await server.stop();
  }
}

await main();
