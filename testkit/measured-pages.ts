/**
 * The nine public pages whose speed is measured: Lighthouse in `npm run bench` (bench/pages.ts) and
 * the first-load JavaScript budget test (web/test/bundle-budget.test.ts). `{product}` and `{blog}` in
 * a path stand for the first product and blog post of the running site; `route` is the page's route
 * module id in web/src/app/routes.ts; `jsKb` its gzipped first-load JavaScript budget (what it reaches
 * today plus under 1.5 kB; React DOM and React Router are about 105 kB of every page). The header's
 * search box (issue 17) added 0.3 kB to every page.
 */
export const MEASURED_PAGES = [
  { name: 'home', path: '/', route: 'routes/home', jsKb: 120 },
  { name: 'web development', path: '/webdevelopment', route: 'web-development', jsKb: 132 },
  {
    name: 'app page',
    path: '/appdevelopment/flutter-app-development',
    route: 'service/flutter-app-development',
    jsKb: 129,
  },
  { name: 'products', path: '/products', route: 'routes/products', jsKb: 126 },
  { name: 'product', path: '/product/{product}', route: 'routes/product', jsKb: 126 },
  // The post renders its sections' rich-text documents (about 3 kB).
  { name: 'blog post', path: '/blog/{blog}', route: 'routes/blog', jsKb: 125 },
  // The contact page adds its form library.
  { name: 'contact', path: '/contactUs', route: 'routes/contact', jsKb: 141 },
  { name: 'careers', path: '/careers', route: 'careers', jsKb: 122 },
  { name: 'back office', path: '/backOfficeServices', route: 'blog-service/backOffice', jsKb: 123 },
] as const;
