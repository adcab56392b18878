/** Navigation data built by the server header from the route table and handed to the client header. */
export interface NavLink {
  label: string;
  /** Unprefixed path from the route table. */
  href: string;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** A top-level item: a mega-menu of groups (with an optional link to the section's hub page) or a plain link. */
export type NavItem =
  { id: string; label: string; groups: NavGroup[]; overview?: NavLink } | { id: string; label: string; href: string };
