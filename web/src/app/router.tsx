/**
 * The whole route table (spec §2.2 and §2.8) in one place. Hash routing is required by the spec.
 * Every page is a lazy module, so a visitor downloads only the page in front of them.
 * Route paths are case-insensitive, so /ContactUs and /contactUs both match (spec §2.2).
 */
import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { AdminOnly, PublicOnly } from '../components/layout/guards.tsx';
import { RootLayout } from '../components/layout/RootLayout.tsx';
import { RouteError } from '../components/layout/RouteError.tsx';

/** A lazy route whose page component is fed `props` (one template, many records). */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props?: P) {
  return async () => {
    const { default: Page } = await load();
    return { element: <Page {...((props ?? {}) as P)} /> };
  };
}

/** The five web-development detail pages (spec §2.2), one template. */
export const WEB_DEVELOPMENT_SLUGS = [
  'enterprise-web-app-development',
  'cms',
  'ecommerce-development-services',
  'third-party-API-integration',
  'web-design-services',
] as const;

/** The nine app service pages plus the AI page share one template (spec §2.4). */
export const APP_SERVICE_SLUGS = [
  'iphone-app-development',
  'android-app-development',
  'react-native-app-development',
  'ionic-app-development',
  'flutter-app-development',
  'wearable-app-development',
  'ar-vr-app-development',
  'ui-ux-design-development',
  'chrome-cast-app-development',
] as const;

const ServiceTemplate = () => import('../features/service-template/pages/ServiceTemplatePage.tsx');
const WebDevelopmentDetail = () => import('../features/web-development/pages/WebDevelopmentDetailPage.tsx');
const BlogService = () => import('../features/service-blogs/pages/BlogServicePage.tsx');
const Legal = () => import('../features/legal/pages/LegalPage.tsx');

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/pages/HomePage.tsx')) },
  { path: 'contactUs', lazy: page(() => import('../features/contact/pages/ContactPage.tsx')) },
  { path: 'services', lazy: page(() => import('../features/services/pages/ServicesPage.tsx')) },
  { path: 'products', lazy: page(() => import('../features/products/pages/ProductsPage.tsx')) },
  { path: 'product/:id', lazy: page(() => import('../features/products/pages/ProductDetailPage.tsx')) },
  { path: 'cart', lazy: page(() => import('../features/products/pages/CartPage.tsx')) },
  { path: 'backOfficeServices', lazy: page(BlogService, { category: 'backOffice' as const }) },
  { path: 'digitalMarketingServices', lazy: page(BlogService, { category: 'digitalMarketing' as const }) },
  { path: 'amazonServices', lazy: page(() => import('../features/amazon/pages/AmazonServicesPage.tsx')) },
  { path: 'blog/:id', lazy: page(() => import('../features/blog/pages/BlogPage.tsx')) },
  { path: 'privacy-policy', lazy: page(Legal, { doc: 'privacy' as const }) },
  { path: 'terms-and-conditions', lazy: page(Legal, { doc: 'terms' as const }) },
  { path: 'refund-policy', lazy: page(Legal, { doc: 'refund' as const }) },
  {
    path: 'webdevelopment',
    lazy: page(() => import('../features/web-development/pages/WebDevelopmentPage.tsx')),
  },
  ...WEB_DEVELOPMENT_SLUGS.map((slug) => ({
    path: `webdevelopment/${slug}`,
    lazy: page(WebDevelopmentDetail, { slug }),
  })),
  {
    path: 'appdevelopment',
    lazy: page(() => import('../features/app-development/pages/AppDevelopmentPage.tsx')),
  },
  ...APP_SERVICE_SLUGS.map((slug) => ({
    path: `appdevelopment/${slug}`,
    lazy: page(ServiceTemplate, { pageKey: slug }),
  })),
  {
    path: 'machine-learning-and-ai-solutions',
    lazy: page(ServiceTemplate, { pageKey: 'machine-learning-and-ai-solutions' }),
  },
  { path: 'careers', lazy: page(() => import('../features/careers/pages/CareersPage.tsx')) },
];

const adminRoutes: RouteObject[] = [
  {
    path: 'admin/products',
    lazy: page(() => import('../features/admin/products/pages/ProductListPage.tsx')),
  },
  {
    path: 'admin/add-product',
    lazy: page(() => import('../features/admin/products/pages/AddProductPage.tsx')),
  },
  {
    path: 'admin/product/:id/edit',
    lazy: page(() => import('../features/admin/products/pages/EditProductPage.tsx')),
  },
  {
    path: 'admin/categories',
    lazy: page(() => import('../features/admin/categories/pages/CategoryListPage.tsx')),
  },
  {
    path: 'admin/add-category',
    lazy: page(() => import('../features/admin/categories/pages/AddCategoryPage.tsx')),
  },
  {
    path: 'admin/edit-category/:id',
    lazy: page(() => import('../features/admin/categories/pages/EditCategoryPage.tsx')),
  },
  {
    path: 'admin/contact-info',
    lazy: page(() => import('../features/admin/contacts/pages/ContactInfoPage.tsx')),
  },
  { path: 'admin/blogs', lazy: page(() => import('../features/admin/blogs/pages/BlogListPage.tsx')) },
  { path: 'admin/create-blog', lazy: page(() => import('../features/admin/blogs/pages/CreateBlogPage.tsx')) },
  { path: 'admin/edit-blog/:id', lazy: page(() => import('../features/admin/blogs/pages/EditBlogPage.tsx')) },
  { path: 'admin/blog/:id', lazy: page(() => import('../features/admin/blogs/pages/ViewBlogPage.tsx')) },
  { path: 'admin/content', lazy: page(() => import('../features/admin/content/pages/ContentHubPage.tsx')) },
  {
    path: 'admin/content/manageContent-backOffice',
    lazy: page(() => import('../features/admin/content/pages/BackOfficePlaceholderPage.tsx')),
  },
  {
    // The spec's hub links to "manageContent-banner-section" with no matching route; we give it one.
    path: 'admin/content/manageContent-banner-section',
    lazy: page(() => import('../features/admin/content/pages/EditSecondSectionPage.tsx')),
  },
  {
    path: 'admin/edit-secondSection',
    lazy: page(() => import('../features/admin/content/pages/EditSecondSectionPage.tsx')),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown for the first few milliseconds while the first page's lazy module loads.
    hydrateFallbackElement: <div className="page-loader" aria-busy="true" />,
    children: [
      { element: <PublicOnly />, children: publicRoutes },
      { path: 'wp-admin', lazy: page(() => import('../features/auth/pages/LoginPage.tsx')) },
      { element: <AdminOnly />, children: adminRoutes },
      { path: '*', lazy: page(() => import('../features/not-found/pages/NotFoundPage.tsx')) },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
