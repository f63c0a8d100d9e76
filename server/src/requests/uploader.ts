// Who sends a file through an upload link: its assignee, or whoever the open page's form names.
import { requestErrors } from './errors.js';
import type { UploadAccess } from './index.js';

const EMAIL = /^[^\s@,;:<>()"\\[\]]+@[^\s@,;:<>()"\\[\]]+\.[^\s@,;:<>()"\\[\]]+$/;

export interface UploadFields {
  itemId?: string;
  email?: string;
  name?: string;
}

/** Who is sending: the assignee of the link, or the address and name given on the open page (422 naming the field). */
export function identifyUploader(
  access: UploadAccess,
  fields: UploadFields,
): { email: string | null; name: string | null } {
  if (access.assignee) return { email: access.assignee.email, name: access.assignee.name };
  const email = fields.email?.trim() || null;
  const name = fields.name?.trim() || null;
  if (email !== null && (email.length > 254 || !EMAIL.test(email))) throw requestErrors.badEmail();
  if (email === null && access.request.require_email) throw requestErrors.emailRequired();
  if (fields.name !== undefined && (name === null || name.length > 200)) throw requestErrors.badName();
  return { email, name };
}
