import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { safeSegment, uniquePaths, zipStream } from './zip.js';

const dir = mkdtempSync(path.join(tmpdir(), 'zip-'));

/** Names and contents of a zip, as Info-ZIP's unzip reads them. */
function unzipAll(bytes: Buffer): Record<string, string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, bytes);
  const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return Object.fromEntries(
    names.map((n) => [n, execFileSync('unzip', ['-p', file, n.replace(/([[\]*?])/g, '[$1]')], { encoding: 'latin1' })]),
  );
}

describe('zip', () => {
  it('streams entries in order, each produced when reached', async () => {
    const opened: string[] = [];
    const z = zipStream([
      { path: 'a.txt', open: async () => (opened.push('a'), new TextEncoder().encode('alpha')) },
      { path: 'Folder/b.txt', open: async () => (opened.push('b'), Readable.from([Buffer.from('beta')])) },
    ]);
    expect(opened).not.toContain('b');
    const files = unzipAll(await buffer(z));
    expect(files).toEqual({ 'a.txt': 'alpha', 'Folder/b.txt': 'beta' });
    expect(opened).toEqual(['a', 'b']);
  });

  it('makes repeated names unique and names safe', () => {
    expect(uniquePaths(['R/x.pdf', 'R/X.pdf', 'R/x.pdf', 'R/noext'])).toEqual([
      'R/x.pdf',
      'R/X (2).pdf',
      'R/x (3).pdf',
      'R/noext',
    ]);
    expect(safeSegment('../etc/passwd')).toBe('.._etc_passwd');
    expect(safeSegment('..')).toBe('_');
    expect(safeSegment('a:b*c')).toBe('a_b_c');
  });

  it('cuts the stream short when an entry fails', async () => {
    const z = zipStream([{ path: 'bad', open: async () => Promise.reject(new Error('boom')) }]);
    await expect(buffer(z)).rejects.toThrow('boom');
  });
});
