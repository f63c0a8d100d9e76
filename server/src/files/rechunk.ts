// Regroups a byte stream into pieces of exactly `size` bytes (the last may be shorter), so database chunks
// have one size whatever the source yields: many tiny writes become one row, one huge buffer several.
export async function* rechunk(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const buf of source) {
    pending.push(buf);
    pendingBytes += buf.length;
    if (pendingBytes < size) continue;
    const all = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
    let off = 0;
    for (; all.length - off >= size; off += size) yield all.subarray(off, off + size);
    pending = off < all.length ? [all.subarray(off)] : [];
    pendingBytes = all.length - off;
  }
  if (pendingBytes > 0) yield pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
}
