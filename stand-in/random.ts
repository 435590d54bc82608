/** Seeded pseudo-random numbers (mulberry32), so content and faults are reproducible. */
export type Rng = () => number;

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<V>(r: Rng, items: readonly V[]): V {
  return items[Math.floor(r() * items.length)] as V;
}

export function int(r: Rng, min: number, max: number): number {
  return min + Math.floor(r() * (max - min + 1));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<V>(r: Rng, items: readonly V[]): V[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as V, out[i] as V];
  }
  return out;
}
