/** A PNG chunk: length, type, data, CRC. */
export declare function pngChunk(type: string, data: Buffer): Buffer;
/** A PNG file whose header says width×height, 8-bit RGBA, with `idat` (deflated, filtered rows) as its data. */
export declare function pngFile(width: number, height: number, idat: Buffer): Buffer;
