// File requests as the API and the upload pages show them, typed with the generated types.
import type {
  FileRequest,
  FileRequestAssignee,
  FileRequestDetail,
  FileRequestItem,
  FileRequestUpload,
  UploadPage,
  UploadReceipt,
} from '../generated/api/types.gen.js';
import type { Services } from '../services.js';
import type { Counts } from './repository.js';
import type {
  FileRequestAssigneesTable,
  FileRequestItemsTable,
  FileRequestsTable,
  FileRequestUploadsTable,
} from './tables.js';
import { MAX_UPLOAD_BYTES } from '../platform/uploads.js';
import { openUrl } from './tokens.js';

export function toRequest(s: Pick<Services, 'config'>, r: FileRequestsTable, counts: Counts): FileRequest {
  return {
    id: r.id,
    slug: r.slug,
    url: openUrl(s, r.slug),
    title: r.title,
    description: r.description,
    dataRoomId: r.data_room_id,
    folderId: r.folder_id,
    requireEmail: Boolean(r.require_email),
    dueAt: r.due_at,
    remindEveryDays: r.remind_every_days,
    notifyOnUpload: Boolean(r.notify_on_upload),
    openPage: Boolean(r.open_page),
    active: Boolean(r.active),
    closedAt: r.closed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    counts,
  };
}

export function toItem(i: FileRequestItemsTable): FileRequestItem {
  return { id: i.id, name: i.name, description: i.description, required: Boolean(i.required), position: i.position };
}

export function toAssignee(a: FileRequestAssigneesTable): FileRequestAssignee {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    locale: a.locale ?? null,
    delivery: a.delivery,
    deliveryError: a.delivery_error,
    sentAt: a.sent_at,
    remindedAt: a.reminded_at,
    reminderCount: a.reminder_count,
    uploadedAt: a.uploaded_at,
    completedAt: a.completed_at,
    createdAt: a.created_at,
  };
}

export function toUpload(u: FileRequestUploadsTable): FileRequestUpload {
  return {
    id: u.id,
    itemId: u.item_id,
    assigneeId: u.assignee_id,
    uploaderEmail: u.uploader_email,
    uploaderName: u.uploader_name,
    filename: u.filename,
    contentType: u.content_type,
    byteSize: u.byte_size,
    sha256: u.sha256,
    documentId: u.document_id,
    uploadedAt: u.uploaded_at,
  };
}

export function toReceipt(u: FileRequestUploadsTable): UploadReceipt {
  return {
    id: u.id,
    itemId: u.item_id,
    filename: u.filename,
    contentType: u.content_type,
    byteSize: u.byte_size,
    sha256: u.sha256,
    uploadedAt: u.uploaded_at,
  };
}

export interface RequestParts {
  request: FileRequestsTable;
  items: FileRequestItemsTable[];
  assignees: FileRequestAssigneesTable[];
  uploads: FileRequestUploadsTable[];
}

export function toDetail(s: Pick<Services, 'config'>, p: RequestParts): FileRequestDetail {
  const counts: Counts = {
    items: p.items.length,
    assignees: p.assignees.length,
    completed: p.assignees.filter((a) => a.completed_at !== null).length,
    uploads: p.uploads.length,
  };
  return {
    ...toRequest(s, p.request, counts),
    items: p.items.map(toItem),
    assignees: p.assignees.map(toAssignee),
    uploads: p.uploads.map(toUpload),
  };
}

export function toUploadPage(p: {
  request: FileRequestsTable;
  items: FileRequestItemsTable[];
  assignee: FileRequestAssigneesTable | null;
  uploads: FileRequestUploadsTable[];
}): UploadPage {
  return {
    title: p.request.title,
    description: p.request.description,
    dueAt: p.request.due_at,
    items: p.items.map(toItem),
    askEmail: p.assignee === null && Boolean(p.request.require_email),
    assignee: p.assignee && { email: p.assignee.email, name: p.assignee.name, completedAt: p.assignee.completed_at },
    uploads: p.assignee ? p.uploads.map(toReceipt) : [],
    maxBytes: MAX_UPLOAD_BYTES,
  };
}
