// Data rooms, their folders (distinct from workspace folders), the documents filed in them, and viewer groups
// with what each group may read.
export interface DataRoomsTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  frozen_at: string | null;
  archived_at: string | null;
  /** In the trash: every link into the room stops answering. */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RoomFoldersTable {
  id: string;
  room_id: string;
  workspace_id: string;
  name: string;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface RoomDocumentsTable {
  room_id: string;
  document_id: string;
  workspace_id: string;
  folder_id: string | null;
  position: number;
  added_at: string;
}

export interface ViewerGroupsTable {
  id: string;
  room_id: string;
  workspace_id: string;
  name: string;
  /** JSON array of lowercased addresses and `@domain`s. */
  members: string;
  created_at: string;
  updated_at: string;
}

export interface ViewerGroupFoldersTable {
  group_id: string;
  folder_id: string;
  position: number;
}

export interface ViewerGroupDocumentsTable {
  group_id: string;
  document_id: string;
  position: number;
}

export interface RoomTables {
  data_rooms: DataRoomsTable;
  room_folders: RoomFoldersTable;
  room_documents: RoomDocumentsTable;
  viewer_groups: ViewerGroupsTable;
  viewer_group_folders: ViewerGroupFoldersTable;
  viewer_group_documents: ViewerGroupDocumentsTable;
}
