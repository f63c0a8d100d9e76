// The PDF tools the script tests read files back with (poppler's pdftotext, pdfsig and pdffonts, qpdf; pdf.js for a
// page's text), and text in nine scripts to write.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** Runs a poppler/qpdf tool on the bytes; its output (stdout, or stdout and stderr when it fails). */
export function tool(cmd: string, args: string[], bytes: Uint8Array): { ok: boolean; out: string } {
  const file = path.join(os.tmpdir(), `scripts-${randomBytes(4).toString('hex')}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return {
      ok: true,
      out: execFileSync(cmd, [...args.map((a) => (a === '$' ? file : a))], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    };
  } catch (e) {
    return {
      ok: false,
      out: String((e as { stdout?: string }).stdout ?? '') + String((e as { stderr?: string }).stderr ?? ''),
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The text of each page of a PDF as pdf.js reads it, in order (one entry a page, checked against the page count). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(text.length).toBe(totalPages);
    return text;
  } finally {
    await pdf.destroy();
  }
}

/** A word as pdftotext -bbox places it: its left and right edges and its top, in points. */
export interface PlacedWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/**
 * Each page's lines from page `from` on, top to bottom (words whose tops are within 2 points share one), each
 * line's words left to right, as pdftotext -bbox finds their glyphs.
 */
export function placedWords(bytes: Uint8Array, from = 1): PlacedWord[][][] {
  const out = tool('pdftotext', ['-bbox', '-f', String(from), '$', '-'], bytes);
  expect(out.ok, out.out).toBe(true);
  return out.out
    .split('<page ')
    .slice(1)
    .map((page) => {
      const rows = new Map<number, PlacedWord[]>();
      for (const m of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
      )) {
        const text = m[4]!
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&');
        const w = { xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), text };
        const key = [...rows.keys()].find((y) => Math.abs(y - w.yMin) < 2) ?? w.yMin;
        rows.set(key, [...(rows.get(key) ?? []), w]);
      }
      return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, ws]) => ws.sort((a, b) => a.xMin - b.xMin));
    });
}

/** pdftotext's text with its bidi marks dropped and white space collapsed. */
export const extracted = (bytes: Uint8Array) =>
  tool('pdftotext', ['$', '-'], bytes)
    .out.replace(/[\u202a-\u202e\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ');

export const SCRIPTS: Record<string, string> = {
  Arabic: 'مرحبا بالعالم',
  Hebrew: 'שלום עולם',
  Devanagari: 'नमस्ते दुनिया',
  Thai: 'สวัสดีชาวโลก',
  Japanese: '山田太郎 やまだ',
  Korean: '김민수 안녕하세요',
  Greek: 'Καλημέρα κόσμε',
  Cyrillic: 'Привет мир',
  Chinese: '你好世界',
};
