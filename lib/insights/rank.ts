/** Keys sorted by a value, largest first (or smallest first with `ascending`); ties keep their order. */
export function rankBy<K extends string>(keys: readonly K[], value: (k: K) => number, ascending = false): K[] {
  return [...keys].sort((a, b) => (ascending ? value(a) - value(b) : value(b) - value(a)));
}

/** The keys with the highest and the lowest value. */
export function extremes<K extends string>(keys: readonly K[], value: (k: K) => number): { top: K; bottom: K } {
  const ranked = rankBy(keys, value);
  return { top: ranked[0], bottom: ranked[ranked.length - 1] };
}

/** Sum of a value over keys. */
export function sumBy<K extends string>(keys: readonly K[], value: (k: K) => number): number {
  return keys.reduce((acc, k) => acc + value(k), 0);
}
