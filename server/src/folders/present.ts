// Folders as the API shows them.
import type { Folder } from '../generated/api/types.gen.js';
import type { FolderRow } from './repository.js';

export function toFolder(f: FolderRow): Folder {
  return {
    id: f.id,
    name: f.name,
    parentId: f.parent_id,
    position: Number(f.position),
    documentCount: f.document_count,
    createdAt: f.created_at,
    updatedAt: f.updated_at,
  };
}
