// SQLite deployments: bytes as files under DATA_DIR/blobs/<shard>/<id>, metadata in the `blobs` table.
// A file is written under a temp name in its final folder, fsynced, then renamed, so a crash never leaves a
// partial file under a real id. The row is written after the file, so a row always has its file; a crash
// between the two leaves an orphan file that nothing references (the sweep in maintenance.ts removes it).
import { randomBytes } from 'node:crypto';
import fs, { constants as fsConstants } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connect.js';
import { isBlobId, newBlobId } from './blob-id.js';
import { deleteRowThenBytes, insertMeta, statBlob } from './blob-meta-store.js';
import type { BlobBytes, BlobStore, StoredBlob } from './blob-store.js';
import { checkedStream } from './checked-stream.js';
import { BlobMissingError, BlobTooLargeError, unavailable } from './errors.js';
import { meter, type BlobSource } from './metered-source.js';

export function createDiskBlobStore(db: Db, root: string): BlobStore {
  // The id's last two characters are random hex: 256 folders keep any one directory small.
  const fileOf = (id: string) => path.join(root, id.slice(-2), id);

  const stat = (id: string) => statBlob(db.kysely, id);

  /** Writes the file of `id` (temp name, fsync, rename); on failure nothing is left under the id. */
  async function writeFile(
    id: string,
    source: BlobSource,
    maxBytes?: number,
  ): Promise<{ size: number; sha256: string }> {
    const metered = meter(source, maxBytes);
    const file = fileOf(id);
    const dir = path.dirname(file);
    const tmp = path.join(dir, `.${id}.${randomBytes(4).toString('hex')}.tmp`);
    let handle: fs.FileHandle | undefined;
    let renamed = false;
    try {
      await fs.mkdir(dir, { recursive: true });
      handle = await fs.open(tmp, 'wx');
      for await (const buf of metered.chunks) await writeAll(handle, buf);
      await handle.sync();
      await handle.close();
      handle = undefined;
      await fs.rename(tmp, file);
      renamed = true;
      await syncDir(dir);
      return metered.result();
    } catch (e) {
      await handle?.close().catch(() => {});
      await fs.rm(renamed ? file : tmp, { force: true }).catch(() => {});
      if (e instanceof BlobTooLargeError || metered.isSourceError(e)) throw e;
      throw unavailable('put', e);
    }
  }

  const bytes: BlobBytes = {
    write: (id, source) => writeFile(id, source),
    async read(id) {
      if (!isBlobId(id)) return null;
      try {
        const handle = await fs.open(fileOf(id), 'r');
        return handle.createReadStream();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw unavailable(`opening ${id}`, e);
      }
    },
    async size(id) {
      if (!isBlobId(id)) return null;
      try {
        return (await fs.stat(fileOf(id))).size;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw unavailable(`stat ${id}`, e);
      }
    },
    async remove(id) {
      if (!isBlobId(id)) return;
      await fs.rm(fileOf(id), { force: true }).catch((e: unknown) => {
        throw unavailable(`delete ${id}`, e);
      });
    },
    async *list() {
      let shards: string[];
      try {
        shards = await fs.readdir(root);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw unavailable('list', e);
      }
      for (const shard of shards) {
        for (const name of await fs.readdir(path.join(root, shard)).catch(() => [] as string[])) {
          if (!isBlobId(name)) continue;
          const st = await fs.stat(path.join(root, shard, name)).catch(() => null);
          if (st) yield { id: name, modifiedAt: st.mtime };
        }
      }
    },
  };

  return {
    async put(source, opts = {}) {
      const id = newBlobId();
      const result = await writeFile(id, source, opts.maxBytes);
      const blob: StoredBlob = { id, ...result, createdAt: new Date().toISOString() };
      try {
        await insertMeta(db.kysely, blob);
      } catch (e) {
        await fs.rm(fileOf(id), { force: true }).catch(() => {});
        throw unavailable('put', e);
      }
      return blob;
    },

    async get(id) {
      const meta = await stat(id);
      if (!meta) return null;
      let handle: fs.FileHandle;
      try {
        // Opened here, not lazily, so a missing or unreadable file fails get() itself (a 503, not a cut stream).
        handle = await fs.open(fileOf(id), 'r');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobMissingError(id);
        throw unavailable(`opening ${id}`, e);
      }
      const file = handle.createReadStream();
      // Destroying the result before it was read must still close the file.
      return checkedStream(id, meta.size, file, () => file.destroy());
    },

    stat,

    delete: (id) => deleteRowThenBytes(db.kysely, id, bytes.remove),

    async ping() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fsConstants.W_OK);
      } catch (e) {
        throw unavailable('reaching the data folder', e);
      }
    },

    bytes,
  };
}

async function writeAll(handle: fs.FileHandle, buf: Buffer): Promise<void> {
  for (let off = 0; off < buf.length; ) off += (await handle.write(buf, off, buf.length - off)).bytesWritten;
}

/** Makes the rename itself durable. Not possible on Windows, where opening a folder fails. */
async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const h = await fs.open(dir, 'r');
  try {
    await h.sync();
  } finally {
    await h.close();
  }
}
