// A document as a file: an authored one as PDF, DOCX or Markdown; an uploaded PDF as itself.
import type { Readable } from 'node:stream';
import { toMarkdown } from '../../content/index.js';
import { renderDocx, renderPdf } from '../../work/pdf.js';
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { safeName } from '../files.js';
import { loadDocument } from '../index.js';
import { openStoredFile } from '../../files/stored-file.js';

export interface ExportedFile {
  contentType: string;
  filename: string;
  body: Readable | Buffer | string;
}

export async function exportDocument(
  s: Services,
  ctx: ActionContext,
  input: { id: string; format?: 'pdf' | 'docx' | 'md' },
): Promise<ExportedFile> {
  const doc = await loadDocument(s, ctx.workspaceId, input.id);
  const format = input.format ?? 'pdf';
  const name = safeName(doc.title);
  if (doc.kind !== 'xdoc') {
    if (format !== 'pdf' || doc.kind !== 'pdf')
      throw errors.conflict(`an uploaded ${doc.kind === 'pdf' ? 'PDF' : 'file'} exports only as itself (format=pdf)`);
    const stream = await openStoredFile(
      s.blobs,
      doc.source_blob_id!,
      `the stored file of the document ${JSON.stringify(doc.title)}`,
    );
    return { contentType: 'application/pdf', filename: `${name}.pdf`, body: stream };
  }
  const content = JSON.parse(doc.content!);
  if (format === 'md')
    return { contentType: 'text/markdown; charset=utf-8', filename: `${name}.md`, body: toMarkdown(content) };
  if (format === 'docx') {
    const bytes = await renderDocx({ title: doc.title, content }, { workspace: ctx.workspaceId });
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      filename: `${name}.docx`,
      body: Buffer.from(bytes),
    };
  }
  const pdf = await renderPdf({ title: doc.title, content }, { workspace: ctx.workspaceId });
  return { contentType: 'application/pdf', filename: `${name}.pdf`, body: Buffer.from(pdf.bytes) };
}
