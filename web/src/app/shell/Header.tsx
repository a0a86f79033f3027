/**
 * Site header (spec §2.1): logo, the visitor menu (or the admin menu for admins) and a menu button
 * for narrow screens. Kept lean on purpose: it is in every page's first-load JavaScript.
 */

import {
  type BlogMenus,
  type HeaderEntry,
  PAGE,
  SEARCH_PARAMS,
  SEARCH_QUERY_MAX,
  type SiteMenus,
} from '@vyoma/contract';
import { SHELL } from '@vyoma/contract/texts/en/shell';
import { lazy, Suspense, useId } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { CloseIcon, MenuIcon, SearchIcon } from '../../components/layout/icons.tsx';
import { Logo } from '../../components/layout/Logo.tsx';
import { NavDropdown as Dropdown } from '../../components/layout/NavDropdown.tsx';
import { isStaff, useUser } from '../../lib/session.ts';
import { useRootLanguage, useTexts } from '../../lib/texts.ts';
import { useMenuPanel } from '../../lib/useMenuPanel.ts';
import './header.css';

// Only admins see it: visitors never download it (or the logout mutation code it brings).
const AdminMenu = lazy(() => import('./AdminMenu.tsx').then((m) => ({ default: m.AdminMenu })));
// Only while the site shows more than one language: pages of a site in one never download it.
const LanguageLinks = lazy(() => import('./LanguageLinks.tsx'));

/**
 * A menu entry whose dropdown lists the newest posts of one category, and ends with a link to the
 * category's page when it has more; a plain link while there are none.
 */
function BlogMenuEntry({ label, to, menu }: { label: string; to: string; menu: BlogMenus[keyof BlogMenus] }) {
  const id = useId();
  const t = useTexts('shell', SHELL);
  if (menu.posts.length === 0) return <PlainEntry label={label} to={to} />;
  const items = menu.posts.map((blog) => ({ label: blog.title, to: PAGE.blog(blog.slug) }));
  if (menu.more) items.push({ label: t.allPosts, to });
  return <Dropdown id={id} label={label} to={to} items={items} />;
}

function PlainEntry({ label, to }: { label: string; to: string }) {
  return (
    <li>
      <NavLink className="site-nav__link" to={to} end={to === '/'}>
        {label}
      </NavLink>
    </li>
  );
}

function VisitorEntry({ entry }: { entry: HeaderEntry }) {
  const id = useId();
  if ('children' in entry) return <Dropdown id={id} label={entry.label} items={entry.children} />;
  if (entry.posts) return <BlogMenuEntry label={entry.label} to={entry.to} menu={entry.posts} />;
  return <PlainEntry label={entry.label} to={entry.to} />;
}

/**
 * The site search box (issue 17): a GET form to /search, so it works before (or without) JavaScript.
 * Wide screens: a compact box at the start of the menu that widens while in use; narrow screens: the
 * first entry of the menu panel, full width.
 */
function HeaderSearch() {
  const id = useId();
  const t = useTexts('shell', SHELL);
  return (
    <Form method="get" action={PAGE.search} role="search" className="header-search">
      <label htmlFor={id} className="visually-hidden">
        {t.searchLabel}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        name={SEARCH_PARAMS.q}
        placeholder={t.searchPlaceholder}
        maxLength={SEARCH_QUERY_MAX}
        required
      />
      <button type="submit" className="header-search__go">
        <SearchIcon />
        <span className="visually-hidden">{t.searchSubmit}</span>
      </button>
    </Form>
  );
}

const NO_SCRIPT_MENU =
  '@media (max-width:1023.98px){.site-header__toggle{display:none}.site-header__bar{height:auto;flex-wrap:wrap;padding-block:0.75rem}.site-nav{display:block;position:static;height:auto;flex-basis:100%;overflow:visible}.nav-dropdown__head .nav-dropdown__toggle:not(.site-nav__link){display:none}}';

/** The menus staff edit (the root loader's), or the site's first ones when it failed (spec §8). */
export function Header({ menus }: { menus: SiteMenus }) {
  const admin = isStaff(useUser());
  const { open: menuOpen, setOpen: setMenuOpen, toggleRef } = useMenuPanel();
  const t = useTexts('shell', SHELL);
  // The languages shown (the root's data): none while the site shows one, and then no switcher.
  const multilingual = useRootLanguage()?.languages?.length;

  return (
    <header className="site-header" data-menu-open={menuOpen || undefined}>
      {/* Without JavaScript the menu button cannot open the menu: on narrow screens show it open. */}
      <noscript>
        <style>{NO_SCRIPT_MENU}</style>
      </noscript>
      <div className="container site-header__bar">
        <Link className="site-header__logo" to="/" onClick={() => window.scrollTo({ top: 0 })}>
          <Logo />
          <span className="visually-hidden">{` ${t.home}`}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={t.menu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav id="site-nav" className="site-nav" aria-label={admin ? 'Admin' : t.mainNav}>
          {admin ? (
            <Suspense fallback={null}>
              <AdminMenu />
            </Suspense>
          ) : (
            <>
              <HeaderSearch />
              <ul className="site-nav__list">
                {menus.header.map((entry, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a menu's entries are a list in order; two may share words
                  <VisitorEntry key={`${i} ${entry.label}`} entry={entry} />
                ))}
              </ul>
              {multilingual ? (
                <Suspense fallback={null}>
                  <LanguageLinks />
                </Suspense>
              ) : null}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
