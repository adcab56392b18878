/**
 * Telephone numbers of registry enterprises (年报联系电话), generated with the registry in their own seeded streams
 * (registry seed + ckey + `phones`, and `registry` + `phonePools` for shared numbers), so existing records are
 * unchanged. As in real registries, numbers are shared: companies registered at the same address give the same
 * number (the nominee chains' shells), and about 4 % of companies give the number of a bookkeeping agent
 * (代理记账) that files for several companies in their city (a pool of 25 numbers per city).
 *
 * Numbers are fictional and can never be real: the area code `0000` does not exist (as the USCCs use the
 * never-assigned province 00). Format: `0000-` + 8 digits.
 */
import { registrySeed } from './keys';
import { seededStream } from './streams';
import type { Enterprise, Registry } from './types';

const cache = new WeakMap<Registry, Map<string, string>>();

const number = (s: ReturnType<typeof seededStream>) =>
  `0000-${s.int(5, 8)}${String(s.int(0, 9_999_999)).padStart(7, '0')}`;

/** The address key an enterprise is registered at (city + road + kind + house number). */
export function addressKey(e: Enterprise): string {
  return `${e.cityCode}:${e.address.road}:${e.address.kind}:${e.address.no}`;
}

/** Every enterprise's phone number, by ckey (computed once per registry). */
export function phoneBook(registry: Registry): Map<string, string> {
  let book = cache.get(registry);
  if (book) return book;
  book = new Map();
  const byAddress = new Map<string, string>();
  const pools = new Map<string, string[]>();
  const pool = (city: string) => {
    let p = pools.get(city);
    if (!p) {
      const s = seededStream(registrySeed, `registry:${city}`, 'phonePools');
      pools.set(city, (p = Array.from({ length: 25 }, () => number(s))));
    }
    return p;
  };
  for (const e of registry.enterprises) {
    const s = seededStream(registrySeed, e.ckey, 'phones');
    const own = number(s);
    const agent = s.next() < 0.04 ? pool(e.cityCode)[s.int(0, 24)] : null;
    const key = addressKey(e);
    const shared = byAddress.get(key);
    const phone = shared ?? agent ?? own;
    if (!shared) byAddress.set(key, phone);
    book.set(e.ckey, phone);
  }
  cache.set(registry, book);
  return book;
}

/** The phone number of an enterprise (fictional; see module doc). */
export function phoneOf(e: Enterprise, registry: Registry): string {
  return phoneBook(registry).get(e.ckey) ?? '';
}
