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

export type NavItem = { id: string; label: string; groups: NavGroup[] } | { id: string; label: string; href: string };
