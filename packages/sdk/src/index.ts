// The core: web platform APIs only (fetch, Blob, ReadableStream, TextEncoder, Web Crypto), so it runs unchanged in
// Node, Bun, Deno, workerd and browsers. What needs Node's file system is in ./node.ts (`@dossier/sdk/node`).
export { Dossier } from './client.js';
export { Dossier as default } from './client.js';
export type {
  ClientOptions,
  RequestOptions,
  RequestTokenOptions,
  Uploadable,
  UploadParams,
  VisitCredentials,
} from './core.js';
export { PagePromise, type Page } from './pagination.js';
export { Events, parseSse, type SseMessage, type StreamOptions, type StreamedEvent } from './events.js';
export { APIPromise, type APIResponse, type WithRequestId } from './api-promise.js';
export * from './errors.js';
export {
  Webhooks,
  computeSignature,
  computeSignatureAsync,
  type WebhookEvent,
  type VerifyOptions,
  type HeaderSource,
} from './webhooks.js';
export type * from './generated/api/types.gen.js';
export type { paths, PathsWith, TypedInit, TypedMethod, TypedResult } from './typed.js';
