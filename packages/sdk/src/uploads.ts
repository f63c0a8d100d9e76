// Files from disk for uploads, without reading them into memory.
import { openAsBlob } from 'node:fs';
import path from 'node:path';

/**
 * A File backed by the file at `filePath`: its bytes are read from disk as the upload sends them (and again on
 * a retry), never held whole in memory. Pass it to any upload method, e.g.
 * `dossier.documents.upload(await fileFromPath('contract.pdf'))`.
 */
export async function fileFromPath(filePath: string, options: { type?: string; filename?: string } = {}): Promise<File> {
  const type = options.type ?? (filePath.toLowerCase().endsWith('.pdf') ? 'application/pdf' : '');
  const blob = await openAsBlob(filePath, { type });
  return new File([blob], options.filename ?? path.basename(filePath), { type });
}
