// Deterministic random numbers and the skewed firm sizes of the bench data.

export type Random = () => number;

/** mulberry32: small, fast, reproducible for a given seed. */
export function makeRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)];

export function pickWeighted<T>(r: Random, list: readonly T[], weight: (item: T, index: number) => number): T {
  let total = 0;
  for (let i = 0; i < list.length; i++) total += weight(list[i], i);
  let x = r() * total;
  for (let i = 0; i < list.length; i++) {
    x -= weight(list[i], i);
    if (x < 0) return list[i];
  }
  return list[list.length - 1];
}

/**
 * Split `total` cases over `firms`: about 2.5 % large firms (~15× the typical size), 7.5 % mid-size
 * (~4.5×) and the rest small, with jitter, in shuffled order. For 100,000 cases over 200 firms this
 * gives five firms of about 5,000 cases, fifteen of about 1,500 and the rest a few hundred each.
 */
export function firmSizes(total: number, firms: number, r: Random): number[] {
  const large = Math.max(1, Math.round(firms * 0.025));
  const mid = Math.round(firms * 0.075);
  const weights = Array.from({ length: firms }, (_, i) => (i < large ? 12 + r() * 6 : i < large + mid ? 3 + r() * 3 : 0.5 + r() * 0.7));
  const sum = weights.reduce((s, w) => s + w, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  let rest = total - sizes.reduce((s, n) => s + n, 0);
  for (let i = 0; rest > 0; i = (i + 1) % firms, rest--) sizes[i]++;
  // Fisher–Yates so the large firms are not always the first slugs.
  for (let i = sizes.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [sizes[i], sizes[j]] = [sizes[j], sizes[i]];
  }
  return sizes;
}
