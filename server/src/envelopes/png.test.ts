import { describe, expect, it } from 'vitest';
import { readPng } from './png.js';
import { checkSignature } from './signature.js';
import { makePng } from '../../test/signing-support.js';

const stroke = (x: number, y: number): [number, number, number, number] => (Math.abs(x - y) < 2 ? [0, 0, 0, 255] : [0, 0, 0, 0]);

describe('PNG check', () => {
  it('reads a drawn image under every filter and finds it is not blank', () => {
    for (const f of [0, 1, 2]) expect(readPng(makePng(40, 20, stroke, f))).toEqual({ width: 40, height: 20, blank: false });
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
  it('checks a signature: drawn PNG, blank PNG, not a PNG, typed', () => {
    const url = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
    expect(checkSignature({ type: 'drawn', image: url(makePng(30, 10, stroke)) }).sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(() => checkSignature({ type: 'drawn', image: url(makePng(30, 10, () => [0, 0, 0, 0])) })).toThrow(/blank/);
    expect(() => checkSignature({ type: 'drawn', image: url(Buffer.from('hello world, this is not an image')) })).toThrow(/not a PNG/);
    expect(checkSignature({ type: 'typed', text: ' Ada Lovelace ' })).toMatchObject({ type: 'typed', text: 'Ada Lovelace' });
  });
});
