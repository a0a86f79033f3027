/**
 * The document shell of every page: <head>, header, main, footer. Rendered on the server for the
 * first request and hydrated in the browser; the root loader gives every page the header's blog
 * menus, the signed-in user, the public origin and the site settings.
 */
import '../styles/tokens.css';
import '../styles/base.css';
import '../components/layout/layout.css';
// The footer's code is lazy, but its HTML comes with the page: its styles must too.
import '../components/layout/footer.css';
import '../components/layout/chat-link.css';
import { FEEDS, NEUTRAL_SETTINGS, PAGE, type SiteSettings } from '@vyoma/contract';
import { DEFAULT_LANGUAGE_CODE, localPath } from '@vyoma/contract/language-rules';
import { DEFAULT_MENUS } from '@vyoma/contract/page-seeds/menus';
import { SHELL } from '@vyoma/contract/texts/en/shell';
import { lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { StaticHtmlContext } from '../blocks/static-html.ts';
import { watchLoopingVideos } from '../components/motion/loopingVideos.ts';
import { InAppLinks } from '../components/navigation/InAppLinks.tsx';
import { scriptFont } from '../lib/fonts.server.ts';
import { absoluteUrl, PublicUrlContext, PublicUrlSetContext } from '../lib/publicUrl.ts';
import { isStaff, UserContext } from '../lib/session.ts';
import { messagingLink, SiteSettingsContext } from '../lib/siteSettings.ts';
import { offerTexts, shellLanguage, textsFor } from '../lib/texts.server.ts';
import type { ShownLanguage } from '../lib/texts.ts';
import { useTexts } from '../lib/texts.ts';
import type { Route } from './+types/root';
import { HASH_ROUTE_SCRIPT } from './hash-routes.ts';
import { withRetry } from './retry.ts';
import { Header } from './shell/Header.tsx';
// The 404 page's styles come with every page, so its server-rendered HTML is styled before its code.
import './shell/not-found.css';
import { shellHtml } from './shell/shell-html.server.tsx';
import { SHELL_HTML } from './shell/shell-html.ts';

// The footer's HTML comes from the server (shell-html.server.tsx); its code loads only when the root
// has no data to render it from (a failed root load), as do the site's first menus the header and
// footer then show (a list no visitor's first script needs otherwise).
const firstMenus = () => import('@vyoma/contract/page-seeds/menus').then((m) => m.DEFAULT_MENUS);
const Footer = lazy(async () => {
  const [{ Footer: Shown }, menus] = await Promise.all([
    import('../components/layout/Footer.tsx'),
    firstMenus(),
  ]);
  return { default: () => <Shown menus={menus} /> };
});
const HeaderWithFirstMenus = lazy(async () => {
  const menus = await firstMenus();
  return { default: () => <Header menus={menus} /> };
});
// A missing page and a failed one: their HTML comes from the server, their code only when one is shown.
const NotFound = lazy(() => import('./shell/NotFound.tsx').then((m) => ({ default: m.NotFound })));
const RouteFailure = lazy(() =>
  import('./shell/RouteFailure.tsx').then((m) => ({ default: m.RouteFailure })),
);
// Staff only: the admin layout's code never reaches a visitor's page.
const AdminShell = lazy(() => import('./shell/AdminShell.tsx').then((m) => ({ default: m.AdminShell })));

export async function loader({ context }: Route.LoaderArgs) {
  const { site } = context;
  // The menus staff edit, their dropdowns a bounded read (the newest few posts of each category, issue
  // 26). A failed read shows the site's first menus with no dropdowns (spec §8); the page still renders.
  // In another language, the legal pages translated into it (the footer links those alone).
  const [menus, settings, policies] = await Promise.all([
    site.menus().catch(() => DEFAULT_MENUS),
    site.settings(),
    site.legalLinks(),
  ]);
  return {
    publicUrl: site.publicUrl,
    publicUrlSet: site.publicUrlSet,
    user: site.user,
    // The page's language (issue 36): `<html lang>`, and the font of its script when the system's may
    // not do (a Devanagari page's; English pages: none).
    lang: site.lang.code,
    font: scriptFont(site.lang.script),
    // The site's own texts and how numbers read, in another language (lib/texts.ts).
    locale: site.lang.locale,
    texts: textsFor(site.lang.code),
    menus,
    // The list of languages stays on the server: a page names its own (`lang`), and the list would
    // add to every page's data for nothing a visitor sees yet (the switcher brings what it needs).
    // Nor the texts of the other languages: a page in one has them in place already (settingsIn).
    settings: { ...withoutTranslations(settings), languages: [] },
    // The languages shown, for the switcher, the offer to switch and the share tags' other locales:
    // their codes, own names, locales and the offer's words in each; none while the site shows one.
    languages: shownLanguages(settings),
    captcha: site.captcha,
    shell: shellHtml(menus, settings, context.staticHtml, shellLanguage(site.lang), policies),
  };
}

const withoutTranslations = ({ translations: _, ...settings }: SiteSettings): SiteSettings => settings;

function shownLanguages(settings: SiteSettings): ShownLanguage[] {
  const shown = settings.languages.filter((l) => l.public || l.code === DEFAULT_LANGUAGE_CODE);
  return shown.length > 1
    ? shown.map(({ code, name, locale }) => ({ code, name, locale, offer: offerTexts(code) }))
    : [];
}

/** Signing in leads into the admin pages and signing out out of them: the user changes only there. */
const ADMIN_PATH = /^\/admin(\/|$)/i;
const isAdminPath = (url: URL) => ADMIN_PATH.test(url.pathname);

/**
 * The root data (menus, user) is reloaded after a form is sent, on an explicit revalidation, and when
 * the visitor enters or leaves the admin pages (signing in or out does). Plain navigation keeps it,
 * so a failed page load shows that page's own error, not a broken shell.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return isAdminPath(currentUrl) !== isAdminPath(nextUrl);
};

/** In the browser, reloading the root data survives one dropped connection (see retry.ts). */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withRetry(serverLoader);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const siteName = (data?.settings ?? NEUTRAL_SETTINGS).siteName;
  const { pathname } = useLocation();
  // The admin screens have a layout of their own (issue 19): no public header, footer or chat button.
  const adminArea = isStaff(data?.user) && ADMIN_PATH.test(pathname);
  // The page editor's frame shows the page as a visitor sees it: the visitors' header, not staff's.
  const user = pathname.toLowerCase() === PAGE.canvas ? null : (data?.user ?? null);
  // After the first commit in the browser the page is live: the browser tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  // Animated icons keep still for visitors and staff who prefer reduced motion, on every page.
  useEffect(() => watchLoopingVideos(), []);
  return (
    // A Hindi page's head script may mark the root before it hydrates (`data-font`, fonts.server.ts).
    <html lang={data?.lang ?? 'en'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101a3d" />
        {/* Before anything paints: an old #/… link goes to its clean URL (spec URLs keep working).
            The server's HTML carries it and hydrating leaves a script's contents as they are, so the
            browser's bundle goes without the text (Vite drops it: import.meta.env.SSR is false there). */}
        <script
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HASH_ROUTE_SCRIPT : '' }}
        />
        <Meta />
        <Links />
        {data?.font && (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own CSS (fonts.server.ts) */}
            <style dangerouslySetInnerHTML={{ __html: data.font.css }} />
            <script
              suppressHydrationWarning
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own script (fonts.server.ts), allowed by its CSP hash
              dangerouslySetInnerHTML={{ __html: data.font.script }}
            />
          </>
        )}
        {/* The post feeds, for feed readers that look for them on any page of the site: the page's language's. */}
        {Object.values(FEEDS).map((feed) => (
          <link
            key={feed.path}
            rel="alternate"
            type={feed.type}
            title={`${siteName} posts (${feed.title})`}
            href={absoluteUrl(data?.publicUrl ?? '', localPath(data?.lang, feed.path))}
          />
        ))}
      </head>
      <body>
        <PublicUrlContext.Provider value={data?.publicUrl ?? ''}>
          <SiteSettingsContext.Provider value={data?.settings ?? NEUTRAL_SETTINGS}>
            <UserContext.Provider value={user}>
              <SkipLink />
              {adminArea ? (
                <Suspense fallback={null}>
                  <PublicUrlSetContext.Provider value={data?.publicUrlSet ?? true}>
                    <AdminShell>{children}</AdminShell>
                  </PublicUrlSetContext.Provider>
                </Suspense>
              ) : (
                <>
                  {data ? (
                    <Header menus={data.menus} />
                  ) : (
                    <Suspense fallback={<header className="site-header" />}>
                      <HeaderWithFirstMenus />
                    </Suspense>
                  )}
                  <main id="main" tabIndex={-1}>
                    {children}
                  </main>
                  {data ? (
                    <ShellParts data={data} />
                  ) : (
                    // The placeholder reserves the footer's space until its code arrives.
                    <Suspense fallback={<div className="site-footer-placeholder" />}>
                      <Footer />
                    </Suspense>
                  )}
                  <InAppLinks />
                </>
              )}
            </UserContext.Provider>
          </SiteSettingsContext.Provider>
        </PublicUrlContext.Provider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The first thing a keyboard reaches: straight to the page's content, in the page's language. */
function SkipLink() {
  const t = useTexts('shell', SHELL);
  return (
    <a className="skip-link" href="#main">
      {t.skipToContent}
    </a>
  );
}

/**
 * The footer and the chat button as the server rendered them: React neither reads nor compares what is
 * inside an element given `dangerouslySetInnerHTML` while hydrating, and writes it only when the root's
 * data brings new HTML (a `.data` answer after a form is sent, say).
 */
function ShellParts({ data }: { data: Awaited<ReturnType<typeof loader>> }) {
  const staticHtml = useContext(StaticHtmlContext);
  // The server's own render of our components, never text a visitor sent.
  const html = (key: keyof typeof SHELL_HTML) => ({
    'data-static-html': '',
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: data.shell?.[key] ?? staticHtml?.get(SHELL_HTML[key]) ?? '' },
  });
  const chat = messagingLink(data.settings);
  return (
    <>
      <footer className="site-footer" {...html('footer')} />
      {/* No messaging number in the settings: no button. */}
      {chat && (
        <a
          className="chat-link"
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          title="Chat with us on WhatsApp"
          {...html('chat')}
        />
      )}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/** A route that threw: 404 → the 404 page (spec §2.2); anything else → a way to recover. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <RouteFailure error={error} />}
    </Suspense>
  );
}
