// Reads a PNG far enough to know it is one and whether anything is drawn on it: the chunk layout with CRCs, the
// header, and the pixels (inflated and unfiltered). A signature pad's image is a non-interlaced PNG; anything
// that is not a well-formed PNG, or whose pixels are all one value (nothing drawn), is refused by the caller.
import { crc32, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Pixels decoded at most: 4,000,000 (2000×2000) is far beyond any signature pad (a canvas at 3× device pixels is
 * ~1200×600), and it bounds the work: the inflated rows are capped at what the header declares, so a small file
 * that inflates to gigabytes (a PNG bomb) is refused without being inflated. The spec states the same ceiling.
 */
export const MAX_PIXELS = 4_000_000;

export class PngError extends Error {}

export interface PngInfo {
  width: number;
  height: number;
  /** True when every pixel holds the same value (a blank pad). */
  blank: boolean;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function readPng(bytes: Buffer): PngInfo {
  if (bytes.length < 8 + 25 || !bytes.subarray(0, 8).equals(SIGNATURE)) throw new PngError('is not a PNG');
  let at = 8;
  let header: { width: number; height: number; depth: number; color: number; interlace: number } | undefined;
  const idat: Buffer[] = [];
  let palette: Buffer | undefined;
  let ended = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) throw new PngError(`is a truncated PNG (chunk ${type})`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) >>> 0 !== bytes.readUInt32BE(at + 8 + length))
      throw new PngError(`is a damaged PNG (chunk ${type} fails its CRC)`);
    at += 12 + length;
    if (!header && type !== 'IHDR') throw new PngError('is not a PNG (no IHDR first)');
    if (type === 'IHDR') {
      if (length !== 13) throw new PngError('has a malformed PNG header');
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        depth: data[8],
        color: data[9],
        interlace: data[12],
      };
      // the declared size first: an oversize image is refused before anything else is read
      if (header.width * header.height > MAX_PIXELS)
        throw new PngError(
          `is ${header.width}×${header.height} pixels, over the ${MAX_PIXELS.toLocaleString('en-US')}-pixel ceiling of a signature image`,
        );
    } else if (type === 'PLTE') palette = Buffer.from(data);
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!header || !ended) throw new PngError('is a truncated PNG (no IEND)');
  const { width, height, depth, color, interlace } = header;
  if (!width || !height) throw new PngError(`has unusable dimensions ${width}×${height}`);
  if (!DEPTHS[color]?.includes(depth)) throw new PngError(`has an invalid PNG colour type ${color} at depth ${depth}`);
  if (color === 3 && !palette) throw new PngError('is a palette PNG without a palette');
  if (interlace !== 0) throw new PngError('is an interlaced PNG; send a non-interlaced one (as a canvas exports)');
  if (!idat.length) throw new PngError('is a PNG without image data');
  const bitsPerPixel = CHANNELS[color] * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  let raw: Buffer;
  try {
    // never more than the declared rows: more data than that is not a PNG this header describes
    raw = inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height });
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new PngError(`is a PNG whose image data inflates past its declared ${width}×${height} pixels`);
    throw new PngError('is a PNG whose image data cannot be inflated');
  }
  if (raw.length < (stride + 1) * height) throw new PngError('is a PNG with too little image data');
  let prev = Buffer.alloc(stride);
  let first: Buffer | undefined;
  let blank = true;
  for (let y = 0; y < height; y++) {
    const off = y * (stride + 1);
    const filter = raw[off];
    const line = Buffer.from(raw.subarray(off + 1, off + 1 + stride));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? line[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      switch (filter) {
        case 0:
          break;
        case 1:
          line[i] = (line[i] + a) & 0xff;
          break;
        case 2:
          line[i] = (line[i] + b) & 0xff;
          break;
        case 3:
          line[i] = (line[i] + ((a + b) >> 1)) & 0xff;
          break;
        case 4:
          line[i] = (line[i] + paeth(a, b, c)) & 0xff;
          break;
        default:
          throw new PngError(`is a PNG with an unknown row filter ${filter}`);
      }
    }
    if (blank) {
      // Uniform when every row equals the first and the first is one repeated pixel (sub-byte rows compared whole).
      if (!first) {
        first = line;
        if (bitsPerPixel >= 8) for (let i = bpp; i < stride && blank; i++) blank = line[i] === line[i % bpp];
        else blank = line.every((v, i) => i === stride - 1 || v === line[0]);
      } else blank = line.equals(first);
    }
    prev = line;
  }
  return { width, height, blank };
}
