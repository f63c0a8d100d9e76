// Blob ids: `blob_` + random lowercase alphanumerics (newId). Checked before any lookup, because on SQLite the
// id becomes a file name and must never carry a path.
import { newId } from '../platform/ids.js';

const BLOB_ID = /^blob_[a-z0-9]{4,16}$/;

export const newBlobId = (): string => newId('blob');

export const isBlobId = (id: string): boolean => BLOB_ID.test(id);
