// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.
import type * as T from './api/types.gen.js';

export interface OperationSpec {
  readonly operationId: OperationId;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, relative to /api/v1 (and, for base `origin`, to the origin as well). */
  readonly path: string;
  /** `api`: served under /api/v1; `origin`: at the server's root too (the health probes: `x-dossier-origin`). */
  readonly base: 'api' | 'origin';
  readonly tag: string;
  readonly summary: string;
  /** null: no key needed (a public operation); []: any valid key; otherwise the scopes required. */
  readonly scopes: readonly Scope[] | null;
  /**
   * The credential it takes: `key` (an API key, see scopes), `signingToken` (the `{token}` path segment),
   * `visitToken` (x-visit-token, or the viewer page's cookie), `requestToken` (x-request-token, optional:
   * without it the open upload page), or `none`.
   */
  readonly auth: Auth;
}

export const authKinds = ["key","signingToken","visitToken","requestToken","none"] as const;
export type Auth = (typeof authKinds)[number];

export const allScopes = ["documents:read","documents:write","envelopes:read","envelopes:write","rooms:read","rooms:write","links:read","links:write","views:read","audit:read","requests:read","requests:write"] as const;
export type Scope = (typeof allScopes)[number];

export const webhookEvents = ["envelope.sent","recipient.notified","recipient.bounced","recipient.viewed","recipient.authenticated","recipient.signed","recipient.declined","recipient.delegated","recipient.attached","envelope.reminded","envelope.completed","envelope.voided","envelope.expired","batch.completed","batch.cancelled","consent.accepted","consent.withdrawn","document.created","document.edited","document.redacted","link.created","link.updated","link.enabled","link.disabled","link.deleted","link.viewed","link.nda_accepted","link.downloaded","link.bulk_downloaded","ping"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export type OperationId =
  | 'getCatalog'
  | 'getMe'
  | 'getWorkspaceSender'
  | 'updateWorkspaceSender'
  | 'getWorkspaceEmbedding'
  | 'updateWorkspaceEmbedding'
  | 'getOpenapi'
  | 'getHealth'
  | 'getReadiness'
  | 'listDocuments'
  | 'createDocument'
  | 'uploadDocument'
  | 'getDocument'
  | 'updateDocument'
  | 'deleteDocument'
  | 'restoreDocument'
  | 'downloadDocumentFile'
  | 'replaceDocumentFile'
  | 'exportDocument'
  | 'listDocumentVersions'
  | 'createDocumentVersion'
  | 'getDocumentVersion'
  | 'restoreDocumentVersion'
  | 'deleteDocumentVersion'
  | 'addSignatureBlock'
  | 'listDocumentFields'
  | 'replaceDocumentFields'
  | 'listComments'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'listFolders'
  | 'createFolder'
  | 'updateFolder'
  | 'deleteFolder'
  | 'listTemplates'
  | 'createTemplate'
  | 'getTemplate'
  | 'updateTemplate'
  | 'deleteTemplate'
  | 'listEnvelopes'
  | 'sendEnvelope'
  | 'getEnvelope'
  | 'remindEnvelope'
  | 'voidEnvelope'
  | 'reassignRecipient'
  | 'downloadEnvelopePdf'
  | 'getEnvelopeCertificate'
  | 'listEnvelopeAttachments'
  | 'downloadEnvelopeAttachment'
  | 'createBatch'
  | 'getBatch'
  | 'listBatchRows'
  | 'cancelBatch'
  | 'remindBatch'
  | 'voidBatch'
  | 'getBatchCsvTemplate'
  | 'listLinks'
  | 'createLink'
  | 'getLink'
  | 'updateLink'
  | 'deleteLink'
  | 'listRooms'
  | 'createRoom'
  | 'getRoom'
  | 'updateRoom'
  | 'deleteRoom'
  | 'listRoomDocuments'
  | 'fileRoomDocument'
  | 'updateRoomDocument'
  | 'removeRoomDocument'
  | 'listRoomFolders'
  | 'createRoomFolder'
  | 'updateRoomFolder'
  | 'deleteRoomFolder'
  | 'listRoomGroups'
  | 'createRoomGroup'
  | 'getRoomGroup'
  | 'updateRoomGroup'
  | 'deleteRoomGroup'
  | 'listAgreements'
  | 'createAgreement'
  | 'getAgreement'
  | 'updateAgreement'
  | 'deleteAgreement'
  | 'listViews'
  | 'getView'
  | 'listVisitors'
  | 'getVisitor'
  | 'exportVisits'
  | 'getAnalyticsSummary'
  | 'getDocumentAnalytics'
  | 'listQuestions'
  | 'getQuestion'
  | 'replyToQuestion'
  | 'listRequests'
  | 'createRequest'
  | 'getRequest'
  | 'updateRequest'
  | 'deleteRequest'
  | 'addRequestAssignees'
  | 'removeRequestAssignee'
  | 'resendRequestAssignee'
  | 'listHooks'
  | 'createHook'
  | 'listHookSamples'
  | 'getHook'
  | 'updateHook'
  | 'deleteHook'
  | 'pingHook'
  | 'rotateHookSecret'
  | 'listHookDeliveries'
  | 'streamEvents'
  | 'triggerEvent'
  | 'listAuditEvents'
  | 'listAuditTypes'
  | 'getSigningSession'
  | 'downloadSigningDocument'
  | 'downloadSigningExecutedPdf'
  | 'submitSigningAccessCode'
  | 'acceptSigningConsent'
  | 'withdrawSigningConsent'
  | 'uploadSigningAttachment'
  | 'signEnvelope'
  | 'declineEnvelope'
  | 'startVisit'
  | 'submitVisitGates'
  | 'resendVisitVerification'
  | 'getVisitContent'
  | 'getVisitDocument'
  | 'downloadVisitDocumentFile'
  | 'recordVisitHeartbeat'
  | 'downloadVisitDocument'
  | 'requestBulkDownloadCode'
  | 'downloadVisitBulk'
  | 'listVisitQuestions'
  | 'askVisitQuestion'
  | 'replyToVisitQuestion'
  | 'askVisitAssistant'
  | 'submitVisitFeedback'
  | 'getUploadPage'
  | 'uploadToRequest'
  | 'verifyPdf';

export const operations: readonly OperationSpec[] = [
  { operationId: 'getCatalog', method: 'GET', path: '/', base: 'api', tag: 'Discovery', summary: "Describe the API for this key", scopes: [], auth: 'key' },
  { operationId: 'getMe', method: 'GET', path: '/me', base: 'api', tag: 'Discovery', summary: "Who this key belongs to", scopes: [], auth: 'key' },
  { operationId: 'getWorkspaceSender', method: 'GET', path: '/workspace/sender', base: 'api', tag: 'Discovery', summary: "Read the sender name", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'updateWorkspaceSender', method: 'PATCH', path: '/workspace/sender', base: 'api', tag: 'Discovery', summary: "Set the sender name", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'getWorkspaceEmbedding', method: 'GET', path: '/workspace/embedding', base: 'api', tag: 'Discovery', summary: "Read the origins allowed to embed the pages", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'updateWorkspaceEmbedding', method: 'PATCH', path: '/workspace/embedding', base: 'api', tag: 'Discovery', summary: "Set the origins allowed to embed the pages", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'getOpenapi', method: 'GET', path: '/openapi.json', base: 'api', tag: 'Discovery', summary: "The OpenAPI document", scopes: null, auth: 'none' },
  { operationId: 'getHealth', method: 'GET', path: '/healthz', base: 'origin', tag: 'Health', summary: "Is the process alive", scopes: null, auth: 'none' },
  { operationId: 'getReadiness', method: 'GET', path: '/readyz', base: 'origin', tag: 'Health', summary: "Can the instance do its work", scopes: null, auth: 'none' },
  { operationId: 'listDocuments', method: 'GET', path: '/documents', base: 'api', tag: 'Documents', summary: "List documents", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'createDocument', method: 'POST', path: '/documents', base: 'api', tag: 'Documents', summary: "Create a document", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'uploadDocument', method: 'POST', path: '/documents/upload', base: 'api', tag: 'Documents', summary: "Upload a PDF", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'getDocument', method: 'GET', path: '/documents/{id}', base: 'api', tag: 'Documents', summary: "Retrieve a document", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'updateDocument', method: 'PATCH', path: '/documents/{id}', base: 'api', tag: 'Documents', summary: "Update a document", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'deleteDocument', method: 'DELETE', path: '/documents/{id}', base: 'api', tag: 'Documents', summary: "Delete a document", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'restoreDocument', method: 'POST', path: '/documents/{id}/restore', base: 'api', tag: 'Documents', summary: "Restore a document from the trash", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'downloadDocumentFile', method: 'GET', path: '/documents/{id}/file', base: 'api', tag: 'Documents', summary: "Download a document's stored file", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'replaceDocumentFile', method: 'POST', path: '/documents/{id}/file', base: 'api', tag: 'Documents', summary: "Replace an uploaded PDF's file", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'exportDocument', method: 'GET', path: '/documents/{id}/export', base: 'api', tag: 'Documents', summary: "Export a document", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'listDocumentVersions', method: 'GET', path: '/documents/{id}/versions', base: 'api', tag: 'Versions', summary: "List a document's versions", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'createDocumentVersion', method: 'POST', path: '/documents/{id}/versions', base: 'api', tag: 'Versions', summary: "Save a version", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'getDocumentVersion', method: 'GET', path: '/documents/{id}/versions/{versionId}', base: 'api', tag: 'Versions', summary: "Retrieve a version", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'restoreDocumentVersion', method: 'POST', path: '/documents/{id}/versions/{versionId}', base: 'api', tag: 'Versions', summary: "Restore a version", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'deleteDocumentVersion', method: 'DELETE', path: '/documents/{id}/versions/{versionId}', base: 'api', tag: 'Versions', summary: "Delete a version", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'addSignatureBlock', method: 'POST', path: '/documents/{id}/signature-blocks', base: 'api', tag: 'Documents', summary: "Append a signature block", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listDocumentFields', method: 'GET', path: '/documents/{id}/fields', base: 'api', tag: 'Documents', summary: "List the field placements of an uploaded PDF", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'replaceDocumentFields', method: 'PUT', path: '/documents/{id}/fields', base: 'api', tag: 'Documents', summary: "Replace the field placements of an uploaded PDF", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listComments', method: 'GET', path: '/documents/{id}/comments', base: 'api', tag: 'Comments', summary: "List a document's comments", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'createComment', method: 'POST', path: '/documents/{id}/comments', base: 'api', tag: 'Comments', summary: "Comment on a document", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'updateComment', method: 'PATCH', path: '/documents/{id}/comments/{commentId}', base: 'api', tag: 'Comments', summary: "Resolve, reopen or edit a comment", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'deleteComment', method: 'DELETE', path: '/documents/{id}/comments/{commentId}', base: 'api', tag: 'Comments', summary: "Delete a comment", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listFolders', method: 'GET', path: '/folders', base: 'api', tag: 'Folders', summary: "List workspace folders", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'createFolder', method: 'POST', path: '/folders', base: 'api', tag: 'Folders', summary: "Create a workspace folder", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'updateFolder', method: 'PATCH', path: '/folders/{id}', base: 'api', tag: 'Folders', summary: "Rename, reorder or move a workspace folder", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'deleteFolder', method: 'DELETE', path: '/folders/{id}', base: 'api', tag: 'Folders', summary: "Delete a workspace folder", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listTemplates', method: 'GET', path: '/templates', base: 'api', tag: 'Templates', summary: "List templates", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'createTemplate', method: 'POST', path: '/templates', base: 'api', tag: 'Templates', summary: "Save a document as a template", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'getTemplate', method: 'GET', path: '/templates/{id}', base: 'api', tag: 'Templates', summary: "Retrieve a template", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'updateTemplate', method: 'PATCH', path: '/templates/{id}', base: 'api', tag: 'Templates', summary: "Rename or redescribe a template", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'deleteTemplate', method: 'DELETE', path: '/templates/{id}', base: 'api', tag: 'Templates', summary: "Delete a template", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listEnvelopes', method: 'GET', path: '/envelopes', base: 'api', tag: 'Envelopes', summary: "List envelopes", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'sendEnvelope', method: 'POST', path: '/envelopes', base: 'api', tag: 'Envelopes', summary: "Send a document for signature", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'getEnvelope', method: 'GET', path: '/envelopes/{id}', base: 'api', tag: 'Envelopes', summary: "Retrieve an envelope", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'remindEnvelope', method: 'POST', path: '/envelopes/{id}/remind', base: 'api', tag: 'Envelopes', summary: "Remind the recipients the envelope is waiting on", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'voidEnvelope', method: 'POST', path: '/envelopes/{id}/void', base: 'api', tag: 'Envelopes', summary: "Void an envelope", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'reassignRecipient', method: 'POST', path: '/envelopes/{id}/recipients/{recipientId}/reassign', base: 'api', tag: 'Envelopes', summary: "Pass a recipient's place to someone else", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'downloadEnvelopePdf', method: 'GET', path: '/envelopes/{id}/pdf', base: 'api', tag: 'Envelopes', summary: "Download the envelope's PDF", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'getEnvelopeCertificate', method: 'GET', path: '/envelopes/{id}/certificate', base: 'api', tag: 'Envelopes', summary: "Retrieve the certificate of evidence", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'listEnvelopeAttachments', method: 'GET', path: '/envelopes/{id}/attachments', base: 'api', tag: 'Envelopes', summary: "List files signers returned", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'downloadEnvelopeAttachment', method: 'GET', path: '/envelopes/{id}/attachments/{attachmentId}', base: 'api', tag: 'Envelopes', summary: "Download a file a signer returned", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'createBatch', method: 'POST', path: '/batches', base: 'api', tag: 'Batches', summary: "Send one envelope per row of a CSV, from a template", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'getBatch', method: 'GET', path: '/batches/{id}', base: 'api', tag: 'Batches', summary: "Retrieve a batch and its progress", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'listBatchRows', method: 'GET', path: '/batches/{id}/rows', base: 'api', tag: 'Batches', summary: "List a batch's rows", scopes: ["envelopes:read"], auth: 'key' },
  { operationId: 'cancelBatch', method: 'POST', path: '/batches/{id}/cancel', base: 'api', tag: 'Batches', summary: "Cancel a batch", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'remindBatch', method: 'POST', path: '/batches/{id}/remind', base: 'api', tag: 'Batches', summary: "Remind every open envelope of a batch", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'voidBatch', method: 'POST', path: '/batches/{id}/void', base: 'api', tag: 'Batches', summary: "Void every envelope of a batch", scopes: ["envelopes:write"], auth: 'key' },
  { operationId: 'getBatchCsvTemplate', method: 'GET', path: '/templates/{id}/batch.csv', base: 'api', tag: 'Batches', summary: "Download a CSV template for a bulk send", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'listLinks', method: 'GET', path: '/links', base: 'api', tag: 'Links', summary: "List share links", scopes: ["links:read"], auth: 'key' },
  { operationId: 'createLink', method: 'POST', path: '/links', base: 'api', tag: 'Links', summary: "Publish a share link", scopes: ["links:write"], auth: 'key' },
  { operationId: 'getLink', method: 'GET', path: '/links/{id}', base: 'api', tag: 'Links', summary: "Retrieve a share link", scopes: ["links:read"], auth: 'key' },
  { operationId: 'updateLink', method: 'PATCH', path: '/links/{id}', base: 'api', tag: 'Links', summary: "Change a share link", scopes: ["links:write"], auth: 'key' },
  { operationId: 'deleteLink', method: 'DELETE', path: '/links/{id}', base: 'api', tag: 'Links', summary: "Delete a share link", scopes: ["links:write"], auth: 'key' },
  { operationId: 'listRooms', method: 'GET', path: '/rooms', base: 'api', tag: 'Rooms', summary: "List data rooms", scopes: ["rooms:read"], auth: 'key' },
  { operationId: 'createRoom', method: 'POST', path: '/rooms', base: 'api', tag: 'Rooms', summary: "Create a data room", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'getRoom', method: 'GET', path: '/rooms/{id}', base: 'api', tag: 'Rooms', summary: "Retrieve a data room", scopes: ["rooms:read"], auth: 'key' },
  { operationId: 'updateRoom', method: 'PATCH', path: '/rooms/{id}', base: 'api', tag: 'Rooms', summary: "Rename, freeze or archive a data room", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'deleteRoom', method: 'DELETE', path: '/rooms/{id}', base: 'api', tag: 'Rooms', summary: "Delete a data room", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'listRoomDocuments', method: 'GET', path: '/rooms/{id}/documents', base: 'api', tag: 'Rooms', summary: "List documents filed in a room", scopes: ["rooms:read"], auth: 'key' },
  { operationId: 'fileRoomDocument', method: 'POST', path: '/rooms/{id}/documents', base: 'api', tag: 'Rooms', summary: "File a document in a room", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'updateRoomDocument', method: 'PATCH', path: '/rooms/{id}/documents/{documentId}', base: 'api', tag: 'Rooms', summary: "Move or reorder a filed document", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'removeRoomDocument', method: 'DELETE', path: '/rooms/{id}/documents/{documentId}', base: 'api', tag: 'Rooms', summary: "Remove a document from a room", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'listRoomFolders', method: 'GET', path: '/rooms/{id}/folders', base: 'api', tag: 'Rooms', summary: "List a room's folders", scopes: ["rooms:read"], auth: 'key' },
  { operationId: 'createRoomFolder', method: 'POST', path: '/rooms/{id}/folders', base: 'api', tag: 'Rooms', summary: "Create a room folder", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'updateRoomFolder', method: 'PATCH', path: '/rooms/{id}/folders/{folderId}', base: 'api', tag: 'Rooms', summary: "Rename or reorder a room folder", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'deleteRoomFolder', method: 'DELETE', path: '/rooms/{id}/folders/{folderId}', base: 'api', tag: 'Rooms', summary: "Delete a room folder", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'listRoomGroups', method: 'GET', path: '/rooms/{id}/groups', base: 'api', tag: 'Rooms', summary: "List a room's viewer groups", scopes: ["rooms:read"], auth: 'key' },
  { operationId: 'createRoomGroup', method: 'POST', path: '/rooms/{id}/groups', base: 'api', tag: 'Rooms', summary: "Create a viewer group", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'getRoomGroup', method: 'GET', path: '/rooms/{id}/groups/{groupId}', base: 'api', tag: 'Rooms', summary: "Retrieve a viewer group", scopes: ["rooms:read"], auth: 'key' },
  { operationId: 'updateRoomGroup', method: 'PATCH', path: '/rooms/{id}/groups/{groupId}', base: 'api', tag: 'Rooms', summary: "Change a viewer group", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'deleteRoomGroup', method: 'DELETE', path: '/rooms/{id}/groups/{groupId}', base: 'api', tag: 'Rooms', summary: "Delete a viewer group", scopes: ["rooms:write"], auth: 'key' },
  { operationId: 'listAgreements', method: 'GET', path: '/agreements', base: 'api', tag: 'Agreements', summary: "List the agreements library", scopes: ["links:read"], auth: 'key' },
  { operationId: 'createAgreement', method: 'POST', path: '/agreements', base: 'api', tag: 'Agreements', summary: "Add an agreement to the library", scopes: ["links:write"], auth: 'key' },
  { operationId: 'getAgreement', method: 'GET', path: '/agreements/{id}', base: 'api', tag: 'Agreements', summary: "Retrieve an agreement", scopes: ["links:read"], auth: 'key' },
  { operationId: 'updateAgreement', method: 'PATCH', path: '/agreements/{id}', base: 'api', tag: 'Agreements', summary: "Change an agreement", scopes: ["links:write"], auth: 'key' },
  { operationId: 'deleteAgreement', method: 'DELETE', path: '/agreements/{id}', base: 'api', tag: 'Agreements', summary: "Delete an agreement", scopes: ["links:write"], auth: 'key' },
  { operationId: 'listViews', method: 'GET', path: '/views', base: 'api', tag: 'Analytics', summary: "List visits", scopes: ["views:read"], auth: 'key' },
  { operationId: 'getView', method: 'GET', path: '/views/{id}', base: 'api', tag: 'Analytics', summary: "Retrieve a visit", scopes: ["views:read"], auth: 'key' },
  { operationId: 'listVisitors', method: 'GET', path: '/visitors', base: 'api', tag: 'Analytics', summary: "List visitors", scopes: ["views:read"], auth: 'key' },
  { operationId: 'getVisitor', method: 'GET', path: '/visitors/{email}', base: 'api', tag: 'Analytics', summary: "Retrieve a visitor", scopes: ["views:read"], auth: 'key' },
  { operationId: 'exportVisits', method: 'GET', path: '/visits/export', base: 'api', tag: 'Analytics', summary: "Export visits as CSV", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'getAnalyticsSummary', method: 'GET', path: '/analytics/summary', base: 'api', tag: 'Analytics', summary: "Retrieve the analytics summary", scopes: ["views:read"], auth: 'key' },
  { operationId: 'getDocumentAnalytics', method: 'GET', path: '/analytics/documents/{id}', base: 'api', tag: 'Analytics', summary: "Retrieve a document's reading analytics", scopes: ["views:read"], auth: 'key' },
  { operationId: 'listQuestions', method: 'GET', path: '/questions', base: 'api', tag: 'Questions', summary: "List viewer questions", scopes: ["views:read"], auth: 'key' },
  { operationId: 'getQuestion', method: 'GET', path: '/questions/{id}', base: 'api', tag: 'Questions', summary: "Retrieve a viewer question", scopes: ["views:read"], auth: 'key' },
  { operationId: 'replyToQuestion', method: 'POST', path: '/questions/{id}/reply', base: 'api', tag: 'Questions', summary: "Reply to a viewer question", scopes: ["links:write"], auth: 'key' },
  { operationId: 'listRequests', method: 'GET', path: '/requests', base: 'api', tag: 'Requests', summary: "List file requests", scopes: ["requests:read"], auth: 'key' },
  { operationId: 'createRequest', method: 'POST', path: '/requests', base: 'api', tag: 'Requests', summary: "Create a file request", scopes: ["requests:write"], auth: 'key' },
  { operationId: 'getRequest', method: 'GET', path: '/requests/{id}', base: 'api', tag: 'Requests', summary: "Retrieve a file request", scopes: ["requests:read"], auth: 'key' },
  { operationId: 'updateRequest', method: 'PATCH', path: '/requests/{id}', base: 'api', tag: 'Requests', summary: "Update a file request", scopes: ["requests:write"], auth: 'key' },
  { operationId: 'deleteRequest', method: 'DELETE', path: '/requests/{id}', base: 'api', tag: 'Requests', summary: "Delete a file request", scopes: ["requests:write"], auth: 'key' },
  { operationId: 'addRequestAssignees', method: 'POST', path: '/requests/{id}/assignees', base: 'api', tag: 'Requests', summary: "Add assignees to a file request", scopes: ["requests:write"], auth: 'key' },
  { operationId: 'removeRequestAssignee', method: 'DELETE', path: '/requests/{id}/assignees/{assigneeId}', base: 'api', tag: 'Requests', summary: "Remove an assignee from a file request", scopes: ["requests:write"], auth: 'key' },
  { operationId: 'resendRequestAssignee', method: 'POST', path: '/requests/{id}/assignees/{assigneeId}/resend', base: 'api', tag: 'Requests', summary: "Resend an assignee's upload link", scopes: ["requests:write"], auth: 'key' },
  { operationId: 'listHooks', method: 'GET', path: '/hooks', base: 'api', tag: 'Webhooks', summary: "List webhook endpoints", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'createHook', method: 'POST', path: '/hooks', base: 'api', tag: 'Webhooks', summary: "Subscribe a webhook endpoint", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listHookSamples', method: 'GET', path: '/hooks/samples', base: 'api', tag: 'Webhooks', summary: "Sample payloads of an event", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'getHook', method: 'GET', path: '/hooks/{id}', base: 'api', tag: 'Webhooks', summary: "Read a webhook endpoint", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'updateHook', method: 'PATCH', path: '/hooks/{id}', base: 'api', tag: 'Webhooks', summary: "Change a webhook endpoint", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'deleteHook', method: 'DELETE', path: '/hooks/{id}', base: 'api', tag: 'Webhooks', summary: "Delete a webhook endpoint", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'pingHook', method: 'POST', path: '/hooks/{id}/ping', base: 'api', tag: 'Webhooks', summary: "Send a test delivery", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'rotateHookSecret', method: 'POST', path: '/hooks/{id}/rotate', base: 'api', tag: 'Webhooks', summary: "Rotate the signing secret", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listHookDeliveries', method: 'GET', path: '/hooks/{id}/deliveries', base: 'api', tag: 'Webhooks', summary: "List an endpoint's deliveries", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'streamEvents', method: 'GET', path: '/events/stream', base: 'api', tag: 'Webhooks', summary: "A live stream of the workspace's events", scopes: ["documents:read"], auth: 'key' },
  { operationId: 'triggerEvent', method: 'POST', path: '/events/trigger', base: 'api', tag: 'Webhooks', summary: "Make the workspace emit a sample event", scopes: ["documents:write"], auth: 'key' },
  { operationId: 'listAuditEvents', method: 'GET', path: '/audit', base: 'api', tag: 'Audit', summary: "Read the audit trail", scopes: ["audit:read"], auth: 'key' },
  { operationId: 'listAuditTypes', method: 'GET', path: '/audit/types', base: 'api', tag: 'Audit', summary: "List audit families and types", scopes: ["audit:read"], auth: 'key' },
  { operationId: 'getSigningSession', method: 'GET', path: '/public/signing/{token}', base: 'api', tag: 'Public', summary: "Open a signing session", scopes: null, auth: 'signingToken' },
  { operationId: 'downloadSigningDocument', method: 'GET', path: '/public/signing/{token}/document.pdf', base: 'api', tag: 'Public', summary: "Download the document to sign", scopes: null, auth: 'signingToken' },
  { operationId: 'downloadSigningExecutedPdf', method: 'GET', path: '/public/signing/{token}/executed.pdf', base: 'api', tag: 'Public', summary: "Download the signed copy", scopes: null, auth: 'signingToken' },
  { operationId: 'submitSigningAccessCode', method: 'POST', path: '/public/signing/{token}/access-code', base: 'api', tag: 'Public', summary: "Pass the access code", scopes: null, auth: 'signingToken' },
  { operationId: 'acceptSigningConsent', method: 'POST', path: '/public/signing/{token}/consent', base: 'api', tag: 'Public', summary: "Consent to sign electronically", scopes: null, auth: 'signingToken' },
  { operationId: 'withdrawSigningConsent', method: 'DELETE', path: '/public/signing/{token}/consent', base: 'api', tag: 'Public', summary: "Withdraw consent to sign electronically", scopes: null, auth: 'signingToken' },
  { operationId: 'uploadSigningAttachment', method: 'POST', path: '/public/signing/{token}/attachments', base: 'api', tag: 'Public', summary: "Return a file for an attachment field", scopes: null, auth: 'signingToken' },
  { operationId: 'signEnvelope', method: 'POST', path: '/public/signing/{token}/sign', base: 'api', tag: 'Public', summary: "Sign", scopes: null, auth: 'signingToken' },
  { operationId: 'declineEnvelope', method: 'POST', path: '/public/signing/{token}/decline', base: 'api', tag: 'Public', summary: "Decline to sign", scopes: null, auth: 'signingToken' },
  { operationId: 'startVisit', method: 'POST', path: '/public/links/{slug}/visits', base: 'api', tag: 'Public', summary: "Start a visit to a share link", scopes: null, auth: 'none' },
  { operationId: 'submitVisitGates', method: 'POST', path: '/public/visits/{visitId}/gates', base: 'api', tag: 'Public', summary: "Answer a visit's gates", scopes: null, auth: 'visitToken' },
  { operationId: 'resendVisitVerification', method: 'POST', path: '/public/visits/{visitId}/verification', base: 'api', tag: 'Public', summary: "Send a new verification code", scopes: null, auth: 'visitToken' },
  { operationId: 'getVisitContent', method: 'GET', path: '/public/visits/{visitId}/content', base: 'api', tag: 'Public', summary: "Read what the visit opened", scopes: null, auth: 'visitToken' },
  { operationId: 'getVisitDocument', method: 'GET', path: '/public/visits/{visitId}/documents/{documentId}', base: 'api', tag: 'Public', summary: "Read one document of the visit", scopes: null, auth: 'visitToken' },
  { operationId: 'downloadVisitDocumentFile', method: 'GET', path: '/public/visits/{visitId}/documents/{documentId}/file', base: 'api', tag: 'Public', summary: "Fetch a PDF to display", scopes: null, auth: 'visitToken' },
  { operationId: 'recordVisitHeartbeat', method: 'POST', path: '/public/visits/{visitId}/heartbeats', base: 'api', tag: 'Public', summary: "Report attention time", scopes: null, auth: 'visitToken' },
  { operationId: 'downloadVisitDocument', method: 'GET', path: '/public/visits/{visitId}/download', base: 'api', tag: 'Public', summary: "Download a copy", scopes: null, auth: 'visitToken' },
  { operationId: 'requestBulkDownloadCode', method: 'POST', path: '/public/visits/{visitId}/bulk-download/code', base: 'api', tag: 'Public', summary: "Email a bulk-download code", scopes: null, auth: 'visitToken' },
  { operationId: 'downloadVisitBulk', method: 'GET', path: '/public/visits/{visitId}/bulk-download', base: 'api', tag: 'Public', summary: "Download a room as a zip", scopes: null, auth: 'visitToken' },
  { operationId: 'listVisitQuestions', method: 'GET', path: '/public/visits/{visitId}/questions', base: 'api', tag: 'Public', summary: "List the visit's questions", scopes: null, auth: 'visitToken' },
  { operationId: 'askVisitQuestion', method: 'POST', path: '/public/visits/{visitId}/questions', base: 'api', tag: 'Public', summary: "Ask the owner a question", scopes: null, auth: 'visitToken' },
  { operationId: 'replyToVisitQuestion', method: 'POST', path: '/public/visits/{visitId}/questions/{threadId}', base: 'api', tag: 'Public', summary: "Write back in a thread", scopes: null, auth: 'visitToken' },
  { operationId: 'askVisitAssistant', method: 'POST', path: '/public/visits/{visitId}/assistant', base: 'api', tag: 'Public', summary: "Ask the reading assistant", scopes: null, auth: 'visitToken' },
  { operationId: 'submitVisitFeedback', method: 'POST', path: '/public/visits/{visitId}/feedback', base: 'api', tag: 'Public', summary: "React to a document", scopes: null, auth: 'visitToken' },
  { operationId: 'getUploadPage', method: 'GET', path: '/public/requests/{slug}', base: 'api', tag: 'Public', summary: "Open an upload page", scopes: null, auth: 'requestToken' },
  { operationId: 'uploadToRequest', method: 'POST', path: '/public/requests/{slug}/uploads', base: 'api', tag: 'Public', summary: "Upload a file to a request", scopes: null, auth: 'requestToken' },
  { operationId: 'verifyPdf', method: 'POST', path: '/public/verify', base: 'api', tag: 'Public', summary: "Verify an executed PDF", scopes: null, auth: 'none' },
];

/** Request and response types of each operation, from the hey-api types, and the credential it takes. */
export interface OperationTypes {
  getCatalog: { data: T.GetCatalogData; responses: T.GetCatalogResponses; auth: 'key' };
  getMe: { data: T.GetMeData; responses: T.GetMeResponses; auth: 'key' };
  getWorkspaceSender: { data: T.GetWorkspaceSenderData; responses: T.GetWorkspaceSenderResponses; auth: 'key' };
  updateWorkspaceSender: { data: T.UpdateWorkspaceSenderData; responses: T.UpdateWorkspaceSenderResponses; auth: 'key' };
  getWorkspaceEmbedding: { data: T.GetWorkspaceEmbeddingData; responses: T.GetWorkspaceEmbeddingResponses; auth: 'key' };
  updateWorkspaceEmbedding: { data: T.UpdateWorkspaceEmbeddingData; responses: T.UpdateWorkspaceEmbeddingResponses; auth: 'key' };
  getOpenapi: { data: T.GetOpenapiData; responses: T.GetOpenapiResponses; auth: 'none' };
  getHealth: { data: T.GetHealthData; responses: T.GetHealthResponses; auth: 'none' };
  getReadiness: { data: T.GetReadinessData; responses: T.GetReadinessResponses; auth: 'none' };
  listDocuments: { data: T.ListDocumentsData; responses: T.ListDocumentsResponses; auth: 'key' };
  createDocument: { data: T.CreateDocumentData; responses: T.CreateDocumentResponses; auth: 'key' };
  uploadDocument: { data: T.UploadDocumentData; responses: T.UploadDocumentResponses; auth: 'key' };
  getDocument: { data: T.GetDocumentData; responses: T.GetDocumentResponses; auth: 'key' };
  updateDocument: { data: T.UpdateDocumentData; responses: T.UpdateDocumentResponses; auth: 'key' };
  deleteDocument: { data: T.DeleteDocumentData; responses: T.DeleteDocumentResponses; auth: 'key' };
  restoreDocument: { data: T.RestoreDocumentData; responses: T.RestoreDocumentResponses; auth: 'key' };
  downloadDocumentFile: { data: T.DownloadDocumentFileData; responses: T.DownloadDocumentFileResponses; auth: 'key' };
  replaceDocumentFile: { data: T.ReplaceDocumentFileData; responses: T.ReplaceDocumentFileResponses; auth: 'key' };
  exportDocument: { data: T.ExportDocumentData; responses: T.ExportDocumentResponses; auth: 'key' };
  listDocumentVersions: { data: T.ListDocumentVersionsData; responses: T.ListDocumentVersionsResponses; auth: 'key' };
  createDocumentVersion: { data: T.CreateDocumentVersionData; responses: T.CreateDocumentVersionResponses; auth: 'key' };
  getDocumentVersion: { data: T.GetDocumentVersionData; responses: T.GetDocumentVersionResponses; auth: 'key' };
  restoreDocumentVersion: { data: T.RestoreDocumentVersionData; responses: T.RestoreDocumentVersionResponses; auth: 'key' };
  deleteDocumentVersion: { data: T.DeleteDocumentVersionData; responses: T.DeleteDocumentVersionResponses; auth: 'key' };
  addSignatureBlock: { data: T.AddSignatureBlockData; responses: T.AddSignatureBlockResponses; auth: 'key' };
  listDocumentFields: { data: T.ListDocumentFieldsData; responses: T.ListDocumentFieldsResponses; auth: 'key' };
  replaceDocumentFields: { data: T.ReplaceDocumentFieldsData; responses: T.ReplaceDocumentFieldsResponses; auth: 'key' };
  listComments: { data: T.ListCommentsData; responses: T.ListCommentsResponses; auth: 'key' };
  createComment: { data: T.CreateCommentData; responses: T.CreateCommentResponses; auth: 'key' };
  updateComment: { data: T.UpdateCommentData; responses: T.UpdateCommentResponses; auth: 'key' };
  deleteComment: { data: T.DeleteCommentData; responses: T.DeleteCommentResponses; auth: 'key' };
  listFolders: { data: T.ListFoldersData; responses: T.ListFoldersResponses; auth: 'key' };
  createFolder: { data: T.CreateFolderData; responses: T.CreateFolderResponses; auth: 'key' };
  updateFolder: { data: T.UpdateFolderData; responses: T.UpdateFolderResponses; auth: 'key' };
  deleteFolder: { data: T.DeleteFolderData; responses: T.DeleteFolderResponses; auth: 'key' };
  listTemplates: { data: T.ListTemplatesData; responses: T.ListTemplatesResponses; auth: 'key' };
  createTemplate: { data: T.CreateTemplateData; responses: T.CreateTemplateResponses; auth: 'key' };
  getTemplate: { data: T.GetTemplateData; responses: T.GetTemplateResponses; auth: 'key' };
  updateTemplate: { data: T.UpdateTemplateData; responses: T.UpdateTemplateResponses; auth: 'key' };
  deleteTemplate: { data: T.DeleteTemplateData; responses: T.DeleteTemplateResponses; auth: 'key' };
  listEnvelopes: { data: T.ListEnvelopesData; responses: T.ListEnvelopesResponses; auth: 'key' };
  sendEnvelope: { data: T.SendEnvelopeData; responses: T.SendEnvelopeResponses; auth: 'key' };
  getEnvelope: { data: T.GetEnvelopeData; responses: T.GetEnvelopeResponses; auth: 'key' };
  remindEnvelope: { data: T.RemindEnvelopeData; responses: T.RemindEnvelopeResponses; auth: 'key' };
  voidEnvelope: { data: T.VoidEnvelopeData; responses: T.VoidEnvelopeResponses; auth: 'key' };
  reassignRecipient: { data: T.ReassignRecipientData; responses: T.ReassignRecipientResponses; auth: 'key' };
  downloadEnvelopePdf: { data: T.DownloadEnvelopePdfData; responses: T.DownloadEnvelopePdfResponses; auth: 'key' };
  getEnvelopeCertificate: { data: T.GetEnvelopeCertificateData; responses: T.GetEnvelopeCertificateResponses; auth: 'key' };
  listEnvelopeAttachments: { data: T.ListEnvelopeAttachmentsData; responses: T.ListEnvelopeAttachmentsResponses; auth: 'key' };
  downloadEnvelopeAttachment: { data: T.DownloadEnvelopeAttachmentData; responses: T.DownloadEnvelopeAttachmentResponses; auth: 'key' };
  createBatch: { data: T.CreateBatchData; responses: T.CreateBatchResponses; auth: 'key' };
  getBatch: { data: T.GetBatchData; responses: T.GetBatchResponses; auth: 'key' };
  listBatchRows: { data: T.ListBatchRowsData; responses: T.ListBatchRowsResponses; auth: 'key' };
  cancelBatch: { data: T.CancelBatchData; responses: T.CancelBatchResponses; auth: 'key' };
  remindBatch: { data: T.RemindBatchData; responses: T.RemindBatchResponses; auth: 'key' };
  voidBatch: { data: T.VoidBatchData; responses: T.VoidBatchResponses; auth: 'key' };
  getBatchCsvTemplate: { data: T.GetBatchCsvTemplateData; responses: T.GetBatchCsvTemplateResponses; auth: 'key' };
  listLinks: { data: T.ListLinksData; responses: T.ListLinksResponses; auth: 'key' };
  createLink: { data: T.CreateLinkData; responses: T.CreateLinkResponses; auth: 'key' };
  getLink: { data: T.GetLinkData; responses: T.GetLinkResponses; auth: 'key' };
  updateLink: { data: T.UpdateLinkData; responses: T.UpdateLinkResponses; auth: 'key' };
  deleteLink: { data: T.DeleteLinkData; responses: T.DeleteLinkResponses; auth: 'key' };
  listRooms: { data: T.ListRoomsData; responses: T.ListRoomsResponses; auth: 'key' };
  createRoom: { data: T.CreateRoomData; responses: T.CreateRoomResponses; auth: 'key' };
  getRoom: { data: T.GetRoomData; responses: T.GetRoomResponses; auth: 'key' };
  updateRoom: { data: T.UpdateRoomData; responses: T.UpdateRoomResponses; auth: 'key' };
  deleteRoom: { data: T.DeleteRoomData; responses: T.DeleteRoomResponses; auth: 'key' };
  listRoomDocuments: { data: T.ListRoomDocumentsData; responses: T.ListRoomDocumentsResponses; auth: 'key' };
  fileRoomDocument: { data: T.FileRoomDocumentData; responses: T.FileRoomDocumentResponses; auth: 'key' };
  updateRoomDocument: { data: T.UpdateRoomDocumentData; responses: T.UpdateRoomDocumentResponses; auth: 'key' };
  removeRoomDocument: { data: T.RemoveRoomDocumentData; responses: T.RemoveRoomDocumentResponses; auth: 'key' };
  listRoomFolders: { data: T.ListRoomFoldersData; responses: T.ListRoomFoldersResponses; auth: 'key' };
  createRoomFolder: { data: T.CreateRoomFolderData; responses: T.CreateRoomFolderResponses; auth: 'key' };
  updateRoomFolder: { data: T.UpdateRoomFolderData; responses: T.UpdateRoomFolderResponses; auth: 'key' };
  deleteRoomFolder: { data: T.DeleteRoomFolderData; responses: T.DeleteRoomFolderResponses; auth: 'key' };
  listRoomGroups: { data: T.ListRoomGroupsData; responses: T.ListRoomGroupsResponses; auth: 'key' };
  createRoomGroup: { data: T.CreateRoomGroupData; responses: T.CreateRoomGroupResponses; auth: 'key' };
  getRoomGroup: { data: T.GetRoomGroupData; responses: T.GetRoomGroupResponses; auth: 'key' };
  updateRoomGroup: { data: T.UpdateRoomGroupData; responses: T.UpdateRoomGroupResponses; auth: 'key' };
  deleteRoomGroup: { data: T.DeleteRoomGroupData; responses: T.DeleteRoomGroupResponses; auth: 'key' };
  listAgreements: { data: T.ListAgreementsData; responses: T.ListAgreementsResponses; auth: 'key' };
  createAgreement: { data: T.CreateAgreementData; responses: T.CreateAgreementResponses; auth: 'key' };
  getAgreement: { data: T.GetAgreementData; responses: T.GetAgreementResponses; auth: 'key' };
  updateAgreement: { data: T.UpdateAgreementData; responses: T.UpdateAgreementResponses; auth: 'key' };
  deleteAgreement: { data: T.DeleteAgreementData; responses: T.DeleteAgreementResponses; auth: 'key' };
  listViews: { data: T.ListViewsData; responses: T.ListViewsResponses; auth: 'key' };
  getView: { data: T.GetViewData; responses: T.GetViewResponses; auth: 'key' };
  listVisitors: { data: T.ListVisitorsData; responses: T.ListVisitorsResponses; auth: 'key' };
  getVisitor: { data: T.GetVisitorData; responses: T.GetVisitorResponses; auth: 'key' };
  exportVisits: { data: T.ExportVisitsData; responses: T.ExportVisitsResponses; auth: 'key' };
  getAnalyticsSummary: { data: T.GetAnalyticsSummaryData; responses: T.GetAnalyticsSummaryResponses; auth: 'key' };
  getDocumentAnalytics: { data: T.GetDocumentAnalyticsData; responses: T.GetDocumentAnalyticsResponses; auth: 'key' };
  listQuestions: { data: T.ListQuestionsData; responses: T.ListQuestionsResponses; auth: 'key' };
  getQuestion: { data: T.GetQuestionData; responses: T.GetQuestionResponses; auth: 'key' };
  replyToQuestion: { data: T.ReplyToQuestionData; responses: T.ReplyToQuestionResponses; auth: 'key' };
  listRequests: { data: T.ListRequestsData; responses: T.ListRequestsResponses; auth: 'key' };
  createRequest: { data: T.CreateRequestData; responses: T.CreateRequestResponses; auth: 'key' };
  getRequest: { data: T.GetRequestData; responses: T.GetRequestResponses; auth: 'key' };
  updateRequest: { data: T.UpdateRequestData; responses: T.UpdateRequestResponses; auth: 'key' };
  deleteRequest: { data: T.DeleteRequestData; responses: T.DeleteRequestResponses; auth: 'key' };
  addRequestAssignees: { data: T.AddRequestAssigneesData; responses: T.AddRequestAssigneesResponses; auth: 'key' };
  removeRequestAssignee: { data: T.RemoveRequestAssigneeData; responses: T.RemoveRequestAssigneeResponses; auth: 'key' };
  resendRequestAssignee: { data: T.ResendRequestAssigneeData; responses: T.ResendRequestAssigneeResponses; auth: 'key' };
  listHooks: { data: T.ListHooksData; responses: T.ListHooksResponses; auth: 'key' };
  createHook: { data: T.CreateHookData; responses: T.CreateHookResponses; auth: 'key' };
  listHookSamples: { data: T.ListHookSamplesData; responses: T.ListHookSamplesResponses; auth: 'key' };
  getHook: { data: T.GetHookData; responses: T.GetHookResponses; auth: 'key' };
  updateHook: { data: T.UpdateHookData; responses: T.UpdateHookResponses; auth: 'key' };
  deleteHook: { data: T.DeleteHookData; responses: T.DeleteHookResponses; auth: 'key' };
  pingHook: { data: T.PingHookData; responses: T.PingHookResponses; auth: 'key' };
  rotateHookSecret: { data: T.RotateHookSecretData; responses: T.RotateHookSecretResponses; auth: 'key' };
  listHookDeliveries: { data: T.ListHookDeliveriesData; responses: T.ListHookDeliveriesResponses; auth: 'key' };
  streamEvents: { data: T.StreamEventsData; responses: T.StreamEventsResponses; auth: 'key' };
  triggerEvent: { data: T.TriggerEventData; responses: T.TriggerEventResponses; auth: 'key' };
  listAuditEvents: { data: T.ListAuditEventsData; responses: T.ListAuditEventsResponses; auth: 'key' };
  listAuditTypes: { data: T.ListAuditTypesData; responses: T.ListAuditTypesResponses; auth: 'key' };
  getSigningSession: { data: T.GetSigningSessionData; responses: T.GetSigningSessionResponses; auth: 'signingToken' };
  downloadSigningDocument: { data: T.DownloadSigningDocumentData; responses: T.DownloadSigningDocumentResponses; auth: 'signingToken' };
  downloadSigningExecutedPdf: { data: T.DownloadSigningExecutedPdfData; responses: T.DownloadSigningExecutedPdfResponses; auth: 'signingToken' };
  submitSigningAccessCode: { data: T.SubmitSigningAccessCodeData; responses: T.SubmitSigningAccessCodeResponses; auth: 'signingToken' };
  acceptSigningConsent: { data: T.AcceptSigningConsentData; responses: T.AcceptSigningConsentResponses; auth: 'signingToken' };
  withdrawSigningConsent: { data: T.WithdrawSigningConsentData; responses: T.WithdrawSigningConsentResponses; auth: 'signingToken' };
  uploadSigningAttachment: { data: T.UploadSigningAttachmentData; responses: T.UploadSigningAttachmentResponses; auth: 'signingToken' };
  signEnvelope: { data: T.SignEnvelopeData; responses: T.SignEnvelopeResponses; auth: 'signingToken' };
  declineEnvelope: { data: T.DeclineEnvelopeData; responses: T.DeclineEnvelopeResponses; auth: 'signingToken' };
  startVisit: { data: T.StartVisitData; responses: T.StartVisitResponses; auth: 'none' };
  submitVisitGates: { data: T.SubmitVisitGatesData; responses: T.SubmitVisitGatesResponses; auth: 'visitToken' };
  resendVisitVerification: { data: T.ResendVisitVerificationData; responses: T.ResendVisitVerificationResponses; auth: 'visitToken' };
  getVisitContent: { data: T.GetVisitContentData; responses: T.GetVisitContentResponses; auth: 'visitToken' };
  getVisitDocument: { data: T.GetVisitDocumentData; responses: T.GetVisitDocumentResponses; auth: 'visitToken' };
  downloadVisitDocumentFile: { data: T.DownloadVisitDocumentFileData; responses: T.DownloadVisitDocumentFileResponses; auth: 'visitToken' };
  recordVisitHeartbeat: { data: T.RecordVisitHeartbeatData; responses: T.RecordVisitHeartbeatResponses; auth: 'visitToken' };
  downloadVisitDocument: { data: T.DownloadVisitDocumentData; responses: T.DownloadVisitDocumentResponses; auth: 'visitToken' };
  requestBulkDownloadCode: { data: T.RequestBulkDownloadCodeData; responses: T.RequestBulkDownloadCodeResponses; auth: 'visitToken' };
  downloadVisitBulk: { data: T.DownloadVisitBulkData; responses: T.DownloadVisitBulkResponses; auth: 'visitToken' };
  listVisitQuestions: { data: T.ListVisitQuestionsData; responses: T.ListVisitQuestionsResponses; auth: 'visitToken' };
  askVisitQuestion: { data: T.AskVisitQuestionData; responses: T.AskVisitQuestionResponses; auth: 'visitToken' };
  replyToVisitQuestion: { data: T.ReplyToVisitQuestionData; responses: T.ReplyToVisitQuestionResponses; auth: 'visitToken' };
  askVisitAssistant: { data: T.AskVisitAssistantData; responses: T.AskVisitAssistantResponses; auth: 'visitToken' };
  submitVisitFeedback: { data: T.SubmitVisitFeedbackData; responses: T.SubmitVisitFeedbackResponses; auth: 'visitToken' };
  getUploadPage: { data: T.GetUploadPageData; responses: T.GetUploadPageResponses; auth: 'requestToken' };
  uploadToRequest: { data: T.UploadToRequestData; responses: T.UploadToRequestResponses; auth: 'requestToken' };
  verifyPdf: { data: T.VerifyPdfData; responses: T.VerifyPdfResponses; auth: 'none' };
}
