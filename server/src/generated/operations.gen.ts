// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.
import type * as T from './api/types.gen.js';

export interface OperationSpec {
  readonly operationId: OperationId;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path template, relative to /api/v1. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** null: no key needed; []: any valid key; otherwise the scopes required. */
  readonly scopes: readonly Scope[] | null;
}

export const allScopes = ["documents:read","documents:write","envelopes:read","envelopes:write","rooms:read","rooms:write","links:read","links:write","views:read","audit:read","requests:read","requests:write"] as const;
export type Scope = (typeof allScopes)[number];

export const webhookEvents = ["envelope.sent","recipient.notified","recipient.bounced","recipient.viewed","recipient.authenticated","recipient.signed","recipient.declined","recipient.delegated","recipient.attached","envelope.reminded","envelope.completed","envelope.voided","envelope.expired","consent.accepted","consent.withdrawn","document.created","document.edited","document.redacted","link.created","link.updated","link.enabled","link.disabled","link.deleted","link.viewed","link.nda_accepted","link.downloaded","link.bulk_downloaded","ping"] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export type OperationId =
  | 'getCatalog'
  | 'getMe'
  | 'getOpenapi'
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
  | 'listAuditEvents'
  | 'listAuditTypes';

export const operations: readonly OperationSpec[] = [
  { operationId: 'getCatalog', method: 'GET', path: '/', tag: 'Discovery', summary: "Describe the API for this key", scopes: [] },
  { operationId: 'getMe', method: 'GET', path: '/me', tag: 'Discovery', summary: "Who this key belongs to", scopes: [] },
  { operationId: 'getOpenapi', method: 'GET', path: '/openapi.json', tag: 'Discovery', summary: "The OpenAPI document", scopes: null },
  { operationId: 'listDocuments', method: 'GET', path: '/documents', tag: 'Documents', summary: "List documents", scopes: ["documents:read"] },
  { operationId: 'createDocument', method: 'POST', path: '/documents', tag: 'Documents', summary: "Create a document", scopes: ["documents:write"] },
  { operationId: 'uploadDocument', method: 'POST', path: '/documents/upload', tag: 'Documents', summary: "Upload a PDF", scopes: ["documents:write"] },
  { operationId: 'getDocument', method: 'GET', path: '/documents/{id}', tag: 'Documents', summary: "Retrieve a document", scopes: ["documents:read"] },
  { operationId: 'updateDocument', method: 'PATCH', path: '/documents/{id}', tag: 'Documents', summary: "Update a document", scopes: ["documents:write"] },
  { operationId: 'deleteDocument', method: 'DELETE', path: '/documents/{id}', tag: 'Documents', summary: "Delete a document", scopes: ["documents:write"] },
  { operationId: 'restoreDocument', method: 'POST', path: '/documents/{id}/restore', tag: 'Documents', summary: "Restore a document from the trash", scopes: ["documents:write"] },
  { operationId: 'downloadDocumentFile', method: 'GET', path: '/documents/{id}/file', tag: 'Documents', summary: "Download a document's stored file", scopes: ["documents:read"] },
  { operationId: 'replaceDocumentFile', method: 'POST', path: '/documents/{id}/file', tag: 'Documents', summary: "Replace an uploaded PDF's file", scopes: ["documents:write"] },
  { operationId: 'exportDocument', method: 'GET', path: '/documents/{id}/export', tag: 'Documents', summary: "Export a document", scopes: ["documents:read"] },
  { operationId: 'listDocumentVersions', method: 'GET', path: '/documents/{id}/versions', tag: 'Versions', summary: "List a document's versions", scopes: ["documents:read"] },
  { operationId: 'createDocumentVersion', method: 'POST', path: '/documents/{id}/versions', tag: 'Versions', summary: "Save a version", scopes: ["documents:write"] },
  { operationId: 'getDocumentVersion', method: 'GET', path: '/documents/{id}/versions/{versionId}', tag: 'Versions', summary: "Retrieve a version", scopes: ["documents:read"] },
  { operationId: 'restoreDocumentVersion', method: 'POST', path: '/documents/{id}/versions/{versionId}', tag: 'Versions', summary: "Restore a version", scopes: ["documents:write"] },
  { operationId: 'deleteDocumentVersion', method: 'DELETE', path: '/documents/{id}/versions/{versionId}', tag: 'Versions', summary: "Delete a version", scopes: ["documents:write"] },
  { operationId: 'addSignatureBlock', method: 'POST', path: '/documents/{id}/signature-blocks', tag: 'Documents', summary: "Append a signature block", scopes: ["documents:write"] },
  { operationId: 'listComments', method: 'GET', path: '/documents/{id}/comments', tag: 'Comments', summary: "List a document's comments", scopes: ["documents:read"] },
  { operationId: 'createComment', method: 'POST', path: '/documents/{id}/comments', tag: 'Comments', summary: "Comment on a document", scopes: ["documents:write"] },
  { operationId: 'updateComment', method: 'PATCH', path: '/documents/{id}/comments/{commentId}', tag: 'Comments', summary: "Resolve, reopen or edit a comment", scopes: ["documents:write"] },
  { operationId: 'deleteComment', method: 'DELETE', path: '/documents/{id}/comments/{commentId}', tag: 'Comments', summary: "Delete a comment", scopes: ["documents:write"] },
  { operationId: 'listFolders', method: 'GET', path: '/folders', tag: 'Folders', summary: "List workspace folders", scopes: ["documents:read"] },
  { operationId: 'createFolder', method: 'POST', path: '/folders', tag: 'Folders', summary: "Create a workspace folder", scopes: ["documents:write"] },
  { operationId: 'updateFolder', method: 'PATCH', path: '/folders/{id}', tag: 'Folders', summary: "Rename, reorder or move a workspace folder", scopes: ["documents:write"] },
  { operationId: 'deleteFolder', method: 'DELETE', path: '/folders/{id}', tag: 'Folders', summary: "Delete a workspace folder", scopes: ["documents:write"] },
  { operationId: 'listTemplates', method: 'GET', path: '/templates', tag: 'Templates', summary: "List templates", scopes: ["documents:read"] },
  { operationId: 'createTemplate', method: 'POST', path: '/templates', tag: 'Templates', summary: "Save a document as a template", scopes: ["documents:write"] },
  { operationId: 'getTemplate', method: 'GET', path: '/templates/{id}', tag: 'Templates', summary: "Retrieve a template", scopes: ["documents:read"] },
  { operationId: 'updateTemplate', method: 'PATCH', path: '/templates/{id}', tag: 'Templates', summary: "Rename or redescribe a template", scopes: ["documents:write"] },
  { operationId: 'deleteTemplate', method: 'DELETE', path: '/templates/{id}', tag: 'Templates', summary: "Delete a template", scopes: ["documents:write"] },
  { operationId: 'listEnvelopes', method: 'GET', path: '/envelopes', tag: 'Envelopes', summary: "List envelopes", scopes: ["envelopes:read"] },
  { operationId: 'sendEnvelope', method: 'POST', path: '/envelopes', tag: 'Envelopes', summary: "Send a document for signature", scopes: ["envelopes:write"] },
  { operationId: 'getEnvelope', method: 'GET', path: '/envelopes/{id}', tag: 'Envelopes', summary: "Retrieve an envelope", scopes: ["envelopes:read"] },
  { operationId: 'remindEnvelope', method: 'POST', path: '/envelopes/{id}/remind', tag: 'Envelopes', summary: "Remind the recipients the envelope is waiting on", scopes: ["envelopes:write"] },
  { operationId: 'voidEnvelope', method: 'POST', path: '/envelopes/{id}/void', tag: 'Envelopes', summary: "Void an envelope", scopes: ["envelopes:write"] },
  { operationId: 'reassignRecipient', method: 'POST', path: '/envelopes/{id}/recipients/{recipientId}/reassign', tag: 'Envelopes', summary: "Pass a recipient's place to someone else", scopes: ["envelopes:write"] },
  { operationId: 'downloadEnvelopePdf', method: 'GET', path: '/envelopes/{id}/pdf', tag: 'Envelopes', summary: "Download the envelope's PDF", scopes: ["envelopes:read"] },
  { operationId: 'getEnvelopeCertificate', method: 'GET', path: '/envelopes/{id}/certificate', tag: 'Envelopes', summary: "Retrieve the certificate of evidence", scopes: ["envelopes:read"] },
  { operationId: 'listEnvelopeAttachments', method: 'GET', path: '/envelopes/{id}/attachments', tag: 'Envelopes', summary: "List files signers returned", scopes: ["envelopes:read"] },
  { operationId: 'downloadEnvelopeAttachment', method: 'GET', path: '/envelopes/{id}/attachments/{attachmentId}', tag: 'Envelopes', summary: "Download a file a signer returned", scopes: ["envelopes:read"] },
  { operationId: 'listLinks', method: 'GET', path: '/links', tag: 'Links', summary: "List share links", scopes: ["links:read"] },
  { operationId: 'createLink', method: 'POST', path: '/links', tag: 'Links', summary: "Publish a share link", scopes: ["links:write"] },
  { operationId: 'getLink', method: 'GET', path: '/links/{id}', tag: 'Links', summary: "Retrieve a share link", scopes: ["links:read"] },
  { operationId: 'updateLink', method: 'PATCH', path: '/links/{id}', tag: 'Links', summary: "Change a share link", scopes: ["links:write"] },
  { operationId: 'deleteLink', method: 'DELETE', path: '/links/{id}', tag: 'Links', summary: "Delete a share link", scopes: ["links:write"] },
  { operationId: 'listRooms', method: 'GET', path: '/rooms', tag: 'Rooms', summary: "List data rooms", scopes: ["rooms:read"] },
  { operationId: 'createRoom', method: 'POST', path: '/rooms', tag: 'Rooms', summary: "Create a data room", scopes: ["rooms:write"] },
  { operationId: 'getRoom', method: 'GET', path: '/rooms/{id}', tag: 'Rooms', summary: "Retrieve a data room", scopes: ["rooms:read"] },
  { operationId: 'updateRoom', method: 'PATCH', path: '/rooms/{id}', tag: 'Rooms', summary: "Rename, freeze or archive a data room", scopes: ["rooms:write"] },
  { operationId: 'deleteRoom', method: 'DELETE', path: '/rooms/{id}', tag: 'Rooms', summary: "Delete a data room", scopes: ["rooms:write"] },
  { operationId: 'listRoomDocuments', method: 'GET', path: '/rooms/{id}/documents', tag: 'Rooms', summary: "List documents filed in a room", scopes: ["rooms:read"] },
  { operationId: 'fileRoomDocument', method: 'POST', path: '/rooms/{id}/documents', tag: 'Rooms', summary: "File a document in a room", scopes: ["rooms:write"] },
  { operationId: 'updateRoomDocument', method: 'PATCH', path: '/rooms/{id}/documents/{documentId}', tag: 'Rooms', summary: "Move or reorder a filed document", scopes: ["rooms:write"] },
  { operationId: 'removeRoomDocument', method: 'DELETE', path: '/rooms/{id}/documents/{documentId}', tag: 'Rooms', summary: "Remove a document from a room", scopes: ["rooms:write"] },
  { operationId: 'listRoomFolders', method: 'GET', path: '/rooms/{id}/folders', tag: 'Rooms', summary: "List a room's folders", scopes: ["rooms:read"] },
  { operationId: 'createRoomFolder', method: 'POST', path: '/rooms/{id}/folders', tag: 'Rooms', summary: "Create a room folder", scopes: ["rooms:write"] },
  { operationId: 'updateRoomFolder', method: 'PATCH', path: '/rooms/{id}/folders/{folderId}', tag: 'Rooms', summary: "Rename or reorder a room folder", scopes: ["rooms:write"] },
  { operationId: 'deleteRoomFolder', method: 'DELETE', path: '/rooms/{id}/folders/{folderId}', tag: 'Rooms', summary: "Delete a room folder", scopes: ["rooms:write"] },
  { operationId: 'listAgreements', method: 'GET', path: '/agreements', tag: 'Agreements', summary: "List the agreements library", scopes: ["links:read"] },
  { operationId: 'createAgreement', method: 'POST', path: '/agreements', tag: 'Agreements', summary: "Add an agreement to the library", scopes: ["links:write"] },
  { operationId: 'getAgreement', method: 'GET', path: '/agreements/{id}', tag: 'Agreements', summary: "Retrieve an agreement", scopes: ["links:read"] },
  { operationId: 'updateAgreement', method: 'PATCH', path: '/agreements/{id}', tag: 'Agreements', summary: "Change an agreement", scopes: ["links:write"] },
  { operationId: 'deleteAgreement', method: 'DELETE', path: '/agreements/{id}', tag: 'Agreements', summary: "Delete an agreement", scopes: ["links:write"] },
  { operationId: 'listViews', method: 'GET', path: '/views', tag: 'Analytics', summary: "List visits", scopes: ["views:read"] },
  { operationId: 'getView', method: 'GET', path: '/views/{id}', tag: 'Analytics', summary: "Retrieve a visit", scopes: ["views:read"] },
  { operationId: 'listVisitors', method: 'GET', path: '/visitors', tag: 'Analytics', summary: "List visitors", scopes: ["views:read"] },
  { operationId: 'getVisitor', method: 'GET', path: '/visitors/{email}', tag: 'Analytics', summary: "Retrieve a visitor", scopes: ["views:read"] },
  { operationId: 'exportVisits', method: 'GET', path: '/visits/export', tag: 'Analytics', summary: "Export visits as CSV", scopes: ["documents:read"] },
  { operationId: 'getAnalyticsSummary', method: 'GET', path: '/analytics/summary', tag: 'Analytics', summary: "Retrieve the analytics summary", scopes: ["views:read"] },
  { operationId: 'getDocumentAnalytics', method: 'GET', path: '/analytics/documents/{id}', tag: 'Analytics', summary: "Retrieve a document's reading analytics", scopes: ["views:read"] },
  { operationId: 'listQuestions', method: 'GET', path: '/questions', tag: 'Questions', summary: "List viewer questions", scopes: ["views:read"] },
  { operationId: 'getQuestion', method: 'GET', path: '/questions/{id}', tag: 'Questions', summary: "Retrieve a viewer question", scopes: ["views:read"] },
  { operationId: 'replyToQuestion', method: 'POST', path: '/questions/{id}/reply', tag: 'Questions', summary: "Reply to a viewer question", scopes: ["links:write"] },
  { operationId: 'listRequests', method: 'GET', path: '/requests', tag: 'Requests', summary: "List file requests", scopes: ["requests:read"] },
  { operationId: 'createRequest', method: 'POST', path: '/requests', tag: 'Requests', summary: "Create a file request", scopes: ["requests:write"] },
  { operationId: 'getRequest', method: 'GET', path: '/requests/{id}', tag: 'Requests', summary: "Retrieve a file request", scopes: ["requests:read"] },
  { operationId: 'updateRequest', method: 'PATCH', path: '/requests/{id}', tag: 'Requests', summary: "Update a file request", scopes: ["requests:write"] },
  { operationId: 'deleteRequest', method: 'DELETE', path: '/requests/{id}', tag: 'Requests', summary: "Delete a file request", scopes: ["requests:write"] },
  { operationId: 'addRequestAssignees', method: 'POST', path: '/requests/{id}/assignees', tag: 'Requests', summary: "Add assignees to a file request", scopes: ["requests:write"] },
  { operationId: 'removeRequestAssignee', method: 'DELETE', path: '/requests/{id}/assignees/{assigneeId}', tag: 'Requests', summary: "Remove an assignee from a file request", scopes: ["requests:write"] },
  { operationId: 'resendRequestAssignee', method: 'POST', path: '/requests/{id}/assignees/{assigneeId}/resend', tag: 'Requests', summary: "Resend an assignee's upload link", scopes: ["requests:write"] },
  { operationId: 'listHooks', method: 'GET', path: '/hooks', tag: 'Webhooks', summary: "List webhook endpoints", scopes: ["documents:read"] },
  { operationId: 'createHook', method: 'POST', path: '/hooks', tag: 'Webhooks', summary: "Subscribe a webhook endpoint", scopes: ["documents:write"] },
  { operationId: 'listHookSamples', method: 'GET', path: '/hooks/samples', tag: 'Webhooks', summary: "Sample payloads of an event", scopes: ["documents:read"] },
  { operationId: 'getHook', method: 'GET', path: '/hooks/{id}', tag: 'Webhooks', summary: "Read a webhook endpoint", scopes: ["documents:read"] },
  { operationId: 'updateHook', method: 'PATCH', path: '/hooks/{id}', tag: 'Webhooks', summary: "Change a webhook endpoint", scopes: ["documents:write"] },
  { operationId: 'deleteHook', method: 'DELETE', path: '/hooks/{id}', tag: 'Webhooks', summary: "Delete a webhook endpoint", scopes: ["documents:write"] },
  { operationId: 'pingHook', method: 'POST', path: '/hooks/{id}/ping', tag: 'Webhooks', summary: "Send a test delivery", scopes: ["documents:write"] },
  { operationId: 'rotateHookSecret', method: 'POST', path: '/hooks/{id}/rotate', tag: 'Webhooks', summary: "Rotate the signing secret", scopes: ["documents:write"] },
  { operationId: 'listHookDeliveries', method: 'GET', path: '/hooks/{id}/deliveries', tag: 'Webhooks', summary: "List an endpoint's deliveries", scopes: ["documents:read"] },
  { operationId: 'listAuditEvents', method: 'GET', path: '/audit', tag: 'Audit', summary: "Read the audit trail", scopes: ["audit:read"] },
  { operationId: 'listAuditTypes', method: 'GET', path: '/audit/types', tag: 'Audit', summary: "List audit families and types", scopes: ["audit:read"] },
];

/** Request and response types of each operation, from the hey-api types. */
export interface OperationTypes {
  getCatalog: { data: T.GetCatalogData; responses: T.GetCatalogResponses };
  getMe: { data: T.GetMeData; responses: T.GetMeResponses };
  getOpenapi: { data: T.GetOpenapiData; responses: T.GetOpenapiResponses };
  listDocuments: { data: T.ListDocumentsData; responses: T.ListDocumentsResponses };
  createDocument: { data: T.CreateDocumentData; responses: T.CreateDocumentResponses };
  uploadDocument: { data: T.UploadDocumentData; responses: T.UploadDocumentResponses };
  getDocument: { data: T.GetDocumentData; responses: T.GetDocumentResponses };
  updateDocument: { data: T.UpdateDocumentData; responses: T.UpdateDocumentResponses };
  deleteDocument: { data: T.DeleteDocumentData; responses: T.DeleteDocumentResponses };
  restoreDocument: { data: T.RestoreDocumentData; responses: T.RestoreDocumentResponses };
  downloadDocumentFile: { data: T.DownloadDocumentFileData; responses: T.DownloadDocumentFileResponses };
  replaceDocumentFile: { data: T.ReplaceDocumentFileData; responses: T.ReplaceDocumentFileResponses };
  exportDocument: { data: T.ExportDocumentData; responses: T.ExportDocumentResponses };
  listDocumentVersions: { data: T.ListDocumentVersionsData; responses: T.ListDocumentVersionsResponses };
  createDocumentVersion: { data: T.CreateDocumentVersionData; responses: T.CreateDocumentVersionResponses };
  getDocumentVersion: { data: T.GetDocumentVersionData; responses: T.GetDocumentVersionResponses };
  restoreDocumentVersion: { data: T.RestoreDocumentVersionData; responses: T.RestoreDocumentVersionResponses };
  deleteDocumentVersion: { data: T.DeleteDocumentVersionData; responses: T.DeleteDocumentVersionResponses };
  addSignatureBlock: { data: T.AddSignatureBlockData; responses: T.AddSignatureBlockResponses };
  listComments: { data: T.ListCommentsData; responses: T.ListCommentsResponses };
  createComment: { data: T.CreateCommentData; responses: T.CreateCommentResponses };
  updateComment: { data: T.UpdateCommentData; responses: T.UpdateCommentResponses };
  deleteComment: { data: T.DeleteCommentData; responses: T.DeleteCommentResponses };
  listFolders: { data: T.ListFoldersData; responses: T.ListFoldersResponses };
  createFolder: { data: T.CreateFolderData; responses: T.CreateFolderResponses };
  updateFolder: { data: T.UpdateFolderData; responses: T.UpdateFolderResponses };
  deleteFolder: { data: T.DeleteFolderData; responses: T.DeleteFolderResponses };
  listTemplates: { data: T.ListTemplatesData; responses: T.ListTemplatesResponses };
  createTemplate: { data: T.CreateTemplateData; responses: T.CreateTemplateResponses };
  getTemplate: { data: T.GetTemplateData; responses: T.GetTemplateResponses };
  updateTemplate: { data: T.UpdateTemplateData; responses: T.UpdateTemplateResponses };
  deleteTemplate: { data: T.DeleteTemplateData; responses: T.DeleteTemplateResponses };
  listEnvelopes: { data: T.ListEnvelopesData; responses: T.ListEnvelopesResponses };
  sendEnvelope: { data: T.SendEnvelopeData; responses: T.SendEnvelopeResponses };
  getEnvelope: { data: T.GetEnvelopeData; responses: T.GetEnvelopeResponses };
  remindEnvelope: { data: T.RemindEnvelopeData; responses: T.RemindEnvelopeResponses };
  voidEnvelope: { data: T.VoidEnvelopeData; responses: T.VoidEnvelopeResponses };
  reassignRecipient: { data: T.ReassignRecipientData; responses: T.ReassignRecipientResponses };
  downloadEnvelopePdf: { data: T.DownloadEnvelopePdfData; responses: T.DownloadEnvelopePdfResponses };
  getEnvelopeCertificate: { data: T.GetEnvelopeCertificateData; responses: T.GetEnvelopeCertificateResponses };
  listEnvelopeAttachments: { data: T.ListEnvelopeAttachmentsData; responses: T.ListEnvelopeAttachmentsResponses };
  downloadEnvelopeAttachment: { data: T.DownloadEnvelopeAttachmentData; responses: T.DownloadEnvelopeAttachmentResponses };
  listLinks: { data: T.ListLinksData; responses: T.ListLinksResponses };
  createLink: { data: T.CreateLinkData; responses: T.CreateLinkResponses };
  getLink: { data: T.GetLinkData; responses: T.GetLinkResponses };
  updateLink: { data: T.UpdateLinkData; responses: T.UpdateLinkResponses };
  deleteLink: { data: T.DeleteLinkData; responses: T.DeleteLinkResponses };
  listRooms: { data: T.ListRoomsData; responses: T.ListRoomsResponses };
  createRoom: { data: T.CreateRoomData; responses: T.CreateRoomResponses };
  getRoom: { data: T.GetRoomData; responses: T.GetRoomResponses };
  updateRoom: { data: T.UpdateRoomData; responses: T.UpdateRoomResponses };
  deleteRoom: { data: T.DeleteRoomData; responses: T.DeleteRoomResponses };
  listRoomDocuments: { data: T.ListRoomDocumentsData; responses: T.ListRoomDocumentsResponses };
  fileRoomDocument: { data: T.FileRoomDocumentData; responses: T.FileRoomDocumentResponses };
  updateRoomDocument: { data: T.UpdateRoomDocumentData; responses: T.UpdateRoomDocumentResponses };
  removeRoomDocument: { data: T.RemoveRoomDocumentData; responses: T.RemoveRoomDocumentResponses };
  listRoomFolders: { data: T.ListRoomFoldersData; responses: T.ListRoomFoldersResponses };
  createRoomFolder: { data: T.CreateRoomFolderData; responses: T.CreateRoomFolderResponses };
  updateRoomFolder: { data: T.UpdateRoomFolderData; responses: T.UpdateRoomFolderResponses };
  deleteRoomFolder: { data: T.DeleteRoomFolderData; responses: T.DeleteRoomFolderResponses };
  listAgreements: { data: T.ListAgreementsData; responses: T.ListAgreementsResponses };
  createAgreement: { data: T.CreateAgreementData; responses: T.CreateAgreementResponses };
  getAgreement: { data: T.GetAgreementData; responses: T.GetAgreementResponses };
  updateAgreement: { data: T.UpdateAgreementData; responses: T.UpdateAgreementResponses };
  deleteAgreement: { data: T.DeleteAgreementData; responses: T.DeleteAgreementResponses };
  listViews: { data: T.ListViewsData; responses: T.ListViewsResponses };
  getView: { data: T.GetViewData; responses: T.GetViewResponses };
  listVisitors: { data: T.ListVisitorsData; responses: T.ListVisitorsResponses };
  getVisitor: { data: T.GetVisitorData; responses: T.GetVisitorResponses };
  exportVisits: { data: T.ExportVisitsData; responses: T.ExportVisitsResponses };
  getAnalyticsSummary: { data: T.GetAnalyticsSummaryData; responses: T.GetAnalyticsSummaryResponses };
  getDocumentAnalytics: { data: T.GetDocumentAnalyticsData; responses: T.GetDocumentAnalyticsResponses };
  listQuestions: { data: T.ListQuestionsData; responses: T.ListQuestionsResponses };
  getQuestion: { data: T.GetQuestionData; responses: T.GetQuestionResponses };
  replyToQuestion: { data: T.ReplyToQuestionData; responses: T.ReplyToQuestionResponses };
  listRequests: { data: T.ListRequestsData; responses: T.ListRequestsResponses };
  createRequest: { data: T.CreateRequestData; responses: T.CreateRequestResponses };
  getRequest: { data: T.GetRequestData; responses: T.GetRequestResponses };
  updateRequest: { data: T.UpdateRequestData; responses: T.UpdateRequestResponses };
  deleteRequest: { data: T.DeleteRequestData; responses: T.DeleteRequestResponses };
  addRequestAssignees: { data: T.AddRequestAssigneesData; responses: T.AddRequestAssigneesResponses };
  removeRequestAssignee: { data: T.RemoveRequestAssigneeData; responses: T.RemoveRequestAssigneeResponses };
  resendRequestAssignee: { data: T.ResendRequestAssigneeData; responses: T.ResendRequestAssigneeResponses };
  listHooks: { data: T.ListHooksData; responses: T.ListHooksResponses };
  createHook: { data: T.CreateHookData; responses: T.CreateHookResponses };
  listHookSamples: { data: T.ListHookSamplesData; responses: T.ListHookSamplesResponses };
  getHook: { data: T.GetHookData; responses: T.GetHookResponses };
  updateHook: { data: T.UpdateHookData; responses: T.UpdateHookResponses };
  deleteHook: { data: T.DeleteHookData; responses: T.DeleteHookResponses };
  pingHook: { data: T.PingHookData; responses: T.PingHookResponses };
  rotateHookSecret: { data: T.RotateHookSecretData; responses: T.RotateHookSecretResponses };
  listHookDeliveries: { data: T.ListHookDeliveriesData; responses: T.ListHookDeliveriesResponses };
  listAuditEvents: { data: T.ListAuditEventsData; responses: T.ListAuditEventsResponses };
  listAuditTypes: { data: T.ListAuditTypesData; responses: T.ListAuditTypesResponses };
}
