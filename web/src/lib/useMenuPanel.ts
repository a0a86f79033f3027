/**
 * A menu panel behind a button (the site header's and the admin's on phones): closed on every new
 * page, and Escape closes it and gives the focus back to the button. An open dropdown inside the
 * panel closes first (it marks the key as handled).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, toggleRef };
}
