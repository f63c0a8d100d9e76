// Templates: a document's body and recipient slots, saved for reuse.
export interface TemplatesTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  kind: 'xdoc' | 'pdf' | 'file';
  page_count: number;
  content: string | null;
  /** JSON array of recipient slots {id, name, role, routingOrder}. */
  recipients: string;
  source_blob_id: string | null;
  use_count: number;
  created_at: string;
  updated_at: string;
}

export interface TemplateTables {
  templates: TemplatesTable;
}
