// Files from disk for uploads, without reading them into memory.
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A File backed by the file at `filePath`, with its name (the base name, or `options.filename`) and size: its
 * bytes are read from disk as the upload sends them, never held whole in memory, and read again if the call is
 * retried (which is why an upload from a path is retried and one from a stream is not). Pass it to any upload
 * method, e.g. `dossier.documents.upload(await fileFromPath('contract.pdf'))`.
 *
 * The file must stay as it is until the upload ends: one changed in between fails the upload (the read is refused).
 * Rejects with the system error for a path that does not exist (`ENOENT`), and with `ENOTFILE` for anything but a
 * regular file (a directory, a pipe: stream those with `fs.createReadStream`).
 */
export async function fileFromPath(
  filePath: string,
  options: { type?: string; filename?: string } = {},
): Promise<File> {
  const info = await stat(filePath);
  if (!info.isFile()) {
    throw Object.assign(
      new Error(`fileFromPath: ${filePath} is not a regular file (give fs.createReadStream(path) to stream it)`),
      { code: 'ENOTFILE', path: filePath },
    );
  }
  const type = options.type ?? (filePath.toLowerCase().endsWith('.pdf') ? 'application/pdf' : '');
  const blob = await openAsBlob(filePath, { type });
  return new File([blob], options.filename ?? path.basename(filePath), { type });
}
