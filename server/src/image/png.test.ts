import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPng } from './png.js';
import { checkSignature } from '../envelopes/signature.js';
import { makePng } from '../../test/signing-support.js';

const stroke = (x: number, y: number): [number, number, number, number] =>
  Math.abs(x - y) < 2 ? [0, 0, 0, 255] : [0, 0, 0, 0];

describe('PNG check', () => {
  it('reads a drawn image under every filter and finds it is not blank', () => {
    for (const f of [0, 1, 2])
      expect(readPng(makePng(40, 20, stroke, f))).toEqual({ width: 40, height: 20, blank: false });
  });
  it('finds a transparent or uniformly white image blank', () => {
    expect(readPng(makePng(40, 20, () => [0, 0, 0, 0])).blank).toBe(true);
    expect(readPng(makePng(40, 20, () => [255, 255, 255, 255], 2)).blank).toBe(true);
  });
  it('refuses bytes that are not a PNG, a damaged chunk and a truncated file', () => {
    expect(() => readPng(Buffer.from('GIF89a not a png at all, not at all'))).toThrow(/not a PNG/);
    const png = makePng(10, 10, stroke);
    const damaged = Buffer.from(png);
    damaged[40] ^= 0xff;
    expect(() => readPng(damaged)).toThrow(/CRC|damaged/);
    expect(() => readPng(png.subarray(0, png.length - 12))).toThrow(/truncated/);
  });
  it('refuses an image over the pixel ceiling from its header, and data that inflates past the declared rows', () => {
    const big = Buffer.from(makePng(10, 10, stroke));
    big.writeUInt32BE(4000, 16); // IHDR width
    big.writeUInt32BE(4000, 20); // IHDR height
    big.writeUInt32BE(crc32(big.subarray(12, 29)) >>> 0, 29);
    expect(() => readPng(big)).toThrow(/over the 4,000,000-pixel ceiling/);
    // rows declared 20×10 but the data holds 40×20: the inflate stops at the declared size
    const small = makePng(40, 20, stroke);
    const wrong = Buffer.from(makePng(20, 10, stroke));
    const idat = (png: Buffer) => png.subarray(8 + 25);
    const withBigData = Buffer.concat([wrong.subarray(0, 8 + 25), idat(small)]);
    expect(() => readPng(withBigData)).toThrow(/inflates past its declared 20×10/);
  });
  it('checks a signature (in the worker pool): drawn PNG, blank PNG, not a PNG, typed', async () => {
    const url = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
    expect(
      (await checkSignature({ type: 'drawn', image: url(makePng(30, 10, stroke)) }, 'installation')).sha256,
    ).toMatch(/^[0-9a-f]{64}$/);
    await expect(
      checkSignature({ type: 'drawn', image: url(makePng(30, 10, () => [0, 0, 0, 0])) }, 'installation'),
    ).rejects.toThrow(/blank/);
    await expect(
      checkSignature({ type: 'drawn', image: url(Buffer.from('hello world, this is not an image')) }, 'installation'),
    ).rejects.toThrow(/not a PNG/);
    expect(await checkSignature({ type: 'typed', text: ' Ada Lovelace ' }, 'installation')).toMatchObject({
      type: 'typed',
      text: 'Ada Lovelace',
    });
  });
});
