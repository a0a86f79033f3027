/**
 * The public pages whose speed is measured: Lighthouse in `npm run bench` (bench/pages.ts) and
 * the first-load JavaScript budget test (web/test/bundle-budget.test.ts). `{product}`, `{blog}` and
 * `{job}` in a path stand for the first product, blog post and job opening of the running site;
 * `route` is the page's route module id in web/src/app/routes.ts; `jsKb` its gzipped first-load JavaScript budget (what it reaches
 * today plus under 1.5 kB; React DOM and React Router are about 105 kB of every page). The header's
 * search box (issue 17) added 0.3 kB to every page, and the route table grows a little with each
 * screen (the budgets of 26 Nov: what each page reached after the round's features, plus about 1 kB).
 * The page-view beacon (issue 27) adds 0.6 kB to every page: the pages it took past their budget got
 * 0.5–1 kB more; the home page stays within its own. On 3 Dec (evening) the footer and the chat button
 * became the server's HTML, and the one listener that sends such HTML's links through the router moved
 * to the root: +0.45 kB on every first load here, and about 10 kB less on every page from outside (the
 * footer's lazy code and icons no longer download); the pages it took past their budget got 1 kB more.
 * On 4 Dec the contract's constants, texts and paths a public page needs moved to modules of their own
 * (page-shell.ts: the bundler places a module whole, so the admin's limits and texts came along), the
 * shell's small modules became one file with React's (vite.config.ts), the header's dropdown stopped
 * being lazy and the admin's lazy parts stopped listing their files in every page's script: about
 * 4.3 kB less on every page; each budget is what its page reaches then plus about 1.2 kB.
 */
export const MEASURED_PAGES = [
  // Every page's first load carries the route table, which grows a little with each admin screen.
  // A page of blocks since 3 Dec, evening (the front page seed): its slider and picker are islands,
  // loaded at once but lazily (HOME_SCRIPT_KB counts them), the rest static: 121.8 kB.
  { name: 'home', path: '/', route: 'routes/home', jsKb: 119 },
  // A page of blocks since 3 Dec (its seed, issue 35): the splat route, no script of its own for its
  // static blocks (133 kB as code, 125.4 kB then). Its blocks' stylesheets are linked by the page, not
  // the route: the CSS figure below leaves them out. The one listener that sends a static block's links
  // through the router (BlockPage), and a list's `?page=`, took it to 126.7 kB (3 Dec, evening). The
  // first island (the form block: its lazy import and the list of files it preloads) to 127.2 kB. The
  // page of a type shown by its fields made lazy (its rich text and media: 4.4 kB), and the blocks'
  // stylesheets and structured data made by the loader (1 kB): 121.2 kB (3 Dec, evening); the clicks
  // counted in blocks, the slider's, picker's and enquiry form's lazy imports: 122.0 kB.
  { name: 'web development', path: '/webdevelopment', route: 'content-page', jsKb: 119 },
  // A page of blocks since 3 Dec, like the one above (131 kB as code).
  {
    name: 'app page',
    path: '/appdevelopment/flutter-app-development',
    route: 'content-page',
    jsKb: 119,
  },

  // The catalogue and the product carry the SEO panel's overrides in their head tags (+0.4 kB);
  // rich text's form blocks (issue 29) added 0.2 kB to the rich-text renderer the product shares; the
  // library's alt text everywhere and the header's "All posts" link (issue 26) took them to the edge.
  { name: 'products', path: '/products', route: 'routes/products', jsKb: 127 },
  { name: 'product', path: '/product/{product}', route: 'routes/product', jsKb: 129 },
  // The post renders its sections' rich-text documents (about 3 kB), and the forms they place: the
  // form's code is lazy, the provider and its loader of it 0.8 kB (issue 29).
  { name: 'blog post', path: '/blog/{blog}', route: 'routes/blog', jsKb: 127.5 },
  // A page of blocks since 3 Dec, like the one above (144.4 kB as code, its form library included):
  // the route's share is counted here; its contact form is an island that loads with the page (the
  // form library and the icons, 24.4 kB), without zod (the test below).
  { name: 'contact', path: '/contactUs', route: 'content-page', jsKb: 119 },
  // Openings are records with their own pages: each card links there; Apply Now by chat, mail or link.
  // Careers and the service pages list a page of their items with links to the others (issue 26, +0.8 kB).
  // Pages of blocks since 3 Dec, evening: their lists are static blocks, read with the page.
  { name: 'careers', path: '/careers', route: 'content-page', jsKb: 119 },
  // One opening's page (issue 19): its description is a rich-text document, like a post's sections.
  // Its application form (issue 29) is lazy; the page keeps its loader and the other way to apply (+0.4 kB).
  { name: 'job opening', path: '/careers/{job}', route: 'routes/career-opening', jsKb: 128.5 },
  { name: 'back office', path: '/backOfficeServices', route: 'content-page', jsKb: 119 },
] as const;

/**
 * Everything the home page fetches as script before any interaction, as a browser loads it (every
 * file, gzip -9; e2e/tests/home.test.ts): 140.3 kB when the home page was code (2 Dec), 125.3 kB as a
 * page of blocks with the footer the server's HTML (3 Dec, evening), 119.7 kB in 10 files with the
 * shell's modules in one file and the contract's public part apart (4 Dec), 120.0 kB with the dates
 * and texts of issue 36, 119.9 kB with the language switcher's lazy import and the hash-route script
 * left to the server's HTML (5 Dec). Issue 35 asks for 120 kB.
 */
export const HOME_SCRIPT_KB = 120;
