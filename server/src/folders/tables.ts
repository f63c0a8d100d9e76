// The folders domain's table types.
export interface FoldersTable {
  id: string;
  workspace_id: string;
  name: string;
  parent_id: string | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface FolderTables {
  folders: FoldersTable;
}
