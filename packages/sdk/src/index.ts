export { Dossier } from './client.js';
export { Dossier as default } from './client.js';
export type { ClientOptions, RequestOptions, RequestTokenOptions, Uploadable, UploadParams, VisitCredentials } from './core.js';
export { PagePromise, type Page } from './pagination.js';
export * from './errors.js';
export { Webhooks, computeSignature, type WebhookEvent, type VerifyOptions, type HeaderSource } from './webhooks.js';
export type * from './generated/api/types.gen.js';
export { fileFromPath } from './uploads.js';
export type { paths, PathsWith, TypedInit, TypedMethod, TypedResult } from './typed.js';
