// Comments on documents: thread openers and their replies (one level deep).
export interface CommentsTable {
  id: string;
  document_id: string;
  workspace_id: string;
  parent_id: string | null;
  /** The API key that wrote it, when written through the API (edits and deletes are limited to the account's own). */
  author_key_id: string | null;
  /** 1 when this account (the workspace's API) wrote it. */
  by_account: number;
  author_name: string | null;
  author_email: string | null;
  body: string;
  quote: string | null;
  resolved: number;
  created_at: string;
  updated_at: string;
}

export interface CommentTables {
  comments: CommentsTable;
}
