// How folders are shown: one folder, and the workspace's folders as a tree.
import type { Folder } from '@dossier/sdk';
import { cell } from '../format.js';

/** The label/value rows describing one folder. */
export function folderRows(f: Folder): [string, string][] {
  return [
    ['ID', f.id],
    ['Name', f.name],
    ['Parent', f.parentId ?? '— (top level)'],
    ['Position', cell(f.position)],
    ['Documents', cell(f.documentCount)],
    ['Created', f.createdAt],
    ['Updated', f.updatedAt],
  ];
}

/**
 * Folders in tree order with their depth (0 at the top level): each folder before its subfolders, siblings in
 * the order given (the API's: position, then name). A folder whose parent is not in the list counts as top level.
 */
export function folderTree(folders: readonly Folder[]): { folder: Folder; depth: number }[] {
  const ids = new Set(folders.map((f) => f.id));
  const children = new Map<string | null, Folder[]>();
  for (const f of folders) {
    const parent = f.parentId !== null && ids.has(f.parentId) && f.parentId !== f.id ? f.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), f]);
  }
  const out: { folder: Folder; depth: number }[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const f of children.get(parent) ?? []) {
      if (seen.has(f.id)) continue;
      seen.add(f.id);
      out.push({ folder: f, depth });
      walk(f.id, depth + 1);
    }
  };
  walk(null, 0);
  // A cycle (which the API never returns) would leave folders unvisited: list them at the top level.
  for (const f of folders) if (!seen.has(f.id)) out.push({ folder: f, depth: 0 });
  return out;
}
