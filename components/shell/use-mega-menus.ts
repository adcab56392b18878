'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

const menuSelector = 'details[data-mega]';

/**
 * Enhances the server-rendered mega-menus (header-menus.tsx) inside `navRef` once hydrated, and returns whether one
 * is open (the header turns solid):
 * - Escape inside an open menu closes it and returns focus to its summary (focus used to fall to `<body>`);
 * - focus leaving a menu (Tab past its last link, Shift+Tab back out of its summary) closes it;
 * - a pointer press outside the navigation, or a page change (`pathname`), closes every menu;
 * - hovering with a mouse opens a menu and leaving closes it, unless it was clicked while hovered: the pointer
 *   is already there when people click, so that click "pins" it open instead of toggling shut what they meant
 *   to open. A pinned or keyboard-opened menu stays until its summary is activated again, Escape, focus leaving
 *   it, an outside press or navigation.
 * Before hydration the `<details>` still open and close on click, Enter and Space.
 */
export function useMegaMenus(navRef: RefObject<HTMLElement | null>, pathname: string): boolean {
  const [open, setOpen] = useState(false);
  const hoverOpened = useRef<HTMLDetailsElement | null>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const menus = Array.from(nav.querySelectorAll<HTMLDetailsElement>(menuSelector));
    const closeAll = () => menus.forEach((d) => (d.open = false));
    const summaryOf = (d: HTMLDetailsElement) => d.querySelector('summary');

    const onToggle = () => {
      setOpen(menus.some((d) => d.open));
      if (hoverOpened.current && !hoverOpened.current.open) hoverOpened.current = null;
    };
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Escape') return;
      const menu = (e.target as Element | null)?.closest?.(menuSelector) as HTMLDetailsElement | null;
      if (menu?.open && nav?.contains(menu)) {
        e.preventDefault();
        menu.open = false;
        summaryOf(menu)?.focus();
      } else closeAll();
    }
    function onFocusOut(e: FocusEvent) {
      const menu = (e.target as Element).closest(menuSelector) as HTMLDetailsElement | null;
      const next = e.relatedTarget as Node | null;
      // No next element: a click on the panel's own text or the window losing focus, not the visitor leaving.
      if (menu?.open && next && !menu.contains(next)) menu.open = false;
    }
    function onPointerDown(e: PointerEvent) {
      if (!nav?.contains(e.target as Node)) closeAll();
    }
    function onSummaryClick(e: MouseEvent) {
      const summary = (e.target as Element).closest('summary');
      const menu = summary?.parentElement as HTMLDetailsElement | null;
      if (!summary || !menu?.matches(menuSelector)) return;
      if (hoverOpened.current === menu && menu.open) e.preventDefault();
      hoverOpened.current = null;
    }
    const hover = menus.map((menu) => {
      const item = menu.parentElement as HTMLElement;
      const enter = (e: PointerEvent) => {
        if (e.pointerType !== 'mouse' || menu.open) return;
        hoverOpened.current = menu;
        menu.open = true;
      };
      const leave = (e: PointerEvent) => {
        if (e.pointerType !== 'mouse' || hoverOpened.current !== menu) return;
        hoverOpened.current = null;
        menu.open = false;
      };
      item.addEventListener('pointerenter', enter);
      item.addEventListener('pointerleave', leave);
      return () => {
        item.removeEventListener('pointerenter', enter);
        item.removeEventListener('pointerleave', leave);
      };
    });

    // Marks the enhanced header (tests wait for it before exercising the hydrated behaviour).
    nav.closest('header')?.setAttribute('data-enhanced', '');
    nav.addEventListener('toggle', onToggle, true);
    nav.addEventListener('focusout', onFocusOut);
    nav.addEventListener('click', onSummaryClick);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      hover.forEach((off) => off());
      nav.removeEventListener('toggle', onToggle, true);
      nav.removeEventListener('focusout', onFocusOut);
      nav.removeEventListener('click', onSummaryClick);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [navRef]);

  // A page change closes every menu.
  useEffect(() => {
    navRef.current?.querySelectorAll<HTMLDetailsElement>(menuSelector).forEach((d) => (d.open = false));
  }, [navRef, pathname]);

  return open;
}
