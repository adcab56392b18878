'use client';

import { useEffect, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { SearchBox } from '@/components/search/search-box';
import { useSystemStore } from '@/lib/store/system';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import type { NavItem } from './nav-types';

/**
 * Interactive part of the header: sticky bar that turns solid once the page scrolls (store `layoutScroll`),
 * mega-menus that open on click, hover or keyboard and close on Escape or outside click, and a drawer (native
 * modal <dialog>) on narrow screens. All labels arrive from the server header.
 *
 * Hover and click together: a menu opened by hovering closes when the pointer leaves it; clicking its button
 * while hover has it open keeps it open ("pins" it) instead of toggling it shut — the pointer is already there
 * when people click, so a toggle would close what they meant to open. A pinned or keyboard-opened menu stays
 * until its button is activated again, Escape, an outside click or navigation.
 */
export function HeaderFrame({
  items,
  labels,
  demoHref,
}: {
  items: NavItem[];
  labels: { brand: string; nav: string; bookDemo: string; openMenu: string; closeMenu: string; menuTitle: string; search: string };
  demoHref: string;
}) {
  const solid = useSystemStore((s) => s.layoutScroll);
  const [open, setOpen] = useState<string | null>(null);
  // The menu the pointer opened by hovering (it closes on leave; a click pins it), or null when the open menu was
  // opened by a click or a key. A ref, not state: a click right after the hover must see it before React renders
  // the hover (mouseenter is not a discrete event, so its update may still be pending when the click arrives; the
  // click then read a stale `open` and toggled the menu shut).
  const openedByHover = useRef<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);

  // Close menus after navigation; keyed on the pathname so it runs once per route change.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(null);
  }

  // Leaving the page closes the drawer.
  useEffect(() => {
    drawerRef.current?.close();
  }, [pathname]);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') setOpen(null);
    }
    function onPointer(e: PointerEvent) {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpen(null);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return (
    <header className={`site-header ${styles.header} ${solid || open ? styles.solid : ''}`} data-solid={solid ? 'true' : 'false'}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={labels.brand}>
          <LogoMark />
          <span className={styles.logoText}>
            衡析 <span className={styles.logoLatin}>Hengxi</span>
          </span>
        </Link>

        <nav ref={navRef} aria-label={labels.nav} className={styles.nav}>
          <ul className={styles.menu}>
            {items.map((item) =>
              'href' in item ? (
                <li key={item.id}>
                  <Link href={item.href} className={styles.menuLink} aria-current={pathname === item.href ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ) : (
                <li
                  key={item.id}
                  onMouseEnter={() => {
                    if (open === item.id) return;
                    openedByHover.current = item.id;
                    setOpen(item.id);
                  }}
                  onMouseLeave={() => {
                    if (openedByHover.current !== item.id) return;
                    openedByHover.current = null;
                    setOpen((o) => (o === item.id ? null : o));
                  }}
                >
                  <button
                    type="button"
                    className={styles.menuButton}
                    aria-expanded={open === item.id}
                    aria-controls={`menu-${item.id}`}
                    onClick={() => {
                      const pinHoverMenu = openedByHover.current === item.id;
                      openedByHover.current = null;
                      setOpen((o) => (pinHoverMenu ? item.id : o === item.id ? null : item.id));
                    }}
                  >
                    {item.label}
                    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  {/* A panel's links exist only while it is open, as in the drawer below: 150 hidden elements and 50
                      links in every page's HTML were a fifth of what each page laid out and hydrated on load. The same
                      pages are linked from the footer's sitemap columns and the section pages, for crawlers. */}
                  <div id={`menu-${item.id}`} className={styles.panel} hidden={open !== item.id}>
                    {open === item.id ? (
                      <div className={`container ${styles.panelInner}`}>
                        {item.groups.map((group) => (
                          <div key={group.label} className={styles.group}>
                            <p className={styles.groupLabel}>{group.label}</p>
                            <ul>
                              {group.links.map((link) => (
                                <li key={link.href}>
                                  <Link href={link.href} className={styles.panelLink}>
                                    {link.label}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    ) : null}
                  </div>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className={styles.actions}>
          <SearchBox label={labels.search} className={styles.search} testId="header-search" />
          <LanguageSwitcher className={styles.lang} />
          <Link href={demoHref} prefetch={false} className={`btn btn--primary ${styles.demo}`}>
            {labels.bookDemo}
          </Link>
          <button
            type="button"
            className={styles.burger}
            aria-label={labels.openMenu}
            aria-expanded={drawer}
            onClick={() => {
              drawerRef.current?.showModal();
              setDrawer(true);
            }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>

      {/* A native modal dialog: focus is trapped, Esc closes it and the page behind is inert, with no library. */}
      <dialog
        ref={drawerRef}
        className={styles.drawer}
        aria-label={labels.menuTitle}
        onClose={() => setDrawer(false)}
        onClick={(e) => {
          if (e.target === e.currentTarget) drawerRef.current?.close();
        }}
      >
        <div className={styles.drawerHead}>
          <p className={styles.drawerTitle}>{labels.menuTitle}</p>
          <button type="button" className={styles.drawerClose} aria-label={labels.closeMenu} onClick={() => drawerRef.current?.close()}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {/* The drawer's contents exist only while it is open: the same links are in the mega-menus above (for
            crawlers and wide screens), and rendering them twice put about 150 more elements and 60 more links to
            hydrate into every page's load. */}
        {drawer ? (
          <nav aria-label={labels.nav} className={styles.drawerNav}>
            <SearchBox label={labels.search} testId="drawer-search" />
            {items.map((item) =>
              'href' in item ? (
                <Link key={item.id} href={item.href} className={styles.drawerTop}>
                  {item.label}
                </Link>
              ) : (
                <details key={item.id} className={styles.drawerSection}>
                  <summary>{item.label}</summary>
                  {item.groups.map((group) => (
                    <div key={group.label}>
                      <p className={styles.groupLabel}>{group.label}</p>
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <Link href={link.href}>{link.label}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </details>
              ),
            )}
            <Link href={demoHref} prefetch={false} className="btn btn--primary">
              {labels.bookDemo}
            </Link>
            <LanguageSwitcher className={styles.drawerLang} />
          </nav>
        ) : null}
      </dialog>
    </header>
  );
}
