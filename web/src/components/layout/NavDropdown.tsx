/**
 * A header dropdown (spec §2.1): opens on hover, on keyboard focus, on Enter/Space or ArrowDown;
 * closes on pointer leave, Escape, focus leaving it, or a click on one of its links. In the mobile
 * menu it is an expandable group driven by its toggle button only.
 */

import type { MenuLinkView } from '@vyoma/contract';
import { type FocusEvent, type KeyboardEvent, useRef, useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { ChevronIcon } from './icons.tsx';

export interface NavDropdownProps {
  /** Unique id used for the panel (aria-controls). */
  id: string;
  label: string;
  /** The entry's own page; without it the label itself is the toggle. */
  to?: string;
  items: readonly MenuLinkView[];
}

const WIDE_QUERY = '(min-width: 1024px)';

/** True when the full menu is shown inline (≥ 1024 px); below that the menu button takes over. */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    // Server HTML is the same for every screen: it renders the narrow-screen toggle behaviour.
    () => false,
  );
}

export function NavDropdown({ id, label, to, items }: NavDropdownProps) {
  // Hover and focus open the panel only where the menu is inline; in the mobile menu it is a toggle.
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // While the mouse is over the entry, hover already opened it: a click must not close it again.
  const hovering = useRef(false);
  const panelId = `${id}-panel`;

  const itemLinks = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);

  const openAndFocusFirst = () => {
    const first = itemLinks()[0];
    if (open && first) {
      first.focus();
      return;
    }
    setOpen(true);
    // The panel renders on the next frame; focus its first link then.
    requestAnimationFrame(() => itemLinks()[0]?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      // Handled: an enclosing menu that also closes on Escape leaves this one to us.
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    const links = itemLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (index === -1) openAndFocusFirst();
      else links[(index + 1) % links.length]?.focus();
    } else if (event.key === 'ArrowUp' && index !== -1) {
      event.preventDefault();
      links[(index - 1 + links.length) % links.length]?.focus();
    }
  };

  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    // Keyboard focus on the entry's page link opens the panel on the wide menu (a preview; the
    // toggle right after it then shows aria-expanded="true" and closes it on Enter).
    const target = event.target as HTMLElement;
    if (wide && target === linkRef.current && target.matches(':focus-visible')) setOpen(true);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      ref={rootRef}
      className="nav-dropdown"
      data-open={open || undefined}
      onPointerEnter={(event) => {
        if (!wide || event.pointerType !== 'mouse') return;
        hovering.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hovering.current = false;
        if (wide) setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="nav-dropdown__head">
        {to && (
          <NavLink ref={linkRef} className="site-nav__link" to={to} onClick={() => setOpen(false)}>
            {label}
          </NavLink>
        )}
        <button
          ref={toggleRef}
          type="button"
          className={to ? 'nav-dropdown__toggle' : 'nav-dropdown__toggle site-nav__link'}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={to ? `${label}: show articles` : undefined}
          onClick={() => setOpen((value) => (wide && hovering.current ? true : !value))}
        >
          {!to && label}
          <ChevronIcon />
        </button>
      </div>
      <ul id={panelId} className="nav-dropdown__panel" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="nav-dropdown__link" to={item.to} onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
