/**
 * The one rule for naming a registry party (company, person, branch, former name, watch-list entry) on a page: on an
 * English page (`en-*` locale) its English name when the registry has one, else its Chinese name; on a Chinese page
 * the Chinese name. Pure and client-safe (no registry import): pass any object with `name` and optional `nameEn`.
 */
export function localName(x: { name: string; nameEn?: string | null }, locale: string): string {
  return locale.startsWith('en') && x.nameEn ? x.nameEn : x.name;
}
