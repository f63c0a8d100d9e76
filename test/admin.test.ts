// The admin command against the built server code: it never creates a database, and says where it looked.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './support/server.js';

const ADMIN = path.join(root, 'server/dist/admin.js');

describe('admin without the server database', () => {
  it('refuses, naming the file it looked for and the variables that choose it, and creates nothing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-admin-'));
    const missing = path.join(dataDir, 'not-here');
    const res = spawnSync(process.execPath, [ADMIN, 'keys', 'list'], {
      env: { ...process.env, DATA_DIR: missing, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    expect(res.stderr).toContain(path.join(missing, 'dossier.db'));
    expect(res.stderr).toMatch(/DATA_DIR/);
    expect(res.stderr).toMatch(/DATABASE_URL/);
    expect(res.stderr).not.toContain('(no keys)');
    expect(fs.existsSync(missing)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
