import type { Locale } from '@/i18n/routing';
import { localizePath } from '@/i18n/routing';
import styles from './header.module.css';
import type { NavGroup, NavItem, NavLink } from '@/lib/nav-types';

/** Name shared by the mega-menus' `<details>`: the browser keeps at most one of them open. */
export const megaMenuName = 'hx-mega-menu';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function Groups({
  groups,
  locale,
  linkClass,
  groupClass,
}: {
  groups: NavGroup[];
  locale: Locale;
  linkClass?: string;
  groupClass?: string;
}) {
  return groups.map((group) => (
    <div key={group.label} className={groupClass}>
      <p className={styles.groupLabel}>{group.label}</p>
      <ul>
        {group.links.map((link) => (
          <li key={link.href}>
            <a href={localizePath(link.href, locale)} className={linkClass} data-nav="">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  ));
}

/** A mega-menu's link to its section hub (`/service`, `/solution`, `/customer`): "All services →". */
function Overview({ link, locale }: { link: NavLink; locale: Locale }) {
  return (
    <p className={styles.overview}>
      <a href={localizePath(link.href, locale)} data-nav="">
        {link.label} <span aria-hidden="true">→</span>
      </a>
    </p>
  );
}

/**
 * The header's menu bar as server HTML that works before (and without) JavaScript (issue 26): each mega-menu is a
 * `<details>` whose `<summary>` opens its panel of plain links; the shared `name` keeps one open at a time. The
 * client header (header-frame.tsx) enhances it after hydration — hover, Escape back to the summary, closing on
 * focus leaving or an outside click — and the shell follows the `data-nav` links with the client router
 * (navigation-events.tsx), so no link here is a hydrated component. A closed `<details>` lays out nothing.
 */
export function MegaMenus({ items, locale }: { items: NavItem[]; locale: Locale }) {
  return (
    <ul className={styles.menu}>
      {items.map((item) =>
        'href' in item ? (
          <li key={item.id}>
            <a href={localizePath(item.href, locale)} className={styles.menuLink} data-nav="" data-nav-top="">
              {item.label}
            </a>
          </li>
        ) : (
          <li key={item.id} data-mega-item="">
            <details name={megaMenuName} className={styles.mega} data-mega={item.id}>
              <summary className={styles.menuButton}>
                {item.label}
                <Chevron />
              </summary>
              <div id={`menu-${item.id}`} className={styles.panel}>
                <div className={`container ${styles.panelInner}`}>
                  <Groups groups={item.groups} locale={locale} linkClass={styles.panelLink} groupClass={styles.group} />
                  {item.overview ? <Overview link={item.overview} locale={locale} /> : null}
                </div>
              </div>
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The drawer's navigation for narrow screens, also server HTML: top-level links and one `<details>` per section.
 * It sits in the native modal `<dialog>` that the menu button opens with `command="show-modal"` before
 * hydration (header-frame.tsx).
 */
export function DrawerNav({
  items,
  locale,
  demo,
}: {
  items: NavItem[];
  locale: Locale;
  demo: { label: string; href: string };
}) {
  return (
    <>
      {items.map((item) =>
        'href' in item ? (
          <a
            key={item.id}
            href={localizePath(item.href, locale)}
            className={styles.drawerTop}
            data-nav=""
            data-nav-top=""
          >
            {item.label}
          </a>
        ) : (
          <details key={item.id} className={styles.drawerSection}>
            <summary>{item.label}</summary>
            {item.overview ? <Overview link={item.overview} locale={locale} /> : null}
            <Groups groups={item.groups} locale={locale} />
          </details>
        ),
      )}
      <a href={localizePath(demo.href, locale)} className="btn btn--primary" data-nav="">
        {demo.label}
      </a>
    </>
  );
}
