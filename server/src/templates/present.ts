// Templates as the API shows them.
import type { DocContent, Template, TemplateDetail, TemplateRecipient } from '../generated/api/types.gen.js';
import type { TemplatesTable } from './tables.js';

/** A template as a list reads it (no body). */
export type ListedTemplate = Omit<TemplatesTable, 'content' | 'workspace_id' | 'source_blob_id'>;

export function toTemplate(t: ListedTemplate): Template {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    kind: t.kind,
    pageCount: Number(t.page_count),
    recipients: JSON.parse(t.recipients) as TemplateRecipient[],
    useCount: Number(t.use_count),
    createdAt: t.created_at,
    updatedAt: t.updated_at,
  };
}

/**
 * With `include=content`: the body of an authored template. A pdf or file template has no body, and the spec says
 * it never carries `content` (absent, not null).
 */
export function toTemplateDetail(t: TemplatesTable, includeContent: boolean): TemplateDetail {
  if (!includeContent || !t.content) return toTemplate(t);
  return { ...toTemplate(t), content: JSON.parse(t.content) as DocContent };
}
