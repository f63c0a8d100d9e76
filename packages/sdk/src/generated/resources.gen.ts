// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.
import type * as T from './api/types.gen.js';
import { APIResource, withHeader, type APIPromise, type PagePromise, type RequestOptions, type RequestTokenOptions, type Uploadable, type UploadParams, type VisitCredentials, type WithRequestId } from '../core.js';

export class Catalog extends APIResource {
  /**
   * Describe the API for this key
   *
   * `GET /` (getCatalog)
   */
  retrieve(query?: T.GetCatalogData['query'], options?: RequestOptions): APIPromise<T.GetCatalogResponse> {
    return this._client._call('getCatalog', { query }, options);
  }

}

export class Me extends APIResource {
  /**
   * Who this key belongs to
   *
   * `GET /me` (getMe)
   */
  retrieve(options?: RequestOptions): APIPromise<T.GetMeResponse> {
    return this._client._call('getMe', {  }, options);
  }

}

export class WorkspaceSender extends APIResource {
  /**
   * Read the sender name
   *
   * `GET /workspace/sender` (getWorkspaceSender)
   */
  retrieve(options?: RequestOptions): APIPromise<T.GetWorkspaceSenderResponse> {
    return this._client._call('getWorkspaceSender', {  }, options);
  }

  /**
   * Set the sender name
   *
   * `PATCH /workspace/sender` (updateWorkspaceSender)
   */
  update(body: T.UpdateWorkspaceSenderData['body'], options?: RequestOptions): APIPromise<T.UpdateWorkspaceSenderResponse> {
    return this._client._call('updateWorkspaceSender', { body }, options);
  }

}

export class WorkspaceEmbedding extends APIResource {
  /**
   * Read the origins allowed to embed the pages
   *
   * `GET /workspace/embedding` (getWorkspaceEmbedding)
   */
  retrieve(options?: RequestOptions): APIPromise<T.GetWorkspaceEmbeddingResponse> {
    return this._client._call('getWorkspaceEmbedding', {  }, options);
  }

  /**
   * Set the origins allowed to embed the pages
   *
   * `PATCH /workspace/embedding` (updateWorkspaceEmbedding)
   */
  update(body: T.UpdateWorkspaceEmbeddingData['body'], options?: RequestOptions): APIPromise<T.UpdateWorkspaceEmbeddingResponse> {
    return this._client._call('updateWorkspaceEmbedding', { body }, options);
  }

}

export class Workspace extends APIResource {
  readonly sender: WorkspaceSender = new WorkspaceSender(this._client);
  readonly embedding: WorkspaceEmbedding = new WorkspaceEmbedding(this._client);
}

export class Openapi extends APIResource {
  /**
   * The OpenAPI document
   *
   * `GET /openapi.json` (getOpenapi)
   */
  retrieve(options?: RequestOptions): APIPromise<T.GetOpenapiResponse> {
    return this._client._call('getOpenapi', {  }, options);
  }

}

export class Health extends APIResource {
  /**
   * Is the process alive
   *
   * `GET /healthz` (getHealth)
   */
  check(options?: RequestOptions): APIPromise<T.GetHealthResponse> {
    return this._client._call('getHealth', {  }, options, { baseUrl: this._client.origin });
  }

  /**
   * Can the instance do its work
   *
   * `GET /readyz` (getReadiness)
   */
  ready(options?: RequestOptions): APIPromise<T.GetReadinessResponse> {
    return this._client._call('getReadiness', {  }, options, { baseUrl: this._client.origin });
  }

}

export class DocumentsVersions extends APIResource {
  /**
   * List a document's versions
   *
   * `GET /documents/{id}/versions` (listDocumentVersions)
   */
  list(id: string, query?: T.ListDocumentVersionsData['query'], options?: RequestOptions): APIPromise<T.ListDocumentVersionsResponse> {
    return this._client._call('listDocumentVersions', { path: { id }, query }, options);
  }

  /**
   * Save a version
   *
   * `POST /documents/{id}/versions` (createDocumentVersion)
   */
  create(id: string, body?: T.CreateDocumentVersionData['body'], options?: RequestOptions): APIPromise<T.CreateDocumentVersionResponse> {
    return this._client._call('createDocumentVersion', { path: { id }, body }, options);
  }

  /**
   * Retrieve a version
   *
   * `GET /documents/{id}/versions/{versionId}` (getDocumentVersion)
   */
  retrieve(id: string, versionId: string, query?: T.GetDocumentVersionData['query'], options?: RequestOptions): APIPromise<T.GetDocumentVersionResponse> {
    return this._client._call('getDocumentVersion', { path: { id, versionId }, query }, options);
  }

  /**
   * Restore a version
   *
   * `POST /documents/{id}/versions/{versionId}` (restoreDocumentVersion)
   */
  restore(id: string, versionId: string, options?: RequestOptions): APIPromise<T.RestoreDocumentVersionResponse> {
    return this._client._call('restoreDocumentVersion', { path: { id, versionId } }, options);
  }

  /**
   * Delete a version
   *
   * `DELETE /documents/{id}/versions/{versionId}` (deleteDocumentVersion)
   */
  delete(id: string, versionId: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteDocumentVersion', { path: { id, versionId } }, options);
  }

}

export class DocumentsFields extends APIResource {
  /**
   * List the field placements of an uploaded PDF
   *
   * `GET /documents/{id}/fields` (listDocumentFields)
   */
  list(id: string, options?: RequestOptions): APIPromise<T.ListDocumentFieldsResponse> {
    return this._client._call('listDocumentFields', { path: { id } }, options);
  }

  /**
   * Replace the field placements of an uploaded PDF
   *
   * `PUT /documents/{id}/fields` (replaceDocumentFields)
   */
  replace(id: string, body: T.ReplaceDocumentFieldsData['body'], options?: RequestOptions): APIPromise<T.ReplaceDocumentFieldsResponse> {
    return this._client._call('replaceDocumentFields', { path: { id }, body }, options);
  }

}

export class DocumentsComments extends APIResource {
  /**
   * List a document's comments
   *
   * `GET /documents/{id}/comments` (listComments)
   */
  list(id: string, query?: T.ListCommentsData['query'], options?: RequestOptions): APIPromise<T.ListCommentsResponse> {
    return this._client._call('listComments', { path: { id }, query }, options);
  }

  /**
   * Comment on a document
   *
   * `POST /documents/{id}/comments` (createComment)
   */
  create(id: string, body: T.CreateCommentData['body'], options?: RequestOptions): APIPromise<T.CreateCommentResponse> {
    return this._client._call('createComment', { path: { id }, body }, options);
  }

  /**
   * Resolve, reopen or edit a comment
   *
   * `PATCH /documents/{id}/comments/{commentId}` (updateComment)
   */
  update(id: string, commentId: string, body: T.UpdateCommentData['body'], options?: RequestOptions): APIPromise<T.UpdateCommentResponse> {
    return this._client._call('updateComment', { path: { id, commentId }, body }, options);
  }

  /**
   * Delete a comment
   *
   * `DELETE /documents/{id}/comments/{commentId}` (deleteComment)
   */
  delete(id: string, commentId: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteComment', { path: { id, commentId } }, options);
  }

}

export class Documents extends APIResource {
  readonly versions: DocumentsVersions = new DocumentsVersions(this._client);
  readonly fields: DocumentsFields = new DocumentsFields(this._client);
  readonly comments: DocumentsComments = new DocumentsComments(this._client);
  /**
   * List documents
   *
   * `GET /documents` (listDocuments)
   */
  list(query?: T.ListDocumentsData['query'], options?: RequestOptions): PagePromise<T.ListDocumentsResponse['data'][number], WithRequestId<T.ListDocumentsResponse>> {
    return this._client._list('listDocuments', { query }, options);
  }

  /**
   * Create a document
   *
   * `POST /documents` (createDocument)
   */
  create(body: T.CreateDocumentData['body'], options?: RequestOptions): APIPromise<T.CreateDocumentResponse> {
    return this._client._call('createDocument', { body }, options);
  }

  /**
   * Upload a PDF
   *
   * `POST /documents/upload` (uploadDocument)
   */
  upload(file: Uploadable, params?: UploadParams & NonNullable<T.UploadDocumentData['query']>, options?: RequestOptions): APIPromise<T.UploadDocumentResponse> {
    return this._client._upload('uploadDocument', { file, params }, options);
  }

  /**
   * Retrieve a document
   *
   * `GET /documents/{id}` (getDocument)
   */
  retrieve(id: string, query?: T.GetDocumentData['query'], options?: RequestOptions): APIPromise<T.GetDocumentResponse> {
    return this._client._call('getDocument', { path: { id }, query }, options);
  }

  /**
   * Update a document
   *
   * `PATCH /documents/{id}` (updateDocument)
   */
  update(id: string, body: T.UpdateDocumentData['body'], options?: RequestOptions): APIPromise<T.UpdateDocumentResponse> {
    return this._client._call('updateDocument', { path: { id }, body }, options);
  }

  /**
   * Delete a document
   *
   * `DELETE /documents/{id}` (deleteDocument)
   */
  delete(id: string, query?: T.DeleteDocumentData['query'], options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteDocument', { path: { id }, query }, options);
  }

  /**
   * Restore a document from the trash
   *
   * `POST /documents/{id}/restore` (restoreDocument)
   */
  restore(id: string, options?: RequestOptions): APIPromise<T.RestoreDocumentResponse> {
    return this._client._call('restoreDocument', { path: { id } }, options);
  }

  /**
   * Download a document's stored file
   *
   * `GET /documents/{id}/file` (downloadDocumentFile)
   */
  downloadFile(id: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadDocumentFile', { path: { id } }, options);
  }

  /**
   * Replace an uploaded PDF's file
   *
   * `POST /documents/{id}/file` (replaceDocumentFile)
   */
  replaceFile(id: string, file: Uploadable, params?: UploadParams, options?: RequestOptions): APIPromise<T.ReplaceDocumentFileResponse> {
    return this._client._upload('replaceDocumentFile', { path: { id }, file, params }, options);
  }

  /**
   * Export a document
   *
   * `GET /documents/{id}/export` (exportDocument)
   */
  export(id: string, query?: T.ExportDocumentData['query'], options?: RequestOptions): Promise<Response> {
    return this._client._download('exportDocument', { path: { id }, query }, options);
  }

  /**
   * Append a signature block
   *
   * `POST /documents/{id}/signature-blocks` (addSignatureBlock)
   */
  addSignatureBlock(id: string, body?: T.AddSignatureBlockData['body'], options?: RequestOptions): APIPromise<T.AddSignatureBlockResponse> {
    return this._client._call('addSignatureBlock', { path: { id }, body }, options);
  }

}

export class Folders extends APIResource {
  /**
   * List workspace folders
   *
   * `GET /folders` (listFolders)
   */
  list(options?: RequestOptions): APIPromise<T.ListFoldersResponse> {
    return this._client._call('listFolders', {  }, options);
  }

  /**
   * Create a workspace folder
   *
   * `POST /folders` (createFolder)
   */
  create(body: T.CreateFolderData['body'], options?: RequestOptions): APIPromise<T.CreateFolderResponse> {
    return this._client._call('createFolder', { body }, options);
  }

  /**
   * Rename, reorder or move a workspace folder
   *
   * `PATCH /folders/{id}` (updateFolder)
   */
  update(id: string, body: T.UpdateFolderData['body'], options?: RequestOptions): APIPromise<T.UpdateFolderResponse> {
    return this._client._call('updateFolder', { path: { id }, body }, options);
  }

  /**
   * Delete a workspace folder
   *
   * `DELETE /folders/{id}` (deleteFolder)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteFolder', { path: { id } }, options);
  }

}

export class Templates extends APIResource {
  /**
   * List templates
   *
   * `GET /templates` (listTemplates)
   */
  list(query?: T.ListTemplatesData['query'], options?: RequestOptions): PagePromise<T.ListTemplatesResponse['data'][number], WithRequestId<T.ListTemplatesResponse>> {
    return this._client._list('listTemplates', { query }, options);
  }

  /**
   * Save a document as a template
   *
   * `POST /templates` (createTemplate)
   */
  create(body: T.CreateTemplateData['body'], options?: RequestOptions): APIPromise<T.CreateTemplateResponse> {
    return this._client._call('createTemplate', { body }, options);
  }

  /**
   * Retrieve a template
   *
   * `GET /templates/{id}` (getTemplate)
   */
  retrieve(id: string, query?: T.GetTemplateData['query'], options?: RequestOptions): APIPromise<T.GetTemplateResponse> {
    return this._client._call('getTemplate', { path: { id }, query }, options);
  }

  /**
   * Rename or redescribe a template
   *
   * `PATCH /templates/{id}` (updateTemplate)
   */
  update(id: string, body: T.UpdateTemplateData['body'], options?: RequestOptions): APIPromise<T.UpdateTemplateResponse> {
    return this._client._call('updateTemplate', { path: { id }, body }, options);
  }

  /**
   * Delete a template
   *
   * `DELETE /templates/{id}` (deleteTemplate)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteTemplate', { path: { id } }, options);
  }

}

export class EnvelopesAttachments extends APIResource {
  /**
   * List files signers returned
   *
   * `GET /envelopes/{id}/attachments` (listEnvelopeAttachments)
   */
  list(id: string, options?: RequestOptions): APIPromise<T.ListEnvelopeAttachmentsResponse> {
    return this._client._call('listEnvelopeAttachments', { path: { id } }, options);
  }

  /**
   * Download a file a signer returned
   *
   * `GET /envelopes/{id}/attachments/{attachmentId}` (downloadEnvelopeAttachment)
   */
  download(id: string, attachmentId: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadEnvelopeAttachment', { path: { id, attachmentId } }, options);
  }

}

export class Envelopes extends APIResource {
  readonly attachments: EnvelopesAttachments = new EnvelopesAttachments(this._client);
  /**
   * List envelopes
   *
   * `GET /envelopes` (listEnvelopes)
   */
  list(query?: T.ListEnvelopesData['query'], options?: RequestOptions): PagePromise<T.ListEnvelopesResponse['data'][number], WithRequestId<T.ListEnvelopesResponse>> {
    return this._client._list('listEnvelopes', { query }, options);
  }

  /**
   * Send a document for signature
   *
   * `POST /envelopes` (sendEnvelope)
   */
  send(body: T.SendEnvelopeData['body'], options?: RequestOptions): APIPromise<T.SendEnvelopeResponse> {
    return this._client._call('sendEnvelope', { body }, options);
  }

  /**
   * Retrieve an envelope
   *
   * `GET /envelopes/{id}` (getEnvelope)
   */
  retrieve(id: string, query?: T.GetEnvelopeData['query'], options?: RequestOptions): APIPromise<T.GetEnvelopeResponse> {
    return this._client._call('getEnvelope', { path: { id }, query }, options);
  }

  /**
   * Remind the recipients the envelope is waiting on
   *
   * `POST /envelopes/{id}/remind` (remindEnvelope)
   */
  remind(id: string, options?: RequestOptions): APIPromise<T.RemindEnvelopeResponse> {
    return this._client._call('remindEnvelope', { path: { id } }, options);
  }

  /**
   * Void an envelope
   *
   * `POST /envelopes/{id}/void` (voidEnvelope)
   */
  void(id: string, body: T.VoidEnvelopeData['body'], options?: RequestOptions): APIPromise<T.VoidEnvelopeResponse> {
    return this._client._call('voidEnvelope', { path: { id }, body }, options);
  }

  /**
   * Pass a recipient's place to someone else
   *
   * `POST /envelopes/{id}/recipients/{recipientId}/reassign` (reassignRecipient)
   */
  reassign(id: string, recipientId: string, body: T.ReassignRecipientData['body'], options?: RequestOptions): APIPromise<T.ReassignRecipientResponse> {
    return this._client._call('reassignRecipient', { path: { id, recipientId }, body }, options);
  }

  /**
   * Download the envelope's PDF
   *
   * `GET /envelopes/{id}/pdf` (downloadEnvelopePdf)
   */
  downloadPdf(id: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadEnvelopePdf', { path: { id } }, options);
  }

  /**
   * Retrieve the certificate of evidence
   *
   * `GET /envelopes/{id}/certificate` (getEnvelopeCertificate)
   */
  certificate(id: string, options?: RequestOptions): APIPromise<T.GetEnvelopeCertificateResponse> {
    return this._client._call('getEnvelopeCertificate', { path: { id } }, options);
  }

}

export class Batches extends APIResource {
  /**
   * Send one envelope per row of a CSV, from a template
   *
   * `POST /batches` (createBatch)
   */
  create(file: Uploadable, params: UploadParams & NonNullable<T.CreateBatchData['query']>, options?: RequestOptions): APIPromise<T.CreateBatchResponse> {
    return this._client._upload('createBatch', { file, params }, options);
  }

  /**
   * Retrieve a batch and its progress
   *
   * `GET /batches/{id}` (getBatch)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetBatchResponse> {
    return this._client._call('getBatch', { path: { id } }, options);
  }

  /**
   * List a batch's rows
   *
   * `GET /batches/{id}/rows` (listBatchRows)
   */
  rows(id: string, query?: T.ListBatchRowsData['query'], options?: RequestOptions): PagePromise<T.ListBatchRowsResponse['data'][number], WithRequestId<T.ListBatchRowsResponse>> {
    return this._client._list('listBatchRows', { path: { id }, query }, options);
  }

  /**
   * Cancel a batch
   *
   * `POST /batches/{id}/cancel` (cancelBatch)
   */
  cancel(id: string, options?: RequestOptions): APIPromise<T.CancelBatchResponse> {
    return this._client._call('cancelBatch', { path: { id } }, options);
  }

  /**
   * Remind every open envelope of a batch
   *
   * `POST /batches/{id}/remind` (remindBatch)
   */
  remind(id: string, options?: RequestOptions): APIPromise<T.RemindBatchResponse> {
    return this._client._call('remindBatch', { path: { id } }, options);
  }

  /**
   * Void every envelope of a batch
   *
   * `POST /batches/{id}/void` (voidBatch)
   */
  void(id: string, body: T.VoidBatchData['body'], options?: RequestOptions): APIPromise<T.VoidBatchResponse> {
    return this._client._call('voidBatch', { path: { id }, body }, options);
  }

  /**
   * Download a CSV template for a bulk send
   *
   * `GET /templates/{id}/batch.csv` (getBatchCsvTemplate)
   */
  csvTemplate(id: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('getBatchCsvTemplate', { path: { id } }, options);
  }

}

export class Links extends APIResource {
  /**
   * List share links
   *
   * `GET /links` (listLinks)
   */
  list(query?: T.ListLinksData['query'], options?: RequestOptions): PagePromise<T.ListLinksResponse['data'][number], WithRequestId<T.ListLinksResponse>> {
    return this._client._list('listLinks', { query }, options);
  }

  /**
   * Publish a share link
   *
   * `POST /links` (createLink)
   */
  create(body: T.CreateLinkData['body'], options?: RequestOptions): APIPromise<T.CreateLinkResponse> {
    return this._client._call('createLink', { body }, options);
  }

  /**
   * Retrieve a share link
   *
   * `GET /links/{id}` (getLink)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetLinkResponse> {
    return this._client._call('getLink', { path: { id } }, options);
  }

  /**
   * Change a share link
   *
   * `PATCH /links/{id}` (updateLink)
   */
  update(id: string, body: T.UpdateLinkData['body'], options?: RequestOptions): APIPromise<T.UpdateLinkResponse> {
    return this._client._call('updateLink', { path: { id }, body }, options);
  }

  /**
   * Delete a share link
   *
   * `DELETE /links/{id}` (deleteLink)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteLink', { path: { id } }, options);
  }

}

export class RoomsDocuments extends APIResource {
  /**
   * List documents filed in a room
   *
   * `GET /rooms/{id}/documents` (listRoomDocuments)
   */
  list(id: string, options?: RequestOptions): APIPromise<T.ListRoomDocumentsResponse> {
    return this._client._call('listRoomDocuments', { path: { id } }, options);
  }

  /**
   * File a document in a room
   *
   * `POST /rooms/{id}/documents` (fileRoomDocument)
   */
  file(id: string, body: T.FileRoomDocumentData['body'], options?: RequestOptions): APIPromise<T.FileRoomDocumentResponse> {
    return this._client._call('fileRoomDocument', { path: { id }, body }, options);
  }

  /**
   * Move or reorder a filed document
   *
   * `PATCH /rooms/{id}/documents/{documentId}` (updateRoomDocument)
   */
  update(id: string, documentId: string, body: T.UpdateRoomDocumentData['body'], options?: RequestOptions): APIPromise<T.UpdateRoomDocumentResponse> {
    return this._client._call('updateRoomDocument', { path: { id, documentId }, body }, options);
  }

  /**
   * Remove a document from a room
   *
   * `DELETE /rooms/{id}/documents/{documentId}` (removeRoomDocument)
   */
  remove(id: string, documentId: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('removeRoomDocument', { path: { id, documentId } }, options);
  }

}

export class RoomsFolders extends APIResource {
  /**
   * List a room's folders
   *
   * `GET /rooms/{id}/folders` (listRoomFolders)
   */
  list(id: string, options?: RequestOptions): APIPromise<T.ListRoomFoldersResponse> {
    return this._client._call('listRoomFolders', { path: { id } }, options);
  }

  /**
   * Create a room folder
   *
   * `POST /rooms/{id}/folders` (createRoomFolder)
   */
  create(id: string, body: T.CreateRoomFolderData['body'], options?: RequestOptions): APIPromise<T.CreateRoomFolderResponse> {
    return this._client._call('createRoomFolder', { path: { id }, body }, options);
  }

  /**
   * Rename or reorder a room folder
   *
   * `PATCH /rooms/{id}/folders/{folderId}` (updateRoomFolder)
   */
  update(id: string, folderId: string, body: T.UpdateRoomFolderData['body'], options?: RequestOptions): APIPromise<T.UpdateRoomFolderResponse> {
    return this._client._call('updateRoomFolder', { path: { id, folderId }, body }, options);
  }

  /**
   * Delete a room folder
   *
   * `DELETE /rooms/{id}/folders/{folderId}` (deleteRoomFolder)
   */
  delete(id: string, folderId: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteRoomFolder', { path: { id, folderId } }, options);
  }

}

export class RoomsGroups extends APIResource {
  /**
   * List a room's viewer groups
   *
   * `GET /rooms/{id}/groups` (listRoomGroups)
   */
  list(id: string, options?: RequestOptions): APIPromise<T.ListRoomGroupsResponse> {
    return this._client._call('listRoomGroups', { path: { id } }, options);
  }

  /**
   * Create a viewer group
   *
   * `POST /rooms/{id}/groups` (createRoomGroup)
   */
  create(id: string, body: T.CreateRoomGroupData['body'], options?: RequestOptions): APIPromise<T.CreateRoomGroupResponse> {
    return this._client._call('createRoomGroup', { path: { id }, body }, options);
  }

  /**
   * Retrieve a viewer group
   *
   * `GET /rooms/{id}/groups/{groupId}` (getRoomGroup)
   */
  retrieve(id: string, groupId: string, options?: RequestOptions): APIPromise<T.GetRoomGroupResponse> {
    return this._client._call('getRoomGroup', { path: { id, groupId } }, options);
  }

  /**
   * Change a viewer group
   *
   * `PATCH /rooms/{id}/groups/{groupId}` (updateRoomGroup)
   */
  update(id: string, groupId: string, body: T.UpdateRoomGroupData['body'], options?: RequestOptions): APIPromise<T.UpdateRoomGroupResponse> {
    return this._client._call('updateRoomGroup', { path: { id, groupId }, body }, options);
  }

  /**
   * Delete a viewer group
   *
   * `DELETE /rooms/{id}/groups/{groupId}` (deleteRoomGroup)
   */
  delete(id: string, groupId: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteRoomGroup', { path: { id, groupId } }, options);
  }

}

export class Rooms extends APIResource {
  readonly documents: RoomsDocuments = new RoomsDocuments(this._client);
  readonly folders: RoomsFolders = new RoomsFolders(this._client);
  readonly groups: RoomsGroups = new RoomsGroups(this._client);
  /**
   * List data rooms
   *
   * `GET /rooms` (listRooms)
   */
  list(query?: T.ListRoomsData['query'], options?: RequestOptions): PagePromise<T.ListRoomsResponse['data'][number], WithRequestId<T.ListRoomsResponse>> {
    return this._client._list('listRooms', { query }, options);
  }

  /**
   * Create a data room
   *
   * `POST /rooms` (createRoom)
   */
  create(body: T.CreateRoomData['body'], options?: RequestOptions): APIPromise<T.CreateRoomResponse> {
    return this._client._call('createRoom', { body }, options);
  }

  /**
   * Retrieve a data room
   *
   * `GET /rooms/{id}` (getRoom)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetRoomResponse> {
    return this._client._call('getRoom', { path: { id } }, options);
  }

  /**
   * Rename, freeze or archive a data room
   *
   * `PATCH /rooms/{id}` (updateRoom)
   */
  update(id: string, body: T.UpdateRoomData['body'], options?: RequestOptions): APIPromise<T.UpdateRoomResponse> {
    return this._client._call('updateRoom', { path: { id }, body }, options);
  }

  /**
   * Delete a data room
   *
   * `DELETE /rooms/{id}` (deleteRoom)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteRoom', { path: { id } }, options);
  }

}

export class Agreements extends APIResource {
  /**
   * List the agreements library
   *
   * `GET /agreements` (listAgreements)
   */
  list(options?: RequestOptions): APIPromise<T.ListAgreementsResponse> {
    return this._client._call('listAgreements', {  }, options);
  }

  /**
   * Add an agreement to the library
   *
   * `POST /agreements` (createAgreement)
   */
  create(body: T.CreateAgreementData['body'], options?: RequestOptions): APIPromise<T.CreateAgreementResponse> {
    return this._client._call('createAgreement', { body }, options);
  }

  /**
   * Retrieve an agreement
   *
   * `GET /agreements/{id}` (getAgreement)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetAgreementResponse> {
    return this._client._call('getAgreement', { path: { id } }, options);
  }

  /**
   * Change an agreement
   *
   * `PATCH /agreements/{id}` (updateAgreement)
   */
  update(id: string, body: T.UpdateAgreementData['body'], options?: RequestOptions): APIPromise<T.UpdateAgreementResponse> {
    return this._client._call('updateAgreement', { path: { id }, body }, options);
  }

  /**
   * Delete an agreement
   *
   * `DELETE /agreements/{id}` (deleteAgreement)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteAgreement', { path: { id } }, options);
  }

}

export class Views extends APIResource {
  /**
   * List visits
   *
   * `GET /views` (listViews)
   */
  list(query?: T.ListViewsData['query'], options?: RequestOptions): PagePromise<T.ListViewsResponse['data'][number], WithRequestId<T.ListViewsResponse>> {
    return this._client._list('listViews', { query }, options);
  }

  /**
   * Retrieve a visit
   *
   * `GET /views/{id}` (getView)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetViewResponse> {
    return this._client._call('getView', { path: { id } }, options);
  }

}

export class Visitors extends APIResource {
  /**
   * List visitors
   *
   * `GET /visitors` (listVisitors)
   */
  list(query?: T.ListVisitorsData['query'], options?: RequestOptions): PagePromise<T.ListVisitorsResponse['data'][number], WithRequestId<T.ListVisitorsResponse>> {
    return this._client._list('listVisitors', { query }, options);
  }

  /**
   * Retrieve a visitor
   *
   * `GET /visitors/{email}` (getVisitor)
   */
  retrieve(email: string, options?: RequestOptions): APIPromise<T.GetVisitorResponse> {
    return this._client._call('getVisitor', { path: { email } }, options);
  }

}

export class Visits extends APIResource {
  /**
   * Export visits as CSV
   *
   * `GET /visits/export` (exportVisits)
   */
  export(query?: T.ExportVisitsData['query'], options?: RequestOptions): Promise<Response> {
    return this._client._download('exportVisits', { query }, options);
  }

}

export class Analytics extends APIResource {
  /**
   * Retrieve the analytics summary
   *
   * `GET /analytics/summary` (getAnalyticsSummary)
   */
  summary(query?: T.GetAnalyticsSummaryData['query'], options?: RequestOptions): APIPromise<T.GetAnalyticsSummaryResponse> {
    return this._client._call('getAnalyticsSummary', { query }, options);
  }

  /**
   * Retrieve a document's reading analytics
   *
   * `GET /analytics/documents/{id}` (getDocumentAnalytics)
   */
  document(id: string, query?: T.GetDocumentAnalyticsData['query'], options?: RequestOptions): APIPromise<T.GetDocumentAnalyticsResponse> {
    return this._client._call('getDocumentAnalytics', { path: { id }, query }, options);
  }

}

export class Questions extends APIResource {
  /**
   * List viewer questions
   *
   * `GET /questions` (listQuestions)
   */
  list(query?: T.ListQuestionsData['query'], options?: RequestOptions): APIPromise<T.ListQuestionsResponse> {
    return this._client._call('listQuestions', { query }, options);
  }

  /**
   * Retrieve a viewer question
   *
   * `GET /questions/{id}` (getQuestion)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetQuestionResponse> {
    return this._client._call('getQuestion', { path: { id } }, options);
  }

  /**
   * Reply to a viewer question
   *
   * `POST /questions/{id}/reply` (replyToQuestion)
   */
  reply(id: string, body: T.ReplyToQuestionData['body'], options?: RequestOptions): APIPromise<T.ReplyToQuestionResponse> {
    return this._client._call('replyToQuestion', { path: { id }, body }, options);
  }

}

export class RequestsAssignees extends APIResource {
  /**
   * Add assignees to a file request
   *
   * `POST /requests/{id}/assignees` (addRequestAssignees)
   */
  add(id: string, body: T.AddRequestAssigneesData['body'], options?: RequestOptions): APIPromise<T.AddRequestAssigneesResponse> {
    return this._client._call('addRequestAssignees', { path: { id }, body }, options);
  }

  /**
   * Remove an assignee from a file request
   *
   * `DELETE /requests/{id}/assignees/{assigneeId}` (removeRequestAssignee)
   */
  remove(id: string, assigneeId: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('removeRequestAssignee', { path: { id, assigneeId } }, options);
  }

  /**
   * Resend an assignee's upload link
   *
   * `POST /requests/{id}/assignees/{assigneeId}/resend` (resendRequestAssignee)
   */
  resend(id: string, assigneeId: string, options?: RequestOptions): APIPromise<T.ResendRequestAssigneeResponse> {
    return this._client._call('resendRequestAssignee', { path: { id, assigneeId } }, options);
  }

}

export class Requests extends APIResource {
  readonly assignees: RequestsAssignees = new RequestsAssignees(this._client);
  /**
   * List file requests
   *
   * `GET /requests` (listRequests)
   */
  list(options?: RequestOptions): APIPromise<T.ListRequestsResponse> {
    return this._client._call('listRequests', {  }, options);
  }

  /**
   * Create a file request
   *
   * `POST /requests` (createRequest)
   */
  create(body: T.CreateRequestData['body'], options?: RequestOptions): APIPromise<T.CreateRequestResponse> {
    return this._client._call('createRequest', { body }, options);
  }

  /**
   * Retrieve a file request
   *
   * `GET /requests/{id}` (getRequest)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetRequestResponse> {
    return this._client._call('getRequest', { path: { id } }, options);
  }

  /**
   * Update a file request
   *
   * `PATCH /requests/{id}` (updateRequest)
   */
  update(id: string, body: T.UpdateRequestData['body'], options?: RequestOptions): APIPromise<T.UpdateRequestResponse> {
    return this._client._call('updateRequest', { path: { id }, body }, options);
  }

  /**
   * Delete a file request
   *
   * `DELETE /requests/{id}` (deleteRequest)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteRequest', { path: { id } }, options);
  }

}

export class Hooks extends APIResource {
  /**
   * List webhook endpoints
   *
   * `GET /hooks` (listHooks)
   */
  list(options?: RequestOptions): APIPromise<T.ListHooksResponse> {
    return this._client._call('listHooks', {  }, options);
  }

  /**
   * Subscribe a webhook endpoint
   *
   * `POST /hooks` (createHook)
   */
  create(body: T.CreateHookData['body'], options?: RequestOptions): APIPromise<T.CreateHookResponse> {
    return this._client._call('createHook', { body }, options);
  }

  /**
   * Sample payloads of an event
   *
   * `GET /hooks/samples` (listHookSamples)
   */
  samples(query?: T.ListHookSamplesData['query'], options?: RequestOptions): APIPromise<T.ListHookSamplesResponse> {
    return this._client._call('listHookSamples', { query }, options);
  }

  /**
   * Read a webhook endpoint
   *
   * `GET /hooks/{id}` (getHook)
   */
  retrieve(id: string, options?: RequestOptions): APIPromise<T.GetHookResponse> {
    return this._client._call('getHook', { path: { id } }, options);
  }

  /**
   * Change a webhook endpoint
   *
   * `PATCH /hooks/{id}` (updateHook)
   */
  update(id: string, body: T.UpdateHookData['body'], options?: RequestOptions): APIPromise<T.UpdateHookResponse> {
    return this._client._call('updateHook', { path: { id }, body }, options);
  }

  /**
   * Delete a webhook endpoint
   *
   * `DELETE /hooks/{id}` (deleteHook)
   */
  delete(id: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('deleteHook', { path: { id } }, options);
  }

  /**
   * Send a test delivery
   *
   * `POST /hooks/{id}/ping` (pingHook)
   */
  ping(id: string, options?: RequestOptions): APIPromise<T.PingHookResponse> {
    return this._client._call('pingHook', { path: { id } }, options);
  }

  /**
   * Rotate the signing secret
   *
   * `POST /hooks/{id}/rotate` (rotateHookSecret)
   */
  rotateSecret(id: string, options?: RequestOptions): APIPromise<T.RotateHookSecretResponse> {
    return this._client._call('rotateHookSecret', { path: { id } }, options);
  }

  /**
   * List an endpoint's deliveries
   *
   * `GET /hooks/{id}/deliveries` (listHookDeliveries)
   */
  deliveries(id: string, query?: T.ListHookDeliveriesData['query'], options?: RequestOptions): PagePromise<T.ListHookDeliveriesResponse['data'][number], WithRequestId<T.ListHookDeliveriesResponse>> {
    return this._client._list('listHookDeliveries', { path: { id }, query }, options);
  }

}

export class Events extends APIResource {
  /**
   * A live stream of the workspace's events
   *
   * `GET /events/stream` (streamEvents)
   */
  open(query?: T.StreamEventsData['query'], options?: RequestOptions): Promise<Response> {
    return this._client._download('streamEvents', { query }, options);
  }

  /**
   * Make the workspace emit a sample event
   *
   * `POST /events/trigger` (triggerEvent)
   */
  trigger(body: T.TriggerEventData['body'], options?: RequestOptions): APIPromise<T.TriggerEventResponse> {
    return this._client._call('triggerEvent', { body }, options);
  }

}

export class Audit extends APIResource {
  /**
   * Read the audit trail
   *
   * `GET /audit` (listAuditEvents)
   */
  list(query?: Omit<NonNullable<T.ListAuditEventsData['query']>, 'format'>, options?: RequestOptions): PagePromise<T.ListAuditEventsResponse['data'][number], WithRequestId<T.ListAuditEventsResponse>> {
    return this._client._list('listAuditEvents', { query }, options);
  }

  /** Read the audit trail, as a file (`format` other than json); the raw Response. */
  listFile(query?: T.ListAuditEventsData['query'], options?: RequestOptions): Promise<Response> {
    return this._client._download('listAuditEvents', { query }, options);
  }

  /**
   * List audit families and types
   *
   * `GET /audit/types` (listAuditTypes)
   */
  types(options?: RequestOptions): APIPromise<T.ListAuditTypesResponse> {
    return this._client._call('listAuditTypes', {  }, options);
  }

}

export class Signing extends APIResource {
  /**
   * Open a signing session
   *
   * `GET /public/signing/{token}` (getSigningSession)
   */
  retrieve(token: string, options?: RequestOptions): APIPromise<T.GetSigningSessionResponse> {
    return this._client._call('getSigningSession', { path: { token } }, options);
  }

  /**
   * Download the document to sign
   *
   * `GET /public/signing/{token}/document.pdf` (downloadSigningDocument)
   */
  downloadDocument(token: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadSigningDocument', { path: { token } }, options);
  }

  /**
   * Download the signed copy
   *
   * `GET /public/signing/{token}/executed.pdf` (downloadSigningExecutedPdf)
   */
  downloadExecuted(token: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadSigningExecutedPdf', { path: { token } }, options);
  }

  /**
   * Pass the access code
   *
   * `POST /public/signing/{token}/access-code` (submitSigningAccessCode)
   */
  submitAccessCode(token: string, body: T.SubmitSigningAccessCodeData['body'], options?: RequestOptions): APIPromise<T.SubmitSigningAccessCodeResponse> {
    return this._client._call('submitSigningAccessCode', { path: { token }, body }, options);
  }

  /**
   * Consent to sign electronically
   *
   * `POST /public/signing/{token}/consent` (acceptSigningConsent)
   */
  acceptConsent(token: string, body: T.AcceptSigningConsentData['body'], options?: RequestOptions): APIPromise<T.AcceptSigningConsentResponse> {
    return this._client._call('acceptSigningConsent', { path: { token }, body }, options);
  }

  /**
   * Withdraw consent to sign electronically
   *
   * `DELETE /public/signing/{token}/consent` (withdrawSigningConsent)
   */
  withdrawConsent(token: string, options?: RequestOptions): APIPromise<void> {
    return this._client._call('withdrawSigningConsent', { path: { token } }, options);
  }

  /**
   * Return a file for an attachment field
   *
   * `POST /public/signing/{token}/attachments` (uploadSigningAttachment)
   */
  uploadAttachment(token: string, file: Uploadable, params: UploadParams & NonNullable<T.UploadSigningAttachmentData['query']>, options?: RequestOptions): APIPromise<T.UploadSigningAttachmentResponse> {
    return this._client._upload('uploadSigningAttachment', { path: { token }, file, params, form: [] }, options);
  }

  /**
   * Sign
   *
   * `POST /public/signing/{token}/sign` (signEnvelope)
   */
  sign(token: string, body: T.SignEnvelopeData['body'], options?: RequestOptions): APIPromise<T.SignEnvelopeResponse> {
    return this._client._call('signEnvelope', { path: { token }, body }, options);
  }

  /**
   * Decline to sign
   *
   * `POST /public/signing/{token}/decline` (declineEnvelope)
   */
  decline(token: string, body: T.DeclineEnvelopeData['body'], options?: RequestOptions): APIPromise<T.DeclineEnvelopeResponse> {
    return this._client._call('declineEnvelope', { path: { token }, body }, options);
  }

}

export class ViewerDocuments extends APIResource {
  /**
   * Read one document of the visit
   *
   * `GET /public/visits/{visitId}/documents/{documentId}` (getVisitDocument)
   */
  retrieve(visit: VisitCredentials, documentId: string, options?: RequestOptions): APIPromise<T.GetVisitDocumentResponse> {
    return this._client._call('getVisitDocument', { path: { visitId: visit.visitId, documentId } }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Fetch a PDF to display
   *
   * `GET /public/visits/{visitId}/documents/{documentId}/file` (downloadVisitDocumentFile)
   */
  file(visit: VisitCredentials, documentId: string, options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadVisitDocumentFile', { path: { visitId: visit.visitId, documentId } }, withHeader(options, 'x-visit-token', visit.token));
  }

}

export class ViewerBulkDownload extends APIResource {
  /**
   * Email a bulk-download code
   *
   * `POST /public/visits/{visitId}/bulk-download/code` (requestBulkDownloadCode)
   */
  requestCode(visit: VisitCredentials, options?: RequestOptions): APIPromise<T.RequestBulkDownloadCodeResponse> {
    return this._client._call('requestBulkDownloadCode', { path: { visitId: visit.visitId } }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Download a room as a zip
   *
   * `GET /public/visits/{visitId}/bulk-download` (downloadVisitBulk)
   */
  download(visit: VisitCredentials, query?: T.DownloadVisitBulkData['query'], options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadVisitBulk', { path: { visitId: visit.visitId }, query }, withHeader(options, 'x-visit-token', visit.token));
  }

}

export class ViewerQuestions extends APIResource {
  /**
   * List the visit's questions
   *
   * `GET /public/visits/{visitId}/questions` (listVisitQuestions)
   */
  list(visit: VisitCredentials, options?: RequestOptions): APIPromise<T.ListVisitQuestionsResponse> {
    return this._client._call('listVisitQuestions', { path: { visitId: visit.visitId } }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Ask the owner a question
   *
   * `POST /public/visits/{visitId}/questions` (askVisitQuestion)
   */
  ask(visit: VisitCredentials, body: T.AskVisitQuestionData['body'], options?: RequestOptions): APIPromise<T.AskVisitQuestionResponse> {
    return this._client._call('askVisitQuestion', { path: { visitId: visit.visitId }, body }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Write back in a thread
   *
   * `POST /public/visits/{visitId}/questions/{threadId}` (replyToVisitQuestion)
   */
  reply(visit: VisitCredentials, threadId: string, body: T.ReplyToVisitQuestionData['body'], options?: RequestOptions): APIPromise<T.ReplyToVisitQuestionResponse> {
    return this._client._call('replyToVisitQuestion', { path: { visitId: visit.visitId, threadId }, body }, withHeader(options, 'x-visit-token', visit.token));
  }

}

export class Viewer extends APIResource {
  readonly documents: ViewerDocuments = new ViewerDocuments(this._client);
  readonly bulkDownload: ViewerBulkDownload = new ViewerBulkDownload(this._client);
  readonly questions: ViewerQuestions = new ViewerQuestions(this._client);
  /**
   * Start a visit to a share link
   *
   * `POST /public/links/{slug}/visits` (startVisit)
   */
  start(slug: string, body?: T.StartVisitData['body'], options?: RequestOptions): APIPromise<T.StartVisitResponse> {
    return this._client._call('startVisit', { path: { slug }, body }, options);
  }

  /**
   * Answer a visit's gates
   *
   * `POST /public/visits/{visitId}/gates` (submitVisitGates)
   */
  submitGates(visit: VisitCredentials, body: T.SubmitVisitGatesData['body'], options?: RequestOptions): APIPromise<T.SubmitVisitGatesResponse> {
    return this._client._call('submitVisitGates', { path: { visitId: visit.visitId }, body }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Send a new verification code
   *
   * `POST /public/visits/{visitId}/verification` (resendVisitVerification)
   */
  resendVerification(visit: VisitCredentials, options?: RequestOptions): APIPromise<T.ResendVisitVerificationResponse> {
    return this._client._call('resendVisitVerification', { path: { visitId: visit.visitId } }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Read what the visit opened
   *
   * `GET /public/visits/{visitId}/content` (getVisitContent)
   */
  content(visit: VisitCredentials, options?: RequestOptions): APIPromise<T.GetVisitContentResponse> {
    return this._client._call('getVisitContent', { path: { visitId: visit.visitId } }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Report attention time
   *
   * `POST /public/visits/{visitId}/heartbeats` (recordVisitHeartbeat)
   */
  heartbeat(visit: VisitCredentials, body: T.RecordVisitHeartbeatData['body'], options?: RequestOptions): APIPromise<void> {
    return this._client._call('recordVisitHeartbeat', { path: { visitId: visit.visitId }, body }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Download a copy
   *
   * `GET /public/visits/{visitId}/download` (downloadVisitDocument)
   */
  download(visit: VisitCredentials, query?: T.DownloadVisitDocumentData['query'], options?: RequestOptions): Promise<Response> {
    return this._client._download('downloadVisitDocument', { path: { visitId: visit.visitId }, query }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * Ask the reading assistant
   *
   * `POST /public/visits/{visitId}/assistant` (askVisitAssistant)
   */
  askAssistant(visit: VisitCredentials, body: T.AskVisitAssistantData['body'], options?: RequestOptions): APIPromise<T.AskVisitAssistantResponse> {
    return this._client._call('askVisitAssistant', { path: { visitId: visit.visitId }, body }, withHeader(options, 'x-visit-token', visit.token));
  }

  /**
   * React to a document
   *
   * `POST /public/visits/{visitId}/feedback` (submitVisitFeedback)
   */
  submitFeedback(visit: VisitCredentials, body: T.SubmitVisitFeedbackData['body'], options?: RequestOptions): APIPromise<T.SubmitVisitFeedbackResponse> {
    return this._client._call('submitVisitFeedback', { path: { visitId: visit.visitId }, body }, withHeader(options, 'x-visit-token', visit.token));
  }

}

export class Uploads extends APIResource {
  /**
   * Open an upload page
   *
   * `GET /public/requests/{slug}` (getUploadPage)
   */
  retrieve(slug: string, options?: RequestTokenOptions): APIPromise<T.GetUploadPageResponse> {
    return this._client._call('getUploadPage', { path: { slug } }, withHeader(options, 'x-request-token', options?.requestToken));
  }

  /**
   * Upload a file to a request
   *
   * `POST /public/requests/{slug}/uploads` (uploadToRequest)
   */
  create(slug: string, file: Uploadable, params?: UploadParams & Omit<T.UploadToRequestData['body'], 'file'>, options?: RequestTokenOptions): APIPromise<T.UploadToRequestResponse> {
    return this._client._upload('uploadToRequest', { path: { slug }, file, params, form: ["itemId","email","name"] }, withHeader(options, 'x-request-token', options?.requestToken));
  }

}

export class Resources extends APIResource {
  readonly catalog: Catalog = new Catalog(this._client);
  readonly me: Me = new Me(this._client);
  readonly workspace: Workspace = new Workspace(this._client);
  readonly openapi: Openapi = new Openapi(this._client);
  readonly health: Health = new Health(this._client);
  readonly documents: Documents = new Documents(this._client);
  readonly folders: Folders = new Folders(this._client);
  readonly templates: Templates = new Templates(this._client);
  readonly envelopes: Envelopes = new Envelopes(this._client);
  readonly batches: Batches = new Batches(this._client);
  readonly links: Links = new Links(this._client);
  readonly rooms: Rooms = new Rooms(this._client);
  readonly agreements: Agreements = new Agreements(this._client);
  readonly views: Views = new Views(this._client);
  readonly visitors: Visitors = new Visitors(this._client);
  readonly visits: Visits = new Visits(this._client);
  readonly analytics: Analytics = new Analytics(this._client);
  readonly questions: Questions = new Questions(this._client);
  readonly requests: Requests = new Requests(this._client);
  readonly hooks: Hooks = new Hooks(this._client);
  readonly events: Events = new Events(this._client);
  readonly audit: Audit = new Audit(this._client);
  readonly signing: Signing = new Signing(this._client);
  readonly viewer: Viewer = new Viewer(this._client);
  readonly uploads: Uploads = new Uploads(this._client);
  /**
   * Verify an executed PDF
   *
   * `POST /public/verify` (verifyPdf)
   */
  verify(file: Uploadable, params?: UploadParams, options?: RequestOptions): APIPromise<T.VerifyPdfResponse> {
    return this._client._upload('verifyPdf', { file, params }, options);
  }

}
