/**
 * The whole route table (spec §2.2 and §2.8) in one place, at clean URLs. Matching ignores case, so
 * /ContactUs and /contactUs are one page (spec §2.2). Pages that share a shape share a route module,
 * told apart by the route id; the slug lists come from the contract, written once.
 */
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import {
  CONTENT_TYPES,
  type ContentAdmin,
  type ContentTypeDeclaration,
  defaultAdminPaths,
  isTranslatable,
} from '@vyoma/contract/content-types';
import { historyScreen, itemsAreMade } from '../features/admin/content-types/screens.ts';

/**
 * A feature's page that needs nothing from the route (no loader, no route key) is the route module
 * itself: the table points at it (paths are relative to this folder). Pages that load data keep
 * their loader in routes/, beside the table, where `react-router typegen` types it.
 */
const page = (file: string) => `../features/${file}.tsx`;

/**
 * The screens of every content type (issue 34): the built-in types' at the addresses their
 * declarations name (route ids "admin/content/<screen>/<type>"), any other type's at /admin/content/{type}/…
 * (the type is in the address: the server declares it). Create and edit share one route module. A
 * built-in type has the screens its declaration gives it (screens.ts): no new item's for a keyed
 * type, no history screen without revisions or with the history on the edit screen.
 */
type Paths = Omit<ContentAdmin, 'columns'>;
const CONTENT_SCREENS = [
  ['list', 'routes/admin/content-list.tsx', (a: Paths) => a.list, () => true],
  ['create', 'routes/admin/content-edit.tsx', (a: Paths) => a.create, itemsAreMade],
  ['edit', 'routes/admin/content-edit.tsx', (a: Paths) => a.edit, () => true],
  ['history', 'routes/admin/content-history.tsx', (a: Paths) => a.history, historyScreen],
  // Issue 36: one language's version of an item, beside the English.
  ['translate', 'routes/admin/content-translate.tsx', (a: Paths) => a.translate ?? '', isTranslatable],
] as const satisfies readonly (readonly [
  string,
  string,
  (a: Paths) => string,
  (t: ContentTypeDeclaration) => boolean,
])[];
/** A declared admin address as a route path: "/admin/edit-blog/{id}" → "admin/edit-blog/:id". */
const routePath = (address: string) => address.slice(1).replace('{id}', ':id').replace('{lang}', ':lang');
const contentScreens = [
  // A type whose screens are its own (admin.screens 'own') has its routes below, but for its
  // versions in other languages: those are every type's (issue 36).
  ...CONTENT_TYPES.flatMap((type) =>
    CONTENT_SCREENS.filter(
      ([screen, , , has]) => has(type) && (type.admin.screens !== 'own' || screen === 'translate'),
    ).map(([screen, file, address]) =>
      route(routePath(address(type.admin)), file, { id: `admin/content/${screen}/${type.name}` }),
    ),
  ),
  ...CONTENT_SCREENS.map(([screen, file, address]) =>
    route(routePath(address(defaultAdminPaths(':type', ''))), file, { id: `admin/content/${screen}` }),
  ),
];

export default [
  // Public pages: rendered on the server; a signed-in admin is sent to /admin/products (spec §2.2).
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('cart', page('cart/pages/CartPage'), { id: 'cart' }),
    route('blog/:id', 'routes/blog.tsx'),
    route('privacy-policy', 'routes/legal.tsx', { id: 'legal/privacy' }),
    route('terms-and-conditions', 'routes/legal.tsx', { id: 'legal/terms' }),
    route('refund-policy', 'routes/legal.tsx', { id: 'legal/refund' }),
    route('careers/:slug', 'routes/career-opening.tsx'),
    // A form staff built (issue 29); it posts here without JavaScript too.
    route('forms/:slug', 'routes/form.tsx'),
    // Site search: rendered for every request, never page-cached (contract UNCACHED_PAGES).
    route('search', 'routes/search.tsx'),
    // Any other path: an item of a declared type whose page is there (issue 34), else the 404 page
    // with HTTP status 404 (spec §2.2; the root's error boundary shows it, outside this layout).
    route('*', 'routes/content-page.tsx', { id: 'content-page' }),
  ]),

  // The page editor's frame (issue 35): a page as the editor holds it, between the site's header and footer.
  route('preview/canvas', 'routes/canvas.tsx'),
  // A preview link (issue 18): outside the public layout, so staff who open one see it too.
  route('preview/:token', 'routes/preview.tsx'),

  // The admin login: wrapped by neither guard (spec §2.2); a signed-in admin goes to the products.
  route('wp-admin', 'routes/login.tsx'),

  // Admin screens: the server sends anyone but an admin to /wp-admin; they render in the browser.
  layout('routes/admin/layout.tsx', [
    // Posts, products, job openings, legal pages and every other content type: list, new, edit and
    // history (issue 34).
    ...contentScreens,
    route('admin/categories', page('admin/categories/pages/CategoryListPage'), { id: 'admin/categories' }),
    route('admin/add-category', page('admin/categories/pages/AddCategoryPage'), { id: 'admin/add-category' }),
    route('admin/edit-category/:id', page('admin/categories/pages/EditCategoryPage'), {
      id: 'admin/edit-category',
    }),
    route('admin/contact-info', page('admin/contacts/pages/ContactInfoPage'), { id: 'admin/contact-info' }),
    route('admin/contact-info/report', page('admin/contacts/pages/EnquiryReportPage'), {
      id: 'admin/enquiry-report',
    }),
    route('admin/contact-info/:id', page('admin/contacts/pages/EnquiryPage'), { id: 'admin/enquiry' }),
    route('admin/blog/:id', page('admin/blogs/pages/ViewBlogPage'), { id: 'admin/view-blog' }),
    route('admin/content', page('admin/content/pages/ContentHubPage'), { id: 'admin/content' }),
    route('admin/content/manageContent-backOffice', page('admin/content/pages/BackOfficePlaceholderPage'), {
      id: 'admin/content-back-office',
    }),
    // The spec's hub links to "manageContent-banner-section" with no matching route; we give it one.
    route('admin/content/manageContent-banner-section', page('admin/content/pages/EditSecondSectionPage'), {
      id: 'admin/banner-section',
    }),
    route('admin/edit-secondSection', page('admin/content/pages/EditSecondSectionPage'), {
      id: 'admin/edit-second-section',
    }),
    // Staff accounts: My account (profile, password, 2FA, sessions), staff, audit log.
    route('admin/account', page('admin/account/pages/AccountPage'), { id: 'admin/account' }),
    route('admin/staff', page('admin/staff/pages/StaffPage'), { id: 'admin/staff' }),
    route('admin/audit', page('admin/audit/pages/AuditPage'), { id: 'admin/audit' }),
    // Site settings (issue 19): name, contact details, address, social links, logo, share image.
    route('admin/settings', page('admin/settings/pages/SettingsPage'), { id: 'admin/settings' }),
    route('admin/schedule', page('admin/schedule/pages/SchedulePage'), { id: 'admin/schedule' }),
    // Redirects and broken links (issue 17 item 3).
    route('admin/redirects', page('admin/redirects/pages/RedirectsPage'), { id: 'admin/redirects' }),
    // The media library (issue 19).
    route('admin/media', page('admin/media/pages/MediaLibraryPage'), { id: 'admin/media' }),
    // API tokens and webhooks (issue 28).
    route('admin/tokens', page('admin/integrations/pages/TokensPage'), { id: 'admin/tokens' }),
    route('admin/webhooks', page('admin/integrations/pages/WebhooksPage'), { id: 'admin/webhooks' }),
    route('admin/webhooks/:id', page('admin/integrations/pages/WebhookPage'), { id: 'admin/webhook' }),
    // Candidates and forms (issue 29).
    route('admin/candidates', page('admin/candidates/pages/CandidatesPage'), { id: 'admin/candidates' }),
    route('admin/candidates/:id', page('admin/candidates/pages/CandidatePage'), { id: 'admin/candidate' }),
    route('admin/forms', page('admin/forms/pages/FormListPage'), { id: 'admin/forms' }),
    route('admin/forms/new', page('admin/forms/pages/NewFormPage'), { id: 'admin/new-form' }),
    route('admin/forms/:id/edit', page('admin/forms/pages/EditFormPage'), { id: 'admin/edit-form' }),
    // Visits joined to enquiries and won work (issue 27).
    route('admin/analytics', page('admin/analytics/pages/AnalyticsPage'), { id: 'admin/analytics' }),
  ]),
] satisfies RouteConfig;
