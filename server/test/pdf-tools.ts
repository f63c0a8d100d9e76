// The PDF tools the script tests read files back with (poppler's pdftotext, pdfsig and pdffonts, qpdf), and text
// in nine scripts to write.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
