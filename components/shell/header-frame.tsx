'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { SearchBox } from '@/components/search/search-box';
import type { SearchIntl } from '@/components/search/search-engine';
import { useSystemStore } from '@/lib/store/system';
import styles from './header.module.css';
import { LanguageSwitcher } from './language-switcher';
import { LogoMark } from './logo';
import { useMegaMenus } from './use-mega-menus';

const drawerId = 'site-drawer';
// Invoker commands (HTML): the button opens the modal drawer natively, before hydration; React's onClick does the
// same afterwards (and in browsers without the attribute). Lower-case attributes React passes through unchanged.
const openDrawerCommand = { commandfor: drawerId, command: 'show-modal' } as Record<string, string>;
const closeDrawerCommand = { commandfor: drawerId, command: 'close' } as Record<string, string>;

/**
 * Interactive part of the header: sticky bar that turns solid once the page scrolls (store `layoutScroll`) or a
 * menu is open, the server-rendered mega-menus (`menus`, header-menus.tsx: `<details>` that open without script)
 * enhanced by `useMegaMenus`, the header search, and a drawer (native modal `<dialog>`) on narrow screens whose
 * links (`drawerNav`) are server HTML too, opened by an invoker-command button before hydration.
 */
export function HeaderFrame({
  menus,
  drawerNav,
  labels,
  demoHref,
  searchIntl,
}: {
  menus: ReactNode;
  drawerNav: ReactNode;
  labels: {
    brand: string;
    nav: string;
    bookDemo: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
    search: string;
    searchPlaceholder: string;
    switchLanguage: string;
  };
  demoHref: string;
  /** The search's messages (`common.search`) and locale, for its engine, which loads on first use. */
  searchIntl: SearchIntl;
}) {
  const solid = useSystemStore((s) => s.layoutScroll);
  const [drawer, setDrawer] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const menuOpen = useMegaMenus(navRef, pathname);
  // Leaving the page closes the drawer; a drawer opened before hydration gets its search box now.
  useEffect(() => {
    drawerRef.current?.close();
  }, [pathname]);
  useEffect(() => {
    // Syncing with a dialog the browser opened before React ran.
    if (drawerRef.current?.open) setDrawer(true);
  }, []);

  // The current page's top-level link (server HTML has no pathname) is marked for assistive technology.
  useEffect(() => {
    for (const a of headerRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-nav-top]') ?? []) {
      if (new URL(a.href).pathname === window.location.pathname) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  }, [pathname]);

  return (
    <header
      ref={headerRef}
      className={`site-header ${styles.header} ${solid || menuOpen ? styles.solid : ''}`}
      data-solid={solid ? 'true' : 'false'}
    >
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={labels.brand}>
          <LogoMark />
          <span className={styles.logoText}>
            衡析 <span className={styles.logoLatin}>Hengxi</span>
          </span>
        </Link>

        <nav ref={navRef} aria-label={labels.nav} className={styles.nav}>
          {menus}
        </nav>

        <div className={styles.actions}>
          <SearchBox
            label={labels.search}
            placeholder={labels.searchPlaceholder}
            intl={searchIntl}
            className={styles.search}
            testId="header-search"
          />
          <LanguageSwitcher className={styles.lang} label={labels.switchLanguage} />
          <Link href={demoHref} className={`btn btn--primary ${styles.demo}`}>
            {labels.bookDemo}
          </Link>
          <button
            type="button"
            className={styles.burger}
            aria-label={labels.openMenu}
            aria-haspopup="dialog"
            {...openDrawerCommand}
            onClick={(e) => {
              e.preventDefault();
              if (!drawerRef.current?.open) drawerRef.current?.showModal();
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
        id={drawerId}
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
          <button
            type="button"
            className={styles.drawerClose}
            aria-label={labels.closeMenu}
            {...closeDrawerCommand}
            onClick={(e) => {
              e.preventDefault();
              drawerRef.current?.close();
            }}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={labels.nav} className={styles.drawerNav}>
          {/* The search needs script; it mounts with the open drawer so closed drawers cost nothing. */}
          {drawer ? (
            <SearchBox
              label={labels.search}
              placeholder={labels.searchPlaceholder}
              intl={searchIntl}
              testId="drawer-search"
            />
          ) : null}
          {drawerNav}
          <LanguageSwitcher className={styles.drawerLang} label={labels.switchLanguage} />
        </nav>
      </dialog>
    </header>
  );
}
