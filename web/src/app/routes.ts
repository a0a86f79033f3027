/**
 * The whole route table (spec §2.2 and §2.8) in one place, at clean URLs. Matching ignores case, so
 * /ContactUs and /contactUs are one page (spec §2.2). Pages that share a shape share a route module,
 * told apart by the route id; the slug lists come from the contract, written once.
 */
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { APP_SERVICE_SLUGS, WEB_DEVELOPMENT_SLUGS } from '@vyoma/contract';

export default [
  // Public pages: rendered on the server; a signed-in admin is sent to /admin/products (spec §2.2).
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('contactUs', 'routes/contact.tsx'),
    route('services', 'routes/services.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:id', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('backOfficeServices', 'routes/blog-service.tsx', { id: 'blog-service/backOffice' }),
    route('digitalMarketingServices', 'routes/blog-service.tsx', { id: 'blog-service/digitalMarketing' }),
    route('amazonServices', 'routes/amazon.tsx'),
    route('blog/:id', 'routes/blog.tsx'),
    route('privacy-policy', 'routes/legal.tsx', { id: 'legal/privacy' }),
    route('terms-and-conditions', 'routes/legal.tsx', { id: 'legal/terms' }),
    route('refund-policy', 'routes/legal.tsx', { id: 'legal/refund' }),
    route('webdevelopment', 'routes/web-development.tsx'),
    ...WEB_DEVELOPMENT_SLUGS.map((slug) =>
      route(`webdevelopment/${slug}`, 'routes/web-development-detail.tsx', { id: `web/${slug}` }),
    ),
    route('appdevelopment', 'routes/app-development.tsx'),
    ...APP_SERVICE_SLUGS.map((slug) =>
      route(`appdevelopment/${slug}`, 'routes/service-template.tsx', { id: `service/${slug}` }),
    ),
    route('machine-learning-and-ai-solutions', 'routes/service-template.tsx', {
      id: 'service/machine-learning-and-ai-solutions',
    }),
    route('careers', 'routes/careers.tsx'),
  ]),

  // The admin login: wrapped by neither guard (spec §2.2); a signed-in admin goes to the products.
  route('wp-admin', 'routes/login.tsx'),

  // Admin screens: the server sends anyone but an admin to /wp-admin; they render in the browser.
  layout('routes/admin/layout.tsx', [
    route('admin/products', 'routes/admin/products.tsx'),
    route('admin/add-product', 'routes/admin/add-product.tsx'),
    route('admin/product/:id/edit', 'routes/admin/edit-product.tsx'),
    route('admin/categories', 'routes/admin/categories.tsx'),
    route('admin/add-category', 'routes/admin/add-category.tsx'),
    route('admin/edit-category/:id', 'routes/admin/edit-category.tsx'),
    route('admin/contact-info', 'routes/admin/contact-info.tsx'),
    route('admin/contact-info/report', 'routes/admin/enquiry-report.tsx'),
    route('admin/contact-info/:id', 'routes/admin/enquiry.tsx'),
    route('admin/blogs', 'routes/admin/blogs.tsx'),
    route('admin/create-blog', 'routes/admin/create-blog.tsx'),
    route('admin/edit-blog/:id', 'routes/admin/edit-blog.tsx'),
    route('admin/blog/:id', 'routes/admin/view-blog.tsx'),
    route('admin/content', 'routes/admin/content.tsx'),
    route('admin/content/manageContent-backOffice', 'routes/admin/content-back-office.tsx'),
    // The spec's hub links to "manageContent-banner-section" with no matching route; we give it one.
    route('admin/content/manageContent-banner-section', 'routes/admin/edit-second-section.tsx', {
      id: 'admin/banner-section',
    }),
    route('admin/edit-secondSection', 'routes/admin/edit-second-section.tsx'),
    // Staff accounts: My account (profile, password, 2FA, sessions), staff, audit log.
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/staff', 'routes/admin/staff.tsx'),
    route('admin/audit', 'routes/admin/audit.tsx'),
  ]),

  // Any other path: the 404 page with HTTP status 404 (spec §2.2).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
