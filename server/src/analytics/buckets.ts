// The value buckets of the per-section attention histograms (migration 101): every millisecond value below 128
// is its own bucket; above, each power of two is cut into 64 equal buckets (width under 1.6% of the value). The
// fold job computes them in SQL (bucketSql) and the read in JS (bucketOf); the two must agree, and a test checks
// that they do. A bucket is named by its lower bound.

const EXACT = 128;

/** The shift of a value's bucket: 0 (exact) below 128, else floor(log2(v)) - 6. */
function shiftOf(v: number): number {
  let e = 0;
  while (v >= EXACT * 2 ** (e + 1)) e++;
  return v < EXACT ? 0 : e + 1;
}

/** The lower bound of the bucket holding v (v > 0). */
export function bucketOf(v: number): number {
  const e = shiftOf(v);
  return e === 0 ? v : Math.floor(v / 2 ** e) * 2 ** e;
}

/** The first value past the bucket that starts at lo. */
export function bucketEnd(lo: number): number {
  return lo + 2 ** shiftOf(lo);
}

/** The same as bucketOf, as an SQL expression over an integer column (both engines; no math functions needed). */
export function bucketSql(col: string): string {
  const cases: string[] = [];
  for (let e = 1; e <= 46; e++) cases.push(`when ${col} < ${EXACT * 2 ** e} then ((${col} >> ${e}) << ${e})`);
  return `(case when ${col} < ${EXACT} then ${col} ${cases.join(' ')} else ((${col} >> 47) << 47) end)`;
}
