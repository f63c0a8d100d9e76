// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.
/* eslint-disable */
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the API for this key
         * @description The catalogue: API version, the scopes of this key and every scope there is, the rate limit, the origin
         *     link URLs are built on (`linkOrigin`: the account's verified custom domain when it has one, otherwise
         *     PUBLIC_URL), the API base URL, pagination conventions, where the documentation and the OpenAPI document
         *     are, the resource groups and the webhook event catalogue. `include=endpoints` adds `groups`: every
         *     operation grouped by tag, with method, path and the scope it needs. Needs any valid key.
         */
        get: operations["getCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who this key belongs to
         * @description The workspace the key belongs to, its owner's name and email, the key's scopes, the plan and the link origin. Needs any valid key.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/sender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the sender name
         * @description An extension of this API, so that emails and the signing page name a person or a firm instead of
         *     "Default workspace": the name signing requests and file-request emails are sent under, and the address
         *     replies go to.
         */
        get: operations["getWorkspaceSender"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the sender name
         * @description An extension of this API (see `getWorkspaceSender`): sets the name envelopes sent from now on, their emails,
         *     and file-request emails carry (1-100 characters, trimmed; no line breaks), or, with `null`, goes back to the
         *     workspace's name. Envelopes already sent keep the name they were sent with (it is part of what the signer was
         *     shown). Errors: 400 body invalid (naming `body.name`).
         */
        patch: operations["updateWorkspaceSender"];
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI document
         * @description This document (OpenAPI 3.1, version 1.0.0), bundled into one JSON file. Needs no key and is not rate-limited, so it carries no rate-limit headers.
         */
        get: operations["getOpenapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Documents in the workspace, most recently edited first (by `updatedAt`), keyset-paginated. Live documents by
         *     default; `trashed=true` lists the trash instead. Filters combine (all must match). A `status` or `kind` outside
         *     its values, or a boolean filter that is not exactly `true` or `false`, answers 400. A `folderId` that names no
         *     folder of this workspace matches nothing (an empty page, not 404).
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Create a document
         * @description Creates an authored document (`kind` xdoc, `status` draft) from Markdown, HTML or document JSON, or from a
         *     template, optionally with its signing list and a folder. Give at most one of `markdown`, `html` and `content`,
         *     and no body at all with `templateId`; none makes an empty document. `title` is required unless `templateId` is
         *     given (it then defaults to the template's name).
         *
         *     From a template, the body and recipient slots are copied (the template keeps no addresses or access codes);
         *     `recipients` fill the slots in order, a recipient omitting `role` or `routingOrder` keeping the slot's value;
         *     extra recipients are added with nothing to sign, and unfilled slots stay without an address until a PATCH
         *     supplies one.
         *
         *     Conversion losses (for example a dropped image) are listed in `warnings`, one sentence each; an empty list
         *     means nothing was lost. The response does not carry `content`; read it with `GET /documents/{id}?include=content`.
         *     Emits `document.created`.
         *
         *     Errors: 400 a body that fails validation, no `title` without a template, more than one body, or a template plus
         *     a body; 404 no such template; 422 the plan's document ceiling is reached, or `folderId` is not a folder of this
         *     workspace.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a PDF
         * @description Creates a document (`kind` pdf, `status` draft) from a PDF of at most 25 MB (26,214,400 bytes). Send either a
         *     `multipart/form-data` body whose `file` part holds the PDF, or the raw PDF as an `application/pdf` body with its
         *     name in the `x-filename` header. The title is, in order of precedence: the `title` query parameter, the
         *     multipart `title` part, the file name without its `.pdf` extension, or `Untitled document`.
         *
         *     The response adds `hasTextLayer` (also found in `source`): false means a scan whose text cannot be read or
         *     searched. Emits `document.created`.
         *
         *     The text layer of the PDF (its first 500,000 bytes) is indexed, so `GET /documents?q=` finds words inside
         *     the file.
         *
         *     Any content type is read: a body that is not a PDF (a `text/plain` note, a JSON object, a Word file sent as
         *     `application/pdf`) answers 400 with code `not_a_pdf`, never 415. A file over 25 MB answers 422 with the usual
         *     error body, which the client can read: when `content-length` already says so the answer comes at once (a client
         *     that sent `Expect: 100-continue` is refused before it sends the file; the connection is then closed); otherwise
         *     the rest of the body is read and thrown away first (up to 50 MB in all; past that the connection is closed after
         *     the answer).
         *
         *     Errors: 400 `not_a_pdf` the body is not a PDF, `validation_failed` the PDF is unreadable (damaged or encrypted)
         *     or has no pages, or a multipart body without a `file` part; 422 the file is over 25 MB, or the plan's document
         *     ceiling is reached; 503 file storage did not answer (nothing was created; safe to retry).
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a document
         * @description The single-document form: list fields plus `folderId`, `inLibrary`, `deletedAt`, `recipients` and `source`.
         *     `include=content` adds the body (`content`): the `type: doc` tree of an authored document, or null for an
         *     uploaded PDF or shared file (download those with `GET /documents/{id}/file`). A document in the trash is still
         *     returned, with `deletedAt` set.
         */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Moves a live document to the trash (`deletedAt` set; restorable with `POST /documents/{id}/restore`);
         *     deleting a document already in the trash again is a no-op 204. With `purge=true` a document that is in the
         *     trash and was never sent for signature is removed outright, with its versions and comments; this cannot be
         *     undone.
         *
         *     Errors: 409 the document is out for signature; with `purge=true`, the document is not in the trash or was
         *     ever sent for signature (its signing record is kept).
         */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        /**
         * Update a document
         * @description Changes the title, body, signing list, folder or library membership; omitted fields are left as they are.
         *
         *     `markdown`, `html` or `content` (at most one; more than one answers 400) replaces the body of an authored
         *     document; the old body is first snapshotted to version history (an automatic version, named by
         *     `versionLabel` when given; `versionLabel` without a body answers 400). Conversion losses are listed in
         *     `warnings` (empty when there were none, and always empty when no body was sent). Emits `document.edited` when
         *     the body changed.
         *
         *     `recipients` replaces the signing list (up to 30): an entry with the `id` of a current recipient, or with the
         *     unchanged address of one, edits that recipient in place and keeps the fields bound to them; an entry without
         *     `id` is a new recipient with nothing to sign; recipients left out are removed.
         *
         *     Errors: 400 a body that fails validation; 409 a new body or recipient list while the document is out for
         *     signature (title, folder and library membership can still change), or any change while it is in the trash;
         *     422 a body for an uploaded PDF or shared file (replace its file with `POST /documents/{id}/file`), a
         *     `folderId` that is not a folder of this workspace, or a recipient `id` that is not on this document.
         */
        patch: operations["updateDocument"];
        trace?: never;
    };
    "/documents/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a document from the trash
         * @description Brings a document in the trash back to life (`deletedAt` cleared), in the folder it was filed in when that
         *     folder still exists, otherwise at the top level. Takes no body.
         *
         *     Errors: 409 the document is not in the trash; 422 the plan's document ceiling is reached (documents in the
         *     trash do not count toward it).
         */
        post: operations["restoreDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Download a document's stored file
         * @description Streams the stored file of an uploaded PDF or shared file, with its stored content type (`application/pdf`
         *     for `kind` pdf; the type it was uploaded with for `kind` file, shown here as `application/octet-stream`) and
         *     its file name in `content-disposition`. An authored document has no stored file and answers 404 (render it
         *     with `GET /documents/{id}/export`).
         */
        get: operations["downloadDocumentFile"];
        put?: never;
        /**
         * Replace an uploaded PDF's file
         * @description Replaces the file of an uploaded PDF (`kind` pdf) with a new PDF of at most 25 MB (26,214,400 bytes), sent
         *     exactly as for `POST /documents/upload`: a `multipart/form-data` body with a `file` part, or the raw PDF as
         *     an `application/pdf` body with `x-filename`. The document keeps its id, title and links; the outgoing file
         *     becomes an automatic version (`previousVersionId`). Field placements on pages the new file no longer has are
         *     removed and counted in `droppedFields`.
         *
         *     The new file's text layer replaces the old one in search. Any content type is read and a body that is not a PDF
         *     answers 400 `not_a_pdf` (never 415); a file over 25 MB answers a readable 422 exactly as for
         *     `POST /documents/upload`.
         *
         *     Errors: 400 `not_a_pdf` the body is not a PDF, `validation_failed` the PDF is unreadable or has no pages; 409
         *     the document is out for signature, is in the trash, or is not an uploaded PDF; 422 the file is over 25 MB; 503
         *     file storage failed (nothing changed; safe to retry).
         */
        post: operations["replaceDocumentFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Export a document
         * @description Renders the document's current body as a file: `pdf` (default), `docx` or `md` (Markdown). Signature fields
         *     are rendered as empty, labelled boxes. An uploaded PDF exports only as `pdf` (its stored file, unchanged); a
         *     shared file of another type is not converted (download it with `GET /documents/{id}/file`). The file name in
         *     `content-disposition` is the title with the format's extension.
         *
         *     Errors: 400 a `format` other than `pdf`, `docx` or `md`; 409 an uploaded PDF asked for as `docx` or `md`,
         *     or a shared file in any format.
         */
        get: operations["exportDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a document's versions
         * @description The document's version history, newest first: the most recent `limit` versions (default 50, at most 100).
         *     Not paginated: there is no cursor and the response has no `nextCursor`.
         */
        get: operations["listDocumentVersions"];
        put?: never;
        /**
         * Save a version
         * @description Saves the document's current state (body, or stored file) as a named version (`automatic` false). The body is
         *     optional; `label` defaults to a label naming the API. A version can later be served by a share link
         *     (`pinnedVersionId`) or put back with `POST /documents/{id}/versions/{versionId}`.
         */
        post: operations["createDocumentVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/versions/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A version of this document. A version of another document answers 404. */
                versionId: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a version
         * @description One version. `include=content` adds the saved body (`content`): the `type: doc` tree of an authored
         *     snapshot, or null for a snapshot of an uploaded PDF or shared file.
         */
        get: operations["getDocumentVersion"];
        put?: never;
        /**
         * Restore a version
         * @description Puts the version back as the document's current body (or stored file) and title; what it replaces is first
         *     snapshotted as an automatic version, so a restore can itself be undone. Takes no body. Emits `document.edited`.
         *
         *     Errors: 409 the document is out for signature or in the trash; 422 the version's stored file could not be read.
         */
        post: operations["restoreDocumentVersion"];
        /**
         * Delete a version
         * @description Removes the version from the history; the document itself is untouched.
         *
         *     Errors: 409 a share link is pinned to the version (`pinnedVersionId`); `details.links` lists those links as
         *     `[{ id, name }]`. Unpin or delete them first.
         */
        delete: operations["deleteDocumentVersion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/signature-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append a signature block
         * @description Appends to the end of an authored document's body a block for one recipient: a heading (default the
         *     recipient's name) followed by `name`, `signature` and `date` signature fields bound to that recipient. The
         *     previous body is first snapshotted to version history. Name the recipient with `recipientId` or `email`;
         *     both may be omitted when the document has exactly one recipient. `totalFields` counts every signature field
         *     in the body afterwards, for all recipients. Emits `document.edited`.
         *
         *     Errors: 400 a body that fails validation; 409 the document is out for signature or in the trash; 422 the
         *     document has no recipients, the named recipient is not on it (or `recipientId` and `email` name different
         *     recipients), it has several recipients and none was named, or it is an uploaded PDF or shared file.
         */
        post: operations["addSignatureBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List the field placements of an uploaded PDF
         * @description An extension of this API (the reference counts "field placements" on PDFs, for example in `droppedFields`,
         *     but gives no way to read or make them). Every field placed on the uploaded PDF, ordered by page, then top to
         *     bottom, then left to right: the order a signer is guided through them. Positions and sizes are in PDF
         *     points from the top-left corner of the displayed page.
         *
         *     An authored document answers an empty list: its fields are `signatureField` nodes in its body
         *     (`GET /documents/{id}?include=content`). A shared file (`kind: file`) also answers an empty list. 404 no
         *     such document (or another workspace's).
         */
        get: operations["listDocumentFields"];
        /**
         * Replace the field placements of an uploaded PDF
         * @description An extension of this API. Replaces every field placement of an uploaded PDF (`kind: pdf`) with the list
         *     sent, atomically: either all of them are stored or none (an empty list removes them all). A placement sent
         *     with the `id` of a current one keeps that id; one without an id gets a new one. The document's recipients are
         *     managed as before (`PATCH /documents/{id}` with `recipients`); removing a recipient leaves its placements bound
         *     to a removed recipient, which `POST /envelopes` refuses (422) until they are rebound or removed. Replacing the
         *     file (`POST /documents/{id}/file`) drops placements on pages the new file no longer has (`droppedFields`).
         *     Does not snapshot a version: placements are not part of the file's bytes.
         *
         *     Errors: 400 body invalid (a type outside the enum, a size below 1 point, more than 500 placements); 404 no
         *     such document; 409 the document is out for signature (`status: locked`); 422 the document is authored
         *     (its fields are `signatureField` nodes in the body: edit the body) or a shared file, a page the file does not
         *     have, a rectangle that does not fit on its page, a `recipientId` that is not a recipient of this document or
         *     is a `viewer`, or an `id` that is not one of its current placements or is repeated. Each 422 names the
         *     offending entry in `details.fields` (for example `body.fields[3].page`).
         */
        put: operations["replaceDocumentFields"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a document's comments
         * @description Every comment on the document, thread openers and replies together, oldest first (ties by id). Not
         *     paginated: the whole discussion comes back in one call, so there is no `nextCursor`. Group replies under
         *     their opener with `parentId`.
         *
         *     `resolved` filters whole threads: `false` returns the threads still open (openers and their replies),
         *     `true` the resolved ones; omitted returns both. Any other value answers 400.
         *
         *     Comments are kept while the document is out for signature and while it is in the trash (they are not part
         *     of the frozen snapshot a signer sees). An unknown document, or one in another workspace, answers 404.
         */
        get: operations["listComments"];
        put?: never;
        /**
         * Comment on a document
         * @description Opens a thread, or replies to one with `parentId` (threads are one level deep). The comment is written as
         *     the account that owns the key.
         *
         *     Emails go to the document's owner, everyone who has already written in the thread, and each `@name`
         *     mention (matched case-insensitively against the workspace's members and the document's recipients). Each
         *     address is emailed once and the author is never emailed about their own comment. `notified` lists the
         *     addresses emailed, possibly empty; the comment is kept whether or not an email could be sent.
         *
         *     Allowed while the document is out for signature (a comment does not change the body). Errors: 404 no such
         *     document; 422 `parentId` is not a comment on this document, or is itself a reply.
         */
        post: operations["createComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The comment. A comment on another document answers 404, like one that does not exist. */
                commentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Deletes a comment this account wrote. Deleting a thread opener also deletes every reply in the thread,
         *     whoever wrote them; deleting a reply removes only that reply. A comment somebody else wrote answers 403
         *     and nothing is deleted. Not idempotent: a comment already deleted answers 404.
         */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        /**
         * Resolve, reopen or edit a comment
         * @description `resolved` resolves (true) or reopens (false) a thread; it is accepted only on the comment that opened the
         *     thread, and anyone with `documents:write` may use it on any thread. `body` replaces the text and is
         *     accepted only on a comment this account wrote; an edited body emails nobody.
         *
         *     Checks run before anything changes: `body` on someone else's comment answers 403 and nothing changes,
         *     `resolved` included; `resolved` on a reply answers 422. When both apply, 403 is answered. Sending the
         *     current values is a successful no-op.
         */
        patch: operations["updateComment"];
        trace?: never;
    };
    "/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List workspace folders
         * @description The whole folder tree in one call (not paginated, no `nextCursor`), in the order the dashboard shows it:
         *     a depth-first traversal in which every folder comes before its subfolders, and siblings are ordered by
         *     `position` ascending, then by name (case-insensitive), then by id. Rebuild the tree with `parentId`.
         *     Data-room folders are not included (see `GET /rooms/{id}/folders`).
         */
        get: operations["listFolders"];
        put?: never;
        /**
         * Create a workspace folder
         * @description Creates a folder at the top level, or inside `parentId`. The new folder starts at `position` 0 and is
         *     empty. Names need not be unique. Errors: 404 no such parent folder (or one in another workspace); 422 the
         *     new folder would be more than 8 levels deep (a top-level folder is level 1).
         */
        post: operations["createFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a workspace folder
         * @description Deletes the folder only. Its documents (including any in the trash) and its subfolders move up one level,
         *     into the deleted folder's parent; for a top-level folder, subfolders become top-level folders and documents
         *     become unfiled (`folderId: null`). Subfolders keep their positions and contents. No document is deleted.
         *     Not idempotent: a folder already deleted answers 404.
         */
        delete: operations["deleteFolder"];
        options?: never;
        head?: never;
        /**
         * Rename, reorder or move a workspace folder
         * @description Renames the folder, changes its `position` among its siblings, or moves it (with everything in it) under
         *     another parent; omitted fields are left as they are, and `parentId: null` moves it to the top level. A
         *     move keeps the folder's `position` unless one is sent too. Errors: 404 no such folder, or no such parent;
         *     422 a move into the folder itself or one of its own subfolders, or one that would leave any folder more
         *     than 8 levels deep. Nothing changes when any check fails.
         */
        patch: operations["updateFolder"];
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates
         * @description Templates in the workspace, most recently changed first (`updatedAt` descending, then id), without their
         *     bodies (read one with `include=content` for that). Keyset-paginated with `limit` and `cursor`.
         */
        get: operations["listTemplates"];
        put?: never;
        /**
         * Save a document as a template
         * @description Copies a document's body (or stored file), its recipient slots and the fields bound to them into a new
         *     template. Recipient names, roles and routing orders are kept; addresses and access codes are stripped.
         *     The body is fixed now: later edits to the document do not reach the template, and the document itself is
         *     not changed. A document out for signature may be saved (its current body is copied).
         *
         *     `name` defaults to the document's title followed by " template" (the title shortened so the name fits
         *     200 characters). Errors: 404 no such document, or one that is in the trash.
         */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a template
         * @description One template. With `include=content` an authored (`xdoc`) template also carries `content`, the body
         *     fixed when it was saved; a `pdf` or `file` template keeps a stored file and has no `content` either way.
         *     Any other `include` value answers 400.
         */
        get: operations["getTemplate"];
        put?: never;
        post?: never;
        /**
         * Delete a template
         * @description Deletes the template outright (there is no template trash). Documents already made from it are untouched;
         *     `POST /documents` with its id answers 404 from now on. Not idempotent: a template already deleted answers
         *     404.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        /**
         * Rename or redescribe a template
         * @description Changes the name or description; omitted fields are kept and `description: null` clears it. The body and
         *     recipient slots are fixed at save time and cannot be changed here (save the document again as a new
         *     template instead). Documents already made from the template are not affected. Moves the template to the
         *     top of the list (`updatedAt`).
         */
        patch: operations["updateTemplate"];
        trace?: never;
    };
    "/envelopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List envelopes
         * @description Envelopes of the workspace, newest first (by `sentAt`), keyset-paginated. Filter by `status`; an
         *     unrecognised status answers 400. Each envelope carries its recipients but not its fields; signing links
         *     never appear in a list.
         */
        get: operations["listEnvelopes"];
        put?: never;
        /**
         * Send a document for signature
         * @description Sends a draft document for legally binding signature. A snapshot of the document is frozen (its digest is
         *     `contentHash`); later edits cannot change what a signer is shown. The document becomes `locked` with
         *     `activeEnvelopeId` set, and the envelope starts in status `sent`. With `sequential: true` only the first
         *     routingOrder group is notified and each later group when the previous one has signed; otherwise everybody
         *     is notified at once. Emits `envelope.sent`, then `recipient.notified` (or `recipient.bounced`) per email.
         *
         *     The signing list, routing orders and fields come from the document; the body carries only the envelope's
         *     options. A document recipient with an access code signs with `authMethod: email+access_code`, the others
         *     with `email`.
         *
         *     `delivery` reports each notification sent now. The envelope is real even if a notification bounced: fix the
         *     address with reassign, or remind later.
         *
         *     Lifecycle: when every signer has signed the envelope becomes `completed` (executed PDF archived,
         *     `envelope.completed`); when it passes `expiresAt` unsigned it becomes `expired` (`envelope.expired`);
         *     `POST /envelopes/{id}/void` makes it `voided`. **One signer's decline ends the whole envelope**: it moves
         *     to `declined`, nobody else can sign, the document goes back to `draft`, the other outstanding recipients are
         *     told by email, and `recipient.declined` is the only event sent (no envelope-level event follows).
         *
         *     Errors:
         *     - 404: no such document.
         *     - 409: the document is already out for signature, including a concurrent send that claimed it first; or it
         *       is in the trash (restore it with `POST /documents/{id}/restore` first, as for every other change to it).
         *     - 422: the document is not ready to send: no signers; a recipient missing a name or an address; a signer
         *       with no field; a field bound to a removed recipient; unresolved suggestions in the body; bracketed
         *       placeholder text or the word TBD left in it; a signature line with no field; or it is a shared file (not
         *       an authored document or an uploaded PDF).
         *       Each problem in `details.problems[]` names its `rule` and where it is. How the body rules read the text
         *       of an authored document (each checked per paragraph or heading):
         *       - `unresolved_suggestion`: CriticMarkup left in the text: an insertion `{++ … ++}`, a deletion
         *         `{-- … --}`, a substitution `{~~ … ~> … ~~}`, a highlight `{== … ==}` or a comment `{>> … <<}`.
         *       - `placeholder_text`: square-bracketed text containing a letter (`[Client name]`; `[1]` is not one), or
         *         the word TBD (any case, as a whole word).
         *       - `signature_line_without_field`: in a paragraph that holds no signature field, a run of four or more
         *         underscores, or a line that is only a signature label (`Signature`, `Signed`, `Sign here` or
         *         `Signed by`, with or without a colon) with nothing after it.
         *     - 402: the plan's monthly sends are used and the credit balance cannot cover another; nothing was charged.
         *     - 503: billing did not answer; nothing was sent; safe to retry.
         */
        post: operations["sendEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve an envelope
         * @description The envelope with its recipients and fields. `include=signingUrls` adds each recipient's personal signing
         *     link as `signingUrl` (null for anyone who has signed, declined or passed it on, and for everyone once the
         *     envelope has ended); it needs `envelopes:write` as well as `envelopes:read`, and a key without it answers
         *     403. This is the only place a signing link is ever returned; without `include` the property is absent.
         */
        get: operations["getEnvelope"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remind the recipients the envelope is waiting on
         * @description Emails a reminder to whoever the envelope waits on: every signer who has not signed (parallel routing), or
         *     only the current routingOrder step (sequential routing; one person unless several share that order).
         *     Viewers, recipients who signed and reassigned originals are not reminded. Sets `lastReminderAt`, updates
         *     those recipients' `notifiedAt` and emits `envelope.reminded`; a reminder that bounces emits
         *     `recipient.bounced`. No body. `reminded` counts the reminders sent. 409 when the envelope has ended or
         *     nobody is waiting.
         */
        post: operations["remindEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an envelope
         * @description Cancels an envelope that has not ended. The envelope becomes `voided` (`voidedAt`, `voidReason` set),
         *     signing stops, the document goes back to `draft` (`activeEnvelopeId` cleared), the outstanding recipients
         *     are emailed the reason, and the reason is written to the audit trail. Emits `envelope.voided`. 409 when the
         *     envelope has already ended (completed, declined, voided or expired).
         */
        post: operations["voidEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/recipients/{recipientId}/reassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass a recipient's place to someone else
         * @description Replaces a recipient with another person. The original stays on the envelope with status `delegated` and
         *     `delegatedToEmail`; a replacement recipient is created with the original's role and routingOrder and
         *     `delegatedFromId` pointing back, and the original's fields follow the person to the replacement. The
         *     replacement authenticates by `email`: an access code belonged to the original and is not passed on.
         *     The replacement is emailed at once if it is their turn (otherwise when it comes); the reason, if any, is
         *     included and written to the audit trail. Emits `recipient.delegated`, then `recipient.notified` (or
         *     `recipient.bounced`) for the replacement. `replacementId` is the new recipient's id.
         *
         *     Errors: 404 no such envelope, or no such recipient on it; 409 the envelope has ended; 422 the recipient
         *     declined, already signed, was already passed on, or the address is unchanged.
         */
        post: operations["reassignRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the envelope's PDF
         * @description Streams the envelope's PDF. For a `completed` envelope this is the archived executed copy, byte for byte
         *     (its SHA-256 is `completionHash`). For any other status it is built on request from the frozen snapshot
         *     with the fields completed so far; it is not final and its digest is not recorded. The file name in
         *     `content-disposition` is the envelope title with `.pdf`. 422 when the PDF could not be built.
         *
         *     Every stored file is checked against the SHA-256 recorded when it was stored before it is served: an executed
         *     copy (or frozen snapshot) altered in storage answers 500 `file_integrity_failed` instead of the altered bytes,
         *     with an audit entry `file.integrity_failed` and an error log line an operator can alert on (the certificate
         *     keeps reporting `completionHashVerified: false`). Files the API accepts (at most 25 MB) are read once, hashed,
         *     and only then sent; a stored file above 32 MB would be hashed while it streams and its transfer cut at the end.
         */
        get: operations["downloadEnvelopePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the certificate of evidence
         * @description The certificate of evidence: every recipient and what they did (with address, user agent and
         *     authentication), the consent records, the envelope's audit trail and the integrity digests. The digests are
         *     recomputed on every call and reported as `documentHashVerified` and `completionHashVerified` (the latter
         *     null until the envelope is completed). Available in every status; before completion it shows the evidence
         *     so far. JSON only.
         */
        get: operations["getEnvelopeCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List files signers returned
         * @description Every file the envelope's signers returned through `attachment` fields, newest first. Not paginated: an
         *     envelope carries a bounded number of attachment fields, so the whole list comes in one answer. Download one with
         *     `GET /envelopes/{id}/attachments/{attachmentId}`; storage locations are never returned.
         */
        get: operations["listEnvelopeAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/envelopes/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file a signer returned
         * @description Streams the attachment's bytes through the API (a storage URL is never returned or redirected to). The
         *     response `content-type` is the attachment's stored `contentType` (shown here as
         *     `application/octet-stream`, which stands for any type), and `content-disposition` carries its `filename`
         *     as an attachment so browsers do not render it inline. The bytes hash to the attachment's `sha256`.
         *     404 when the envelope or the attachment on it does not exist.
         */
        get: operations["downloadEnvelopeAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List share links
         * @description Share links of the workspace, newest first (by creation), keyset-paginated. Filters combine: `documentId`
         *     lists links made directly to that document (not room links whose room contains it), `dataRoomId` links to
         *     that room, and `active` whether the link still answers (`true`: switched on, not expired, under `maxViews`
         *     and not into an archived room; `false`: all the others). An id that matches nothing gives an empty list,
         *     not a 404.
         */
        get: operations["listLinks"];
        put?: never;
        /**
         * Publish a share link
         * @description Publishes a tracked link to exactly one document (`documentId`) or one data room (`dataRoomId`) with any of
         *     the link settings; omitted settings take their defaults. The answer carries the generated `url` and `slug`
         *     and the resolved `watermarkConfig`; the password is never returned (`hasPassword`). Emits `link.created`.
         *
         *     A room link may name one of the room's viewer groups (`groupId`, an extension of this API; see
         *     `POST /rooms/{id}/groups`): it then admits only the group's members and shows only what the group was given.
         *
         *     Errors: 400 body invalid, both or neither of `documentId` and `dataRoomId`, `groupId` with `documentId`, a
         *     `select` capture field without options, `requireNda` without terms, or `ndaText` together with
         *     `agreementId`; 404 no such document (or it is in the trash) or no such room; 422 the pinned version is not
         *     one of this document's versions (or any pin on a room link), the agreement is not in this workspace's
         *     library, the group is not one of this room's, `ogImageUrl` or `ogFaviconUrl` is not an http or https
         *     address, or the plan's link ceiling is reached.
         */
        post: operations["createLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a share link
         * @description One link with every setting; the password reads back only as `hasPassword`. A deleted link answers 404.
         */
        get: operations["getLink"];
        put?: never;
        post?: never;
        /**
         * Delete a share link
         * @description Deletes the link: it stops answering at once. Its visits are kept and stay readable through `/views` and the
         *     audit trail (filter by `shareLinkId`). Emits `link.deleted`. Deleting it again answers 404.
         */
        delete: operations["deleteLink"];
        options?: never;
        head?: never;
        /**
         * Change a share link
         * @description Changes any settings; omitted settings are kept. `documentId` and `dataRoomId` cannot be changed (400). List
         *     settings replace the whole list; `watermarkConfig` is merged field by field (null resets it). Tightening a
         *     gate re-gates visitors who already cleared it: a new password or new terms are asked again, and address
         *     lists are re-checked on every visit. Emits `link.updated`, and `link.enabled` or `link.disabled` when
         *     `active` changes.
         *
         *     Errors: 400 body invalid (including an empty body, `documentId` or `dataRoomId`, a `select` capture field
         *     without options, `requireNda` left without terms, or `ndaText` together with `agreementId`); 404 no such
         *     link; 422 the pinned version is not one of this document's versions, or any pin on a room link; the
         *     agreement is not in this workspace's library; `ogImageUrl` or `ogFaviconUrl` is not an http or https
         *     address; a viewer-group link made public, or switched back on after its group was deleted.
         */
        patch: operations["updateLink"];
        trace?: never;
    };
    "/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List data rooms
         * @description Data rooms of the workspace, newest first (by creation), keyset-paginated, without their folders and
         *     documents (read one room for those). Rooms in the trash are never listed. `archived=false` lists the rooms
         *     the app's list shows, `archived=true` only archived rooms; omitted lists both.
         */
        get: operations["listRooms"];
        put?: never;
        /**
         * Create a data room
         * @description Creates an empty data room (not frozen, not archived). Publish it with `POST /links` and `dataRoomId`.
         *     422 when the plan's room ceiling is reached.
         */
        post: operations["createRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Retrieve a data room
         * @description One room with its folders (display order) and the live documents filed in it; documents in the trash are
         *     omitted. A room in the trash answers 404.
         */
        get: operations["getRoom"];
        put?: never;
        post?: never;
        /**
         * Delete a data room
         * @description Moves the room to the trash: every link into it stops answering at once; the documents filed in it are
         *     untouched and stay in the workspace. Allowed while frozen. Trashed rooms are not listed, answer 404 on every
         *     room endpoint (so deleting again answers 404) and cannot be restored through the API.
         */
        delete: operations["deleteRoom"];
        options?: never;
        head?: never;
        /**
         * Rename, freeze or archive a data room
         * @description Changes the name or description, freezes or unfreezes, archives or restores. Accepted even while the room is
         *     frozen. `frozen=true` sets `frozenAt`: folders and filings can no longer change (those calls answer 409)
         *     while links keep serving; `frozen=false` clears it. `archived=true` sets `archivedAt`: every link into the
         *     room answers with a closed page; `archived=false` clears it and links serve again. Sending the state the
         *     room is already in changes nothing (the timestamp is kept).
         */
        patch: operations["updateRoom"];
        trace?: never;
    };
    "/rooms/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List documents filed in a room
         * @description Every live document filed in the room in one call (not paginated): top level first, then folder by folder in
         *     display order, each group by ascending position. Documents in the trash are omitted.
         */
        get: operations["listRoomDocuments"];
        put?: never;
        /**
         * File a document in a room
         * @description Files a live workspace document in the room, at the top level (`folderId` null or omitted) or in one of the
         *     room's folders, at the end of that folder. Idempotent: filing a document that is already in the room moves it
         *     to the folder given (its `addedAt` is kept). The document itself is not copied or changed. Answers 201 with
         *     everything now filed in the room.
         *
         *     Errors: 404 no such room, no such live document, or no such folder in this room; 409 the room is frozen.
         */
        post: operations["fileRoomDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A document filed in this room. */
                documentId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a document from a room
         * @description Takes the document out of the room; the document itself stays in the workspace, untouched. Links into the
         *     room stop showing it at once. 404 when it is not filed in this room (so removing it again answers 404);
         *     409 the room is frozen.
         */
        delete: operations["removeRoomDocument"];
        options?: never;
        head?: never;
        /**
         * Move or reorder a filed document
         * @description Moves a filed document to another folder of the room (or the top level with `folderId: null`) and/or sets its
         *     position. Other documents keep their positions. Answers with everything filed in the room.
         *
         *     Errors: 404 no such room, the document is not filed in this room, or no such folder in this room; 409 the
         *     room is frozen.
         */
        patch: operations["updateRoomDocument"];
        trace?: never;
    };
    "/rooms/{id}/folders": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a room's folders
         * @description Every folder of the room in one call (not paginated), in display order (ascending position, ties in order of creation).
         */
        get: operations["listRoomFolders"];
        put?: never;
        /**
         * Create a room folder
         * @description Adds a folder to the room, placed after the existing ones. Room folders are one level deep and distinct from
         *     workspace folders; names need not be unique. 409 the room is frozen.
         */
        post: operations["createRoomFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}/folders/{folderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A folder of this room. */
                folderId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a room folder
         * @description Deletes the folder; the documents filed in it return to the room's top level (still filed, placed after the
         *     documents already there). 404 no such room or folder (so deleting again answers 404); 409 the room is frozen.
         */
        delete: operations["deleteRoomFolder"];
        options?: never;
        head?: never;
        /**
         * Rename or reorder a room folder
         * @description Renames the folder and/or sets its position; other folders keep their positions. 404 no such room or no such
         *     folder in it; 409 the room is frozen.
         */
        patch: operations["updateRoomFolder"];
        trace?: never;
    };
    "/rooms/{id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List a room's viewer groups
         * @description An extension of this API (the reference's viewer groups are made in the app; Dossier has no app, so they
         *     are made here). Every viewer group of the room, oldest first; a room has at most 100, so the list is not
         *     paginated. 404 no such room (or it is in the trash).
         */
        get: operations["listRoomGroups"];
        put?: never;
        /**
         * Create a viewer group
         * @description An extension of this API. Creates a viewer group: who may read (`members`: addresses, or domains with a
         *     leading `@`) and what (`folderIds`, `documentIds`). Then publish a link for it with
         *     `POST /links { dataRoomId, groupId }`. Groups are about access, not contents, so they may be created and
         *     changed while the room is frozen or archived.
         *
         *     Errors: 400 body invalid (a member that is neither an address nor an `@domain`); 404 no such room; 422 a
         *     folder that is not one of this room's, a document that is not filed in it (each named in `details.fields`,
         *     e.g. `body.documentIds[2]`), or the room already has 100 groups.
         */
        post: operations["createRoomGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}/groups/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A viewer group of this room. */
                groupId: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a viewer group
         * @description An extension of this API. One viewer group of the room. 404 no such room, or no such group in it.
         */
        get: operations["getRoomGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a viewer group
         * @description An extension of this API. Deletes the group and switches its links off for good: each becomes
         *     `active: false` (emitting `link.disabled`), answers 410 `link_disabled` to visitors, opened visits included,
         *     and can never be switched back on or made public (`PATCH /links/{id}` answers 422); the links and their
         *     visits are kept for analytics, with `groupId` still naming the deleted group. 404 no such room or group
         *     (so deleting again answers 404).
         */
        delete: operations["deleteRoomGroup"];
        options?: never;
        head?: never;
        /**
         * Change a viewer group
         * @description An extension of this API. Renames the group or replaces its members, folders or documents (each list sent
         *     replaces the current one; omitted fields are kept). Takes effect on every visit through the group's links at
         *     once: a visitor no longer a member is refused (403 `email_not_allowed`) on their next request, opened visits
         *     included, and documents taken away stop being served. Allowed while the room is frozen or archived.
         *
         *     Errors: 400 body invalid or empty; 404 no such room or group; 422 a folder or document that is not this
         *     room's (named in `details.fields`).
         */
        patch: operations["updateRoomGroup"];
        trace?: never;
    };
    "/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agreements library
         * @description Every agreement in the workspace's library in one call (not paginated), most recently edited first.
         */
        get: operations["listAgreements"];
        put?: never;
        /**
         * Add an agreement to the library
         * @description Adds confidentiality terms to the library. Links use them by setting `agreementId` and `requireNda: true`;
         *     visitors then accept this exact text. `body` is stored exactly as sent.
         */
        post: operations["createAgreement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Retrieve an agreement
         * @description One agreement with its full text and usage counts.
         */
        get: operations["getAgreement"];
        put?: never;
        post?: never;
        /**
         * Delete an agreement
         * @description Removes the agreement from the library. Links using it keep their confidentiality gate: its text is copied
         *     onto each of them as `ndaText` and their `agreementId` becomes null, so nobody who accepted it is asked
         *     again. Link presets that named it keep its words. Acceptance records keep the text accepted. Deleting it
         *     again answers 404.
         */
        delete: operations["deleteAgreement"];
        options?: never;
        head?: never;
        /**
         * Change an agreement
         * @description Changes the name, the wording or `requireName`; omitted fields are kept. Renaming re-asks nobody, and neither
         *     does changing only `requireName` (it applies to the next acceptance). Changed wording re-asks everyone who
         *     accepted the old one, on every link using the agreement; their acceptance records keep the text they
         *     accepted. `regatedLinks` counts the links whose visitors will be asked again: 0 unless the wording changed.
         */
        patch: operations["updateAgreement"];
        trace?: never;
    };
    "/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List visits
         * @description Visits through the workspace's share links, newest first (by `startedAt`). A visit counts once every gate is
         *     cleared; visits that never cleared the gates (`openedAt` null) are listed only with `includeUnopened=true`.
         *     Filters combine with AND. `documentId` matches visits through links to that document (filter room visits
         *     with `dataRoomId`); an id that matches nothing, or belongs to another workspace, gives an empty list rather
         *     than 404. `email` is compared case-insensitively. `since` that is not an ISO 8601 timestamp answers 400.
         */
        get: operations["listViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a visit
         * @description One visit with its per-section attention time (`sections[]`: per heading-delimited section of an authored
         *     document, per page of a PDF; a room visit carries several documents' sections told apart by `documentId`).
         *     Unopened visits can be read too. `feedback[]` (an extension of this API) carries the reader's reactions from
         *     a link with `allowFeedback`.
         */
        get: operations["getView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List visitors
         * @description Addresses that read through the workspace's share links, each aggregated over its matching visits, most
         *     recently seen first. Only visits that captured an address and cleared every gate count; the filters narrow
         *     which visits are aggregated (so `views`, `totalMs` and the other totals are over the filtered visits).
         *     Filters combine with AND; an id that matches nothing gives an empty list rather than 404. `email` is compared
         *     case-insensitively. `since` that is not an ISO 8601 timestamp answers 400.
         */
        get: operations["listVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visitors/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a visitor
         * @description One address aggregated over all its counted visits, with its latest 100 visits (newest first) in `views`.
         *     The path segment is the URL-encoded address (`dana%40acme.example`), compared case-insensitively. A segment
         *     that is not an email address answers 400; an address with no counted visits in this workspace answers 404.
         */
        get: operations["getVisitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/visits/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export visits as CSV
         * @description Counted visits (every gate cleared) opened between `from` and `to`, as a CSV file with one row per visit per
         *     document read: a visit through a document link is one row; a room visit is one row for each document opened
         *     in it (a room visit opened a document once the viewer reported attention on it; one row with empty document
         *     columns, and the visit's own totals, when it opened none). Rows are newest first by `openedAt`. Both
         *     bounds are optional (no `from` = from the first visit, no `to` = up to now) and inclusive; a bare date in
         *     `to` covers that whole UTC day. An unparseable date, or `from` after `to`, answers 400. No visits gives a
         *     file with only the header row.
         *
         *     Format: UTF-8, comma-separated, RFC 4180 quoting, CRLF line ends, one header row with these columns in this
         *     order:
         *
         *     | Column | Content |
         *     |---|---|
         *     | viewId | the visit id |
         *     | openedAt | ISO 8601 UTC timestamp the gates were cleared |
         *     | linkId | the share link |
         *     | linkName | the link's name |
         *     | documentId | the document read (empty for a room visit that opened none) |
         *     | documentTitle | its title |
         *     | dataRoomId | the room, for a room visit; otherwise empty |
         *     | viewerEmail | captured address; empty when anonymous |
         *     | emailVerified | `true` or `false` |
         *     | totalMs | reading time on this document in this visit, milliseconds (wall-clock attention, as `DocumentAnalytics.totalMs` defines it: the visit's `totalMs` for a document link) |
         *     | completion | fraction 0-1 of this document's sections reached in this visit (for a room visit: its furthest section with attention, counted from 1, over the document's sections; otherwise the visit's `completion`) |
         *     | downloaded | `true` or `false`: a copy was downloaded during the visit |
         *     | country | ISO 3166-1 alpha-2, or empty |
         *     | city | or empty |
         *     | referrer | or empty |
         *     | userAgent | or empty |
         *     | ipAddress | or empty |
         *
         *     Null values are empty cells. A text cell that would begin with any character OWASP lists as starting a
         *     formula (`=`, `+`, `-`, `@`, tab, carriage return), a line feed, or a full-width form of the first four
         *     (`＝`, `＋`, `－`, `＠`) is prefixed with `'` so spreadsheets do not run it as a formula (the audit export
         *     writes cells the same way). The file name is `visits-<YYYY-MM-DD>.csv` (the export date).
         *
         *     Scope: `documents:read`, as the reference defines it, although the rows carry visitors' addresses that the
         *     JSON visit operations give only to `views:read`. Kept on purpose, so integrations written against the
         *     reference keep working: grant `documents:read` knowing it includes this export.
         */
        get: operations["exportVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the analytics summary
         * @description Workspace reading analytics over the last `days` UTC days (today included), compared with the `days` before
         *     them. Only counted visits (every gate cleared) are included. `series` has one entry per day, oldest first;
         *     the top lists hold up to 10 entries each, most visits first (ties by attention time); `recent` is the latest
         *     20 counted visits; `devices` splits the current period's visits by device class; `anonymousShare` is the
         *     percentage of the current period's visits with no address captured. `days` other than 7, 30 or 90 answers 400.
         */
        get: operations["getAnalyticsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a document's reading analytics
         * @description Per-section (per-page for a PDF) attention analytics for one document over every counted visit to it,
         *     including visits that arrived through a data room. `shareLinkId` narrows it to visits through one link; a
         *     link that never led to this document gives zero counts rather than 404. Every section is listed, in document
         *     order, including those nobody reached.
         *
         *     Definitions (each figure is defined on its field in `DocumentAnalyticsSection`):
         *     - A visit's time on a section is the attention the viewer reported for it (`visibleMs`: on screen, tab
         *       visible and focused). A visit **saw** a section when that time is above zero.
         *     - A visit is a **reader** of a section when its time there reaches the time the section takes at 600 words
         *       a minute (100 ms a word), and at least 2 seconds: `visibleMs >= max(2000, words × 100)`. Less is
         *       scrolling past or skimming.
         *     - **Pace** is `medianMs` per hundred words (`msPerHundredWords`). The document's median pace is the median of
         *       the paces of the sections somebody saw; **friction** is a section's pace divided by it (1 is typical,
         *       2 means readers took twice as long per word as on the document's typical section). Sections without words
         *       (PDF pages without a text layer) compare `medianMs` with the median `medianMs` of the seen sections without
         *       words instead.
         *     - A visit's **furthest section** is the highest-numbered section it saw. It **stopped here** when that is
         *       this section, and **reached** every section up to it (sections it skipped included).
         *     - **measuredViews** are the visits that saw any section; `reachedPct` is `reached` as a percentage of them.
         *     Medians of an even number of values are the mean of the two middle ones. Attention keeps counting as
         *     heartbeats arrive; every answer reflects all attention recorded before it.
         */
        get: operations["getDocumentAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List viewer questions
         * @description Questions readers asked through share links, with their replies. Threads waiting on the owner (the reader
         *     spoke last) come first, then the rest; within each group the most recent message first. At most the 200 most
         *     recently opened threads are returned, with no paging (narrow with the filters). Filters combine with AND; an
         *     id that matches nothing gives an empty list rather than 404; `email` matches the asker case-insensitively.
         */
        get: operations["listQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a viewer question
         * @description One question thread with every message, opening question first.
         */
        get: operations["getQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a viewer question
         * @description Adds an owner reply to the thread (which then no longer awaits the owner) and emails it to the asker when
         *     the link captured an address. The reply is kept whether or not the email went; `delivered` says whether the
         *     mail transport accepted it (false for an anonymous asker or a failed send; on a server without SMTP the mail
         *     is kept in the outbox, which counts as accepted). Not idempotent: each call adds a message. Surrounding
         *     whitespace is trimmed. The mail quotes the opening question and gives the share link's address to ask more
         *     (threads belong to the visit that asked: the reader reads the reply and writes back in the viewer of that
         *     visit). 422 when the reply could not be recorded (nothing was sent): the thread already holds 200 messages.
         */
        post: operations["replyToQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List file requests
         * @description Every file request in the workspace, open and closed, most recently changed first, each with its counts
         *     (items, assignees, completed assignees, uploads). Not paginated.
         *     Items, assignees and uploads are on the single read.
         */
        get: operations["listRequests"];
        put?: never;
        /**
         * Create a file request
         * @description Creates a file request and mails each assignee their own upload link at once (the outcome of each mail is in
         *     the assignee's `delivery`; a failed mail does not fail the call). No items means any files are accepted.
         *     Uploads become workspace documents, filed into `dataRoomId` (and `folderId`, a folder of that room) when set.
         *     A repeated assignee address is kept once. 404 when `dataRoomId` is not a room of this workspace or
         *     `folderId` is not a folder of that room; 422 when `folderId` is given without `dataRoomId`.
         *
         *     The open page and assignees' links (a decision of this API; the reference leaves it open): a request made for
         *     named people (`assignees`) takes files only through their personal links, and its open page (`url`, no token)
         *     answers 403 `open_page_disabled`, unless the owner switches `openPage` on; a request made without assignees has
         *     its open page on. Slugs are a readable prefix of the title and 20 random base32 characters (100 random bits), so
         *     an upload page cannot be found by guessing; slugs made before this rule were replaced (their assignees' links
         *     keep working with their token, never without).
         */
        post: operations["createRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a file request
         * @description One file request with its items (by position), current assignees (oldest first) and every upload (newest
         *     first). Upload tokens and storage URLs are never returned; each upload names the workspace document it became.
         */
        get: operations["getRequest"];
        put?: never;
        post?: never;
        /**
         * Delete a file request
         * @description Deletes the request, its items and assignees; every upload link stops working at once. Files already
         *     received stay as workspace documents (and in the room they were filed into). A second delete answers 404.
         */
        delete: operations["deleteRequest"];
        options?: never;
        head?: never;
        /**
         * Update a file request
         * @description Changes any of title, description, dueAt, remindEveryDays, requireEmail, notifyOnUpload, openPage (an
         *     extension: switches the open upload page) and active; omitted
         *     fields are kept. Room, folder, items and assignees are fixed after creation (sending them is a 400 naming the
         *     field; add or remove people with the assignee endpoints). `active: false` closes the request: `closedAt` is
         *     set, every upload page states it is closed instead of accepting files, and reminders stop. `active: true`
         *     reopens it and clears `closedAt`. Returns the list form with counts.
         */
        patch: operations["updateRequest"];
        trace?: never;
    };
    "/requests/{id}/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add assignees to a file request
         * @description Adds people to the request and mails each their own upload link at once. Idempotent per address (compared
         *     case-insensitively): an address already on the request keeps its assignee id, has its name updated when one
         *     is given, and is mailed its link again; a new address becomes a new assignee. A repeated address in one call
         *     is kept once. Mail outcomes are in each assignee's `delivery`; a failed mail does not fail the call.
         *     Answers 201 with every assignee now on the request (not only the ones in this call), oldest first.
         */
        post: operations["addRequestAssignees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/assignees/{assigneeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an assignee from a file request
         * @description Removes the person from the request: their upload link stops working at once and no more reminders go.
         *     Files they already uploaded stay (the uploads keep their details; `assigneeId` becomes null). Idempotent:
         *     removing an assignee that is not (or no longer) on the request also answers 204. 404 only when the request
         *     itself does not exist.
         */
        delete: operations["removeRequestAssignee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/assignees/{assigneeId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend an assignee's upload link
         * @description Mails the assignee their upload link again now (it does not count as a reminder). `delivered` says whether
         *     the mail transport accepted it; the assignee's `delivery`, `deliveryError` and `sentAt` reflect this
         *     attempt. 404 when there is no such request, or no such assignee on it.
         */
        post: operations["resendRequestAssignee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Every endpoint in the workspace, newest first, including those added in the app, together with the event
         *     catalogue (which includes `ping`). Not paginated: a workspace has few endpoints.
         */
        get: operations["listHooks"];
        put?: never;
        /**
         * Subscribe a webhook endpoint
         * @description Subscribes an https address to events. `events` and `event` are merged; none means every event the key
         *     may read (see below). The secret is returned once. An identical re-subscribe (same URL and the same set of
         *     events) answers 200 with the existing row and its secret and switches it back on (failureCount reset).
         *     Unknown event names answer 422 with `details.known` listing the valid ones. Addresses that resolve to
         *     loopback, private, link-local or other special-purpose networks answer 422 `unprocessable`, unless the
         *     operator listed the network in the server setting `WEBHOOK_ALLOWED_NETWORKS` (CIDR list); such a refusal
         *     names the setting in its message and in `details.setting`. Metadata services (169.254.169.254 and the
         *     like) are refused whatever the setting says, and their refusal names no setting.
         *
         *     **A webhook carries only what its key may read** (a rule of this API, closing a gap the reference leaves:
         *     managing subscriptions needs `documents:write`, but events carry envelopes, signers, links and visitors).
         *     Subscribing to an event needs the read scopes of everything its data carries:
         *
         *     | Events | Scopes needed |
         *     |---|---|
         *     | `envelope.*`, `recipient.*`, `consent.*` | `envelopes:read` |
         *     | `document.*` | `documents:read` |
         *     | `link.created`, `link.updated`, `link.enabled`, `link.disabled`, `link.deleted` | `links:read` |
         *     | `link.viewed`, `link.nda_accepted`, `link.downloaded`, `link.bulk_downloaded` (they carry a visitor) | `links:read` and `views:read` |
         *     | `ping` | none |
         *
         *     Naming an event the key may not read answers 403 `insufficient_scope`; the message and `details.scope`
         *     name the first missing scope, `details.events` the events that need it; nothing is stored. The endpoint
         *     answers to the key that subscribed (or that last gave it a new URL or new events, see PATCH): each
         *     delivery is checked against that key's scopes when the event happens, so an endpoint subscribed to every
         *     event hears only what its key may read, and one whose key lost a scope, was revoked or expired stops
         *     hearing those events (nothing is queued for it). Endpoints made before this rule (no key recorded) keep
         *     hearing what they subscribed to.
         */
        post: operations["createHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sample payloads of an event
         * @description Up to three recent delivered bodies of the event in this workspace, newest first, each
         *     `{ id, event, createdAt, data }`; when none were delivered yet, one synthetic body of the same shape
         *     (its id starts with `evt_sample_`). Without `event`, samples of `ping`. 422 unknown event name. A key
         *     that may not read the event (the table of `POST /hooks`) answers 403 `insufficient_scope` naming the scope.
         */
        get: operations["listHookSamples"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description One endpoint, without its secret.
         */
        get: operations["getHook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint and stops its pending deliveries. Idempotent: deleting one that is already gone also answers 204.
         */
        delete: operations["deleteHook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Changes the address (https), replaces the subscribed events (empty = every event the key may read) or
         *     switches the endpoint on or off. Setting `active` to true resets failureCount. Unknown event names answer
         *     422 with `details.known`; a refused address answers 422 (naming `WEBHOOK_ALLOWED_NETWORKS` as on
         *     subscribe). 409 when the change would make this endpoint identical (same URL and events) to another one of
         *     the workspace. A new `url` or new `events` hand the endpoint to the calling key: that key must be able to
         *     read every event the endpoint names (403 `insufficient_scope`, as on subscribe), and later deliveries
         *     carry only what it may read; switching `active` alone changes nothing of that.
         */
        patch: operations["updateHook"];
        trace?: never;
    };
    "/hooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test delivery
         * @description Records a `ping` event for this endpoint and delivers it now, even if the endpoint is inactive or not
         *     subscribed to ping. Answers with the delivery as it stands after the first attempt, with its payload:
         *     `delivered`, `failed` (a refusal), or `pending` when the attempt failed and is retried like any other
         *     delivery. A ping updates lastStatus and lastAttemptAt but neither adds to nor resets failureCount. 422 when the delivery could not be recorded.
         */
        post: operations["pingHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Replaces the endpoint's signing secret at once and returns the new one, once. Deliveries signed from now on use the new secret, including retries of earlier events.
         */
        post: operations["rotateHookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description The endpoint's deliveries, newest first. `include=payload` adds each delivery's body, for the events the reading key may read (the table of `POST /hooks`); the body of any other event is left out.
         */
        get: operations["listHookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit trail
         * @description The workspace's audit trail, newest first. Every filter is strict (an unknown family or type, an
         *     unparseable date or an invalid cursor answers 400). `shareLinkId` includes the link's history after it was
         *     deleted. `format=csv` returns the same rows as a CSV file (default limit 500) with the columns id,
         *     createdAt, type, family, description, actorName, actorEmail, envelopeId, documentId, recipientId,
         *     shareLinkId, subjectKind, subjectId, subjectTitle, ipAddress, userAgent, hash; the next page's cursor is
         *     then in the `x-next-cursor` header. CSV cells are written as in `GET /visits/export` (a cell that a
         *     spreadsheet would run as a formula is prefixed with `'`).
         *
         *     `file.integrity_failed` (family `documents`, an extension of this API) is recorded when a stored file's
         *     bytes no longer match the SHA-256 recorded when it was stored, at the moment something tried to read it;
         *     the file is not served (500 `file_integrity_failed`). Its metadata names the blob, the expected and the
         *     actual digest and what holds the file (documents, versions, envelopes, attachments). The server also logs
         *     it at error level with `event: file.integrity_failed`, for an operator's alerting.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit families and types
         * @description The families and every event type the audit trail records, each with its family: the webhook event names
         *     (except `ping`, a test delivery) and these audit-only types, all in the `documents` family:
         *     `webhook.created`, `webhook.updated`, `webhook.deleted`, `webhook.rotated`, `webhook.disabled` (an endpoint
         *     switched off after 10 consecutive failed deliveries; its actor is `Dossier`), `document.updated` (title,
         *     filing, library or recipients changed), `document.deleted` (to the trash), `document.restored`,
         *     `document.purged`, `document.file_replaced`, `document.version_created`, `document.version_restored`,
         *     `document.version_deleted`, `document.signature_block_added`, `file.integrity_failed` (an extension: a stored
         *     file no longer matched its recorded SHA-256 when read, and was not served; its actor is `Dossier`), `folder.created`, `folder.updated`,
         *     `folder.deleted`, `template.created`, `template.updated`, `template.deleted`, `comment.created`,
         *     `comment.updated` and `comment.deleted`.
         */
        get: operations["listAuditTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        /**
         * Open a signing session
         * @description Everything a signing page needs for the recipient the token belongs to: the envelope's title, subject,
         *     message and sender; the recipient and their status; what is still `pending` before the document is shown
         *     (`accessCode`, then `consent`); the consumer disclosure to read before consenting; and, once nothing is
         *     pending, the frozen document (its `content` for an authored body; its page count for a PDF, whose bytes are
         *     at `GET /public/signing/{token}/document.pdf`) and this recipient's fields with their placement and any
         *     value already filled.
         *
         *     The first successful read marks the recipient `viewed` (`viewedAt`) and emits `recipient.viewed`; later
         *     reads change nothing.
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        get: operations["getSigningSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/document.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        /**
         * Download the document to sign
         * @description The frozen document as a PDF, streamed: an uploaded PDF byte for byte as it was sent (its SHA-256 is the
         *     envelope's `contentHash`); an authored body laid out as its PDF export, without values or signatures. This
         *     is the copy the page draws with pdf.js and the copy a signer may keep or print before signing. Served with
         *     `content-disposition: inline` so a browser shows it.
         *
         *     Errors: 403 `access_code_required`, `consent_required` or `consent_withdrawn` while the session still has
         *     something `pending`.
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        get: operations["downloadSigningDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/executed.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        /**
         * Download the signed copy
         * @description An extension of this API, so that the signing page's last step can hand the signer their copy instead of
         *     only promising an email: the envelope's executed PDF, sealed, byte for byte as `GET /envelopes/{id}/pdf`
         *     answers it once the envelope is `completed` (its SHA-256 is the envelope's `completionHash`). Any recipient
         *     of the envelope may fetch it through their own token once it is sealed, a viewer included: every party is
         *     emailed the same copy.
         *
         *     Unlike the other signing operations, a token whose recipient has signed still opens this one (signing is
         *     what it waits for). Errors: 409 `conflict` while the executed copy does not exist yet (someone has still to
         *     sign, or the completed envelope is being sealed): ask again later.
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a voided, expired or declined envelope, or of a recipient who declined or passed
         *     their place on, answers 410 with a code saying which (see the `Gone` response); a token the server never
         *     issued answers 404.
         */
        get: operations["downloadSigningExecutedPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/access-code": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass the access code
         * @description Checks the access code the sender gave the recipient (compared with the stored hash, in constant time).
         *     The right code clears the `accessCode` gate (`authenticatedAt` set on the recipient, `recipient.authenticated`
         *     emitted, an audit entry written) and answers the session. A wrong code is a 422 `access_code_incorrect`
         *     naming `body.code`, with `details.attemptsLeft`; the fifth wrong code in a row locks the gate for 15 minutes
         *     (its own answer is still that 422, with `attemptsLeft: 0` and `details.lockedUntil`), and until the lock ends
         *     every call answers 429 `access_code_locked` with `retry-after`, even with the right code. A success, or the
         *     end of a lock, gives 5 tries again.
         *
         *     Errors: 400 body invalid; 409 `conflict` when the recipient has no access code or has already passed it;
         *     422 wrong code; 429 locked (or the rate limit).
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        post: operations["submitSigningAccessCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/consent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consent to sign electronically
         * @description Records the recipient's consent to sign electronically after reading `disclosure` (ESIGN Act §101(c)): the
         *     time, the IP address and user agent, and the exact disclosure text and version shown. Emits
         *     `consent.accepted` and writes an audit entry; the record appears on the certificate. Accepting again while a
         *     consent stands changes nothing (200, no second record); after a withdrawal it records a new consent.
         *
         *     Errors: 400 body invalid (`accepted` must be `true`); 403 `access_code_required` while the access code is
         *     pending; 409 `disclosureVersion` is not the current disclosure (nothing recorded; read the session again).
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        post: operations["acceptSigningConsent"];
        /**
         * Withdraw consent to sign electronically
         * @description Withdraws the recipient's consent to sign electronically: the consent record gets `withdrawnAt` (it is
         *     kept, with the IP address and user agent of the withdrawal), `consent.withdrawn` is emitted and the sender
         *     can see it on the certificate. From then on the recipient cannot sign, upload attachments or fetch the
         *     document (403 `consent_withdrawn`) until they consent again; they can still decline. Idempotent: withdrawing
         *     when no consent stands changes nothing and emits nothing.
         *
         *     Errors: 403 `access_code_required` while the access code is pending.
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        delete: operations["withdrawSigningConsent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a file for an attachment field
         * @description Stores a file the signer returns for one of their `attachment` fields: a `multipart/form-data` body whose
         *     `file` part holds it (any type, at most 25 MB, refused while streaming beyond that with nothing stored). The
         *     SHA-256 of the bytes as received is recorded; emits `recipient.attached`. A field holds one file: uploading
         *     again for the same field replaces the earlier one (which is deleted) until the signer signs. The file is
         *     then listed to the sender by `GET /envelopes/{id}/attachments`.
         *
         *     Errors: 400 no `file` part, or `fieldId` missing; 403 `access_code_required`, `consent_required` or
         *     `consent_withdrawn`, or `not_a_signer` for a viewer; 415 a body that is not `multipart/form-data`; 422 the
         *     file is over 25 MB, or `fieldId` is not one of this signer's `attachment` fields (naming `query.fieldId`).
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        post: operations["uploadSigningAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign
         * @description Completes this signer's part, at once: the `values` of their fields and their `signature` (typed or drawn).
         *     Every required field must be filled - a value in `values` for `initials`, `name` (prefilled with the
         *     recipient's name when omitted), `text` and `checkbox` (a required checkbox must be `true`), a returned file
         *     for `attachment`; `signature` fields take the signature, `date` fields the signing date. Missing ones answer
         *     422 `required_fields_missing` naming each (`details.fields[].field` is `body.values.<fieldId>`, and
         *     `details.missing` lists the field ids); nothing is recorded then.
         *
         *     On success the recipient becomes `signed` with the time, IP address, user agent and a SHA-256 of the
         *     signature image; emits `recipient.signed` and writes an audit entry. In sequential routing the next
         *     routing-order group is notified once everyone in this one has signed. When this was the last signature the
         *     envelope completes before the answer: the executed PDF is sealed and archived, the envelope is `completed`
         *     (with its `completionHash`), the document is released and `envelope.completed` is emitted, then the answer
         *     says `completed`, so `GET /envelopes/{id}` and `GET /envelopes/{id}/pdf` agree with it from then on; the
         *     executed PDF is emailed to every party just after. Should the seal fail (e.g. 503 `work_limit`), the signature
         *     still stands, the answer says `sent`, and the server completes the envelope shortly after. From now on the
         *     token answers 410.
         *
         *     Errors: 400 body invalid; 403 `access_code_required`, `consent_required`, `consent_withdrawn`, or
         *     `not_a_signer` (a viewer signs nothing); 422 `required_fields_missing`, or `unprocessable` for a value on a
         *     field that is not this signer's or takes no value, a value of the wrong kind, or a drawn signature that is
         *     not a PNG, is blank or exceeds the image bounds of `SignatureInput` (each naming its field); 503
         *     `server_busy` (with `retry-after`) when the server's heavy work is queued to its limit (nothing recorded).
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        post: operations["signEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/signing/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline to sign
         * @description Declines with a reason. A decline ends the whole envelope: it becomes `declined`, the document goes back to
         *     `draft`, the sender and every other recipient who was notified are emailed the reason, `recipient.declined`
         *     is emitted and an audit entry written. Needs the access code passed when the recipient has one (so a
         *     forwarded link cannot end the envelope), but not consent. From now on every token of the envelope answers
         *     410.
         *
         *     Errors: 400 body invalid; 403 `access_code_required`, or `not_a_signer` (a viewer has nothing to decline).
         *
         *     Public operation: no API key; the signing token in the path is the credential (rate limited per token and
         *     per address). A token of a recipient whose turn has not come yet (sequential routing) answers 409
         *     `not_your_turn`; a token of an ended envelope, or of a recipient who signed, declined or passed their place
         *     on, answers 410 with a code saying which (see the `Gone` response); a token the server never issued answers
         *     404.
         */
        post: operations["declineEnvelope"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/links/{slug}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The link's slug, the last segment of its `url` (`{LINK_ORIGIN}/v/{slug}`). An unknown slug answers 404. */
                slug: components["parameters"]["LinkSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a visit to a share link
         * @description Starts a visit to the link whose slug is in the path, answering its `visitId`, its visit token (returned
         *     here once and never again) and where it stands: the gates still `pending`, and what the page needs to draw
         *     them (the title, the terms while `nda` is pending, the capture fields while `capture` is pending, whether a
         *     verification code was mailed). The body may already carry answers (for example the address a page asked
         *     for up front); an empty body is fine. A public link (`isPublic`) with no capture fields opens at once.
         *
         *     Public operation: no API key and no token; rate limited per address. The 201 also sets the token in an
         *     HttpOnly cookie (`dossier_visit`, `Path=/api/v1/public/visits/{visitId}`, `SameSite=Strict`, `Secure` on
         *     https) for the server's own viewer page; integrators keep the token from the body and send it as
         *     `x-visit-token`. The visit records the referrer, user agent, IP address, and the country and city found for
         *     it.
         *
         *     Gates are cleared in order: the address (`email`: asked when the link has `requireEmail` or an allow list
         *     and is not public, and always on a viewer-group link; refused with 403 `email_not_allowed` when the link's `allowedEmails` /
         *     `allowedDomains` / `blockedEmails`, or the group's members, do not admit it, checked on every call), its
         *     verification (`code`: a six-digit code mailed as soon as the visit has an address, valid 10 minutes and
         *     for 5 tries), the `password`, the terms (`ndaAccepted`, with `ndaName` when the agreement requires a name;
         *     the exact text accepted is kept and `link.nda_accepted` emitted), then the required capture fields
         *     (`answers`). Answers are checked in that order and the call is all or nothing: the first wrong one answers
         *     422 naming its field (`password_incorrect`, `verification_code_incorrect` with `details.attemptsLeft`,
         *     `verification_code_expired`, or `unprocessable` for a missing `ndaName` or a bad capture answer) and
         *     nothing from the call is kept. Wrong passwords are limited to 10 per link and address in 15 minutes (then
         *     429 with `retry-after`).
         *
         *     When the last gate clears, the visit opens: `openedAt` is set, the link's `viewCount` is counted atomically
         *     (with a view cap, of many visitors racing for the last view exactly one opens and the others get 410
         *     `link_view_limit`), `link.viewed` is emitted, and the owner is emailed when `notifyOnView`.
         *
         *     When the first verification code cannot be mailed (the mail transport did not answer), the visit is still
         *     created, with `verification` null: ask for a code with `POST /public/visits/{visitId}/verification`.
         *
         *     Errors: 400 body invalid; 403 `email_not_allowed`; 404 no link has this slug; 410 the link is closed
         *     (`link_disabled`, `link_deleted`, `link_expired`, `link_view_limit`, `room_archived`, `room_deleted`,
         *     `document_deleted`), and the visit is not created; 422 a wrong answer (nothing is created); 429.
         */
        post: operations["startVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/gates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a visit's gates
         * @description Moves a visit on with answers to its pending gates (the same body as starting a visit) and answers where it
         *     stands. Sending the gates the page asked for one form at a time, or all at once, both work. A visit whose
         *     gates were tightened by the owner (a new password, new terms) clears them here again.
         *
         *     Gates are cleared in order: the address (`email`: asked when the link has `requireEmail` or an allow list
         *     and is not public, and always on a viewer-group link; refused with 403 `email_not_allowed` when the link's `allowedEmails` /
         *     `allowedDomains` / `blockedEmails`, or the group's members, do not admit it, checked on every call), its
         *     verification (`code`: a six-digit code mailed as soon as the visit has an address, valid 10 minutes and
         *     for 5 tries), the `password`, the terms (`ndaAccepted`, with `ndaName` when the agreement requires a name;
         *     the exact text accepted is kept and `link.nda_accepted` emitted), then the required capture fields
         *     (`answers`). Answers are checked in that order and the call is all or nothing: the first wrong one answers
         *     422 naming its field (`password_incorrect`, `verification_code_incorrect` with `details.attemptsLeft`,
         *     `verification_code_expired`, or `unprocessable` for a missing `ndaName` or a bad capture answer) and
         *     nothing from the call is kept. Wrong passwords are limited to 10 per link and address in 15 minutes (then
         *     429 with `retry-after`).
         *
         *     When the last gate clears, the visit opens: `openedAt` is set, the link's `viewCount` is counted atomically
         *     (with a view cap, of many visitors racing for the last view exactly one opens and the others get 410
         *     `link_view_limit`), `link.viewed` is emitted, and the owner is emailed when `notifyOnView`.
         *
         *     Errors: 400 body invalid; 403 `email_not_allowed`; 409 a different address for a visit that has already
         *     opened; 422 a wrong answer (nothing from the call is kept); 429.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["submitVisitGates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new verification code
         * @description Mails a new six-digit verification code to the visit's address (from a CSPRNG, stored only as a hash, valid
         *     10 minutes and for 5 tries); the previous code stops working. At most one code a minute and 5 an hour per
         *     visit (429 with `retry-after` beyond that).
         *
         *     Errors: 409 `verification` is not pending (the link does not require it, the visit has no address yet, or
         *     it is already verified); 429; 503 the mail transport did not answer (no code was sent; safe to retry).
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["resendVisitVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        /**
         * Read what the visit opened
         * @description What an opened visit reads. A document link: the live document, or the version the link pins, split into the
         *       sections the body model defines (an authored body, each section with its blocks to render) or its pages (a
         *       PDF, whose bytes come from `GET …/documents/{documentId}/file`). A room link: the room's folders and
         *       documents (on a viewer-group link only what the group was given), each read with
         *       `GET …/documents/{documentId}`. With them, how the page must present it: the watermark resolved for this
         *       visitor (`{email}`, `{date}`, `{time}`, `{ip}`, `{link}` filled in), `screenshotProtection`,
         *       `allowDownload`, the bulk download, and which reader features are on.
         *
         *       Each call starts a new sitting (`opens` + 1 on the visit) when the previous sign of activity is more than
         *       30 minutes old or this is a new page load; it is what the page calls on load. Opening the visit begins its
         *       first sitting, so the first call after the visit opened counts no new one; every later call does.
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        get: operations["getVisitContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
                /** @description A document this visit may read: the link's document, or a document of the room (of the viewer group's, on a group link). Any other answers 404. */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Read one document of the visit
         * @description One document the visit may read, split into sections (an authored body) or pages (a PDF), as in
         *       `GET …/content`: on a room link, the way to open each document of the tree; on a document link, the link's
         *       document again. A document taken away from a viewer group, removed from the room or trashed answers 404
         *       from then on.
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        get: operations["getVisitDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
                /** @description A document this visit may read: the link's document, or a document of the room (of the viewer group's, on a group link). Any other answers 404. */
                documentId: string;
            };
            cookie?: never;
        };
        /**
         * Fetch a PDF to display
         * @description The bytes of a PDF document (the pinned version's when the link pins one), for the page to draw with pdf.js,
         *       served `inline`. When the link's watermark is on, the bytes are stamped with this visitor's resolved
         *       watermark (so the file handed out is never a clean copy, and the page draws no second overlay on PDF
         *       pages). The stamp is the one downloads carry (`GET …/download`). Fetching it is reading, not downloading: it does not set `downloadedAt` or emit `link.downloaded`,
         *       whatever `allowDownload` says.
         *
         *       Errors: 404 the document is not one this visit may read; 422 the document is not a PDF (an authored body is
         *       read from its sections; a shared file only through `GET …/download`).
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        get: operations["downloadVisitDocumentFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/heartbeats": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report attention time
         * @description Reports the attention the page measured since its previous heartbeat, for one document: per section, the
         *       milliseconds a real part of it was on screen while the tab was visible and focused. The page sends one
         *       every few seconds and a last one on `pagehide` (with `navigator.sendBeacon`, which carries the cookie since
         *       it cannot set headers; send the body as a Blob of type `application/json`).
         *
         *       What is credited, so that a forged, replayed or oversized heartbeat cannot inflate reading time: only an
         *       opened visit's heartbeats count; `elapsed` is the wall time since this visit's previous heartbeat (for the
         *       first one of a sitting, since the sitting began: the visit's opening or its latest `GET …/content`); each section is credited `min(visibleMs, elapsed)` (entries for one
         *       index added first); the visit's `totalMs` grows by the largest credited section time (sections on screen
         *       together share the same seconds), never by more than `elapsed`. A heartbeat more than 30 minutes after the
         *       previous sign of activity starts a new sitting (`opens` + 1) and its `elapsed` counts from that moment, so
         *       an idle gap credits nothing. The server keeps, per visit, document and section, `visibleMs`, and per visit
         *       `totalMs`, `opens`, `completion` (share of the sections reached, over the documents it has read) and
         *       `lastSeenAt`. Heartbeats racing each other (the same one sent twice at once) are credited one after the
         *       other, so the copies share one wall time, whichever instance of the server each copy reaches.
         *
         *       Heartbeats are written in batches: those that reach one instance within a few milliseconds are written in
         *       one transaction, each credited in arrival order against the visit as the previous one left it. The 204 is
         *       sent only once the heartbeat's batch has committed, so an answered heartbeat is never lost; one that fails
         *       to be written is answered with an error alone, the rest of its batch is written. Limits: at most 500
         *       entries, `index` 0-9999, `visibleMs` 0-60,000.
         *
         *       Errors: 400 body invalid or over the limits; 422 a document this visit may not read, or a section index the
         *       document does not have (naming `body.sections[i].index`).
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["recordVisitHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        /**
         * Download a copy
         * @description A copy of one document for the visitor to keep, served as an attachment: an authored body or a PDF as a PDF
         *       stamped with this visitor's resolved watermark (when the link's watermark is on), a shared file of another
         *       type as its stored bytes with their content type (it cannot be stamped). Sets the visit's `downloadedAt` on
         *       the first download and emits `link.downloaded` each time. The file is named `{title}.pdf` (a shared file of another
         *       type keeps its own name). On a viewer-group link too, `allowDownload` must be on.
         *
         *       Errors: 403 `download_disabled` when the link does not allow downloads; 404 the document is not one this
         *       visit may read; 400 `documentId` missing on a room link.
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        get: operations["downloadVisitDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/bulk-download/code": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a bulk-download code
         * @description For a room link with `bulkDownloadOtp`, mails a six-digit code to the visit's address (from a CSPRNG,
         *       stored only as a hash, valid 10 minutes and for 5 tries) that `GET …/bulk-download` needs; the previous code
         *       stops working. At most one code a minute and 5 an hour per visit (429 with `retry-after`).
         *
         *       Errors: 403 `download_disabled` when the link does not allow downloads; 409 not a room link, the link does
         *       not ask for a code, or the visit has no address to send it to; 503 the mail transport did not answer (no
         *       code was sent; safe to retry).
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["requestBulkDownloadCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/bulk-download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        /**
         * Download a room as a zip
         * @description A zip of every document of the room the visit may read (on a viewer-group link, the group's), or of one
         *       folder with `folderId`, streamed as it is built: each in the room's folder layout, stamped like a single
         *       download. Emits `link.bulk_downloaded` and sets `downloadedAt` on the first download. With `bulkDownloadOtp`
         *       the emailed `code` is required; it stays usable for its 10 minutes (a browser may retry a download).
         *
         *       The archive: the room's folders as directories (a document outside any folder at the top), each authored
         *       document or PDF as `{title}.pdf`, any other shared file under its own file name, a repeated name in one
         *       directory given ` (2)`, ` (3)` …; it is named `{room name}.zip`, or `{room name} - {folder name}.zip` with
         *       `folderId`. A wrong code counts one of its 5 tries at once; a right one is not spent.
         *
         *       Errors: 403 `download_disabled` when the link does not allow downloads; 404 no such folder in the room (or
         *       none the group may see), or nothing in it this visit may read; 409 not a room link; 422
         *       `verification_code_incorrect` (with `details.attemptsLeft`) or `verification_code_expired` naming
         *       `query.code`, or the code missing when one is required (checked after the folder).
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        get: operations["downloadVisitBulk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        /**
         * List the visit's questions
         * @description The questions this visit asked the owner, with every reply, oldest thread first (at most 100 threads per
         *       visit, so no cursor). The page polls this to show replies. Questions are available on every opened visit;
         *       no link setting switches them off.
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        get: operations["listVisitQuestions"];
        put?: never;
        /**
         * Ask the owner a question
         * @description Opens a thread with a question for the owner about the link's document, a document of the room, or the
         *       room as a whole. The owner is emailed at the workspace's address, when it has one (with the question and
         *       how to reply through `POST /questions/{id}/reply`), and the
         *       thread appears in `GET /questions` as awaiting the owner. Replies are emailed to the reader when the visit
         *       gave an address, and always shown here. At most 100 threads per visit (422 beyond).
         *
         *       Errors: 400 body invalid; 422 a document this visit may not read (naming `body.documentId`), or the
         *       thread limit.
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["askVisitQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/questions/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
                /** @description One of this visit's threads (another visit's answers 404). */
                threadId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write back in a thread
         * @description Adds the reader's next message to one of their threads; the thread waits on the owner again and the owner
         *       is emailed. At most 200 messages per thread (422 beyond).
         *
         *       Errors: 400 body invalid; 404 not one of this visit's threads; 422 the thread is full.
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["replyToVisitQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/assistant": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the reading assistant
         * @description Answers a reader's question from the document itself, when the link has `allowAssistant`: the passages
         *       that best match, ranked by BM25 over the passages (paragraphs, list items, table rows; a PDF page's text
         *       split into paragraphs) of the document, or of every document of the room the visit may read, each quoted
         *       word for word with the section (or page) it is in so the page can link to it. When nothing matches, `found`
         *       is false and `answer` says plainly that it is not in this document. Runs inside the server: no outside AI
         *       service, nothing downloaded; questions are not stored. A scanned PDF without a text layer has nothing to
         *       search.
         *
         *       Errors: 400 body invalid; 403 `assistant_disabled` when the link does not switch the assistant on; 422 a
         *       document this visit may not read (naming `body.documentId`).
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["askVisitAssistant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/visits/{visitId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * React to a document
         * @description Records the reader's reaction to a document from the reaction bar, when the link has `allowFeedback`, with
         *       an optional comment (trimmed; a blank one is stored as null). One reaction per visit and document: a later
         *       one replaces it, comment included (200 instead of 201, `createdAt` kept, `updatedAt` moved). The
         *       owner reads it on the visit (`GET /views/{id}`, `feedback[]`, an extension of this API).
         *
         *       Errors: 400 body invalid; 403 `feedback_disabled` when the link does not switch feedback on; 422 the
         *       document is missing on a room link, or not one this visit may read (naming `body.documentId`).
         *
         *     Needs an opened visit: 403 `gates_pending` (with `details.pending`) while any gate is pending, including after the owner tightened one.
         *
         *     Public operation: no API key; the visit token is the credential (`x-visit-token`, or the viewer page's
         *     HttpOnly cookie; see the `visitToken` security scheme), rate limited per token and per address. A missing
         *     or wrong token, or a `visitId` that does not exist, answers 401 `invalid_token`. Every call checks the link
         *     again: switched off, deleted, expired, its room archived or trashed, or its document in the trash answers
         *     410 with a code saying why (a visit that has opened keeps reading after the view cap is reached); an address
         *     the link's lists (or its viewer group) no longer admit answers 403 `email_not_allowed`.
         */
        post: operations["submitVisitFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/requests/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file request's slug, from its open upload page `{PUBLIC_URL}/r/{slug}` (also the first segment of every assignee's personal link `{PUBLIC_URL}/r/{slug}/{token}`). An unknown slug answers 404. */
                slug: components["parameters"]["RequestSlug"];
            };
            cookie?: never;
        };
        /**
         * Open an upload page
         * @description What an upload page shows: the request's title, description and due date, the items asked for (with which
         *     are required), whether an address must be given with each file (`askEmail`), and, with an assignee's
         *     token, who they are and what they have already sent (so the page can tick those items off). The open page
         *     never shows anybody's files.
         *
         *     Public operation: no API key. Without `x-request-token` this is the request's open upload page
         *     (`{PUBLIC_URL}/r/{slug}`); with an assignee's token (the last segment of their personal link
         *     `{PUBLIC_URL}/r/{slug}/{token}`) it is that assignee's page. Without a token, a request whose open page is
         *     switched off (`openPage: false`, the default for a request made for named assignees) answers 403
         *     `open_page_disabled`. Rate limited per token (or per address on the
         *     open page). A token that is not one of this request's answers 401 `invalid_token`; a request that was
         *     closed (`active: false`) or deleted, or an assignee who was removed, answers 410 (`request_closed`,
         *     `request_deleted`, `assignee_removed`) so the page can say the request is closed instead of accepting files.
         */
        get: operations["getUploadPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/requests/{slug}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file request's slug, from its open upload page `{PUBLIC_URL}/r/{slug}` (also the first segment of every assignee's personal link `{PUBLIC_URL}/r/{slug}/{token}`). An unknown slug answers 404. */
                slug: components["parameters"]["RequestSlug"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to a request
         * @description Stores one file for the request: a `multipart/form-data` body with the `file` part (any type, at most 25 MB,
         *     refused while streaming beyond that with nothing stored), the `itemId` it answers (optional), and on the
         *     open page the uploader's `email` (required when `askEmail`) and `name`. With an assignee's token the
         *     assignee's own address and name are recorded and `email` / `name` are not used.
         *
         *     The file becomes a workspace document (a PDF as `kind: pdf` with its page count and text layer, anything
         *     else as `kind: file`), filed into the request's room and folder when it names them; its SHA-256, content
         *     type, size, and the uploader's address and name are recorded. The assignee's `uploadedAt` is set, and
         *     `completedAt` once every required item has a file from them. The owner is emailed when `notifyOnUpload`;
         *     an audit entry is written in the `documents` family.
         *
         *     Errors: 400 no `file` part, or a field that is not one of `file`, `itemId`, `email`, `name`; 409
         *     `room_frozen` when the request files into a room that is frozen (nothing stored; the page says the room
         *     is not accepting files for now); 415 a body that is not `multipart/form-data`; 422 the file is empty (0 bytes: nothing arrived worth keeping; `body.file`) or over 25 MB,
         *     `email` missing when the page asks for one, `itemId` not one of this request's items (each naming its
         *     field, e.g. `body.email`), or the plan's document ceiling is reached (`plan_limit`).
         *
         *     Public operation: no API key. Without `x-request-token` this is the request's open upload page
         *     (`{PUBLIC_URL}/r/{slug}`); with an assignee's token (the last segment of their personal link
         *     `{PUBLIC_URL}/r/{slug}/{token}`) it is that assignee's page. Without a token, a request whose open page is
         *     switched off (`openPage: false`, the default for a request made for named assignees) answers 403
         *     `open_page_disabled`. Rate limited per token (or per address on the
         *     open page). A token that is not one of this request's answers 401 `invalid_token`; a request that was
         *     closed (`active: false`) or deleted, or an assignee who was removed, answers 410 (`request_closed`,
         *     `request_deleted`, `assignee_removed`) so the page can say the request is closed instead of accepting files.
         */
        post: operations["uploadToRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an executed PDF
         * @description Says whether a PDF is an executed document of this installation, unaltered, and if not why not (see
         *     `PdfVerification.verdict`): `genuine` when its SHA-256 equals the `completionHash` of a completed envelope
         *     here and its PAdES seal verifies against this installation's sealing certificate, with that envelope's title,
         *     completion time and signers' names (only what its certificate page already shows, never an address);
         *     otherwise `altered` (sealed here, changed since: in the signed ranges, in the seal itself, or bytes appended
         *     after it), `foreign_seal` (signed by another identity), `unsealed` (no signature) or `unknown` (sealed here,
         *     intact, but no executed document on record).
         *
         *     The body is the PDF, at most 25 MB (26,214,400 bytes): the raw bytes as `application/pdf`, or a
         *     `multipart/form-data` body whose `file` part holds it. It is read as it streams, inspected in the server's
         *     worker pool and forgotten: nothing of it is stored (no document, no file, no audit entry, no row), and the
         *     answer is the same for everyone who sends the same bytes. An `Idempotency-Key` (the SDK sends one with every
         *     POST) is ignored: no answer is kept under it either; a retry simply asks again.
         *
         *     Public operation: no API key and no token. Rate limited per address (the public operations' address window,
         *     five times `RATE_LIMIT_PER_MINUTE` a minute). Anyone may ask; what the answer gives away is only what the
         *     uploader already holds (the document itself).
         *
         *     Errors: 400 `not_a_pdf` the bytes do not begin with `%PDF-` (whatever content type they came with), or
         *     `validation_failed` an empty body, a multipart body without a `file` part or with another part; 413
         *     `payload_too_large` the file is over 25 MB (`details.maxBytes`; when `content-length` says so the answer comes
         *     before the body is read); 429 too many calls from this address; 503 the server is busy with other heavy work
         *     (`server_busy`, with `retry-after`).
         */
        post: operations["verifyPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "envelope.sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * envelope.sent
         * @description A document went out for signature. Sent by `POST /envelopes` (or a send from the app) once the
         *     envelope exists, before the `recipient.notified` events of its first notifications.
         */
        post: operations["envelopeSentEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.notified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.notified
         * @description A signing email left for a recipient: at send time, when a sequential routing step comes round, and
         *     for the replacement after a reassignment. Reminders send `envelope.reminded` instead.
         */
        post: operations["recipientNotifiedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.bounced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.bounced
         * @description A signing email (first notice, reminder or reassignment notice) could not be delivered: the mail
         *     transport refused it, or a bounce came back later. `recipient.deliveryFailedAt` and `recipient.deliveryError`
         *     say when and why. The envelope is not affected; correct the address with
         *     `POST /envelopes/{id}/recipients/{recipientId}/reassign`.
         */
        post: operations["recipientBouncedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.viewed
         * @description A recipient opened their signing page. Sent on the first open only (`viewedAt`); later opens are
         *     recorded in the audit trail but send no event.
         */
        post: operations["recipientViewedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.authenticated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.authenticated
         * @description A recipient whose `authMethod` is `email+access_code` entered the right access code. Sent the first
         *     time they pass it (`authenticatedAt`); wrong codes are recorded in the audit trail and send no event.
         */
        post: operations["recipientAuthenticatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.signed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.signed
         * @description A signer completed their fields and finished. With sequential routing, `recipient.notified` follows
         *     for the next routing step; when this was the last signer, `envelope.completed` follows.
         */
        post: operations["recipientSignedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.declined": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.declined
         * @description A recipient declined, giving a reason (`recipient.declineReason`). One decline ends the whole
         *     envelope: `envelope.status` is `declined`, nobody else can sign, the document goes back to `draft`, and the
         *     other outstanding recipients are told by email. This is the only event sent for it: no envelope-level event
         *     follows.
         */
        post: operations["recipientDeclinedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.delegated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.delegated
         * @description A recipient's place was passed to someone else: by `POST /envelopes/{id}/recipients/{recipientId}/reassign`,
         *     or by the recipient from their signing page. `recipient` is the original (now `delegated`), `replacement` the
         *     new recipient, who then gets `recipient.notified` when it is their turn.
         */
        post: operations["recipientDelegatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.attached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recipient.attached
         * @description A recipient returned a file through an `attachment` field. Download it with
         *     `GET /envelopes/{id}/attachments/{attachmentId}`.
         */
        post: operations["recipientAttachedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "envelope.reminded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * envelope.reminded
         * @description Reminders went to whoever the envelope waits on: from `POST /envelopes/{id}/remind` or the automatic
         *     `reminderEveryDays` cadence. `recipientIds` names who was reminded.
         */
        post: operations["envelopeRemindedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "envelope.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * envelope.completed
         * @description Every signer has signed; the executed PDF is archived and final (`envelope.completionHash` is its
         *     SHA-256). Download it with `GET /envelopes/{id}/pdf`.
         */
        post: operations["envelopeCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "envelope.voided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * envelope.voided
         * @description The sender cancelled the envelope with `POST /envelopes/{id}/void` (or from the app);
         *     `envelope.voidReason` is the reason the outstanding recipients were sent. The document is back to `draft`.
         */
        post: operations["envelopeVoidedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "envelope.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * envelope.expired
         * @description The envelope passed `expiresAt` with signatures outstanding; signing stops and the document is back to
         *     `draft`. Sent shortly after the expiry time, not at the exact instant.
         */
        post: operations["envelopeExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "consent.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * consent.accepted
         * @description A signer agreed, on their signing page, to use electronic records and signatures. Consent is asked
         *     before a signer can complete any field; the record appears in the certificate.
         */
        post: operations["consentAcceptedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "consent.withdrawn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * consent.withdrawn
         * @description A signer withdrew their consent to sign electronically. They cannot complete fields until they consent
         *     again; signatures already given stand. The record keeps both times and appears in the certificate.
         */
        post: operations["consentWithdrawnEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * document.created
         * @description A new document was created, however it was made: `POST /documents`, `POST /documents/upload`, in the
         *     app, from a template, or a file arriving through a file request.
         */
        post: operations["documentCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.edited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * document.edited
         * @description A document's body changed: a new body through `PATCH /documents/{id}`, a replaced file, a restored
         *     version, an added signature block, or an edit in the app. Changes to the title, recipients or filing alone do
         *     not send it. `previousVersionId` is the snapshot holding the body as it was.
         */
        post: operations["documentEditedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "document.redacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * document.redacted
         * @description Text was permanently removed from a document (in the app). `versionId` records the redacted body;
         *     the removed text is kept nowhere.
         */
        post: operations["documentRedactedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.created
         * @description A tracked link was published (`POST /links` or the app).
         */
        post: operations["linkCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.updated
         * @description A link's gates or settings changed (`PATCH /links/{id}` or the app). `changed` names the settings; a
         *     password change is named `password` but its value is never sent. A change of `active` alone sends
         *     `link.enabled` or `link.disabled` instead.
         */
        post: operations["linkUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.enabled
         * @description A link was switched back on (`active` set true).
         */
        post: operations["linkEnabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.disabled
         * @description A link was switched off (`active` set false). It stops answering; its visits are kept.
         */
        post: operations["linkDisabledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.deleted
         * @description A link was removed (`DELETE /links/{id}` or the app). It stops answering at once; its visits are
         *     kept. Only the fields that identify it are sent.
         */
        post: operations["linkDeletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.viewed
         * @description A visitor cleared every gate and opened the link. Sent once per visit, when it first opens
         *     (`view.openedAt`); later sittings of the same visit send no event.
         */
        post: operations["linkViewedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.nda_accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.nda_accepted
         * @description A visitor accepted the link's confidentiality terms. `view.ndaText` holds the exact terms accepted;
         *     `agreementId` names the library agreement they came from (null for terms written on the link).
         */
        post: operations["linkNdaAcceptedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.downloaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.downloaded
         * @description A visitor downloaded a PDF copy of one document (the link allows downloads). On a room link,
         *     `documentId` is the file within the room.
         */
        post: operations["linkDownloadedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "link.bulk_downloaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * link.bulk_downloaded
         * @description A visitor downloaded a room, or one folder of it, as a zip through a room link (after the emailed
         *     code when `bulkDownloadOtp` is on).
         */
        post: operations["linkBulkDownloadedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ping
         * @description A test delivery, sent by `POST /hooks/{id}/ping` regardless of subscription or active state.
         */
        post: operations["pingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A confidentiality agreement in the library. Links reference it with `agreementId` to ask visitors to accept its terms. */
        Agreement: {
            /** @example agr_9c3v7b1n5m */
            id: string;
            /**
             * @description Name in the library; not shown to visitors.
             * @example Standard mutual NDA
             */
            name: string;
            /** @description The exact text a visitor accepts; each acceptance records the text as it was accepted. */
            body: string;
            /** @description Visitors must type their full name to accept (recorded as the visit's `ndaSignedName`). */
            requireName: boolean;
            /** @description Links that currently use this agreement. */
            linkCount: number;
            /** @description Acceptances recorded against this agreement, across all its links and wordings. */
            acceptedCount: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the agreement was last edited; the library lists the most recently edited first.
             */
            updatedAt: string;
        };
        AgreementCreate: {
            name: string;
            /** @description The terms, stored exactly as sent. */
            body: string;
            /**
             * @description Visitors must type their full name to accept.
             * @default false
             */
            requireName: boolean;
        };
        /** @description Fields to change; omitted fields are kept. */
        AgreementUpdate: {
            /** @description Renaming re-asks nobody. */
            name?: string;
            /**
             * @description New terms, stored exactly as sent. Wording that differs from the current text re-asks everyone who accepted
             *     the old one, on every link using the agreement; their acceptance records keep the text they accepted.
             *     Sending the current text unchanged re-asks nobody.
             */
            body?: string;
            /** @description Visitors must type their full name to accept. Changing it alone re-asks nobody. */
            requireName?: boolean;
        };
        /** @description Totals for one UTC calendar day. */
        AnalyticsDay: {
            /**
             * Format: date
             * @description The UTC day.
             * @example 2025-11-20
             */
            date: string;
            /** @example 6 */
            views: number;
            /**
             * @description Distinct captured addresses that day.
             * @example 3
             */
            visitors: number;
            /** @example 412000 */
            totalMs: number;
        };
        /** @description Counted visits in the current period by device class, derived from the browser's User-Agent (`other` when it cannot be told). */
        AnalyticsDevices: {
            /** @example 92 */
            desktop: number;
            /** @example 30 */
            mobile: number;
            /** @example 4 */
            tablet: number;
            /** @example 2 */
            other: number;
        };
        /** @description Totals over one period of counted visits (every gate cleared). */
        AnalyticsPeriod: {
            /**
             * @description Counted visits started in the period, anonymous ones included.
             * @example 128
             */
            views: number;
            /**
             * @description Distinct captured addresses among those visits (anonymous visits add none).
             * @example 41
             */
            visitors: number;
            /**
             * @description Active reading time summed over those visits, in milliseconds.
             * @example 9480000
             */
            totalMs: number;
            /**
             * @description Mean `completion` of those visits, 0-1; 0 when there were none.
             * @example 0.58
             */
            avgCompletion: number;
            /**
             * @description Visits in the period that downloaded a copy.
             * @example 9
             */
            downloads: number;
        };
        /** @description One recent counted visit, flattened for display. */
        AnalyticsRecentView: {
            /** @example view_7h2k9d3m1q */
            viewId: string;
            /**
             * Format: idn-email
             * @description The captured address, or null for an anonymous visit.
             * @example dana@acme.example
             */
            viewerEmail: string | null;
            /** @example link_4m8q2x7c1v */
            linkId: string;
            /**
             * @description The link's name (its label in analytics).
             * @example Investors
             */
            linkName: string;
            /**
             * @description Set for a visit through a document link; otherwise null.
             * @example doc_9f3k2m7x1p
             */
            documentId: string | null;
            /**
             * @description Set for a visit through a room link; otherwise null.
             * @example null
             */
            dataRoomId: string | null;
            /**
             * @description The document title or room name.
             * @example Series A deck
             */
            title: string;
            /** Format: date-time */
            startedAt: string;
            /** @example 184000 */
            totalMs: number;
            /** @example 0.75 */
            completion: number;
        };
        /**
         * @description Workspace reading analytics over the last `days` UTC days, compared with the `days` before them. Only counted
         *     visits (every gate cleared) are included.
         */
        AnalyticsSummary: {
            /**
             * @description Length of the period, echoing the query.
             * @example 30
             * @enum {integer}
             */
            days: 7 | 30 | 90;
            /**
             * Format: date-time
             * @description Start of the current period (00:00 UTC on the first day of `series`).
             * @example 2025-10-22T00:00:00Z
             */
            since: string;
            current: components["schemas"]["AnalyticsPeriod"];
            /** @description The same totals for the `days` immediately before `since`, for comparison. */
            previous: components["schemas"]["AnalyticsPeriod"];
            /** @description One entry per UTC day of the current period, oldest first, ending today (days with no visits carry zeros). */
            series: components["schemas"]["AnalyticsDay"][];
            /** @description Up to 10 documents with the most counted visits in the period (room visits count for each document they recorded attention on, with that attention), most first. */
            topDocuments: components["schemas"]["AnalyticsTopItem"][];
            /** @description Up to 10 data rooms with the most counted visits in the period, most first. */
            topRooms: components["schemas"]["AnalyticsTopItem"][];
            /** @description Up to 10 links with the most counted visits in the period, most first; `name` is the link name. */
            topLinks: components["schemas"]["AnalyticsTopItem"][];
            /** @description Up to 10 captured addresses with the most counted visits in the period, most first. */
            topVisitors: components["schemas"]["AnalyticsTopVisitor"][];
            /** @description The latest 20 counted visits, newest first (not limited to the period). */
            recent: components["schemas"]["AnalyticsRecentView"][];
            devices: components["schemas"]["AnalyticsDevices"];
            /**
             * @description Percentage (0-100) of the period's counted visits with no address captured; 0 when there were none.
             * @example 21.9
             */
            anonymousShare: number;
        };
        /** @description A document, data room or link ranked by counted visits in the period. */
        AnalyticsTopItem: {
            /**
             * @description The document, room or link id (according to the list it is in).
             * @example doc_9f3k2m7x1p
             */
            id: string;
            /**
             * @description The document title, room name or link name.
             * @example Series A deck
             */
            name: string;
            /** @example 38 */
            views: number;
            /** @example 5120000 */
            totalMs: number;
        };
        /** @description A captured address ranked by counted visits in the period. */
        AnalyticsTopVisitor: {
            /**
             * Format: idn-email
             * @example dana@acme.example
             */
            email: string;
            /** @example 4 */
            views: number;
            /** @example 612000 */
            totalMs: number;
            /**
             * Format: date-time
             * @description Last activity from this address in the period.
             */
            lastSeenAt: string;
        };
        AssigneeInput: {
            /**
             * Format: email
             * @description Compared case-insensitively; one assignee per address on a request.
             */
            email: string;
            /** @description Used in the greeting of the email; on an address already on the request it replaces the stored name. */
            name?: string;
        };
        AssigneesAdd: {
            /** @description People to add. Idempotent per address (case-insensitive) - an address already on the request has its name updated (when given) and is mailed its link again; a new one is created and mailed. */
            assignees: components["schemas"]["AssigneeInput"][];
        };
        /**
         * @description The assistant's answer, drawn only from the document itself: the passages that best match the question,
         *     ranked by BM25 (k1 = 1.2, b = 0.75) over the passages of the documents searched, with words folded to lower
         *     case and stemmed and common words ignored. No outside service sees the question or the document. When no
         *     passage shares a meaningful word with the question, `found` is false, `passages` is empty, and `answer` says
         *     so plainly. Questions are not stored.
         *
         *     Precisely: words are folded to lower case without accents and stemmed (Porter); English stop words and the
         *     words that frame a question about a document rather than say what it is about ("document", "page",
         *     "section", "say", "tell", "mention", "explain", "information", …) are ignored, in the question and in the
         *     text alike. A passage is searched by its own words and, at half weight, by the words of its section's
         *     heading (so the paragraph under "Liquidation preference" answers a question about it). IDF is
         *     ln(1 + (N − n + 0.5) / (n + 0.5)) over the N passages searched; a passage's length is its number of distinct
         *     words. The score of a passage is the sum of that BM25 over the question's words it contains. After the best
         *     passage, others are listed (up to 5) only while they score at least 40% of the best: scores are comparable
         *     only within one answer, and a passage far below the best matched only the question's commoner words. A
         *     question with no meaningful word at all ("what is it?") is not found either. When several documents were
         *     searched (a room), `answer` names the document (`"Board minutes" says this in "Minutes":`) and a miss reads
         *     "This is not in these documents." A document with no text at all to search (a scan without a text layer, a
         *     shared file that is not a PDF) is not found either, and `answer` says that instead.
         */
        AssistantAnswer: {
            /** @example What is the liquidation preference? */
            question: string;
            /** @description Whether the document says anything matching the question. */
            found: boolean;
            /**
             * @description One sentence for the reader, e.g. "The document says this in Liquidation preference:" or "This is not in this document."
             * @example The document says this in "Liquidation preference":
             */
            answer: string;
            /** @description Up to 5 passages, best first. */
            passages: components["schemas"]["AssistantPassage"][];
        };
        /** @description A passage of the document that answers the question, quoted word for word. */
        AssistantPassage: {
            /** @example doc_5t8r2w9q3e */
            documentId: string;
            /** @example Series A term sheet */
            documentTitle: string;
            /**
             * @description The `index` of the section (or page) the passage is in, to scroll to it.
             * @example 4
             */
            sectionIndex: number;
            /**
             * @description That section's `id` (heading anchor, `intro` or `page-<n>`).
             * @example liquidation-preference
             */
            sectionId: string;
            /** @example Liquidation preference */
            heading: string | null;
            /**
             * @description The PDF page, or null for an authored body.
             * @example null
             */
            page: number | null;
            /**
             * @description The passage as written (a paragraph, list item or table row; a PDF page's text is split into paragraphs), cut at a word boundary with `…` beyond 1,000 characters.
             * @example In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.
             */
            quote: string;
            /**
             * @description The passage's BM25 score for the question (higher is better); comparable only within one answer.
             * @example 7.42
             */
            score: number;
        };
        /** @description A question for the reading assistant. */
        AssistantQuestion: {
            /** @example What is the liquidation preference? */
            question: string;
            /** @description Search only this document. Defaults to the link's document; on a room link, omitted searches every document the visit may read. A document this visit may not read is a 422. */
            documentId?: string;
        };
        /** @description A file a signer returned through an `attachment` field. Download it with `GET /envelopes/{id}/attachments/{attachmentId}`; the storage location is never returned. */
        Attachment: {
            /** @example att_3p8s1d6f2g */
            id: string;
            /** @example env_7h2k9d4m1x */
            envelopeId: string;
            /**
             * @description The recipient who returned the file.
             * @example rcp_4m8q2x7k1d
             */
            recipientId: string;
            /**
             * @description The `attachment` field it answers.
             * @example fld_6t1w9r3z5c
             */
            fieldId: string;
            /** @example passport.pdf */
            filename: string;
            /**
             * @description The media type stored with the file; the download is served with it.
             * @example application/pdf
             */
            contentType: string;
            /** @example 184213 */
            byteSize: number;
            /**
             * @description Lowercase hex SHA-256 of the bytes as received.
             * @example 3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b
             */
            sha256: string;
            /** Format: date-time */
            uploadedAt: string;
        };
        /**
         * @description One entry of the workspace's audit trail. The trail is tamper-evident: each entry carries `hash`, the
         *     SHA-256 of its own contents chained to `prevHash`, the hash of the previous entry in the workspace, so an
         *     edited or removed row breaks the chain.
         */
        AuditEvent: {
            /** @example aud_2m8k4x1q9z */
            id: string;
            /**
             * @description The event type; the webhook event names plus the audit-only types listed by GET /audit/types.
             * @example recipient.signed
             */
            type: string;
            /** @enum {string} */
            family: "signing" | "sharing" | "documents";
            /** @example Ada Lovelace signed "Master services agreement" */
            description: string;
            actorName: string | null;
            actorEmail: string | null;
            envelopeId: string | null;
            documentId: string | null;
            recipientId: string | null;
            shareLinkId: string | null;
            subject: {
                /** @enum {string} */
                kind: "envelope" | "document" | "room" | "link";
                id: string;
                title: string | null;
            } | null;
            ipAddress: string | null;
            userAgent: string | null;
            /** @description Event-specific details (for example the void reason, the changed link settings). Never a capability value. */
            metadata: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /** @description Hex SHA-256 over this entry's contents and prevHash. */
            hash: string;
            /** @description The hash of the previous entry in this workspace; null for the first. */
            prevHash: string | null;
        };
        /** @description A bulk-download code was emailed to the visit's address. */
        BulkDownloadCode: {
            /**
             * Format: idn-email
             * @example dana@acmeventures.example
             */
            sentTo: string;
            /** Format: date-time */
            sentAt: string;
            /**
             * Format: date-time
             * @description Ten minutes after `sentAt`.
             */
            expiresAt: string;
        };
        /** @description A question a visitor answers before reading. Answers come back on each view under `captureAnswers[id]`. */
        CaptureField: {
            /**
             * @description Key the answers are stored under; generated from the label when it was not supplied.
             * @example company
             */
            id: string;
            /** @example Company */
            label: string;
            /**
             * @description `text` is free text, `select` picks one of `options`, `checkbox` is a yes/no tick.
             * @enum {string}
             */
            type: "text" | "select" | "checkbox";
            /** @description Whether the visitor must answer before reading. */
            required: boolean;
            /** @description The choices of a `select` field (1-50); an empty array for `text` and `checkbox` fields. */
            options: string[];
        };
        /**
         * @description A question to ask visitors before they read. A `select` field needs `options` (400 without them); `options`
         *     sent with a `text` or `checkbox` field are a 400 as well. When `id` is omitted it is generated from the label
         *     (lowercased, every run of other characters turned into `_`, cut to 40 characters, and suffixed `_2`, `_3`, …
         *     when it would repeat another field's id); two fields given the same explicit `id` are a 400. Options must be
         *     distinct within a field (400 otherwise).
         */
        CaptureFieldInput: {
            /** @description Key the answers come back under; keep it stable to keep answers comparable across edits. */
            id?: string;
            label: string;
            /**
             * @default text
             * @enum {string}
             */
            type: "text" | "select" | "checkbox";
            /** @default false */
            required: boolean;
            /** @description Choices of a `select` field, shown in this order. */
            options?: string[];
        };
        /** @description The API catalogue, answered at the root of the base URL. */
        Catalog: {
            /**
             * @description The API version (the OpenAPI document's info.version).
             * @example 1.0.0
             */
            version: string;
            /** @description The scopes of the key that made the request. */
            scopes: components["schemas"]["Scope"][];
            allScopes: components["schemas"]["Scope"][];
            rateLimit: {
                /** @example 120 */
                perMinute: number;
            };
            /**
             * Format: uri
             * @description Origin share-link URLs are built on (`{linkOrigin}/v/{slug}`); the account's verified custom domain when it has one, else `LINK_ORIGIN`, which defaults to `PUBLIC_URL`.
             * @example http://localhost:8080
             */
            linkOrigin: string;
            /**
             * Format: uri
             * @example http://localhost:8080/api/v1
             */
            baseUrl: string;
            pagination: {
                /** @constant */
                style: "cursor";
                /** @constant */
                limitParam: "limit";
                /** @constant */
                cursorParam: "cursor";
                /** @example 50 */
                defaultLimit: number;
                /** @example 100 */
                maxLimit: number;
            };
            /**
             * Format: uri
             * @description Human documentation of the API.
             */
            documentation: string;
            /**
             * Format: uri
             * @description Address of the OpenAPI document (GET /openapi.json).
             */
            openapi: string;
            /** @description The resource groups (one per tag), with the path they live under. */
            resources: {
                /** @example Documents */
                name: string;
                description: string;
                /** @example /documents */
                path: string;
            }[];
            webhookEvents: components["schemas"]["EventDescription"][];
            /** @description Present with include=endpoints; every operation, grouped by resource. */
            groups?: {
                name: string;
                endpoints: {
                    operationId: string;
                    /** @enum {string} */
                    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
                    /** @example /documents/{id} */
                    path: string;
                    summary: string;
                    /** @description The scope the operation needs; null where any valid key (or none) will do. */
                    scope: string | null;
                    /**
                     * @description The credential the operation takes: `key` an API key (with `scope`); the public operations'
                     *     `signingToken` (the `{token}` path segment), `visitToken` (`x-visit-token`) or `requestToken`
                     *     (`x-request-token`, optional); `none` for `GET /openapi.json` and starting a visit.
                     * @enum {string}
                     */
                    auth: "key" | "signingToken" | "visitToken" | "requestToken" | "none";
                }[];
            }[];
        };
        /**
         * @description The certificate of evidence for an envelope: who was asked to sign and what they did, their consent to sign
         *     electronically, how they authenticated, the envelope's audit trail, and the integrity digests. The digests
         *     are recomputed when the certificate is generated and reported as `documentHashVerified` and
         *     `completionHashVerified`. Available in every envelope status; while the envelope is not `completed` it
         *     reports the evidence so far (`completionHash` and `completionHashVerified` null). Recipients' addresses
         *     appear; signing links and access codes never do.
         */
        Certificate: {
            /** @example env_7h2k9d4m1x */
            envelopeId: string;
            /** @example doc_2b8n5k3v9q */
            documentId: string;
            /** @example Mutual NDA */
            title: string;
            /** @enum {string} */
            status: "sent" | "completed" | "declined" | "voided" | "expired";
            /** @description Lowercase hex SHA-256 of the snapshot sent for signature, as recorded at send time. */
            contentHash: string;
            /** @description Lowercase hex SHA-256 of the executed PDF as archived at completion; null unless completed. */
            completionHash: string | null;
            /** @description True when the stored snapshot, hashed again now, still matches `contentHash`. */
            documentHashVerified: boolean;
            /** @description True when the archived executed PDF, hashed again now, still matches `completionHash`; null while the envelope is not completed. */
            completionHashVerified: boolean | null;
            /** @description Every recipient on the envelope in routing order, viewers and reassigned originals (status `delegated`) included. */
            signers: {
                /** @example rcp_4m8q2x7k1d */
                recipientId: string;
                name: string;
                /** Format: email */
                email: string;
                /** @enum {string} */
                role: "signer" | "viewer";
                /** @enum {string} */
                status: "waiting" | "sent" | "viewed" | "signed" | "declined" | "delegated";
                /** Format: date-time */
                signedAt: string | null;
                /**
                 * @description Address the recipient signed (or declined) from; null if they did neither.
                 * @example 203.0.113.7
                 */
                ipAddress: string | null;
                /** @description Browser user agent at signing (or declining); null if they did neither. */
                userAgent: string | null;
                /** @enum {string} */
                authMethod: "email" | "email+access_code";
                /**
                 * Format: date-time
                 * @description When the access code was passed; null for `email` recipients or until passed.
                 */
                authenticatedAt: string | null;
                /**
                 * @description An extension of this API (the reference asks for a digest of each signer's signature image and the
                 *     certificate had no field for it): lowercase hex SHA-256 of the signature as stored when they signed,
                 *     the PNG bytes of a drawn signature or the UTF-8 text of a typed one; null for anyone who has not signed.
                 */
                signatureSha256: string | null;
            }[];
            /** @description Each consent to sign electronically, oldest first. A withdrawn consent keeps its record with `withdrawnAt` set; a later acceptance is a new record. */
            consents: {
                /** @example rcp_4m8q2x7k1d */
                recipientId: string;
                /** Format: email */
                email: string;
                /** Format: date-time */
                acceptedAt: string;
                /** Format: date-time */
                withdrawnAt: string | null;
                /** @description The exact electronic-records disclosure the recipient accepted. */
                disclosureText: string;
                /**
                 * @description Version label of that disclosure.
                 * @example 2024-01
                 */
                disclosureVersion: string;
                /** @example 203.0.113.7 */
                ipAddress: string | null;
                userAgent: string | null;
            }[];
            /** @description The envelope's audit trail, oldest first (the same rows `GET /audit?envelopeId=` returns, newest first). */
            events: {
                /**
                 * @description An audit type (see `GET /audit/types`), e.g. `envelope.sent`, `recipient.signed`.
                 * @example recipient.signed
                 */
                type: string;
                /** @example Ada Lovelace signed */
                description: string;
                /**
                 * Format: email
                 * @description Who acted (the sender or a recipient); null for system actions such as expiry.
                 */
                actorEmail: string | null;
                /** @example 203.0.113.7 */
                ipAddress: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
            /**
             * Format: date-time
             * @description When this certificate was generated (digests were recomputed then).
             */
            generatedAt: string;
        };
        /**
         * @description A comment on a document. Threads are one level deep: a thread opener has `parentId: null`; a reply's
         *     `parentId` is the opener's id. Only openers can be resolved; a reply's `resolved` mirrors its thread's.
         */
        Comment: {
            /** @example cmt_4q8z2m7k1x */
            id: string;
            /** @example doc_9f3k2m8q1z */
            documentId: string;
            /**
             * @description Id of the comment that opened the thread, for a reply; null for a thread opener.
             * @example null
             */
            parentId: string | null;
            /**
             * @description Display name of the account that wrote the comment.
             * @example Ada Lovelace
             */
            authorName: string;
            /**
             * Format: email
             * @description Address of the account that wrote the comment, or null when it has none. A comment made through the API is
             *     written by the workspace's account (its name and email); only comments of this account can have their body
             *     edited or be deleted through the API (403 for others').
             * @example ada@example.com
             */
            authorEmail: string | null;
            /**
             * @description The comment text, as written (including any `@name` mentions).
             * @example @Grace can we cap liability at twelve months of fees here?
             */
            body: string;
            /**
             * @description The passage of the document the comment is anchored to, copied when the comment was written, or null. It is not updated when the body later changes.
             * @example The Supplier's total liability shall not exceed the fees paid.
             */
            quote: string | null;
            /**
             * @description For a thread opener, whether the thread is resolved (`PATCH resolved`). A reply cannot be resolved on
             *     its own; its value is its thread's, so filtering by `resolved` returns whole threads.
             */
            resolved: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        CommentCreate: {
            /**
             * @description The comment text (1-10,000 characters, not only whitespace). `@name` mentions are matched,
             *     case-insensitively, against the workspace's members and the document's recipients; each match is
             *     emailed. A mention that matches nobody stays plain text and is not an error.
             */
            body: string;
            /**
             * @description Id of a thread opener on this document, to reply to it; omitted or null opens a new thread. A comment on
             *     another document, an unknown id, or a reply (threads are one level deep) answers 422.
             */
            parentId?: string | null;
            /** @description The passage of the document the comment refers to (up to 2,000 characters). Stored as given; it is not checked against the current body. Omitted, null or empty reads back as null. */
            quote?: string | null;
        };
        CommentUpdate: {
            /** @description Resolve (true) or reopen (false) the thread. Only on a thread opener; on a reply answers 422. Anyone with `documents:write` may resolve any thread. */
            resolved?: boolean;
            /** @description Replaces the text. Only on a comment this account wrote; otherwise 403 and nothing changes (`resolved` included). Mentions in an edited body are not emailed again. */
            body?: string;
        };
        /** @description Data of `consent.accepted`. */
        ConsentAcceptedEventData: {
            /** @description The envelope, compact. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The signer. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
            /** @description The consent record; `withdrawnAt` is null. */
            consent: {
                /**
                 * Format: date-time
                 * @description When the signer agreed to sign electronically.
                 */
                acceptedAt: string;
                /**
                 * Format: date-time
                 * @description When the signer withdrew that consent; null unless withdrawn.
                 */
                withdrawnAt: string | null;
                /**
                 * @description Address the consent was given (or withdrawn) from.
                 * @example 203.0.113.7
                 */
                ipAddress: string | null;
                /** @description Browser user agent at that moment. */
                userAgent: string | null;
            };
        };
        /** @description Data of `consent.withdrawn`. */
        ConsentWithdrawnEventData: {
            /** @description The envelope, compact. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The signer. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
            /** @description The consent record, with `withdrawnAt` set; `ipAddress` and `userAgent` are those of the withdrawal. */
            consent: {
                /**
                 * Format: date-time
                 * @description When the signer agreed to sign electronically.
                 */
                acceptedAt: string;
                /**
                 * Format: date-time
                 * @description When the signer withdrew that consent; null unless withdrawn.
                 */
                withdrawnAt: string | null;
                /**
                 * @description Address the consent was given (or withdrawn) from.
                 * @example 203.0.113.7
                 */
                ipAddress: string | null;
                /** @description Browser user agent at that moment. */
                userAgent: string | null;
            };
        };
        /**
         * @description The consumer disclosure a signer is shown before agreeing to sign electronically, as the ESIGN Act requires
         *     (§101(c), 15 U.S.C. §7001(c)). The exact `text` and its `version` are recorded with each consent and printed
         *     on the certificate (`consents[].disclosureText`, `disclosureVersion`).
         */
        ConsumerDisclosure: {
            /**
             * @description Version label of the disclosure text; it changes whenever the wording does.
             * @example 2025-01
             */
            version: string;
            /**
             * @description Plain text, paragraphs separated by a blank line, naming the sender. It states, in this order: that the
             *     signer agrees to receive, review and sign this envelope's records electronically; the hardware and
             *     software needed to open and keep them (a current web browser, a PDF reader, an email account, and storage
             *     or a printer to keep copies); the right to have a paper copy and how to ask the sender for one (at no
             *     charge unless the sender says otherwise); the right to withdraw consent at any time before signing, how
             *     (the withdraw control on the signing page, `DELETE /public/signing/{token}/consent`) and its consequence
             *     (the envelope can no longer be signed electronically by this signer until consent is given again); and
             *     how to give the sender new contact details.
             * @example Grace Hopper (grace@example.com) asks you to review and sign "Mutual NDA" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.
             *
             *     You need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.
             *
             *     You may ask Grace Hopper for a paper copy of any record at any time, at no charge.
             *
             *     You may withdraw this consent at any time before you sign by choosing "Withdraw consent" on the signing page. You will then not be able to sign electronically until you agree again.
             *
             *     To change the email address records are sent to, write to grace@example.com.
             */
            text: string;
        };
        /**
         * @description One event's delivery to one endpoint, across all its attempts. Delivery is at least once: an attempt is a
         *     signed POST with an 8-second limit; a 2xx delivers, a 4xx other than 429 is a refusal (failed, not retried),
         *     and anything else (5xx, 429, a 3xx, which is never followed, a timeout, a refused address) is retried, up to
         *     3 attempts, after 5 and then 30 seconds by default (`DOSSIER_WEBHOOK_RETRY_MS`). If an instance dies
         *     mid-attempt the attempt is made again by another, with the same event id.
         */
        Delivery: {
            /** @example dlv_8x2k4m9q1z */
            id: string;
            endpointId: string;
            /** @description The event id, identical on every attempt and in the `x-dossier-event-id` header, so receivers can de-duplicate. */
            eventId: string;
            event: components["schemas"]["EventName"];
            /**
             * @description pending while attempts remain; delivered on a 2xx; failed after the last attempt or on a refusal (a 4xx other than 429).
             * @enum {string}
             */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            responseStatus: number | null;
            /** @description Why the last attempt failed (timeout, refused address, status), or null. */
            error: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description With `include=payload`, the body sent; left out for an event the reading key may not read (the table of `POST /hooks`). */
            payload?: components["schemas"]["WebhookPayload"];
        };
        /**
         * @description The body of an authored document as a JSON tree (ProseMirror style): a `doc` node holding block nodes, block
         *     nodes holding inline nodes, inline text carrying marks. Every node is an object with a `type`; nodes and
         *     `attrs` objects accept only the properties listed here.
         *
         *     Submitted JSON is checked before anything is stored: a node of an unknown `type`, an unknown property or an
         *     attribute out of range answers 400 with `details.fields` naming the exact path (for example
         *     `body.content.content[3].content[0].type`). The serialized tree may be at most 1,000,000 characters
         *     (400 beyond that). The server stores the tree in canonical form: empty text nodes and empty marks are removed,
         *     a missing heading `id` or signature-field `id` is generated, and an empty `content` list becomes one empty
         *     paragraph. When Markdown or HTML is converted to this tree, whatever it cannot hold (images, embedded media,
         *     unsupported elements) is dropped and each loss is reported as a sentence in the response's `warnings`.
         * @example {
         *       "type": "doc",
         *       "content": [
         *         {
         *           "type": "heading",
         *           "attrs": {
         *             "level": 1
         *           },
         *           "content": [
         *             {
         *               "type": "text",
         *               "text": "Mutual Non-Disclosure Agreement"
         *             }
         *           ]
         *         },
         *         {
         *           "type": "paragraph",
         *           "content": [
         *             {
         *               "type": "text",
         *               "text": "This agreement is made between "
         *             },
         *             {
         *               "type": "text",
         *               "text": "Acme Ltd",
         *               "marks": [
         *                 {
         *                   "type": "bold"
         *                 }
         *               ]
         *             },
         *             {
         *               "type": "text",
         *               "text": " and Globex Inc."
         *             }
         *           ]
         *         },
         *         {
         *           "type": "signatureField",
         *           "attrs": {
         *             "id": "fld_9c2m4x7k1q",
         *             "recipientId": "rcp_2m8x4k1q9z",
         *             "fieldType": "signature",
         *             "label": "Signature",
         *             "required": true
         *           }
         *         }
         *       ]
         *     }
         */
        DocContent: {
            /** @constant */
            type: "doc";
            /** @description The blocks of the document, top to bottom. */
            content: components["schemas"]["DocNodeBlock"][];
        };
        /** @description Formatting on a text run, told apart by its `type`. */
        DocMark: {
            /** @enum {string} */
            type: "bold" | "italic" | "underline" | "strike" | "code" | "subscript" | "superscript";
        } | components["schemas"]["DocMarkLink"];
        /** @description A hyperlink on a text run. */
        DocMarkLink: {
            /** @constant */
            type: "link";
            attrs: {
                /**
                 * @description An `http`, `https` or `mailto` address; other schemes (javascript, data, file and so on) answer 400, and are dropped with a warning when converting Markdown or HTML.
                 * @example https://example.com/terms
                 */
                href: string;
                /** @description Tooltip text, or null. */
                title?: string | null;
            };
        };
        /** @description A block-level node of the document tree, told apart by its `type`. */
        DocNodeBlock: components["schemas"]["DocNodeHeading"] | components["schemas"]["DocNodeParagraph"] | components["schemas"]["DocNodeBulletList"] | components["schemas"]["DocNodeOrderedList"] | components["schemas"]["DocNodeBlockquote"] | components["schemas"]["DocNodeCodeBlock"] | components["schemas"]["DocNodeHorizontalRule"] | components["schemas"]["DocNodeTable"] | components["schemas"]["DocNodeMathBlock"] | components["schemas"]["DocNodeSignatureField"];
        /** @description A block quotation holding other blocks. */
        DocNodeBlockquote: {
            /** @constant */
            type: "blockquote";
            content: components["schemas"]["DocNodeBlock"][];
        };
        /** @description An unordered (bulleted) list. */
        DocNodeBulletList: {
            /** @constant */
            type: "bulletList";
            content: components["schemas"]["DocNodeListItem"][];
        };
        /** @description Preformatted code. Its text nodes carry no marks (marks sent inside a code block are dropped). */
        DocNodeCodeBlock: {
            /** @constant */
            type: "codeBlock";
            attrs?: {
                /**
                 * @description Language of the code (the info string of a Markdown code fence), or null.
                 * @example json
                 */
                language?: string | null;
            };
            /** @description The code as text; line breaks are newline characters inside the text. */
            content?: components["schemas"]["DocNodeText"][];
        };
        /** @description A line break inside a paragraph or heading. */
        DocNodeHardBreak: {
            /** @constant */
            type: "hardBreak";
        };
        /** @description A heading. Headings divide the document into the sections that reading analytics measure. */
        DocNodeHeading: {
            /** @constant */
            type: "heading";
            attrs: {
                level: number;
                /**
                 * @description Anchor id of the heading, unique within the document; generated from the text when omitted and always present when read back.
                 * @example confidential-information
                 */
                id?: string;
            };
            /** @description Inline content; omitted or empty for an empty heading. */
            content?: components["schemas"]["DocNodeInline"][];
        };
        /** @description A horizontal rule (thematic break). */
        DocNodeHorizontalRule: {
            /** @constant */
            type: "horizontalRule";
        };
        /** @description An inline node of the document tree (inside a heading, paragraph or table cell paragraph), told apart by its `type`. */
        DocNodeInline: components["schemas"]["DocNodeText"] | components["schemas"]["DocNodeMathInline"] | components["schemas"]["DocNodeHardBreak"] | components["schemas"]["DocNodeSignatureField"];
        /** @description One item of a bullet or ordered list. Its first block is a paragraph; further blocks (including nested lists) may follow. */
        DocNodeListItem: {
            /** @constant */
            type: "listItem";
            content: components["schemas"]["DocNodeBlock"][];
        };
        /** @description Display mathematics (`$$..$$` in Markdown), written in LaTeX. */
        DocNodeMathBlock: {
            /** @constant */
            type: "mathBlock";
            attrs: {
                /**
                 * @description The LaTeX source, without the `$$` delimiters.
                 * @example E = mc^2
                 */
                latex: string;
            };
        };
        /** @description Inline mathematics (`$..$` in Markdown), written in LaTeX. */
        DocNodeMathInline: {
            /** @constant */
            type: "mathInline";
            attrs: {
                /**
                 * @description The LaTeX source, without the `$` delimiters.
                 * @example \alpha + \beta
                 */
                latex: string;
            };
        };
        /** @description An ordered (numbered) list. */
        DocNodeOrderedList: {
            /** @constant */
            type: "orderedList";
            attrs?: {
                /**
                 * @description Number of the first item.
                 * @default 1
                 */
                start: number;
            };
            content: components["schemas"]["DocNodeListItem"][];
        };
        /** @description A paragraph of inline content. */
        DocNodeParagraph: {
            /** @constant */
            type: "paragraph";
            /** @description Inline content; omitted or empty for an empty paragraph. */
            content?: components["schemas"]["DocNodeInline"][];
        };
        /**
         * @description A place a recipient fills in when signing; usable as a block or inline. Fields are bound to a recipient of
         *     the document by `recipientId`. A field that is unbound, or bound to an id that is no longer a recipient, is kept,
         *     but `POST /envelopes` refuses the document (422) until it is bound to a current signer. `POST
         *     /documents/{id}/signature-blocks` appends a name, signature and date block already bound.
         */
        DocNodeSignatureField: {
            /** @constant */
            type: "signatureField";
            attrs: {
                /**
                 * @description Field id, unique within the document; generated when omitted and always present when read back.
                 * @example fld_9c2m4x7k1q
                 */
                id?: string;
                /**
                 * @description The recipient who fills the field, or null while unassigned.
                 * @example rcp_2m8x4k1q9z
                 */
                recipientId?: string | null;
                /**
                 * @description What the recipient supplies: `signature` a drawn, typed or uploaded signature; `initials`; `name` their
                 *     name (prefilled); `date` the signing date (filled automatically); `text` free text; `checkbox` a tick;
                 *     `attachment` a file they upload (listed afterwards under the envelope's attachments).
                 * @enum {string}
                 */
                fieldType: "signature" | "initials" | "name" | "date" | "text" | "checkbox" | "attachment";
                /**
                 * @description Caption shown next to the field, or null.
                 * @example Signature
                 */
                label?: string | null;
                /**
                 * @description Whether the recipient must fill the field before finishing.
                 * @default true
                 */
                required: boolean;
            };
        };
        /** @description A table (GFM pipe tables in Markdown become tables whose first row holds header cells). */
        DocNodeTable: {
            /** @constant */
            type: "table";
            content: components["schemas"]["DocNodeTableRow"][];
        };
        /** @description A data cell of a table. Cells hold paragraphs. */
        DocNodeTableCell: {
            /** @constant */
            type: "tableCell";
            attrs?: components["schemas"]["DocumentTableCellAttrs"];
            content: components["schemas"]["DocNodeParagraph"][];
        };
        /** @description A header cell of a table. Cells hold paragraphs. */
        DocNodeTableHeader: {
            /** @constant */
            type: "tableHeader";
            attrs?: components["schemas"]["DocumentTableCellAttrs"];
            content: components["schemas"]["DocNodeParagraph"][];
        };
        /** @description One row of a table. */
        DocNodeTableRow: {
            /** @constant */
            type: "tableRow";
            content: (components["schemas"]["DocNodeTableHeader"] | components["schemas"]["DocNodeTableCell"])[];
        };
        /** @description A run of text with the same formatting. */
        DocNodeText: {
            /** @constant */
            type: "text";
            /** @example Confidential Information */
            text: string;
            /** @description Formatting applied to the run; each mark type at most once. */
            marks?: components["schemas"]["DocMark"][];
        };
        /**
         * @description A document in list form. `kind` says how it was made: `xdoc` authored from Markdown, HTML or document JSON;
         *     `pdf` an uploaded PDF; `file` a shared file of another type uploaded in the app. `status` is `locked` while an
         *     envelope holds the document out for signature (`activeEnvelopeId` names it) and `draft` otherwise; a signed
         *     contract is `draft` again, and `lastEnvelope` says it was completed.
         */
        Document: {
            /** @example doc_7f3k2m9x1q */
            id: string;
            /** @example Mutual NDA - Acme and Globex */
            title: string;
            /**
             * @description `xdoc` authored (has a `type: doc` body), `pdf` uploaded PDF, `file` shared file of another type (uploaded in the app).
             * @enum {string}
             */
            kind: "xdoc" | "pdf" | "file";
            /**
             * @description `locked` while out for signature (body, recipients and file cannot change); back to `draft` when the envelope is voided.
             * @enum {string}
             */
            status: "draft" | "locked";
            /** @description Pages of the uploaded PDF, or of the PDF rendering of an authored document; 0 for a shared file that is not paginated. */
            pageCount: number;
            /**
             * @description The envelope currently holding the document out for signature, or null.
             * @example null
             */
            activeEnvelopeId: string | null;
            /**
             * @description An extension of this API (the reference's two `status` values cannot tell a signed contract from a fresh
             *     draft). The envelope most recently sent for this document, as it stands at the moment of the read (its
             *     status is read with the document, so it is never behind `GET /envelopes/{id}`), or null when the document
             *     was never sent. An envelope that ends without completing (voided, declined, expired) stays here until the
             *     next send.
             * @example null
             */
            lastEnvelope: {
                /** @example env_4h8k2m1q9z */
                id: string;
                /**
                 * @description The envelope's status (as `GET /envelopes/{id}` answers it).
                 * @enum {string}
                 */
                status: "sent" | "completed" | "declined" | "voided" | "expired";
                /**
                 * Format: date-time
                 * @description When every signer had signed and the executed PDF was sealed, or null.
                 */
                completedAt: string | null;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last edit (title, body, recipients, file or filing). Lists of documents are ordered by it, newest first.
             */
            updatedAt: string;
        };
        /**
         * @description Per-section attention analytics for one document, over every counted visit to it, including visits that arrived
         *     through a data room (narrowed to one link with `shareLinkId`).
         */
        DocumentAnalytics: {
            /** @example doc_9f3k2m7x1p */
            documentId: string;
            /** @example Series A deck */
            title: string;
            /**
             * @description xdoc (authored), pdf (uploaded), file (shared file of another type).
             * @enum {string}
             */
            kind: "xdoc" | "pdf" | "file";
            /**
             * @description What one entry of `sections` is; `section` (heading-delimited) for an authored document, `page` for a PDF or other uploaded file.
             * @enum {string}
             */
            unit: "section" | "page";
            /**
             * @description Counted visits (every gate cleared) that opened the document: visits through a link to it, and visits
             *     through a room link that recorded attention on it (a room visit is known to have opened a document once
             *     the viewer reported time on it).
             * @example 38
             */
            views: number;
            /**
             * @description Visits that saw any section of the document (attention time above zero); the base of `reachedPct`. At most `views`.
             * @example 35
             */
            measuredViews: number;
            /**
             * @description The document's reading time over all visits, in milliseconds: wall-clock attention, the one definition
             *     every figure of reading time uses. Each heartbeat on the document adds the largest time it credits to any
             *     one section (sections on screen side by side share the same seconds), exactly what it adds to the visit's
             *     `totalMs`; so a visit through a link to the document reads its own `totalMs` here, and a room visit the
             *     part of its `totalMs` spent on this document (as the CSV export's row for that document says). Three
             *     heartbeats of 2,000 ms over three sections read 6,000, not 18,000. The sections' own `totalMs` (each
             *     section's time on screen) can therefore add up to more than this. Exact at any number of visits.
             * @example 5120000
             */
            totalMs: number;
            /** @description One entry per section (or page), in document order, including sections nobody reached. */
            sections: components["schemas"]["DocumentAnalyticsSection"][];
        };
        /**
         * @description Attention on one section (or page) of a document across the measured visits. `seen`, `readers`, `reached` and
         *     `stoppedHere` count visits.
         */
        DocumentAnalyticsSection: {
            /**
             * @description Zero-based position of the section in the document (for a PDF, the page number minus one).
             * @example 2
             */
            index: number;
            /**
             * @description The section's heading text; null for a PDF page or a section before the first heading.
             * @example Financial projections
             */
            heading: string | null;
            /**
             * @description Words in the section (0 for a page with no readable text layer).
             * @example 420
             */
            words: number;
            /**
             * @description Visits that saw the section (attention time on it above zero).
             * @example 31
             */
            seen: number;
            /**
             * @description Visits that read it rather than scrolled past: their time on it reached the time it takes at 600 words a
             *     minute, and at least 2 seconds (`visibleMs >= max(2000, words × 100)`). At most `seen`.
             * @example 22
             */
            readers: number;
            /**
             * @description Attention time on the section (`visibleMs`) summed over all visits, in milliseconds.
             * @example 1302000
             */
            totalMs: number;
            /**
             * @description Median attention time among the visits that saw it, in milliseconds, rounded to the nearest millisecond (for
             *     an even number of visits, the mean of the two middle times); 0 when nobody saw it.
             * @example 38000
             */
            medianMs: number;
            /**
             * @description The section's pace: `medianMs × 100 / words`, to one decimal; null when the section has no words.
             * @example 9047.6
             */
            msPerHundredWords: number | null;
            /**
             * @description Reading pace on this section against the document's own median pace, to two decimals: the section's
             *     `msPerHundredWords` divided by the median `msPerHundredWords` of the sections somebody saw. 1 is typical;
             *     above 1 readers slowed down (dense or contentious), below 1 they skimmed. A section without words compares
             *     its `medianMs` with the median `medianMs` of the seen sections without words. 0 when nobody saw the section.
             * @example 1.35
             */
            friction: number;
            /**
             * @description Visits whose furthest section (the highest-numbered section they saw) is this one; on the last section, the visits that got to the end.
             * @example 4
             */
            stoppedHere: number;
            /**
             * @description Visits whose furthest section is this one or a later one (whether or not they saw this one on the way).
             * @example 33
             */
            reached: number;
            /**
             * @description `reached` as a percentage of `measuredViews`, 0-100, to one decimal; 0 when nothing was measured.
             * @example 86.8
             */
            reachedPct: number;
        };
        /**
         * @description Creates an authored document (`kind` xdoc). The body is given as exactly one of `markdown`, `html` or `content`,
         *     or comes from `templateId`; none of them makes an empty document (one empty paragraph). More than one body, or a
         *     template together with a body, answers 400. `title` is required unless `templateId` is given (400 otherwise).
         *     Markdown and HTML are converted to the document tree; anything the tree cannot hold is dropped and reported in
         *     the response's `warnings`.
         */
        DocumentCreate: {
            /**
             * @description Required unless `templateId` is given; then it defaults to the template's name.
             * @example Mutual NDA - Acme and Globex
             */
            title?: string;
            /**
             * @description Markdown body (up to 500,000 characters). Read: headings, bullet and ordered lists, block quotes, code fences,
             *     horizontal rules, GFM pipe tables, and `$..$` inline / `$$..$$` display mathematics. Images are not read
             *     (dropped, with a warning).
             */
            markdown?: string;
            /** @description HTML body (up to 1,000,000 characters), converted to the document tree; scripts, styles, images and unsupported elements are dropped with a warning. */
            html?: string;
            content?: components["schemas"]["DocContent"];
            /**
             * @description Make the document from this template (its body, fixed at save time, and its recipient slots). Cannot be combined with a body. An unknown template answers 404.
             * @example tpl_5q1z8x3k7m
             */
            templateId?: string;
            /** @description The signing list (up to 30). With `templateId`, the entries fill the template's slots in order. */
            recipients?: components["schemas"]["DocumentRecipientCreate"][];
            /** @description Workspace folder to file the document in; null or omitted for the top level. A folder outside this workspace answers 422. */
            folderId?: string | null;
        };
        /** @description Data of `document.created`. */
        DocumentCreatedEventData: {
            /** @description The new document, in list form. */
            document: components["schemas"]["Document"];
        };
        /**
         * @description The single-document form: the list form plus filing, trash state, the signing list, the stored file and, only
         *     when requested with `include=content`, the body.
         */
        DocumentDetail: components["schemas"]["Document"] & {
            /**
             * @description Workspace folder the document is filed in, or null at the top level.
             * @example null
             */
            folderId: string | null;
            /** @description Whether the document is kept in the workspace library (filter lists with `inLibrary`). */
            inLibrary: boolean;
            /**
             * Format: date-time
             * @description When the document was moved to the trash, or null while it is live. A trashed document can be restored with `POST /documents/{id}/restore`.
             * @example null
             */
            deletedAt: string | null;
            /** @description The signing list, in routing order. */
            recipients: components["schemas"]["DocumentRecipient"][];
            /** @description The sections of an authored body, split at its headings; empty for an uploaded PDF or shared file. */
            sections: components["schemas"]["DocumentSection"][];
            /** @description The stored file of an uploaded PDF or shared file; null for an authored document. */
            source: components["schemas"]["DocumentSource"] | null;
            /**
             * @description Present only when requested with `include=content`. The authored body in canonical form (signature
             *     field ids and heading ids filled in); null for an uploaded PDF or shared file, whose bytes are read
             *     with `GET /documents/{id}/file`.
             */
            content?: components["schemas"]["DocContent"] | null;
        };
        /** @description Data of `document.edited`. */
        DocumentEditedEventData: {
            /** @description The document after the edit, in list form. */
            document: components["schemas"]["Document"];
            /**
             * @description The version snapshot that holds the body as it was before this edit (see `GET /documents/{id}/versions/{versionId}`), or null when no snapshot was taken.
             * @example ver_1a9s8d7f6g
             */
            previousVersionId: string | null;
        };
        /**
         * @description A field placed on an uploaded PDF and bound to one of the document's recipients (an extension of this API:
         *     the reference counts field placements on PDFs but gives no way to make them). Position and size are in PDF
         *     points, `x` and `y` the top-left corner measured from the top-left corner of the displayed page (crop box,
         *     rotation applied), `y` growing downwards. Authored documents keep their fields as `signatureField` nodes in
         *     the body instead. When the document is sent, each placement becomes one of the envelope's fields, with the
         *     same id and type.
         */
        DocumentField: {
            /**
             * @description Field id, unique within the document; kept across `PUT` when sent back.
             * @example fld_3k8m1x6q2z
             */
            id: string;
            /**
             * @description The document recipient (a `signer`) who fills the field.
             * @example rcp_4m8q2x7k1d
             */
            recipientId: string;
            /**
             * @description The same field types as `EnvelopeField` and the body's `signatureField` node.
             * @enum {string}
             */
            type: "signature" | "initials" | "name" | "date" | "text" | "checkbox" | "attachment";
            /**
             * @description One-based page number; at most the document's `pageCount`.
             * @example 3
             */
            page: number;
            /** @example 72 */
            x: number;
            /** @example 640 */
            y: number;
            /** @example 180 */
            width: number;
            /** @example 36 */
            height: number;
            /** @description Whether the recipient must fill the field before finishing. */
            required: boolean;
            /**
             * @description Caption shown to the signer, or null.
             * @example Signature
             */
            label: string | null;
        };
        /** @description One field placement of `PUT /documents/{id}/fields` (an extension of this API). Positions and sizes in PDF points from the page's top-left corner. */
        DocumentFieldInput: {
            /**
             * @description Send back the id of a current placement to keep it (so references to it stay valid); omit it for a new placement, which gets a generated id. An id that is not one of this document's current placements, or one given twice, is a 422.
             * @example fld_3k8m1x6q2z
             */
            id?: string;
            /**
             * @description A recipient of this document with role `signer` (422 for anyone else, a viewer included).
             * @example rcp_4m8q2x7k1d
             */
            recipientId: string;
            /** @enum {string} */
            type: "signature" | "initials" | "name" | "date" | "text" | "checkbox" | "attachment";
            /** @description One-based page number; a page the file does not have is a 422. */
            page: number;
            x: number;
            y: number;
            width: number;
            height: number;
            /** @default true */
            required: boolean;
            /** @default null */
            label: string | null;
        };
        /** @description An extension of this API. Every field placement the uploaded PDF should have; they replace the current ones. An empty list removes them all. */
        DocumentFieldsReplace: {
            fields: components["schemas"]["DocumentFieldInput"][];
        };
        /** @description The outcome of replacing an uploaded PDF's file. The document keeps its id and its links; the outgoing file became the version `previousVersionId`. */
        DocumentFileReplaced: {
            /** @example doc_7f3k2m9x1q */
            documentId: string;
            /**
             * @description The automatic version that now holds the outgoing file.
             * @example ver_3x9k2m7q1z
             */
            previousVersionId: string;
            /** @description Pages of the new file. */
            pageCount: number;
            /** @description Pages of the outgoing file. */
            previousPageCount: number;
            /** @description Whether the new file has readable text; false means a scan that cannot be searched. */
            hasTextLayer: boolean;
            /** @description Field placements removed because they were on pages the new file no longer has. */
            droppedFields: number;
        };
        /**
         * @description A person on the document's signing list. The access code, when one is set, is never returned; `hasAccessCode`
         *     reports it.
         */
        DocumentRecipient: {
            /** @example rcp_2m8x4k1q9z */
            id: string;
            /**
             * @description Display name, or null while none has been given (POST /envelopes refuses a document with a recipient missing a name or address).
             * @example Dana Whitfield
             */
            name: string | null;
            /**
             * Format: email
             * @description Address the signing email goes to, or null for a template slot that no recipient filled when the document was made from a template (it must be given before the document can be sent).
             * @example dana@globex.example
             */
            email: string | null;
            /**
             * @description `signer` signs the fields bound to them; `viewer` receives the document and the executed copy but signs nothing.
             * @enum {string}
             */
            role: "signer" | "viewer";
            /** @description Position in a sequential send; recipients sharing a number are asked at the same time. */
            routingOrder: number;
            /**
             * @description Highlight colour for this recipient's fields in the editor, `#RRGGBB`, assigned by the server.
             * @example #2F6FEB
             */
            color: string;
            /** @description True when the recipient must enter an access code before signing (the code itself is never returned). */
            hasAccessCode: boolean;
        };
        /**
         * @description A recipient given when a document is created. Ids are assigned by the server. When the document is made from a
         *     template, recipients fill the template's slots in order (keeping each slot's fields): a recipient that omits
         *     `role` or `routingOrder` keeps the slot's value; recipients beyond the template's slots are added as new
         *     recipients with nothing to sign.
         */
        DocumentRecipientCreate: {
            /** @example Dana Whitfield */
            name: string;
            /**
             * Format: email
             * @example dana@globex.example
             */
            email: string;
            /**
             * @description `signer` signs the fields bound to them; `viewer` signs nothing. When omitted: the template slot's role for a
             *     recipient filling a slot of `templateId`, otherwise `signer`. (No schema default: an omitted role must stay
             *     distinguishable from `signer` so a slot's role is kept.)
             * @enum {string}
             */
            role?: "signer" | "viewer";
            /**
             * @description Position in a sequential send. When omitted: the template slot's order for a recipient filling a slot of
             *     `templateId`, otherwise 1.
             */
            routingOrder?: number;
            /** @description Code the recipient must enter before signing, passed to them by you out of band. Write-only; reads back as `hasAccessCode`. */
            accessCode?: string;
        };
        /**
         * @description One entry of the recipient list sent with `PATCH /documents/{id}`; the list replaces the current one (up to 30).
         *     An entry that carries the `id` of a current recipient, or the unchanged address of one, edits that recipient in
         *     place and keeps the fields bound to them; an omitted `role`, `routingOrder` or `accessCode` then keeps its current
         *     value. An entry without `id` and with a new address is a new recipient (role default `signer`, routingOrder
         *     default 1) and has nothing to sign until fields are bound to them. A current recipient left out of the list is
         *     removed; fields bound to them stay in the body and make `POST /envelopes` refuse the document (422) until they
         *     are rebound or removed. An `id` that is not a recipient of this document answers 422.
         */
        DocumentRecipientInput: {
            /**
             * @description Id of the current recipient to edit in place.
             * @example rcp_2m8x4k1q9z
             */
            id?: string;
            /** @example Dana Whitfield */
            name: string;
            /**
             * Format: email
             * @example dana@globex.example
             */
            email: string;
            /**
             * @description `signer` signs the fields bound to them; `viewer` signs nothing. Default `signer` for a new recipient; kept when omitted for one edited in place.
             * @enum {string}
             */
            role?: "signer" | "viewer";
            /** @description Position in a sequential send. Default 1 for a new recipient; kept when omitted for one edited in place. */
            routingOrder?: number;
            /** @description Code the recipient must enter before signing. Write-only (reads back as `hasAccessCode`). Omitted keeps the current code of a recipient edited in place; null removes it. */
            accessCode?: string | null;
        };
        /** @description Data of `document.redacted`. */
        DocumentRedactedEventData: {
            /** @description The document after the redaction, in list form. */
            document: components["schemas"]["Document"];
            /**
             * @description The version that records the redacted body. Redaction is permanent; the removed text is not kept in any version.
             * @example ver_5h4j3k2l1z
             */
            versionId: string;
            /**
             * @description How many passages were removed.
             * @example 2
             */
            redactions: number;
        };
        /**
         * @description One section of an authored body. The body splits at every heading; a section runs from its heading to the
         *     next one. Text before the first heading forms an untitled first section. Reading analytics and the viewer
         *     measure attention per section.
         */
        DocumentSection: {
            /**
             * @description The heading's anchor id (`attrs.id`), or `intro` for the untitled first section.
             * @example confidential-information
             */
            id: string;
            /** @description Position of the section, from 0. */
            index: number;
            /**
             * @description The heading's text, or null for the untitled first section.
             * @example Confidential information
             */
            heading: string | null;
            /** @description The heading's level, or null for the untitled first section. */
            level: number | null;
            /** @description Words in the section, its heading included. */
            words: number;
        };
        /** @description The stored file behind an uploaded PDF (`kind` pdf) or shared file (`kind` file). No storage address is ever returned; download the bytes with `GET /documents/{id}/file`. */
        DocumentSource: {
            /**
             * @description File name as uploaded (from the multipart part, `x-filename`, or `document.pdf` when neither was given).
             * @example nda-signed-scan.pdf
             */
            filename: string;
            /**
             * @description Stored media type, sent back as `Content-Type` on download.
             * @example application/pdf
             */
            contentType: string;
            /**
             * @description Size of the stored file in bytes (uploaded PDFs are at most 25 MB, 26,214,400 bytes).
             * @example 482113
             */
            byteSize: number;
            /** @description False means a scan whose text cannot be read or searched (no text search, no section analytics). Always false for a shared file that is not a PDF. */
            hasTextLayer: boolean;
        };
        /** @description Span and alignment of a table cell; all optional. */
        DocumentTableCellAttrs: {
            /**
             * @description Columns the cell spans.
             * @default 1
             */
            colspan: number;
            /**
             * @description Rows the cell spans.
             * @default 1
             */
            rowspan: number;
            /**
             * @description Horizontal alignment of the cell's text (from a GFM delimiter row), or null for the default.
             * @enum {string|null}
             */
            align?: "left" | "center" | "right" | null;
        };
        /**
         * @description Changes a document; every field is optional and an omitted field is left as it is. `markdown`, `html` and
         *     `content` each replace the body of an authored document (send at most one; more than one answers 400); the old
         *     body is first snapshotted to version history, named by `versionLabel` when given. A new body or recipient list
         *     for a document out for signature answers 409, as does any change to a document in the trash; a body for an
         *     uploaded PDF or shared file answers 422 (replace its file with `POST /documents/{id}/file`).
         */
        DocumentUpdate: {
            /** @example Mutual NDA - Acme and Globex (v2) */
            title?: string;
            /** @description Replaces the body with this Markdown (same reading rules as on create; losses reported in `warnings`). */
            markdown?: string;
            /** @description Replaces the body with this HTML (losses reported in `warnings`). */
            html?: string;
            content?: components["schemas"]["DocContent"];
            /** @description Replaces the signing list (up to 30); see `DocumentRecipientInput` for how entries match current recipients. */
            recipients?: components["schemas"]["DocumentRecipientInput"][];
            /** @description Move to this workspace folder, or null for the top level. A folder outside this workspace answers 422. */
            folderId?: string | null;
            /** @description Add the document to (true) or take it out of (false) the workspace library. */
            inLibrary?: boolean;
            /** @description Names the version-history snapshot of the outgoing body. Only meaningful with `markdown`, `html` or `content`; sent without one it answers 400. */
            versionLabel?: string;
        };
        /**
         * @description A document sent for legally binding signature. Sending freezes a snapshot of the document (`contentHash` is
         *     its digest): later edits to the document cannot change what a signer is shown.
         *
         *     Status:
         *     - `sent`: out for signature (the document is `locked`, its `activeEnvelopeId` points here).
         *     - `completed`: every signer has signed; the executed PDF is archived and `completionHash` is set.
         *     - `declined`: one signer declined. A single decline ends the whole envelope: nobody else can sign, the
         *       document goes back to `draft`, the other outstanding recipients are told by email, and the only event
         *       is `recipient.declined` (no envelope-level event follows).
         *     - `voided`: the sender cancelled it (`voidedAt`, `voidReason`); the document goes back to `draft`.
         *     - `expired`: it passed `expiresAt` unsigned; the document goes back to `draft`.
         *
         *     `completed`, `declined`, `voided` and `expired` are ended states: nothing on the envelope changes again.
         */
        Envelope: {
            /** @example env_7h2k9d4m1x */
            id: string;
            /** @example doc_2b8n5k3v9q */
            documentId: string;
            /**
             * @description The document title, copied when the envelope was sent.
             * @example Mutual NDA
             */
            title: string;
            /**
             * @description Copied from the document. `xdoc` authored, `pdf` uploaded; a shared file of another type cannot be sent.
             * @enum {string}
             */
            kind: "xdoc" | "pdf";
            /** @description Pages of the frozen snapshot. */
            pageCount: number;
            /**
             * @description Email subject; defaults to a please-sign line with the title.
             * @example Please sign: Mutual NDA
             */
            subject: string;
            /** @description The sender's note in the signing email, or null. */
            message: string | null;
            /** @example Grace Hopper */
            senderName: string;
            /**
             * Format: email
             * @example grace@example.com
             */
            senderEmail: string;
            /**
             * @description See the schema description. One signer's decline moves the whole envelope to `declined`.
             * @enum {string}
             */
            status: "sent" | "completed" | "declined" | "voided" | "expired";
            /** @description True routes one routingOrder after another; false notified everybody at once. */
            sequential: boolean;
            /**
             * @description Lowercase hex SHA-256 of the frozen snapshot sent for signature.
             * @example 9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0
             */
            contentHash: string;
            /** @description Lowercase hex SHA-256 of the executed PDF; null until the envelope is `completed`. */
            completionHash: string | null;
            /**
             * Format: date-time
             * @description When the envelope expires if still unsigned; null for no expiry.
             */
            expiresAt: string | null;
            /** @description Automatic reminder cadence in days; null for no automatic reminders. */
            reminderEveryDays: number | null;
            /**
             * Format: date-time
             * @description When reminders last went out (automatic or `POST /envelopes/{id}/remind`), or null.
             */
            lastReminderAt: string | null;
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            completedAt: string | null;
            /** Format: date-time */
            voidedAt: string | null;
            /** @description The reason given on void (sent to the recipients and written to the audit trail); null unless `voided`. */
            voidReason: string | null;
            /**
             * @description The signing list in routing order, including reassigned originals (status `delegated`). Up to 30 come
             *     from the document; each reassignment adds one more.
             */
            recipients: components["schemas"]["EnvelopeRecipient"][];
        };
        /** @description Data of `envelope.completed`. */
        EnvelopeCompletedEventData: {
            /** @description The envelope after the event, status `completed`, with `completedAt` and `completionHash` (the SHA-256 of the archived executed PDF). Recipients never carry `signingUrl` in an event. */
            envelope: components["schemas"]["Envelope"];
        };
        /**
         * @description Send a document for signature. The document must be a draft that is ready to send: at least one signer,
         *     every recipient with a name and an address, every signer with at least one field, no field bound to a
         *     removed recipient, no unresolved suggestions, no bracketed placeholder text or the word TBD left in the
         *     body, no signature line without a field, and not a shared file. Otherwise 422.
         */
        EnvelopeCreate: {
            /** @description The draft document to send. */
            documentId: string;
            /** @description Email subject. Default is a please-sign line with the document title. */
            subject?: string;
            /** @description A note included in the signing email. */
            message?: string;
            /**
             * @description True routes one routingOrder after another (the next group is notified once the previous one has signed); false sends to everybody at once.
             * @default false
             */
            sequential: boolean;
            /**
             * Format: date-time
             * @description When the envelope expires if still unsigned. Must be in the future (a past time answers 400 naming `body.expiresAt`). Omit for no expiry.
             */
            expiresAt?: string;
            /** @description Remind whoever the envelope waits on every this many days. Omit for no automatic reminders. */
            reminderEveryDays?: number;
        };
        /**
         * @description The outcome of one signing notification sent by `POST /envelopes`. Only recipients notified at send time are
         *     listed (with sequential routing, the first routingOrder group). A failed notification does not undo the send:
         *     the envelope is real, and the recipient carries `deliveryFailedAt`.
         */
        EnvelopeDelivery: {
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /** @description True when the mail transport accepted the message. */
            delivered: boolean;
            /**
             * @description Why the notification failed; null when delivered.
             * @example null
             */
            reason: string | null;
        };
        /**
         * @description The single-envelope form: the envelope with its fields. With `include=signingUrls` on
         *     `GET /envelopes/{id}` each recipient also carries `signingUrl`.
         */
        EnvelopeDetail: components["schemas"]["Envelope"] & {
            /** @description Every field on the frozen document, each bound to one recipient. */
            fields: components["schemas"]["EnvelopeField"][];
        };
        /** @description Data of `envelope.expired`. */
        EnvelopeExpiredEventData: {
            /** @description The envelope after the event, status `expired`. Recipients never carry `signingUrl` in an event. */
            envelope: components["schemas"]["Envelope"];
        };
        /**
         * @description A field placed on the envelope's frozen document and bound to one recipient. Field types (the reference
         *     leaves the values open; Dossier uses these): `signature`, `initials`, `name` (the signer's typed name),
         *     `date` (date of signing), `text` (free text), `checkbox`, and `attachment` (the signer returns a file; see
         *     the envelope's attachments). Fields follow the person: on reassignment they move to the replacement.
         */
        EnvelopeField: {
            /** @example fld_6t1w9r3z5c */
            id: string;
            /**
             * @description The recipient who completes this field.
             * @example rcp_4m8q2x7k1d
             */
            recipientId: string;
            /** @enum {string} */
            type: "signature" | "initials" | "name" | "date" | "text" | "checkbox" | "attachment";
            /** @description Label shown to the signer, or null for an unlabelled field. */
            label: string | null;
            /** @description A signer cannot finish until every required field of theirs is completed. */
            required: boolean;
            /**
             * Format: date-time
             * @description When the recipient completed the field, or null.
             */
            completedAt: string | null;
        };
        /**
         * @description One person on an envelope's signing list. A reassigned original stays on the envelope with status
         *     `delegated` (and `delegatedToEmail` set); its replacement is a new recipient whose `delegatedFromId` points
         *     back at it.
         *
         *     Recipient status (the reference leaves the values open; Dossier uses these):
         *     - `waiting`: sequential routing and it is not yet this recipient's turn; nothing has been emailed.
         *     - `sent`: the signing email was sent (or attempted: see `deliveryFailedAt`), the page not yet opened.
         *     - `viewed`: the recipient opened their signing page.
         *     - `signed`: the recipient completed their fields (a signer only).
         *     - `declined`: the recipient declined, giving `declineReason`; this ends the whole envelope.
         *     - `delegated`: the recipient's place was passed to someone else (reassign).
         *
         *     A `viewer` receives the document but has no fields: their status stops at `viewed`, they are not waited on,
         *     and they cannot sign or decline. A bounced email is not a status: the status stays `sent` and
         *     `deliveryFailedAt` / `deliveryError` are set.
         *
         *     `signingUrl` is the only place a signing link ever appears. It is present only on
         *     `GET /envelopes/{id}?include=signingUrls` (which needs `envelopes:write`); everywhere else (lists, other
         *     responses, webhook payloads, the certificate) the property is absent.
         */
        EnvelopeRecipient: {
            /** @example rcp_4m8q2x7k1d */
            id: string;
            /** @example Ada Lovelace */
            name: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /**
             * @description `signer` completes fields and is waited on; `viewer` receives the document and signs nothing.
             * @enum {string}
             */
            role: "signer" | "viewer";
            /** @description With `sequential` routing, recipients are notified in ascending routingOrder (equal orders together). Ignored for parallel routing. */
            routingOrder: number;
            /**
             * @description See the schema description for each value.
             * @enum {string}
             */
            status: "waiting" | "sent" | "viewed" | "signed" | "declined" | "delegated";
            /**
             * Format: date-time
             * @description First time the recipient opened their signing page.
             */
            viewedAt: string | null;
            /** Format: date-time */
            signedAt: string | null;
            /** Format: date-time */
            declinedAt: string | null;
            /** @description The reason the recipient gave when declining; null unless status is `declined`. */
            declineReason: string | null;
            /**
             * Format: date-time
             * @description When the signing email was last sent (first notice, reminder or reassignment); null while `waiting`.
             */
            notifiedAt: string | null;
            /**
             * Format: date-time
             * @description Set when the signing email bounced or could not be handed to the mail transport; cleared by a later successful notice.
             */
            deliveryFailedAt: string | null;
            /** @description Why the last signing email failed (the bounce or transport message), or null. */
            deliveryError: string | null;
            /**
             * @description `email`: possession of the emailed link; `email+access_code`: the link plus the access code set on the document recipient (never returned; see `hasAccessCode` on the document).
             * @enum {string}
             */
            authMethod: "email" | "email+access_code";
            /**
             * Format: date-time
             * @description When the recipient passed the access code; null for `email` recipients and until they do.
             */
            authenticatedAt: string | null;
            /**
             * Format: email
             * @description On a reassigned original, the address it was passed to; otherwise null.
             */
            delegatedToEmail: string | null;
            /** @description On a replacement, the id of the recipient it replaced; otherwise null. */
            delegatedFromId: string | null;
            /**
             * Format: uri
             * @description Present only with `include=signingUrls` on `GET /envelopes/{id}` (absent everywhere else). The
             *     recipient's personal signing link `{PUBLIC_URL}/sign/{token}`: a capability, treat it as a secret (the
             *     token is what the public signing operations under `/public/signing/{token}` take). Null for anyone who has signed,
             *     declined or passed it on, and for every recipient once the envelope has ended (completed, declined,
             *     voided, expired). A `waiting` recipient's link is returned, but their page opens for signing only when
             *     their turn comes.
             * @example https://dossier.example.com/sign/sgn_9fK2mQ7xLp4vT8wZc1Rb6Yd3Nq8Hs5Je2Ua7Wo0Gi4Tk
             */
            signingUrl?: string | null;
        };
        /** @description A compact reference to an envelope, used in event data where the whole envelope is not needed. */
        EnvelopeRef: {
            /** @example env_7h2k9d4m1x */
            id: string;
            /** @example doc_2b8n5k3v9q */
            documentId: string;
            /**
             * @description The document title, as frozen when the envelope was sent.
             * @example Mutual NDA
             */
            title: string;
            /**
             * @description The envelope's status after the event.
             * @enum {string}
             */
            status: "sent" | "completed" | "declined" | "voided" | "expired";
        };
        /** @description Data of `envelope.reminded`. */
        EnvelopeRemindedEventData: {
            /** @description The envelope after the reminders (`lastReminderAt` set). Recipients never carry `signingUrl` in an event. */
            envelope: components["schemas"]["Envelope"];
            /**
             * @description How many recipients were reminded (the length of `recipientIds`).
             * @example 1
             */
            reminded: number;
            /** @description The recipients reminded. */
            recipientIds: string[];
        };
        /** @description Data of `envelope.sent`. */
        EnvelopeSentEventData: {
            /** @description The envelope after the event, status `sent`. Recipients never carry `signingUrl` in an event. */
            envelope: components["schemas"]["Envelope"];
        };
        EnvelopeVoid: {
            /** @description Why the envelope is cancelled. Emailed to the outstanding recipients and written to the audit trail. */
            reason: string;
        };
        /** @description Data of `envelope.voided`. */
        EnvelopeVoidedEventData: {
            /** @description The envelope after the event, status `voided`, with `voidedAt` and `voidReason`. Recipients never carry `signingUrl` in an event. */
            envelope: components["schemas"]["Envelope"];
        };
        /**
         * @description Every failure has this shape. `error` is a human-readable sentence; `code` is a stable machine-readable
         *     code from the one error catalogue (it never changes meaning between releases); `details` is present when
         *     a request body, query or path parameter failed validation (it names the exact fields) and for a few
         *     documented conditions (`details.known` lists valid webhook event names, `details.links` lists links pinned
         *     to a version, `details.scope` names the scope a key lacks (`details.events`, the webhook events that need it),
         *     `details.setting` names the server setting that would allow a refused webhook address, `details.pending` lists a visit's uncleared gates,
         *     `details.missing` lists required signing fields left empty, `details.attemptsLeft` counts the tries left on
         *     an access or verification code).
         */
        Error: {
            /**
             * @description What went wrong, in one sentence. Never a stack trace.
             * @example title must be 1-200 characters
             */
            error: string;
            /**
             * @description Stable error code from the one error catalogue (it never changes meaning between releases; new codes may
             *     be added, so treat an unknown code by its HTTP status).
             *
             *     - 400 `bad_request`, `validation_failed`, `invalid_cursor`, `not_a_pdf` (an upload whose bytes are not a PDF,
             *       whatever its content type)
             *     - 401 `unauthorized` (API key), `invalid_token` (a public operation's visit or request token)
             *     - 402 `payment_required`
             *     - 403 `forbidden`, `insufficient_scope`; public operations: `access_code_required`, `consent_required`,
             *       `consent_withdrawn`, `not_a_signer` (signing); `email_not_allowed`, `gates_pending`,
             *       `download_disabled`, `assistant_disabled`, `feedback_disabled` (viewer); `open_page_disabled` (a file
             *       request's open upload page, switched off)
             *     - 404 `not_found`, `route_not_found`; 405 `method_not_allowed`
             *     - 409 `conflict`, `not_your_turn` (sequential signing), `room_frozen`, `idempotency_key_in_use` (a request
             *       with this `Idempotency-Key` is still running)
             *     - 410 (public operations; see the `Gone` response) `recipient_delegated`, `recipient_declined`,
             *       `recipient_signed`, `envelope_voided`, `envelope_expired`, `envelope_declined`, `envelope_completed`,
             *       `link_disabled`, `link_deleted`, `link_expired`, `link_view_limit`, `room_archived`, `room_deleted`,
             *       `document_deleted`, `request_closed`, `request_deleted`, `assignee_removed`
             *     - 413 `payload_too_large`; 415 `unsupported_media_type`
             *     - 422 `unprocessable`, `plan_limit`, `required_fields_missing`, `access_code_incorrect`,
             *       `password_incorrect`, `verification_code_incorrect`, `verification_code_expired`,
             *       `idempotency_key_reused` (the `Idempotency-Key` was first used with another method, path or body)
             *     - 429 `rate_limited`, `access_code_locked`
             *     - 500 `internal_error`, `file_integrity_failed` (a stored file no longer matches its recorded SHA-256;
             *       it was not served); 501 `not_implemented`; 503 `service_unavailable`, `server_busy` (heavy work queued to
             *       its limit; see `retry-after`), `work_limit` (a request's heavy work stopped at its time or memory bound)
             * @example validation_failed
             */
            code: string;
            /**
             * @description The request's id, as in its `x-request-id` header; quote it when reporting a problem.
             * @example req_3xJq9Tz0bL4mVw8KpR2sYd
             */
            requestId?: string;
            /** @description Field-level information. For validation failures `fields` lists each offending field with its message. */
            details?: {
                fields?: {
                    /** @description Where the offending value is, e.g. `body.title`, `query.limit`, `body.recipients[2].email`. */
                    field: string;
                    message: string;
                }[];
            } & {
                [key: string]: unknown;
            };
        };
        EventDescription: {
            name: components["schemas"]["EventName"];
            /** @example every signer has signed; the PDF is final */
            description: string;
        };
        /**
         * @description Name of an event in the catalogue. The same names are usable as audit types.
         * @enum {string}
         */
        EventName: "envelope.sent" | "recipient.notified" | "recipient.bounced" | "recipient.viewed" | "recipient.authenticated" | "recipient.signed" | "recipient.declined" | "recipient.delegated" | "recipient.attached" | "envelope.reminded" | "envelope.completed" | "envelope.voided" | "envelope.expired" | "consent.accepted" | "consent.withdrawn" | "document.created" | "document.edited" | "document.redacted" | "link.created" | "link.updated" | "link.enabled" | "link.disabled" | "link.deleted" | "link.viewed" | "link.nda_accepted" | "link.downloaded" | "link.bulk_downloaded" | "ping";
        /**
         * @description A reader's reaction to a document, from the reaction bar: `love`, `like`, `neutral`, `confused`, `dislike`.
         * @enum {string}
         */
        FeedbackReaction: "love" | "like" | "neutral" | "confused" | "dislike";
        /**
         * @description Where a field sits on a page of a PDF, in PDF points (1/72 inch). `x` and `y` are the field's top-left corner
         *     measured from the top-left corner of the page as displayed (its crop box, with the page's rotation applied),
         *     `y` growing downwards; `width` and `height` are its size. The whole rectangle lies on the page.
         */
        FieldPlacement: {
            /**
             * @description One-based page number.
             * @example 3
             */
            page: number;
            /** @example 72 */
            x: number;
            /** @example 640 */
            y: number;
            /** @example 180 */
            width: number;
            /** @example 36 */
            height: number;
        };
        /**
         * @description A file request: an upload page that asks named people (assignees) for named files (items). Each assignee is
         *     mailed a personal upload link (its token is never returned); `url` is the open upload page. Every upload
         *     becomes a workspace document (filed into `dataRoomId` / `folderId` when set). `active=false` closes the request:
         *     the upload pages say it is closed instead of accepting files.
         */
        FileRequest: {
            /** @example req_6d2m9k4x1b */
            id: string;
            /**
             * @description The public path segment of the upload pages; a readable prefix of the title (up to 40 characters) and 20 random base32 characters (100 random bits), so it cannot be guessed.
             * @example q3-board-pack-k7x2m9q4w8r3t6y5n2b7
             */
            slug: string;
            /**
             * Format: uri
             * @description The open upload page on the account's link origin. While `openPage` is on, anyone with it can upload (giving an address when `requireEmail`); while it is off it answers 403 `open_page_disabled`. Assignees' personal links are never returned.
             * @example https://share.example.com/r/q3-board-pack-k7x2m9q4w8r3t6y5n2b7
             */
            url: string;
            /** @example Q3 board pack */
            title: string;
            /**
             * @description Shown on the upload page; null when not set.
             * @example Please upload the signed management accounts and the cap table.
             */
            description: string | null;
            /**
             * @description The data room uploads are filed into, or null (uploads stay in the workspace only). Fixed after creation.
             * @example room_3x7k1m9q2d
             */
            dataRoomId: string | null;
            /**
             * @description The room folder uploads are filed into, or null for the room's top level. Fixed after creation.
             * @example null
             */
            folderId: string | null;
            /** @description Uploaders through the open page must give an address. Assignees are identified by their link. */
            requireEmail: boolean;
            /**
             * Format: date-time
             * @description Shown on the upload page and in reminders. Passing it does not close the request; uploads after it are still accepted.
             */
            dueAt: string | null;
            /**
             * @description Days between reminder emails to assignees who have not completed; null for no reminders. Reminders stop when the request closes.
             * @example 3
             */
            remindEveryDays: number | null;
            /** @description Email the workspace owner on each upload. */
            notifyOnUpload: boolean;
            /**
             * @description Whether the open upload page (`url`, without an assignee's token) accepts files from anyone. An extension of
             *     this API, closing a gap the reference leaves (an open page anyone could reach, next to personal links).
             *     The open page and assignees' links (a decision of this API; the reference leaves it open): a request made for
             *     named people (`assignees`) takes files only through their personal links, and its open page (`url`, no token)
             *     answers 403 `open_page_disabled`, unless the owner switches `openPage` on; a request made without assignees has
             *     its open page on. Slugs are a readable prefix of the title and 20 random base32 characters (100 random bits), so
             *     an upload page cannot be found by guessing; slugs made before this rule were replaced (their assignees' links
             *     keep working with their token, never without).
             */
            openPage: boolean;
            /** @description False once closed (`PATCH active=false`); true again when reopened. */
            active: boolean;
            /**
             * Format: date-time
             * @description When the request was last closed; null while it is active.
             */
            closedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            counts: {
                /**
                 * @description Items asked for.
                 * @example 2
                 */
                items: number;
                /**
                 * @description Assignees currently on the request.
                 * @example 3
                 */
                assignees: number;
                /**
                 * @description Assignees who have uploaded every required item (`completedAt` set); at most `assignees`.
                 * @example 1
                 */
                completed: number;
                /**
                 * @description Files received, through personal links and the open page.
                 * @example 4
                 */
                uploads: number;
            };
        };
        /** @description A person asked for files, mailed their own upload link (the link's token is never returned). */
        FileRequestAssignee: {
            /** @example asg_4p9x2k7m1c */
            id: string;
            /**
             * Format: email
             * @example cfo@portfolio.example
             */
            email: string;
            /**
             * @description Null when none was given.
             * @example Priya Shah
             */
            name: string | null;
            /**
             * @description State of the latest email (invitation, resend or reminder): `pending` before the first one was handed over;
             *     `sent` when the mail transport accepted it; `bounced` when the recipient's server refused it or it bounced
             *     later; `failed` when the mail transport could not be reached or refused to take it (a resend may succeed).
             * @enum {string}
             */
            delivery: "pending" | "sent" | "bounced" | "failed";
            /**
             * @description Why the latest email bounced or failed; null when `delivery` is `pending` or `sent`.
             * @example null
             */
            deliveryError: string | null;
            /**
             * Format: date-time
             * @description When the latest invitation (first mail or resend) was accepted by the transport; null before that.
             */
            sentAt: string | null;
            /**
             * Format: date-time
             * @description When the latest automatic reminder was sent; null when none was.
             */
            remindedAt: string | null;
            /**
             * @description Automatic reminders sent so far.
             * @example 1
             */
            reminderCount: number;
            /**
             * Format: date-time
             * @description When this assignee last uploaded a file; null before their first upload.
             */
            uploadedAt: string | null;
            /**
             * Format: date-time
             * @description When they had uploaded every required item (the first upload, when no item is required); null until then.
             */
            completedAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        FileRequestCreate: {
            title: string;
            /** @description Shown on the upload page. */
            description?: string;
            /** @description The files asked for, in display order. Omitted or empty asks for any files, without named items. */
            items?: components["schemas"]["FileRequestItemInput"][];
            /** @description File every upload into this data room (404 when there is no such room). Fixed after creation. */
            dataRoomId?: string | null;
            /** @description A folder of `dataRoomId` to file uploads into (404 when it is not a folder of that room; 422 without `dataRoomId`). Fixed after creation. */
            folderId?: string | null;
            /** Format: date-time */
            dueAt?: string | null;
            /** @description Days between reminder emails to assignees who have not completed; null or omitted for none. */
            remindEveryDays?: number | null;
            /**
             * @description Uploaders through the open page must give an address.
             * @default true
             */
            requireEmail: boolean;
            /**
             * @description Email the workspace owner on each upload.
             * @default true
             */
            notifyOnUpload: boolean;
            /**
             * @description Whether the open upload page accepts files from anyone (an extension of this API). Omitted: off when
             *     `assignees` names anyone (they use their personal links; the open page answers 403 `open_page_disabled`),
             *     on when it names no one.
             */
            openPage?: boolean;
            /** @description People to ask; each is mailed their own upload link at once. A repeated address is kept once (the last name given wins). Fixed after creation except through the assignee endpoints. */
            assignees?: components["schemas"]["AssigneeInput"][];
        };
        /** @description A file request with its items, assignees and uploads (single read, and the answer to create). */
        FileRequestDetail: components["schemas"]["FileRequest"] & {
            /** @description The items asked for, by `position`. */
            items: components["schemas"]["FileRequestItem"][];
            /** @description Current assignees, oldest first (removed ones are not listed). */
            assignees: components["schemas"]["FileRequestAssignee"][];
            /** @description Every file received, newest first. */
            uploads: components["schemas"]["FileRequestUpload"][];
        };
        /** @description One file a request asks for. */
        FileRequestItem: {
            /** @example item_8k3n1x6v2m */
            id: string;
            /** @example Management accounts */
            name: string;
            /**
             * @description Guidance shown beside the item; null when not set.
             * @example Signed PDF for July to September.
             */
            description: string | null;
            /** @description Whether an assignee must upload it to count as completed. */
            required: boolean;
            /**
             * @description Zero-based display order, as given at creation.
             * @example 0
             */
            position: number;
        };
        FileRequestItemInput: {
            name: string;
            /** @description Guidance shown beside the item. */
            description?: string;
            /**
             * @description Whether an assignee must upload it to count as completed.
             * @default true
             */
            required: boolean;
        };
        /** @description Room, folder, items and assignees are fixed after creation (sending them is a 400 naming the field); manage people with the assignee endpoints. */
        FileRequestUpdate: {
            title?: string;
            /** @description Null clears it. */
            description?: string | null;
            /**
             * Format: date-time
             * @description Null clears it.
             */
            dueAt?: string | null;
            /** @description Null stops reminders. */
            remindEveryDays?: number | null;
            requireEmail?: boolean;
            notifyOnUpload?: boolean;
            /** @description Switches the open upload page on (anyone with `url` may upload) or off (403 `open_page_disabled`; assignees' links keep working). An extension of this API. */
            openPage?: boolean;
            /** @description False closes the request (closedAt set; upload pages say it is closed and reminders stop); true reopens it (closedAt cleared). */
            active?: boolean;
        };
        /** @description One file received for a request. The stored bytes are reached through the workspace document (`documentId`); no storage URL is returned. */
        FileRequestUpload: {
            /** @example upl_1z7k3m9x4q */
            id: string;
            /**
             * @description The item the file answers; null when the request asks for no items, or the file was sent without choosing one.
             * @example item_8k3n1x6v2m
             */
            itemId: string | null;
            /**
             * @description The assignee whose personal link was used; null for an upload through the open page (or when that assignee was since removed).
             * @example asg_4p9x2k7m1c
             */
            assigneeId: string | null;
            /**
             * Format: email
             * @description The assignee's address, or the address given on the open page; null when none was asked.
             * @example cfo@portfolio.example
             */
            uploaderEmail: string | null;
            /**
             * @description The name given by the uploader, or the assignee's name; null when none.
             * @example Priya Shah
             */
            uploaderName: string | null;
            /**
             * @description The file name as uploaded.
             * @example management-accounts-q3.pdf
             */
            filename: string;
            /** @example application/pdf */
            contentType: string;
            /** @example 482113 */
            byteSize: number;
            /**
             * @description Hex SHA-256 digest of the bytes as received.
             * @example 9f2c4e1a7b3d5f608192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
             */
            sha256: string;
            /**
             * @description The workspace document the upload became (it stays when the request is deleted); null once that document has been purged.
             * @example doc_2k8m4x1q7z
             */
            documentId: string | null;
            /** Format: date-time */
            uploadedAt: string;
        };
        /**
         * @description A workspace folder that organises documents on the dashboard (distinct from data-room folders). Folders nest
         *     at most 8 levels deep; a top-level folder is level 1.
         */
        Folder: {
            /** @example fld_2k8m4q9z1x */
            id: string;
            /** @example Contracts */
            name: string;
            /**
             * @description The containing folder, or null at the top level.
             * @example null
             */
            parentId: string | null;
            /**
             * @description Sort key among siblings (ascending); siblings with the same position sort by name. New folders start at 0, so folders never reordered appear alphabetically.
             * @example 0
             */
            position: number;
            /**
             * @description Live documents filed directly in this folder; documents in subfolders and in the trash are not counted.
             * @example 12
             */
            documentCount: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last rename, reorder or move.
             */
            updatedAt: string;
        };
        FolderCreate: {
            /** @description 1-120 characters, not only whitespace. Names need not be unique, even among siblings. */
            name: string;
            /** @description The folder to create it in; omitted or null creates a top-level folder. An unknown parent (or one in another workspace) answers 404; a parent already 8 levels deep answers 422. */
            parentId?: string | null;
        };
        FolderUpdate: {
            /** @description New name, 1-120 characters, not only whitespace. */
            name?: string;
            /** @description New sort key among siblings (0-10,000). Other siblings keep their positions; ties sort by name. */
            position?: number;
            /**
             * @description Moves the folder (with its subfolders and documents) under this parent; null moves it to the top level;
             *     omit to leave it where it is. A move keeps the folder's position unless `position` is also sent.
             *     Unknown parent: 404. Into itself or one of its own subfolders, or so that its deepest subfolder would be
             *     more than 8 levels deep: 422.
             */
            parentId?: string | null;
        };
        /** @description A webhook endpoint. The signing secret is never part of this read form. */
        Hook: {
            /** @example hook_3k9d2m1x8q */
            id: string;
            /**
             * Format: uri
             * @description The https address deliveries are POSTed to.
             * @example https://example.com/dossier/webhooks
             */
            url: string;
            /** @description Subscribed event names; an empty list means every event. */
            events: components["schemas"]["EventName"][];
            /** @description False once 10 consecutive deliveries failed, or when switched off; `PATCH active=true` switches it back on. */
            active: boolean;
            /** @description Consecutive failed deliveries; reset by a delivered one or by `PATCH active=true`. */
            failureCount: number;
            /** @description HTTP status of the last attempt, or null before the first attempt or when it got no response. */
            lastStatus: number | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        HookCreate: {
            /**
             * Format: uri
             * @description https only. Loopback, private, link-local, metadata and other special-purpose addresses are refused (422) unless the operator allowed the network in `WEBHOOK_ALLOWED_NETWORKS` (metadata services never).
             */
            url: string;
            /** @description Event names to subscribe to; each needs the read scopes of its data (the table of `POST /hooks`, else 403). Empty (and no `event`) means every event the key may read, checked at each delivery. */
            events?: string[];
            /** @description A single event name, merged with `events`. */
            event?: string;
        };
        HookUpdate: {
            /** Format: uri */
            url?: string;
            /** @description Replaces the subscription; empty means every event the key may read. Each event named needs its read scopes (the table of `POST /hooks`, else 403). */
            events?: string[];
            /** @description Setting true switches the endpoint back on and resets failureCount. */
            active?: boolean;
        };
        /** @description A webhook endpoint with its signing secret; returned only on create, identical re-subscribe and rotate. */
        HookWithSecret: components["schemas"]["Hook"] & {
            /**
             * @description The HMAC-SHA256 signing secret (`whsec_…`). Store it; it is not shown again.
             * @example whsec_4f1b8c0e9a7d4e2b9c3a5d6e7f8091a2
             */
            secret: string;
        };
        /**
         * @description A tracked share link to one document or one data room. Carries every setting under the name it is written
         *     with, except `password`, which reads back only as `hasPassword`. While `isPublic` is true, `requireEmail`,
         *     `requireEmailVerification` and `requireNda` read back false and `hasPassword` false (they were forced off).
         */
        Link: {
            /** @example lnk_7h2k9d4m1x */
            id: string;
            /**
             * @description Label of the link in analytics.
             * @example Series A deck – Acme Ventures
             */
            name: string;
            /**
             * @description The path segment of `url`, generated by the service. Read-only; it never changes.
             * @example q7Xk2mPz
             */
            slug: string;
            /**
             * Format: uri
             * @description The address visitors open: `{linkOrigin}/v/{slug}` on the account's link origin (`LINK_ORIGIN`, by default `PUBLIC_URL`; reported as `linkOrigin` by `GET /`). Read-only.
             * @example https://view.example.com/v/q7Xk2mPz
             */
            url: string;
            /**
             * @description The document the link serves, or null for a room link. Exactly one of `documentId` and `dataRoomId` is set; neither changes after creation.
             * @example doc_5t8r2w9q3e
             */
            documentId: string | null;
            /**
             * @description The data room the link serves, or null for a document link.
             * @example null
             */
            dataRoomId: string | null;
            /**
             * @description The viewer group a room link was made for (`POST /links { dataRoomId, groupId }`; groups are an extension
             *     of this API, see `POST /rooms/{id}/groups`): it admits only that group's members and shows only the files
             *     that group was given, whatever `allowDownload` says. Null for every other link. Kept after the group is
             *     deleted (the link is then off for good).
             * @example null
             */
            groupId: string | null;
            /**
             * @description Visits that cleared every gate. The link stops answering once this reaches `maxViews`.
             * @example 12
             */
            viewCount: number;
            /** @description Whether a password gate is set. The password itself is never returned. */
            hasPassword: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Whether the link is switched on. A link that is on may still not answer because it expired, reached `maxViews`, or its room is archived. */
            active: boolean;
            /** @description Anyone with the address reads immediately and search engines are asked to index the page. */
            isPublic: boolean;
            /** @description Visitor must give an email address before reading. True whenever `requireEmailVerification` is true; false while `isPublic`. */
            requireEmail: boolean;
            /** @description A six-digit code is emailed to the address given and must be entered before reading. */
            requireEmailVerification: boolean;
            /**
             * Format: date-time
             * @description After this time the link answers with an expired page; null for no expiry.
             */
            expiresAt: string | null;
            /** @description The link stops answering after this many visits; null for no cap. */
            maxViews: number | null;
            /** @description A saved version of the document served instead of the live document; always null on a room link. */
            pinnedVersionId: string | null;
            /** @description Visitors may download a PDF copy (on a room link, the files and a zip of everything). */
            allowDownload: boolean;
            /** @description Whether the watermark in `watermarkConfig` is drawn. */
            watermark: boolean;
            watermarkConfig: components["schemas"]["WatermarkConfig"];
            /** @description Visitor must accept the confidentiality terms (`ndaText` or the agreement `agreementId`) before reading. */
            requireNda: boolean;
            /** @description Terms written on the link itself. Reads back null while `agreementId` supplies the terms, and when the link has no terms of its own. */
            ndaText: string | null;
            /** @description The agreement from the library whose terms the link asks visitors to accept, or null. */
            agreementId: string | null;
            /** @description When non-empty, only these addresses are admitted (or anyone at `allowedDomains` when both are set). Stored lowercased. */
            allowedEmails: string[];
            /** @description When non-empty, only addresses at exactly these domains are admitted (a parent domain does not admit its subdomains). Stored lowercased. */
            allowedDomains: string[];
            /** @description Addresses refused. An entry without an `@` in the middle (with or without a leading `@`) is a domain and blocks everybody at it. Stored lowercased, as given otherwise. */
            blockedEmails: string[];
            /** @description The owner is emailed when someone opens the link. */
            notifyOnView: boolean;
            /** @description Printing is blocked and the page hides when the window loses focus. */
            screenshotProtection: boolean;
            /** @description The reader may ask questions about the document. */
            allowAssistant: boolean;
            /** @description The reader may have the document read aloud, choosing voice and speed. */
            allowAudio: boolean;
            /** @description A reaction bar is shown to the reader. */
            allowFeedback: boolean;
            /** @description Room links only (stored but without effect on a document link); an emailed code is required before a zip of everything is downloaded. */
            bulkDownloadOtp: boolean;
            /** @description Lowercased tags, without duplicates. */
            tags: string[];
            /** @description Questions the visitor answers before reading, in display order. */
            captureFields: components["schemas"]["CaptureField"][];
            /** @description Title of the link preview card; null means the document or room name is used. */
            ogTitle: string | null;
            /** @description Description of the link preview card; null for none. */
            ogDescription: string | null;
            /**
             * Format: uri
             * @description http or https address of the preview card image; null means the service's default card image is used.
             */
            ogImageUrl: string | null;
            /**
             * Format: uri
             * @description http or https address of the favicon shown on the link's pages; null for the service default.
             */
            ogFaviconUrl: string | null;
        };
        /** @description Data of `link.bulk_downloaded`. */
        LinkBulkDownloadedEventData: {
            /** @description The room link the zip was downloaded through. */
            link: components["schemas"]["Link"];
            /** @description The visit, with `downloadedAt` set. */
            view: components["schemas"]["View"];
            /**
             * @description The data room.
             * @example room_8u7y6t5r4e
             */
            dataRoomId: string;
            /**
             * @description The room folder zipped, or null for the whole room.
             * @example null
             */
            folderId: string | null;
            /**
             * @description How many documents the zip held.
             * @example 14
             */
            documentCount: number;
        };
        /**
         * @description A new share link: exactly one of `documentId` or `dataRoomId` (neither can be changed later), plus any of the
         *     settings; omitted settings take the defaults shown. The `url` and `slug` are generated (sending them is a 400).
         *     A room link may name one of the room's viewer groups (`groupId`, an extension of this API).
         */
        LinkCreate: {
            /** @description Share this live document (404 when there is none, it is in the trash, or it belongs to another workspace). */
            documentId?: string;
            /** @description Share this data room (404 when there is none or it is in the trash). */
            dataRoomId?: string;
            /**
             * @description An extension of this API (the reference makes viewer-group links in the app). Only with `dataRoomId`: a
             *     viewer group of that room (`POST /rooms/{id}/groups`). The link then admits only the group's members and
             *     shows only what the group was given, whatever `allowDownload` says; it cannot be public, and an address is
             *     always asked (`requireEmail` reads back true). Fixed after creation. 400 together with `documentId`; 422 a
             *     group that is not one of this room's (or was deleted).
             */
            groupId?: string;
            /**
             * @description Label of the link in analytics.
             * @default Shared link
             */
            name: string;
            /**
             * @description Switch the link on or off. Changing it emits `link.enabled` or `link.disabled`. A viewer-group link cannot be switched back on once its group was deleted (422).
             * @default true
             */
            active: boolean;
            /**
             * @description Anyone with the address reads immediately and search engines are asked to index the page. While true,
             *     `requireEmail`, `requireEmailVerification`, `password` and `requireNda` are forced off (any password is
             *     discarded); sending them alongside is not an error. A viewer-group link cannot be made public (422).
             * @default false
             */
            isPublic: boolean;
            /**
             * @description Visitor must give an email address before reading. Ignored while `isPublic`; forced on by `requireEmailVerification`.
             * @default true
             */
            requireEmail: boolean;
            /**
             * @description A six-digit code is emailed to the address given and must be entered before reading. Implies `requireEmail` (which then reads back true).
             * @default false
             */
            requireEmailVerification: boolean;
            /**
             * @description Write-only password gate; it reads back only as `hasPassword`. null removes it. Setting a new one asks
             *     visitors who already cleared the old one again.
             */
            password?: string | null;
            /**
             * Format: date-time
             * @description After this time the link answers with an expired page; null for no expiry. A time in the past is accepted
             *     and makes the link expire at once.
             * @default null
             */
            expiresAt: string | null;
            /**
             * @description The link stops answering once `viewCount` reaches this number (at once if it already has); null for no cap.
             * @default null
             */
            maxViews: number | null;
            /**
             * @description Serve this saved version of the document instead of the live document; null follows the live document.
             *     422 when the version is not one of this link's document, or for any pin on a room link. A pinned version
             *     cannot be deleted while the link points at it.
             * @default null
             */
            pinnedVersionId: string | null;
            /**
             * @description Visitors may download a PDF copy (on a room link, the files and a zip of everything). A viewer-group link shows only the group's files whatever this says.
             * @default false
             */
            allowDownload: boolean;
            /**
             * @description Draw the watermark described by `watermarkConfig` on every page.
             * @default true
             */
            watermark: boolean;
            /** @description Watermark fields to change, merged over the values in force; null resets every field to the service default. */
            watermarkConfig?: components["schemas"]["WatermarkConfigInput"] | null;
            /**
             * @description Visitor must accept confidentiality terms before reading: the agreement named by `agreementId`, else
             *     `ndaText`. Turning it on without either, in the body or already on the link, is a 400.
             * @default false
             */
            requireNda: boolean;
            /**
             * @description Terms written on the link itself; null removes them. Reads back null while `agreementId` supplies the terms.
             *     Sending both a non-null `ndaText` and a non-null `agreementId` in one body is a 400. Changed terms are asked
             *     again of visitors who accepted the old ones.
             * @default null
             */
            ndaText: string | null;
            /**
             * @description Take the terms from this agreement in the library (422 when it is not in this workspace's library); null detaches it.
             * @default null
             */
            agreementId: string | null;
            /**
             * @description When non-empty, only these addresses are admitted, or anyone at `allowedDomains` when both are set.
             *     Replaces the whole list; compared case-insensitively and stored lowercased; re-checked on every visit.
             *     An allow list does not force email verification (the reference makes that the separate setting
             *     `requireEmailVerification`): without it, a visitor who types an allowed address is admitted without
             *     proving they own it. Turn `requireEmailVerification` on where that matters.
             * @default []
             */
            allowedEmails: string[];
            /**
             * @description When non-empty, only addresses at exactly these domains are admitted (a parent domain does not admit its
             *     subdomains). Bare domain names without `@`. Replaces the whole list; stored lowercased.
             * @default []
             */
            allowedDomains: string[];
            /**
             * @description Addresses refused. An entry without an `@` in the middle (with or without a leading `@`, e.g. `rival.com`
             *     or `@rival.com`) is a domain and blocks everybody at it. Replaces the whole list; stored lowercased.
             * @default []
             */
            blockedEmails: string[];
            /**
             * @description Email the owner when someone opens the link.
             * @default true
             */
            notifyOnView: boolean;
            /**
             * @description Block printing and hide the page when the window loses focus.
             * @default false
             */
            screenshotProtection: boolean;
            /**
             * @description Let the reader ask questions about the document.
             * @default false
             */
            allowAssistant: boolean;
            /**
             * @description Let the reader have the document read aloud, choosing voice and speed.
             * @default false
             */
            allowAudio: boolean;
            /**
             * @description Show the reader a reaction bar.
             * @default false
             */
            allowFeedback: boolean;
            /**
             * @description Room links only (stored but without effect on a document link); require an emailed code before a zip of everything is downloaded.
             * @default true
             */
            bulkDownloadOtp: boolean;
            /**
             * @description One-word tags, stored lowercased; duplicates after lowercasing are kept once. Replaces the whole list.
             * @default []
             */
            tags: string[];
            /**
             * @description Questions the visitor answers before reading, in display order. Replaces the whole list; answers already
             *     collected stay on their views under the ids they were given.
             * @default []
             */
            captureFields: components["schemas"]["CaptureFieldInput"][];
            /**
             * @description Title of the link preview card; null uses the document or room name.
             * @default null
             */
            ogTitle: string | null;
            /**
             * @description Description of the link preview card; null for none.
             * @default null
             */
            ogDescription: string | null;
            /**
             * Format: uri
             * @description http or https address of the preview card image (any other scheme is a 422); null uses the service's default card image.
             * @default null
             */
            ogImageUrl: string | null;
            /**
             * Format: uri
             * @description http or https address of the favicon shown on the link's pages (any other scheme is a 422); null uses the service default.
             * @default null
             */
            ogFaviconUrl: string | null;
        } & ({
            documentId: string;
        } | {
            dataRoomId: string;
        });
        /** @description Data of `link.created`. */
        LinkCreatedEventData: {
            /** @description The new link. The password, if any, appears only as `hasPassword`. */
            link: components["schemas"]["Link"];
        };
        /** @description Data of `link.deleted`. The link no longer exists, so only what identifies it is sent; its visits are kept. */
        LinkDeletedEventData: {
            link: {
                /** @example lnk_7h2k9d4m1x */
                id: string;
                /** @example Series A deck – Acme Ventures */
                name: string;
                /**
                 * @description The path segment the link answered on; it no longer answers.
                 * @example q7Xk2mPz
                 */
                slug: string;
                /** @description The document the link served, or null for a room link. */
                documentId: string | null;
                /** @description The data room the link served, or null for a document link. */
                dataRoomId: string | null;
            };
        };
        /** @description Data of `link.disabled`. */
        LinkDisabledEventData: {
            /** @description The link, now `active` false. The password, if any, appears only as `hasPassword`. */
            link: components["schemas"]["Link"];
        };
        /** @description Data of `link.downloaded`. */
        LinkDownloadedEventData: {
            /** @description The link the copy was downloaded through. */
            link: components["schemas"]["Link"];
            /** @description The visit, with `downloadedAt` set. */
            view: components["schemas"]["View"];
            /**
             * @description The document downloaded (for a room link, the one file within the room).
             * @example doc_5t8r2w9q3e
             */
            documentId: string;
        };
        /** @description Data of `link.enabled`. */
        LinkEnabledEventData: {
            /** @description The link, now `active` true. The password, if any, appears only as `hasPassword`. */
            link: components["schemas"]["Link"];
        };
        /** @description Data of `link.nda_accepted`. */
        LinkNdaAcceptedEventData: {
            /** @description The link whose terms were accepted. */
            link: components["schemas"]["Link"];
            /** @description The visit, with `ndaAcceptedAt` and `ndaText` (the exact terms accepted) set. */
            view: components["schemas"]["View"];
            /**
             * @description The library agreement whose terms were accepted, or null when the terms were written on the link itself.
             * @example agr_6y5t4r3e2w
             */
            agreementId: string | null;
            /**
             * @description The name the visitor typed, when the agreement has `requireName`; otherwise null.
             * @example Dana Whitfield
             */
            signedName: string | null;
        };
        /**
         * @description Settings to change; omitted settings are kept. `documentId` and `dataRoomId` cannot be changed (sending
         *     either is a 400). List settings (`allowedEmails`, `allowedDomains`, `blockedEmails`, `tags`, `captureFields`)
         *     replace the whole list; `watermarkConfig` is merged field by field. Tightening a gate re-gates visitors who
         *     already cleared it: a new password or new terms are asked again, and address lists are re-checked on every visit.
         */
        LinkUpdate: {
            /** @description Label of the link in analytics. */
            name?: string;
            /** @description Switch the link on or off. Changing it emits `link.enabled` or `link.disabled`. A viewer-group link cannot be switched back on once its group was deleted (422). */
            active?: boolean;
            /**
             * @description Anyone with the address reads immediately and search engines are asked to index the page. While true,
             *     `requireEmail`, `requireEmailVerification`, `password` and `requireNda` are forced off (any password is
             *     discarded); sending them alongside is not an error. A viewer-group link cannot be made public (422).
             */
            isPublic?: boolean;
            /** @description Visitor must give an email address before reading. Ignored while `isPublic`; forced on by `requireEmailVerification`. */
            requireEmail?: boolean;
            /** @description A six-digit code is emailed to the address given and must be entered before reading. Implies `requireEmail` (which then reads back true). */
            requireEmailVerification?: boolean;
            /**
             * @description Write-only password gate; it reads back only as `hasPassword`. null removes it. Setting a new one asks
             *     visitors who already cleared the old one again.
             */
            password?: string | null;
            /**
             * Format: date-time
             * @description After this time the link answers with an expired page; null for no expiry. A time in the past is accepted
             *     and makes the link expire at once.
             */
            expiresAt?: string | null;
            /** @description The link stops answering once `viewCount` reaches this number (at once if it already has); null for no cap. */
            maxViews?: number | null;
            /**
             * @description Serve this saved version of the document instead of the live document; null follows the live document.
             *     422 when the version is not one of this link's document, or for any pin on a room link. A pinned version
             *     cannot be deleted while the link points at it.
             */
            pinnedVersionId?: string | null;
            /** @description Visitors may download a PDF copy (on a room link, the files and a zip of everything). A viewer-group link shows only the group's files whatever this says. */
            allowDownload?: boolean;
            /** @description Draw the watermark described by `watermarkConfig` on every page. */
            watermark?: boolean;
            /** @description Watermark fields to change, merged over the values in force; null resets every field to the service default. */
            watermarkConfig?: components["schemas"]["WatermarkConfigInput"] | null;
            /**
             * @description Visitor must accept confidentiality terms before reading: the agreement named by `agreementId`, else
             *     `ndaText`. Turning it on without either, in the body or already on the link, is a 400.
             */
            requireNda?: boolean;
            /**
             * @description Terms written on the link itself; null removes them. Reads back null while `agreementId` supplies the terms.
             *     Sending both a non-null `ndaText` and a non-null `agreementId` in one body is a 400. Changed terms are asked
             *     again of visitors who accepted the old ones.
             */
            ndaText?: string | null;
            /** @description Take the terms from this agreement in the library (422 when it is not in this workspace's library); null detaches it. */
            agreementId?: string | null;
            /**
             * @description When non-empty, only these addresses are admitted, or anyone at `allowedDomains` when both are set.
             *     Replaces the whole list; compared case-insensitively and stored lowercased; re-checked on every visit.
             *     An allow list does not force email verification (the reference makes that the separate setting
             *     `requireEmailVerification`): without it, a visitor who types an allowed address is admitted without
             *     proving they own it. Turn `requireEmailVerification` on where that matters.
             */
            allowedEmails?: string[];
            /**
             * @description When non-empty, only addresses at exactly these domains are admitted (a parent domain does not admit its
             *     subdomains). Bare domain names without `@`. Replaces the whole list; stored lowercased.
             */
            allowedDomains?: string[];
            /**
             * @description Addresses refused. An entry without an `@` in the middle (with or without a leading `@`, e.g. `rival.com`
             *     or `@rival.com`) is a domain and blocks everybody at it. Replaces the whole list; stored lowercased.
             */
            blockedEmails?: string[];
            /** @description Email the owner when someone opens the link. */
            notifyOnView?: boolean;
            /** @description Block printing and hide the page when the window loses focus. */
            screenshotProtection?: boolean;
            /** @description Let the reader ask questions about the document. */
            allowAssistant?: boolean;
            /** @description Let the reader have the document read aloud, choosing voice and speed. */
            allowAudio?: boolean;
            /** @description Show the reader a reaction bar. */
            allowFeedback?: boolean;
            /** @description Room links only (stored but without effect on a document link); require an emailed code before a zip of everything is downloaded. */
            bulkDownloadOtp?: boolean;
            /** @description One-word tags, stored lowercased; duplicates after lowercasing are kept once. Replaces the whole list. */
            tags?: string[];
            /**
             * @description Questions the visitor answers before reading, in display order. Replaces the whole list; answers already
             *     collected stay on their views under the ids they were given.
             */
            captureFields?: components["schemas"]["CaptureFieldInput"][];
            /** @description Title of the link preview card; null uses the document or room name. */
            ogTitle?: string | null;
            /** @description Description of the link preview card; null for none. */
            ogDescription?: string | null;
            /**
             * Format: uri
             * @description http or https address of the preview card image (any other scheme is a 422); null uses the service's default card image.
             */
            ogImageUrl?: string | null;
            /**
             * Format: uri
             * @description http or https address of the favicon shown on the link's pages (any other scheme is a 422); null uses the service default.
             */
            ogFaviconUrl?: string | null;
        };
        /** @description Data of `link.updated`. */
        LinkUpdatedEventData: {
            /** @description The link after the change. The password, if any, appears only as `hasPassword`. */
            link: components["schemas"]["Link"];
            /**
             * @description The settings whose value changed, by their setting name. `password` means a password was set, changed or
             *     removed; its value is never sent. `active` never appears: switching a link on or off sends
             *     `link.enabled` or `link.disabled` instead.
             * @example [
             *       "expiresAt",
             *       "password"
             *     ]
             */
            changed: ("name" | "isPublic" | "requireEmail" | "requireEmailVerification" | "password" | "expiresAt" | "maxViews" | "pinnedVersionId" | "allowDownload" | "watermark" | "watermarkConfig" | "requireNda" | "ndaText" | "agreementId" | "allowedEmails" | "allowedDomains" | "blockedEmails" | "notifyOnView" | "screenshotProtection" | "allowAssistant" | "allowAudio" | "allowFeedback" | "bulkDownloadOtp" | "tags" | "captureFields" | "ogTitle" | "ogDescription" | "ogImageUrl" | "ogFaviconUrl")[];
        };
        /** @description Data of `link.viewed`. */
        LinkViewedEventData: {
            /** @description The link visited (its `viewCount` includes this visit). */
            link: components["schemas"]["Link"];
            /** @description The visit, with `openedAt` set. */
            view: components["schemas"]["View"];
        };
        Me: {
            /** @example ws_7h2k9d1m3q */
            workspaceId: string;
            /**
             * @description The workspace's name.
             * @example Acme Legal
             */
            name: string;
            /**
             * Format: email
             * @description The workspace owner's email address (the sender of signing requests), or null when none was given.
             */
            email: string | null;
            /** @description The scopes of the key that made the request. */
            scopes: components["schemas"]["Scope"][];
            /**
             * @description The workspace's plan; its ceilings (documents, rooms, links, monthly sends) are set by the operator.
             * @example free
             */
            plan: string;
            /**
             * Format: uri
             * @description The origin link, signing and upload URLs are built on.
             * @example http://localhost:8080
             */
            origin: string;
        };
        /**
         * @description Cursor for the next page, or null on the last page. Opaque; pass it back unchanged as `cursor`.
         * @example null
         */
        NextCursor: string | null;
        /**
         * @description What an uploaded PDF is, as the public verify operation (`POST /public/verify`) finds it. Only what the uploader
         *     already holds is said: the file's own digest and seal, and, for an executed document of this installation, the
         *     title, completion time and signers' names printed on its certificate page (never an address, an id or anything
         *     else of the envelope).
         */
        PdfVerification: {
            /**
             * @description - `genuine`: an executed document of this installation, unaltered: its SHA-256 equals the `completionHash`
             *       of a completed envelope here, and its seal is this installation's and verifies (the digest of the signed
             *       byte ranges matches, the CMS signature verifies with this installation's sealing certificate, and nothing
             *       follows the sealed revision). `envelope` says which.
             *     - `altered`: sealed by this installation, but changed since: a byte inside the signed ranges (the digest no
             *       longer matches), bytes appended after the sealed revision (a later edit, annotation or signature), the
             *       seal's own contents, or its certificate changed around this installation's key.
             *     - `foreign_seal`: signed, but not by this installation's sealing identity (another signer's certificate, or
             *       a signature this installation cannot read). An installation that replaced its sealing identity
             *       (SIGNING_P12_PATH) answers this for documents sealed under the previous one.
             *     - `unsealed`: a PDF with no signature at all (never executed here, or a copy printed again without its seal).
             *     - `unknown`: sealed by this installation, the seal intact, but these bytes are no executed document on record
             *       here (for instance a document of another installation that shares this sealing certificate).
             * @example genuine
             * @enum {string}
             */
            verdict: "genuine" | "altered" | "foreign_seal" | "unsealed" | "unknown";
            /**
             * @description The verdict in one sentence a page can show.
             * @example This is an executed document of this installation and it has not been changed since it was sealed.
             */
            summary: string;
            /**
             * @description Hex SHA-256 of the uploaded bytes (compare with the `completionHash` the sender holds).
             * @example 3c7a9f0e5b2d4c6a8e1f3b5d7c9a0e2f4b6d8c1a3e5f7b9d0c2e4a6b8d1f3c5e
             */
            sha256: string;
            /** @example 184302 */
            byteSize: number;
            /** @description The last signature in the file as it reads it (null when the file has none). */
            seal: {
                /**
                 * @description The common name of the certificate that signed, as written in the file; null when unreadable.
                 * @example Dossier document sealing
                 */
                sealedBy: string | null;
                /**
                 * Format: date-time
                 * @description The signing time written in the signature dictionary (`/M`), as the file states it.
                 * @example 2025-10-02T09:14:27Z
                 */
                sealedAt: string | null;
                /**
                 * @description True when it was made with this installation's sealing key.
                 * @example true
                 */
                ours: boolean;
                /**
                 * @description True when its digest matches, its signature verifies and nothing follows the sealed revision.
                 * @example true
                 */
                intact: boolean;
            } | null;
            /** @description Set only when `verdict` is `genuine`. */
            envelope: {
                /** @example Mutual NDA */
                title: string;
                /**
                 * Format: date-time
                 * @example 2025-10-02T09:14:27Z
                 */
                completedAt: string;
                /**
                 * @description The names of those who signed, in signing order (names only, never addresses).
                 * @example [
                 *       "Ada Lovelace",
                 *       "Bob Babbage"
                 *     ]
                 */
                signers: string[];
            } | null;
        };
        PingEventData: {
            /** @description The endpoint being tested. */
            endpointId: string;
            /** @example ping from Dossier */
            message: string;
        };
        /** @description Data of `recipient.attached`. */
        RecipientAttachedEventData: {
            /** @description The envelope, compact. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The recipient who returned the file. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
            /** @description The file returned; download it with `GET /envelopes/{id}/attachments/{attachmentId}`. */
            attachment: components["schemas"]["Attachment"];
        };
        /** @description Data of `recipient.authenticated`. */
        RecipientAuthenticatedEventData: {
            /** @description The envelope, compact; its `status` is the status after the event. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The recipient (authMethod `email+access_code`) who passed the access code, with `authenticatedAt` set. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
        };
        /** @description Data of `recipient.bounced`. */
        RecipientBouncedEventData: {
            /** @description The envelope, compact; its `status` is the status after the event. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The recipient whose email could not be delivered; `deliveryFailedAt` and `deliveryError` say when and why. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
        };
        /** @description Data of `recipient.declined`. */
        RecipientDeclinedEventData: {
            /** @description The envelope, compact; its `status` is the status after the event. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The recipient who declined, status `declined`; the reason is `declineReason`. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
        };
        /** @description Data of `recipient.delegated`. */
        RecipientDelegatedEventData: {
            /** @description The envelope, compact. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The original recipient, now status `delegated` with `delegatedToEmail` set. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
            /** @description The new recipient, with `delegatedFromId` pointing at the original; the original's fields now belong to it. Never carries `signingUrl`. */
            replacement: components["schemas"]["EnvelopeRecipient"];
            /** @description The reason given for passing it on, or null when none was given. */
            reason: string | null;
        };
        /** @description Data of `recipient.notified`. */
        RecipientNotifiedEventData: {
            /** @description The envelope, compact; its `status` is the status after the event. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The recipient the signing email went to, with `notifiedAt` set. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
        };
        RecipientReassign: {
            /** @description The replacement's name. */
            name: string;
            /**
             * Format: email
             * @description The replacement's address; must differ from the current one (else 422).
             */
            email: string;
            /** @description Why signing is passed on; included in the replacement's email, the audit trail and the `recipient.delegated` event. */
            reason?: string;
        };
        /** @description Data of `recipient.signed`. */
        RecipientSignedEventData: {
            /** @description The envelope, compact; its `status` is the status after the event. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The signer who completed their fields, status `signed` with `signedAt` set. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
        };
        /** @description Data of `recipient.viewed`. */
        RecipientViewedEventData: {
            /** @description The envelope, compact; its `status` is the status after the event. */
            envelope: components["schemas"]["EnvelopeRef"];
            /** @description The recipient who opened their signing page, with `viewedAt` set. Never carries `signingUrl`. */
            recipient: components["schemas"]["EnvelopeRecipient"];
        };
        /**
         * @description A data room: many documents in room folders behind one set of link gates. Frozen rooms keep serving links but
         *     their contents cannot change; archived rooms answer every link with a closed page.
         */
        Room: {
            /** @example room_4n8c2v6b1z */
            id: string;
            /** @example Acme – Series A diligence */
            name: string;
            /** @description Free text shown to the owner; null when none was given. */
            description: string | null;
            /**
             * Format: date-time
             * @description When the room was frozen (contents locked, links keep serving), or null while it is not frozen.
             */
            frozenAt: string | null;
            /**
             * Format: date-time
             * @description When the room was archived (every link into it answers with a closed page), or null while it is not archived.
             */
            archivedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RoomCreate: {
            name: string;
            /** @description Free text shown to the owner; null or an empty string stores none. */
            description?: string | null;
        };
        /** @description A data room with its folders (in display order) and the documents filed in it. Documents in the trash are omitted. */
        RoomDetail: components["schemas"]["Room"] & {
            /** @description The room's folders, in display order. */
            folders: components["schemas"]["RoomFolder"][];
            /** @description Every live document filed in the room, top level first, then folder by folder in display order, each group by position. */
            documents: components["schemas"]["RoomDocument"][];
        };
        /** @description A document filed in a data room. The document itself stays in the workspace; filing only places it in the room. */
        RoomDocument: {
            /** @example doc_5t8r2w9q3e */
            documentId: string;
            /**
             * @description The room folder it is filed in, or null at the room's top level.
             * @example rfl_2m6x9c4v8b
             */
            folderId: string | null;
            /** @description Sort key within its folder (or the top level); ascending, ties in order of filing. */
            position: number;
            /**
             * @description The document's current title.
             * @example Audited accounts 2024
             */
            title: string;
            /**
             * @description `xdoc` authored, `pdf` uploaded PDF, `file` shared file of another type.
             * @enum {string}
             */
            kind: "xdoc" | "pdf" | "file";
            /**
             * Format: date-time
             * @description When the document was first filed in this room (moving it does not change this).
             */
            addedAt: string;
        };
        RoomDocumentFile: {
            /** @description A live document of this workspace (404 when there is none or it is in the trash). Any kind can be filed. */
            documentId: string;
            /**
             * @description A folder of this room (404 otherwise), or null (the default) for the top level. Filing a document already in the room moves it here.
             * @default null
             */
            folderId: string | null;
        };
        RoomDocumentUpdate: {
            /** @description Move the document to this folder of the room (404 otherwise), or to the top level with null. Omit to leave it where it is. */
            folderId?: string | null;
            /** @description New sort key within its (new) folder. When only `folderId` changes, the document goes to the end of its new folder. */
            position?: number;
        };
        /** @description A folder inside one data room. Room folders are one level deep and are distinct from workspace folders. */
        RoomFolder: {
            /** @example rfl_2m6x9c4v8b */
            id: string;
            /** @example room_4n8c2v6b1z */
            dataRoomId: string;
            /** @example Financials */
            name: string;
            /** @description Sort key; folders are shown by ascending position, ties in order of creation. */
            position: number;
            /** Format: date-time */
            createdAt: string;
        };
        RoomFolderCreate: {
            /** @description Folder name; need not be unique within the room. */
            name: string;
        };
        RoomFolderUpdate: {
            name?: string;
            /** @description New sort key. Other folders keep their positions; ties are shown in order of creation. */
            position?: number;
        };
        /** @description Fields to change; omitted fields are kept. Accepted even while the room is frozen. */
        RoomUpdate: {
            name?: string;
            /** @description New description; null or an empty string removes it. */
            description?: string | null;
            /** @description true freezes the room (frozenAt set; folders and filings can no longer change, links keep serving); false unfreezes it. Sending the current state changes nothing. */
            frozen?: boolean;
            /** @description true archives the room (archivedAt set; every link into it answers with a closed page); false restores it and its links serve again. */
            archived?: boolean;
        };
        /** @enum {string} */
        Scope: "documents:read" | "documents:write" | "envelopes:read" | "envelopes:write" | "rooms:read" | "rooms:write" | "links:read" | "links:write" | "views:read" | "audit:read" | "requests:read" | "requests:write";
        /**
         * @description Names the recipient a signature block is for, by `recipientId` or `email`. Both may be omitted when the document
         *     has exactly one recipient; if both are given they must name the same recipient (422 otherwise).
         */
        SignatureBlockCreate: {
            /**
             * @description A recipient of this document.
             * @example rcp_2m8x4k1q9z
             */
            recipientId?: string;
            /**
             * Format: email
             * @description Identify the recipient by address instead (case-insensitive).
             * @example dana@globex.example
             */
            email?: string;
            /**
             * @description Heading above the block; defaults to the recipient's name.
             * @example For Globex Inc.
             */
            heading?: string;
        };
        /**
         * @description The signer's signature: typed (`text`, drawn by the server in a script font) or drawn (`image`, a PNG data URL
         *     from the signature pad). Stored with the signature, its SHA-256 appears on the certificate.
         */
        SignatureInput: {
            /** @constant */
            type: "typed";
            /**
             * @description The name as typed.
             * @example Ada Lovelace
             */
            text: string;
        } | {
            /** @constant */
            type: "drawn";
            /** @description A PNG as a data URL (`data:image/png;base64,…`), at most 1,000,000 characters and 4,000,000 pixels (e.g. 2000×2000; any signature pad fits), non-interlaced; a blank image, bytes that are not a PNG, an image over the pixel ceiling (refused from its header) or image data that inflates past the size its header declares are a 422 naming `body.signature.image`. */
            image: string;
        };
        /** @description The access code the sender gave the recipient out of band. */
        SigningAccessCode: {
            /** @description Compared with the stored hash; letter case and surrounding spaces matter as set. */
            code: string;
        };
        /** @description Agreement to sign electronically after reading the disclosure. */
        SigningConsentAccept: {
            /**
             * @description Must be true; to refuse, do not call this (or decline).
             * @constant
             */
            accepted: true;
            /** @description The `disclosure.version` the recipient was shown. When sent and it is no longer the current one, the call answers 409 and nothing is recorded, so a consent is never recorded against text the signer did not see. */
            disclosureVersion?: string;
        };
        /** @description Declining to sign ends the whole envelope. */
        SigningDecline: {
            /** @description Why; shown to the sender and the other recipients, and written to the audit trail. */
            reason: string;
        };
        /**
         * @description The document exactly as it was frozen when the envelope was sent (later edits to the workspace document never
         *     show here). An authored body comes as its `content` tree; a PDF as its page count, its bytes streamed by
         *     `GET /public/signing/{token}/document.pdf`.
         */
        SigningDocument: {
            /**
             * @description `xdoc` an authored body (render `content`); `pdf` an uploaded PDF (fetch `document.pdf`).
             * @enum {string}
             */
            kind: "xdoc" | "pdf";
            /** @example Mutual NDA */
            title: string;
            /**
             * @description Pages of the PDF, or of the authored body laid out as its PDF.
             * @example 3
             */
            pageCount: number;
            /**
             * @description The envelope's `contentHash`, the SHA-256 of the frozen snapshot, so a signer can check what they are shown.
             * @example 9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0
             */
            contentHash: string;
            /** @description The frozen authored body; null for a PDF. */
            content: components["schemas"]["DocContent"] | null;
        };
        /**
         * @description One field this signer completes, with where it sits. On a PDF, `placement` gives the page and rectangle in
         *     PDF points (top-left origin, see `FieldPlacement`); on an authored body, `nodeId` names the field's
         *     `signatureField` node in `document.content`. The list is in the order the page guides the signer through
         *     (reading order: page, then top to bottom, then left to right; document order for an authored body).
         */
        SigningField: {
            /**
             * @description The envelope field id; the key of its value in `POST /public/signing/{token}/sign`.
             * @example fld_6t1w9r3z5c
             */
            id: string;
            /**
             * @description How it is filled: `signature` from the `signature` of the sign call; `initials`, `name` and `text` from a
             *     string in `values`; `checkbox` from a boolean in `values`; `date` by the server with the signing date;
             *     `attachment` by uploading a file (`POST /public/signing/{token}/attachments?fieldId=`).
             * @enum {string}
             */
            type: "signature" | "initials" | "name" | "date" | "text" | "checkbox" | "attachment";
            /** @example Signature */
            label: string | null;
            required: boolean;
            /**
             * @description What the field holds already: the recipient's name, prefilled, for a `name` field; the file name of the
             *     file returned for an `attachment` field; null for everything else (values are given all at once when
             *     signing, and the date is filled then).
             * @example null
             */
            value: string | boolean | null;
            /** @description Where the field sits on the PDF; null on an authored body. */
            placement: components["schemas"]["FieldPlacement"] | null;
            /**
             * @description On an authored body, the `attrs.id` of the field's `signatureField` node in `document.content` (the same value as `id`); null on a PDF.
             * @example null
             */
            nodeId: string | null;
        };
        /** @description The outcome of signing or declining, for the page to confirm. The token answers 410 from now on. */
        SigningResult: {
            envelope: {
                /** @example env_7h2k9d4m1x */
                id: string;
                /** @example Mutual NDA */
                title: string;
                /**
                 * @description `completed` when this signature was the last one (the executed PDF is being emailed to every party), `declined` after a decline, `sent` while others still have to sign.
                 * @enum {string}
                 */
                status: "sent" | "completed" | "declined";
            };
            recipient: {
                /** @example rcp_4m8q2x7k1d */
                id: string;
                /** @example Ada Lovelace */
                name: string;
                /**
                 * Format: email
                 * @example ada@example.com
                 */
                email: string;
                /** @enum {string} */
                status: "signed" | "declined";
                /** Format: date-time */
                signedAt: string | null;
                /** Format: date-time */
                declinedAt: string | null;
                declineReason: string | null;
            };
        };
        /**
         * @description What a signing page needs, for the recipient whose token it was asked with. `pending` lists what must still be
         *     done before the document and the fields are shown, in order: `accessCode` (the recipient's access code, when
         *     the sender set one: `POST …/access-code`), then `consent` (agreement to sign electronically after reading
         *     `disclosure`: `POST …/consent`). While anything is pending, `document` and `fields` are null. Never carries
         *     the token, the access code or another recipient's details.
         */
        SigningSession: {
            envelope: {
                /** @example env_7h2k9d4m1x */
                id: string;
                /** @example Mutual NDA */
                title: string;
                /** @example Please sign: Mutual NDA */
                subject: string;
                /**
                 * @description The sender's note, or null.
                 * @example Here is the NDA we discussed.
                 */
                message: string | null;
                /** @example Grace Hopper */
                senderName: string;
                /**
                 * Format: email
                 * @example grace@example.com
                 */
                senderEmail: string;
                /** @description Whether signers sign one routing-order group after another. */
                sequential: boolean;
                /** Format: date-time */
                sentAt: string;
                /**
                 * Format: date-time
                 * @description After this the envelope expires unsigned and the link answers 410 `envelope_expired`.
                 */
                expiresAt: string | null;
            };
            /** @description The recipient the token belongs to. */
            recipient: {
                /** @example rcp_4m8q2x7k1d */
                id: string;
                /** @example Ada Lovelace */
                name: string;
                /**
                 * Format: email
                 * @example ada@example.com
                 */
                email: string;
                /**
                 * @description A `viewer` reads the document and signs nothing (`fields` is empty; sign and decline answer 403 `not_a_signer`).
                 * @enum {string}
                 */
                role: "signer" | "viewer";
                routingOrder: number;
                /**
                 * @description `viewed` from the first successful read on (that read is what marks it and emits `recipient.viewed`). A recipient who signed, declined or was passed on gets 410 instead of a session; one still `waiting` gets 409.
                 * @enum {string}
                 */
                status: "sent" | "viewed";
                /** @enum {string} */
                authMethod: "email" | "email+access_code";
                /** Format: date-time */
                viewedAt: string | null;
                /**
                 * Format: date-time
                 * @description When the access code was passed; null for `email` recipients and until passed.
                 */
                authenticatedAt: string | null;
            };
            /**
             * @description What must still be done before the document is shown, in the order to do it. Empty once everything is cleared.
             * @example [
             *       "consent"
             *     ]
             */
            pending: ("accessCode" | "consent")[];
            /** @description Where the access-code gate stands (never the code itself), or null when the recipient has none. */
            accessCodeStatus: {
                passed: boolean;
                /** @description Wrong codes still allowed before a 15-minute lock (5 after a success or a lock's end). */
                attemptsLeft: number;
                /**
                 * Format: date-time
                 * @description While locked, when tries are accepted again; null otherwise.
                 */
                lockedUntil: string | null;
            } | null;
            disclosure: components["schemas"]["ConsumerDisclosure"];
            /** @description The recipient's latest consent to sign electronically, or null when never given. */
            consent: {
                /** Format: date-time */
                acceptedAt: string;
                /**
                 * Format: date-time
                 * @description Set when the recipient withdrew it; `consent` is then pending again.
                 */
                withdrawnAt: string | null;
                /**
                 * @description The disclosure version accepted.
                 * @example 2025-01
                 */
                disclosureVersion: string;
            } | null;
            /** @description The frozen document; null while anything is `pending`. */
            document: components["schemas"]["SigningDocument"] | null;
            /** @description This recipient's fields in the order to complete them; null while anything is `pending`; empty for a `viewer`. */
            fields: components["schemas"]["SigningField"][] | null;
        };
        /** @description Everything this signer fills, given at once. */
        SigningSubmit: {
            /**
             * @description Keyed by field id: a string for `initials` (1-10 characters), `name` (1-200; the recipient's name when
             *     omitted) and `text` (up to 1,000), a boolean for `checkbox` (a required checkbox must be true). `signature`,
             *     `date` and `attachment` fields take no value here (the signature comes from `signature`, the date is the
             *     signing date, files are uploaded beforehand). A key that is not one of this signer's fields, or a value of
             *     the wrong kind, is a 422 naming `body.values.<fieldId>`.
             * @example {
             *       "fld_2q7w4e9r1t": "Ada Lovelace",
             *       "fld_5y8u1i3o6p": true
             *     }
             */
            values: {
                [key: string]: string | boolean;
            };
            signature: components["schemas"]["SignatureInput"];
        };
        /**
         * @description A reusable document with recipient slots. The body (and, for an uploaded PDF, the file) is fixed when the
         *     template is saved: later edits to the source document do not change it, and it cannot be edited.
         */
        Template: {
            /** @example tpl_7x3m9k2q4z */
            id: string;
            /** @example Mutual NDA template */
            name: string;
            /** @example Two-way NDA for vendor evaluations; counterparty signs first. */
            description: string | null;
            /**
             * @description The kind of the source document (xdoc authored, pdf uploaded, file a shared file of another type); documents made from the template have this kind.
             * @enum {string}
             */
            kind: "xdoc" | "pdf" | "file";
            pageCount: number;
            /** @description Recipient slots in routing order, with the fields bound to them kept. */
            recipients: components["schemas"]["TemplateRecipient"][];
            /** @description Documents created from this template (`POST /documents` with `templateId`). Deleting those documents does not lower it. */
            useCount: number;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last change to the name or description; lists are ordered by it, newest first.
             */
            updatedAt: string;
        };
        TemplateCreate: {
            /** @description The live document to save as a template; its body, recipient slots and bound fields are copied now. A document that does not exist, is in another workspace or is in the trash answers 404. A document out for signature may be saved (its current body is copied). */
            documentId: string;
            /** @description 1-200 characters. Default is the document's title followed by " template", with the title shortened so the whole name fits 200 characters. */
            name?: string;
            /** @description Up to 2,000 characters; omitted, null or empty means none (reads back null). */
            description?: string | null;
        };
        /**
         * @description A template, with its body when read with `include=content`. `content` (the `type: doc` tree fixed at save
         *     time) is present only with `include=content`, and only for an authored (`xdoc`) template; a `pdf` or `file`
         *     template keeps a stored file instead and never carries `content`.
         */
        TemplateDetail: components["schemas"]["Template"] & {
            content?: components["schemas"]["DocContent"];
        };
        /** @description A recipient slot kept from the source document. Addresses and access codes are stripped; a document made from the template fills the slots in order. */
        TemplateRecipient: {
            /**
             * @description Slot id; the fields bound to the slot keep pointing at it.
             * @example trc_6m1k9q3z2x
             */
            id: string;
            /**
             * @description The slot's label, copied from the recipient's name when the template was saved.
             * @example Client
             */
            name: string;
            /** @enum {string} */
            role: "signer" | "viewer";
            /** @example 1 */
            routingOrder: number;
        };
        /** @description Only the name and description can change; the body and recipient slots are fixed at save time. */
        TemplateUpdate: {
            /** @description 1-200 characters, not only whitespace. */
            name?: string;
            /** @description Up to 2,000 characters; null or empty clears it. */
            description?: string | null;
        };
        /**
         * @description A question a reader asked through a share link, with the replies. `awaitingOwner` is true while the reader
         *     spoke last.
         */
        Thread: {
            /** @example thr_5q1m8z3k6w */
            id: string;
            /**
             * @description The document the question is about; for a room link, the document that was open when it was asked, or null when asked about the room as a whole.
             * @example doc_9f3k2m7x1p
             */
            documentId: string | null;
            /**
             * @description The room, when the question came through a room link; otherwise null.
             * @example null
             */
            dataRoomId: string | null;
            /**
             * @description The link the question came through (kept after the link is deleted).
             * @example link_4m8q2x7c1v
             */
            shareLinkId: string;
            /**
             * @description The link's name when the question was asked (kept as it was if the link is later renamed or deleted).
             * @example Investors
             */
            linkName: string;
            /**
             * @description The document title (of the version the link served) or room name the question is about, as it was when asked.
             * @example Series A deck
             */
            about: string;
            /**
             * Format: email
             * @description The asker's address when the link captured one; null for an anonymous reader (replies are then kept but not emailed).
             * @example dana@acme.example
             */
            askedByEmail: string | null;
            /** @description True when the last message is the reader's, i.e. the thread waits on a reply. */
            awaitingOwner: boolean;
            /**
             * Format: date-time
             * @description When the opening question was asked.
             */
            createdAt: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** @description Every message, oldest first; the opening question is first. */
            messages: components["schemas"]["ThreadMessage"][];
        };
        /** @description One message in a viewer-question thread. */
        ThreadMessage: {
            /** @example msg_2v8n4k1x7c */
            id: string;
            /**
             * @description `viewer` for the reader who asked through the link; `owner` for a reply from the workspace (app or API).
             * @enum {string}
             */
            author: "viewer" | "owner";
            /**
             * @description Plain text. Owner replies are at most 5,000 characters.
             * @example Does the revenue figure on page 4 include deferred revenue?
             */
            body: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * @description For an owner reply, whether the email to the asker was accepted by the mail transport (false when the link
             *     captured no address or the mail failed; the reply is kept either way). Always true for a viewer message.
             */
            delivered: boolean;
        };
        ThreadReply: {
            /** @description The reply, plain text, 1-5,000 characters and not only whitespace. Emailed to the asker when the link captured an address. */
            body: string;
        };
        /**
         * @description What an upload page shows: the request, its items, and (with an assignee's token) who is uploading and what
         *     they already sent. Never carries the token, other uploaders' files, or the room it files into.
         */
        UploadPage: {
            /** @example Q3 board pack */
            title: string;
            /** @example Please upload the signed management accounts and the cap table. */
            description: string | null;
            /**
             * Format: date-time
             * @description Shown as the due date; uploads after it are still accepted.
             */
            dueAt: string | null;
            /** @description The items asked for, by position. */
            items: components["schemas"]["FileRequestItem"][];
            /** @description Whether the page must ask for an address (`email`) with each upload - true on the open page of a request with `requireEmail`, false with an assignee token. */
            askEmail: boolean;
            /** @description The assignee the token belongs to; null on the open page. */
            assignee: {
                /**
                 * Format: email
                 * @example cfo@portfolio.example
                 */
                email: string;
                /** @example Priya Shah */
                name: string | null;
                /**
                 * Format: date-time
                 * @description When they had sent every required item; null until then.
                 */
                completedAt: string | null;
            } | null;
            /** @description What this assignee already sent, newest first (so the page can tick off items); always empty on the open page, which shows nobody else's files. */
            uploads: components["schemas"]["UploadReceipt"][];
            /**
             * @description The largest file accepted, in bytes (25 MB).
             * @example 26214400
             */
            maxBytes: number;
        };
        /** @description One file received through an upload page, as its uploader sees it. (The owner reads it, with who sent it and the workspace document it became, as a `FileRequestUpload`.) */
        UploadReceipt: {
            /** @example upl_1z7k3m9x4q */
            id: string;
            /**
             * @description The item it answers, or null when sent without choosing one.
             * @example item_8k3n1x6v2m
             */
            itemId: string | null;
            /** @example management-accounts-q3.pdf */
            filename: string;
            /** @example application/pdf */
            contentType: string;
            /** @example 482113 */
            byteSize: number;
            /**
             * @description Hex SHA-256 of the bytes as received, so the uploader can check what arrived.
             * @example 9f2c4e1a7b3d5f608192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8
             */
            sha256: string;
            /** Format: date-time */
            uploadedAt: string;
        };
        /**
         * @description A saved state of a document in its version history. Snapshots are taken automatically before a body is
         *     replaced (PATCH with a new body, a signature block, a version restore) or a file is replaced, and on request with
         *     `POST /documents/{id}/versions`. A share link can pin a version (`pinnedVersionId`) to serve it instead of the
         *     live document.
         */
        Version: {
            /** @example ver_3x9k2m7q1z */
            id: string;
            /** @example doc_7f3k2m9x1q */
            documentId: string;
            /** @description The document's title when the snapshot was taken. */
            title: string;
            /**
             * @description `xdoc` for a snapshot of an authored body; `pdf` or `file` for a snapshot of a stored file.
             * @enum {string}
             */
            kind: "xdoc" | "pdf" | "file";
            pageCount: number;
            /**
             * @description Name of the version, present only on a named version: one saved on request, or an automatic snapshot given a
             *     `versionLabel`. Absent (never null) on an unnamed automatic snapshot, as the reference specifies.
             * @example Before legal review
             */
            label?: string;
            /** @description True for snapshots the document took of itself (before a body or file was replaced); false for versions saved on request. */
            automatic: boolean;
            /**
             * @description Who caused the snapshot - the name of the workspace member, or of the API key for calls made with one.
             * @example Production integration key
             */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** @description Saves the document's current state as a named version. An empty body is allowed. */
        VersionCreate: {
            /**
             * @description Name of the version; defaults to a label naming the API (for example `Saved via API`).
             * @example Sent to Globex for review
             */
            label?: string;
        };
        /** @description A version with, when read with `include=content`, the body it saved. */
        VersionDetail: components["schemas"]["Version"] & {
            /**
             * @description Present only when requested with `include=content`: the saved `type: doc` body, or null for a snapshot
             *     of an uploaded PDF or shared file (its bytes are not returned here).
             */
            content?: components["schemas"]["DocContent"] | null;
        };
        /**
         * @description One visit through a share link. A visit starts when the link page is requested (`startedAt`) and counts once
         *     every gate (email, verification, password, terms, address lists) is cleared (`openedAt`). Attention time
         *     accrues only while a section is on screen and the tab is active. Exactly one of `documentId` and `dataRoomId`
         *     is set, following the link the visit came through.
         */
        View: {
            /** @example view_7h2k9d3m1q */
            id: string;
            /**
             * @description The link the visit came through. Kept after the link is deleted (visits are kept).
             * @example link_4m8q2x7c1v
             */
            shareLinkId: string;
            /**
             * @description The document, when the link leads to one document; null for a room visit (see `sections[].documentId` on the single read).
             * @example doc_9f3k2m7x1p
             */
            documentId: string | null;
            /**
             * @description The data room, when the link leads to a room; otherwise null.
             * @example null
             */
            dataRoomId: string | null;
            /**
             * Format: idn-email
             * @description The address the visitor gave, or null when the link captured none (public link or email not required).
             * @example dana@acme.example
             */
            viewerEmail: string | null;
            /** @description True when the visitor entered the six-digit code sent to `viewerEmail`. */
            emailVerified: boolean;
            /**
             * Format: date-time
             * @description When the visitor accepted the link's confidentiality terms; null when none were asked or not yet accepted.
             */
            ndaAcceptedAt: string | null;
            /** @description The exact terms the visitor accepted (kept even if the link's terms or the agreement change later); null when none were accepted. */
            ndaText: string | null;
            /** @description The name typed when accepting terms from an agreement with `requireName`; otherwise null. */
            ndaSignedName: string | null;
            /**
             * Format: date-time
             * @description When every gate was first cleared; null until then (such visits are listed only with `includeUnopened=true`).
             */
            openedAt: string | null;
            /**
             * Format: date-time
             * @description Start of the most recent sitting; null until the visit was opened.
             */
            lastOpenedAt: string | null;
            /**
             * Format: date-time
             * @description When the link page was first requested for this visit.
             */
            startedAt: string;
            /**
             * Format: date-time
             * @description Last sign of activity (page request or attention heartbeat); equals `startedAt` until anything else happens.
             */
            lastSeenAt: string;
            /**
             * @description Active reading time in milliseconds, summed over every sitting (attention time, not wall-clock time).
             * @example 184000
             */
            totalMs: number;
            /**
             * @description Separate sittings in this visit; 0 for a visit that never cleared the gates.
             * @example 2
             */
            opens: number;
            /**
             * @description Fraction of the document's sections (pages for a PDF) the visitor reached, 0-1; for a room visit, over the sections of the documents opened.
             * @example 0.75
             */
            completion: number;
            /**
             * Format: date-time
             * @description When the visitor first downloaded a copy; null when they never did.
             */
            downloadedAt: string | null;
            /**
             * @description Answers to the link's capture fields, keyed by capture field id: a string for `text` and `select` fields,
             *     a boolean for `checkbox` fields. An empty object when the link asks nothing or nothing was answered.
             * @example {
             *       "company": "Acme Ltd",
             *       "role": "Investor",
             *       "marketing-consent": false
             *     }
             */
            captureAnswers: {
                [key: string]: string | boolean;
            };
            /**
             * @description ISO 3166-1 alpha-2 country derived from the IP address, or null when unknown.
             * @example GB
             */
            country: string | null;
            /**
             * @description City derived from the IP address, or null when unknown.
             * @example London
             */
            city: string | null;
            /**
             * @description The Referer header of the first request, or null when the browser sent none.
             * @example https://mail.example.com/
             */
            referrer: string | null;
            /**
             * @description The browser's User-Agent header, or null when it sent none.
             * @example Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15
             */
            userAgent: string | null;
            /**
             * @description The visitor's IP address (IPv4 or IPv6), or null when unknown.
             * @example 203.0.113.42
             */
            ipAddress: string | null;
        };
        /** @description A visit with its per-section attention time and, an extension of this API, the reader's reactions (single read). */
        ViewDetail: components["schemas"]["View"] & {
            /** @description Sections the visitor had on screen, ordered by `documentId` then `index`; sections never shown are omitted. */
            sections: components["schemas"]["ViewSection"][];
            /**
             * @description An extension of this API (the reference's reaction bar has no place to read its answers): the reader's
             *     reaction to each document of the visit, from a link with `allowFeedback`, ordered by `documentId`.
             *     Empty when the reader gave none.
             */
            feedback: components["schemas"]["VisitFeedback"][];
        };
        /**
         * @description Attention time on one section of one document during a visit: one entry per heading-delimited section of an
         *     authored document, one per page of a PDF. A room visit carries sections of several documents, told apart by
         *     `documentId`.
         */
        ViewSection: {
            /**
             * @description The document this section belongs to.
             * @example doc_9f3k2m7x1p
             */
            documentId: string;
            /**
             * @description Zero-based position of the section in the document (for a PDF, the page number minus one).
             * @example 0
             */
            index: number;
            /**
             * @description The section's heading text; null for a PDF page or a section before the first heading.
             * @example Term sheet
             */
            heading: string | null;
            /**
             * @description Milliseconds the section was on screen while the tab was active.
             * @example 42000
             */
            visibleMs: number;
        };
        /**
         * @description One document as a visitor reads it: the live document, or the version the link pins, split into sections (an
         *     authored body) or pages (a PDF). A shared file of another type has no sections; it can only be downloaded,
         *     when the link allows it.
         */
        ViewerDocument: {
            /** @example doc_5t8r2w9q3e */
            documentId: string;
            /** @example Series A deck */
            title: string;
            /** @enum {string} */
            kind: "xdoc" | "pdf" | "file";
            /** @description The pinned version served, or null for the live document. */
            versionId: string | null;
            /**
             * @description `section` for an authored body, `page` for a PDF, null for a shared file.
             * @enum {string|null}
             */
            unit: "section" | "page" | null;
            pageCount: number;
            sections: components["schemas"]["ViewerSection"][];
            /** @description The stored file of a PDF or shared file (its bytes: `GET /public/visits/{visitId}/documents/{documentId}/file` for a PDF); null for an authored body. */
            file: {
                /** @example series-a-deck.pdf */
                filename: string;
                /** @example application/pdf */
                contentType: string;
                /** @example 2483112 */
                byteSize: number;
            } | null;
        };
        /**
         * @description A viewer group of a data room (an extension of this API: the reference's `groupId` names groups "made in the
         *     app"; here they are made through the API). A group names who may read (`members`) and what they may read
         *     (`folderIds`, `documentIds`). A room link made with `POST /links { dataRoomId, groupId }` admits only the
         *     group's members and shows only what the group was given, whatever the link's `allowDownload` says (downloads
         *     are limited to those documents too). Changes apply to every visit at once, opened ones included.
         */
        ViewerGroup: {
            /** @example grp_6v2m9k4x1c */
            id: string;
            /** @example room_4n8c2v6b1z */
            dataRoomId: string;
            /**
             * @description Label of the group; need not be unique within the room.
             * @example Acme Ventures
             */
            name: string;
            /**
             * @description Who belongs to the group: email addresses, and domains written with a leading `@` (`@acme.example` admits
             *     every address exactly at that domain; a parent domain does not admit its subdomains, as for a link's
             *     `allowedDomains`). Stored lowercased, without duplicates, in the order given.
             * @example [
             *       "dana@acmeventures.example",
             *       "@acme.example"
             *     ]
             */
            members: string[];
            /**
             * @description Room folders the group may read; a folder grants every document filed in it, now and later. A folder that is deleted drops out of the list.
             * @example [
             *       "rfl_2m6x9c4v8b"
             *     ]
             */
            folderIds: string[];
            /**
             * @description Documents of the room the group may read wherever they are filed (in addition to the folders' documents). A document removed from the room drops out of the list.
             * @example [
             *       "doc_5t8r2w9q3e"
             *     ]
             */
            documentIds: string[];
            /**
             * @description Links made for this group that have not been deleted.
             * @example 1
             */
            linkCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A new viewer group of a room (an extension of this API). What is omitted starts empty (a group with no members admits nobody; one with no folders or documents shows nothing). */
        ViewerGroupCreate: {
            name: string;
            /**
             * @description Email addresses, or domains with a leading `@` (`@acme.example`). Anything else is a 400 naming the entry.
             * @default []
             */
            members: string[];
            /**
             * @description Folders of this room (422 naming the entry for any other).
             * @default []
             */
            folderIds: string[];
            /**
             * @description Documents filed in this room (422 naming the entry for any other).
             * @default []
             */
            documentIds: string[];
        };
        /** @description Changes to a viewer group (an extension of this API); each list sent replaces the current one, omitted fields are kept. */
        ViewerGroupUpdate: {
            name?: string;
            /** @description Replaces the members. Visitors no longer admitted are refused on their next request, opened visits included. */
            members?: string[];
            folderIds?: string[];
            documentIds?: string[];
        };
        /** @description A data room as a visitor sees it - its folders and the documents they may read (for a viewer-group link, only what the group was given, and only the folders that hold some of it). */
        ViewerRoom: {
            /** @example Acme – Series A diligence */
            name: string;
            /** @description Folders in display order. */
            folders: {
                /** @example rfl_2m6x9c4v8b */
                id: string;
                /** @example Financials */
                name: string;
                position: number;
            }[];
            /** @description Documents top level first, then folder by folder in display order, each group by position. Read one with `GET /public/visits/{visitId}/documents/{documentId}`. */
            documents: {
                /** @example doc_5t8r2w9q3e */
                documentId: string;
                /** @example rfl_2m6x9c4v8b */
                folderId: string | null;
                position: number;
                /** @example Audited accounts 2024 */
                title: string;
                /** @enum {string} */
                kind: "xdoc" | "pdf" | "file";
                pageCount: number;
            }[];
        };
        /**
         * @description One unit of attention of a document as a visitor reads it: a heading-delimited section of an authored body
         *     (as `DocumentSection` defines it), or one page of a PDF. Heartbeats report time per `index`.
         */
        ViewerSection: {
            /**
             * @description Zero-based position (for a PDF, the page number minus one).
             * @example 0
             */
            index: number;
            /**
             * @description The heading's anchor id, `intro` for the untitled first section, or `page-<n>` for a PDF page.
             * @example term-sheet
             */
            id: string;
            /**
             * @description The heading text; null for the untitled first section and for PDF pages.
             * @example Term sheet
             */
            heading: string | null;
            level: number | null;
            /** @description Words in the section (its heading included). For a PDF page, the words of its text layer when the stored text tells the pages apart (one part per page); 0 otherwise, and for a page without text. */
            words: number;
            /** @description The section's blocks of the authored body (its heading first), to render; null for a PDF page (draw it from the file). */
            blocks: components["schemas"]["DocNodeBlock"][] | null;
            /**
             * @description The section's plain text, for the browser's speech synthesis; present only when the link has `allowAudio`
             *     (null otherwise, and for a PDF page without a text layer). Reading aloud needs no other operation: the
             *     page speaks this text section by section, highlighting the section being read.
             */
            text: string | null;
        };
        /**
         * @description What an opened visit reads, and how the page must present it. A document link carries the document; a room
         *     link carries the room's tree (read each document with `GET …/documents/{documentId}`). Presentation settings
         *     are the server's decisions, not suggestions: downloads, the assistant and feedback are refused by the server
         *     when off, and the watermark is also stamped into every file the server hands out.
         */
        VisitContent: {
            /** @example view_7h2k9d3m1q */
            visitId: string;
            /** @enum {string} */
            kind: "document" | "room";
            /** @example Series A deck */
            title: string;
            /** @description The document of a document link; null for a room link. */
            document: components["schemas"]["ViewerDocument"] | null;
            /** @description The room of a room link; null for a document link. */
            room: components["schemas"]["ViewerRoom"] | null;
            /** @description The watermark to draw over every page, resolved for this visitor; null when the link's `watermark` is off. */
            watermark: components["schemas"]["VisitWatermark"] | null;
            /** @description Block printing and hide the page while the window does not have focus. */
            screenshotProtection: boolean;
            /** @description Whether `GET …/download` serves copies (for a viewer-group link, of the group's documents only). */
            allowDownload: boolean;
            /** @description For a room link that allows downloads, how to get a zip of everything (`GET …/bulk-download`); null otherwise. */
            bulkDownload: {
                /** @description True when the link has `bulkDownloadOtp`; an emailed code (`POST …/bulk-download/code`) must be given. */
                codeRequired: boolean;
            } | null;
            /** @description The reader features the link switches on. Questions to the owner are always available to an opened visit. */
            features: {
                /** @description `allowAssistant`: `POST …/assistant` answers questions from the document. */
                assistant: boolean;
                /** @description `allowAudio`: sections carry `text` for the browser to read aloud. */
                audio: boolean;
                /** @description `allowFeedback`: the reaction bar (`POST …/feedback`). */
                feedback: boolean;
            };
        };
        /**
         * @description A reader's reaction to one document of a visit, from the reaction bar of a link with `allowFeedback` (an
         *     extension of this API: the reference names the reaction bar but not where its answers are read). One per visit
         *     and document; the latest reaction counts.
         */
        VisitFeedback: {
            /** @example doc_9f3k2m7x1p */
            documentId: string;
            reaction: components["schemas"]["FeedbackReaction"];
            /** @example Clear, but the unit economics slide needs sources. */
            comment: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the reaction was last changed.
             */
            updatedAt: string;
        };
        /** @description A reaction to one document; a later one from the same visit for the same document replaces it. */
        VisitFeedbackInput: {
            /** @description The document reacted to. Defaults to the link's document; required on a room link (422 naming it when missing or not readable by this visit). */
            documentId?: string;
            reaction: components["schemas"]["FeedbackReaction"];
            /** @description An optional remark; null or omitted for none. */
            comment?: string | null;
        };
        /**
         * @description A gate of a share link, in the order they are cleared: `email` (give an address: `requireEmail`, any
         *     viewer-group link, or a link that is not public with `allowedEmails` or `allowedDomains`, which an anonymous
         *     visit would otherwise pass by), `verification` (enter the six-digit code mailed to it), `password`, `nda` (accept the
         *     terms, with a name when the agreement requires one), `capture` (answer the required capture fields).
         * @enum {string}
         */
        VisitGate: "email" | "verification" | "password" | "nda" | "capture";
        /**
         * @description Answers to a link's gates. Send what `pending` asks for; one call may clear several gates. Answers are checked
         *     in gate order and the call is all or nothing: the first wrong answer is refused (422 naming its field) and
         *     nothing from the call is kept. An answer to a gate the link does not have, or one already cleared, is
         *     ignored, except `email`, which replaces the visit's address only until the visit has opened (verification
         *     then starts again for the new address; after opening a different address is a 409). An address given to a
         *     link that does not ask for one is still recorded, and checked against the link's lists.
         *
         *     The gates are walked in order and the walk stops at the first gate still pending after this call's answer to
         *     it: answers to later gates are not looked at, and not kept, until it clears (send them again then). A code
         *     cannot be sent in the call that gives the address, since it is mailed in answer to that call. The reply's
         *     `ignored` names every answer of the call that was not looked at, so none is dropped silently.
         */
        VisitGateInput: {
            /**
             * Format: idn-email
             * @description The visitor's address; an internationalised one (`zoë@fund.example`, RFC 6531) is accepted as it is written. Checked against the link's allowed and blocked lists (and a group link's members) on every call; refused with 403 `email_not_allowed`.
             */
            email?: string;
            /** @description The link's password. A wrong one is 422 `password_incorrect`; 10 wrong ones for the link from one address (the IP address, or the visit's email address) within 15 minutes answer 429 until the window passes, even for the right one. */
            password?: string;
            /** @description The six-digit verification code mailed to `email`. Valid 10 minutes and for 5 tries; 422 `verification_code_incorrect` (with `details.attemptsLeft`) or `verification_code_expired` (ask for a new one with `POST /public/visits/{visitId}/verification`). */
            code?: string;
            /** @description True accepts the terms shown in `nda.text`; the exact text is kept with the visit. False changes nothing. */
            ndaAccepted?: boolean;
            /** @description The name typed with the acceptance, when `nda.requireName` is true (422 naming `body.ndaName` when it is missing then). */
            ndaName?: string;
            /** @description Answers to capture fields keyed by field id; a string for `text` and `select` (one of its `options`), a boolean for `checkbox`. An unknown id, a value of the wrong kind or a choice not among the options is a 422 naming `body.answers.<id>`. A required field is answered by a non-blank text, a choice, or a ticked box (`true`); the `capture` gate is pending while any required field is not. Answers (optional fields included) are kept when the walk reaches the capture gate before the visit opens, or while `capture` is pending again. */
            answers?: {
                [key: string]: string | boolean;
            };
        };
        /**
         * @description Attention measured by the page since its previous heartbeat, for one document: for each section that had a
         *     real part of it on screen while the tab was visible and focused, the milliseconds it did.
         */
        VisitHeartbeat: {
            /** @description The document read (the link's document, or a document of the room this visit may read; 422 otherwise). */
            documentId: string;
            /** @description One entry per section with time to report; an index the document does not have is a 422 naming it. Entries for the same index are added together. */
            sections: {
                index: number;
                visibleMs: number;
            }[];
        };
        /** @description A question for the owner. */
        VisitQuestionCreate: {
            /** @description Plain text; surrounding whitespace is trimmed and a body of only whitespace is a 400. */
            body: string;
            /** @description The document it is about. Defaults to the link's document; on a room link, omit it to ask about the room as a whole. A document this visit may not read is a 422. */
            documentId?: string;
        };
        /** @description The reader's next message in one of their threads. */
        VisitQuestionReply: {
            body: string;
        };
        /**
         * @description A new visit: its state plus its visit token. The token is returned here and nowhere else, ever; it is stored by
         *     the server only as a hash. Send it as `x-visit-token` on every other viewer operation of this visit.
         */
        VisitStarted: components["schemas"]["VisitState"] & {
            /**
             * @description The visit token, a 256-bit random capability (`vst_` then 43 base64url characters). Treat it as a secret.
             * @example vst_Jk3m9QxP2vL7wR4tY8uZ1aB5cD6eF0gH2iJ3kL4mN5o
             */
            token: string;
        };
        /**
         * @description Where a visit stands, and what the page needs to draw the gates still pending. When `pending` is empty the
         *     visit is `opened`: its content can be read and attention is credited. A visit can fall back to pending gates
         *     later (the owner tightened a gate, for example a new password or new terms), and is then no longer `opened`
         *     until it clears them again.
         */
        VisitState: {
            /**
             * @description The visit's id (the id of the View the owner reads).
             * @example view_7h2k9d3m1q
             */
            visitId: string;
            /** @description Whether every gate is cleared and the content may be read now. */
            opened: boolean;
            /**
             * @description The gates still to clear, in order. Empty when opened.
             * @example [
             *       "verification",
             *       "nda"
             *     ]
             */
            pending: components["schemas"]["VisitGate"][];
            /**
             * @description The answers of this call that were not looked at, by body field name: answers to gates after the first
             *     one still pending (send them again once it clears), and answers to gates the link does not have or the
             *     visit already cleared. Nothing sent is dropped silently: a password sent with the address on a link that
             *     also verifies the address comes back here until the code is in. Always empty when reading a visit.
             * @example [
             *       "password"
             *     ]
             */
            ignored: ("email" | "code" | "password" | "ndaAccepted" | "ndaName" | "answers")[];
            /**
             * @description Whether the link shares one document or a data room.
             * @enum {string}
             */
            kind: "document" | "room";
            /**
             * @description What the page shows as its heading - the link's `ogTitle`, else the document title or room name.
             * @example Series A deck
             */
            title: string;
            /**
             * @description The link's name (the owner's label; it also fills `{link}` in the watermark).
             * @example Series A deck – Acme Ventures
             */
            linkName: string;
            /**
             * Format: idn-email
             * @description The address given for this visit, or null.
             * @example dana@acmeventures.example
             */
            email: string | null;
            /** @description The latest verification code mailed for this visit, while `verification` is pending; null otherwise (including before an address was given). */
            verification: {
                /** Format: idn-email */
                sentTo: string;
                /** Format: date-time */
                sentAt: string;
                /**
                 * Format: date-time
                 * @description Ten minutes after `sentAt`.
                 */
                expiresAt: string;
                attemptsLeft: number;
            } | null;
            /** @description The terms to accept, while `nda` is pending; null otherwise. */
            nda: {
                /** @description The exact terms; accepting records this text with the visit. */
                text: string;
                /** @description Whether a name must be typed with the acceptance (`ndaName`). */
                requireName: boolean;
                /**
                 * @description The library agreement's name when the terms come from one; null for terms written on the link.
                 * @example Mutual NDA (investors)
                 */
                agreementName: string | null;
            } | null;
            /** @description The link's capture fields while `capture` is pending (with what to ask and which are required); empty otherwise. */
            captureFields: components["schemas"]["CaptureField"][];
        };
        /**
         * @description The link's watermark resolved for this visitor: the placeholders of `watermarkConfig.text` filled (`{email}`
         *     the visit's address or empty, `{date}` and `{time}` of this request in UTC as `YYYY-MM-DD` and `HH:MM`,
         *     `{ip}` the visitor's address, `{link}` the link's name), with the position, opacity, rotation, size and colour
         *     to draw it with over every page.
         */
        VisitWatermark: {
            /** @example Confidential · dana@acmeventures.example · 2025-03-06 */
            text: string;
            /** @enum {string} */
            position: "tiled" | "center" | "footer";
            /** @example 15 */
            opacity: number;
            /** @example -30 */
            rotation: number;
            /** @example 24 */
            fontSize: number;
            /** @example #6b7280 */
            color: string;
        };
        /**
         * @description One address that read through share links, aggregated over its visits. Only visits that captured an address and
         *     cleared every gate count; anonymous and unopened visits are not part of any visitor.
         */
        Visitor: {
            /**
             * Format: idn-email
             * @description The visitor's address, lowercased.
             * @example dana@acme.example
             */
            email: string;
            /**
             * @description Visits counted for this address.
             * @example 4
             */
            views: number;
            /**
             * @description Distinct documents this address read, directly or inside rooms (a document in a room counts once the viewer reported attention on it).
             * @example 3
             */
            documents: number;
            /**
             * @description Active reading time over all counted visits, in milliseconds.
             * @example 612000
             */
            totalMs: number;
            /**
             * @description Mean `completion` of the counted visits, 0-1.
             * @example 0.64
             */
            avgCompletion: number;
            /**
             * Format: date-time
             * @description `startedAt` of the earliest counted visit.
             */
            firstSeenAt: string;
            /**
             * Format: date-time
             * @description `lastSeenAt` of the most recent counted visit.
             */
            lastSeenAt: string;
            /** @description True when the address was verified with an emailed code on at least one visit. */
            verified: boolean;
            /** @description True when the address accepted confidentiality terms on at least one visit. */
            acceptedNda: boolean;
            /** @description True when the address downloaded a copy on at least one visit. */
            downloaded: boolean;
        };
        /**
         * @description A visitor with their latest visits (single read). Same fields as `Visitor`, except that `views` is the list of
         *     the latest 100 visits instead of a count. The aggregates (`documents`, `totalMs`, `avgCompletion`, …) cover
         *     every counted visit, not only the 100 listed. Only visits that captured an address and cleared every gate count.
         */
        VisitorDetail: {
            /**
             * Format: idn-email
             * @description The visitor's address, lowercased.
             * @example dana@acme.example
             */
            email: string;
            /**
             * @description The latest 100 counted visits from this address, newest first. On this form `views` replaces the visit
             *     count of the list form (the two cannot share the name); the count is on `GET /visitors?email=`, and
             *     `GET /views?email=` pages through every visit.
             */
            views: components["schemas"]["View"][];
            /**
             * @description Distinct documents this address read, directly or inside rooms (a document in a room counts once the viewer reported attention on it).
             * @example 3
             */
            documents: number;
            /**
             * @description Active reading time over all counted visits, in milliseconds.
             * @example 612000
             */
            totalMs: number;
            /**
             * @description Mean `completion` of the counted visits, 0-1.
             * @example 0.64
             */
            avgCompletion: number;
            /**
             * Format: date-time
             * @description `startedAt` of the earliest counted visit.
             */
            firstSeenAt: string;
            /**
             * Format: date-time
             * @description `lastSeenAt` of the most recent counted visit.
             */
            lastSeenAt: string;
            /** @description True when the address was verified with an emailed code on at least one visit. */
            verified: boolean;
            /** @description True when the address accepted confidentiality terms on at least one visit. */
            acceptedNda: boolean;
            /** @description True when the address downloaded a copy on at least one visit. */
            downloaded: boolean;
        };
        /**
         * @description A question this visit asked the owner, with the replies, as the reader sees it. (The owner reads the same
         *     thread, with who asked and through which link, as `Thread` under `GET /questions/{id}`.)
         */
        VisitorThread: {
            /** @example thr_5q1m8z3k6w */
            id: string;
            /**
             * @description The document the question is about; null for a question about a room as a whole.
             * @example doc_9f3k2m7x1p
             */
            documentId: string | null;
            /**
             * @description The document title or room name.
             * @example Series A deck
             */
            about: string;
            /** @description True while the reader spoke last. */
            awaitingReply: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** @description Oldest first; the question first. */
            messages: components["schemas"]["VisitorThreadMessage"][];
        };
        /** @description One message of a question thread, as the reader sees it. */
        VisitorThreadMessage: {
            /** @example msg_2v8n4k1x7c */
            id: string;
            /**
             * @description `viewer` the reader, `owner` a reply from the workspace.
             * @enum {string}
             */
            author: "viewer" | "owner";
            /** @example Does the revenue figure on page 4 include deferred revenue? */
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @description The watermark drawn over every page a visitor reads, fully resolved: each field carries the value in force,
         *     whether it was set on the link or comes from the service default. Drawn only while the link's `watermark`
         *     setting is true.
         */
        WatermarkConfig: {
            /**
             * @description Watermark text. The placeholders `{email}`, `{date}`, `{time}`, `{ip}` and `{link}` are replaced per visit
             *     with the visitor's address, the date and time of the visit (UTC), the visitor's IP address and the link's name.
             * @example Confidential · {email} · {date}
             */
            text: string;
            /**
             * @description `tiled` repeats the text across the page, `center` draws it once in the middle, `footer` along the bottom edge.
             * @enum {string}
             */
            position: "tiled" | "center" | "footer";
            /**
             * @description Opacity in percent.
             * @example 15
             */
            opacity: number;
            /**
             * @description Rotation in degrees, counter-clockwise.
             * @example -30
             */
            rotation: number;
            /**
             * @description Font size in points.
             * @example 24
             */
            fontSize: number;
            /**
             * @description Six-digit hex colour, always read back with a leading `#` whether or not it was sent with one.
             * @example #6b7280
             */
            color: string;
        };
        /**
         * @description Watermark settings to change. Every field is optional and is merged over the values currently in force (the
         *     service default on create); an empty object changes nothing. Send `watermarkConfig: null` instead to reset
         *     every field to the service default.
         */
        WatermarkConfigInput: {
            /** @description Watermark text; may use the placeholders `{email}`, `{date}`, `{time}`, `{ip}` and `{link}`. */
            text?: string;
            /** @enum {string} */
            position?: "tiled" | "center" | "footer";
            /** @description Opacity in percent. */
            opacity?: number;
            /** @description Rotation in degrees, counter-clockwise. */
            rotation?: number;
            /** @description Font size in points. */
            fontSize?: number;
            /** @description Six-digit hex colour, with or without a leading `#`. */
            color?: string;
        };
        /** @description The JSON body of every webhook delivery. `data` depends on `event` (see the `webhooks` section). */
        WebhookPayload: {
            /**
             * @description Event id; the same on every attempt of this event (also in `x-dossier-event-id`).
             * @example evt_5n3b7v1c9x
             */
            id: string;
            event: components["schemas"]["EventName"];
            /** Format: date-time */
            createdAt: string;
            data: {
                [key: string]: unknown;
            };
        };
        /**
         * @description An extension of this API: who signing requests and file-request emails say they come from, and the name the
         *     signing page shows. `name` is the sender name the workspace set, or its workspace name when it set none.
         */
        WorkspaceSender: {
            /**
             * @description The name people read ("From Acme Legal"), in emails and on the signing page.
             * @example Acme Legal
             */
            name: string;
            /** @description True when the workspace set this name; false when it is the workspace's own name. */
            custom: boolean;
            /**
             * Format: email
             * @description The workspace's address (replies go there), or null when none was given (the server's no-reply address is used).
             * @example legal@acme.example
             */
            email: string | null;
        };
        /**
         * @description An extension of this API (see `WorkspaceSender`). `name` null goes back to the workspace's own name.
         * @example {
         *       "name": "Acme Legal"
         *     }
         */
        WorkspaceSenderUpdate: {
            /**
             * @description The sender name to use from now on (envelopes sent earlier keep the name they were sent with).
             * @example Acme Legal
             */
            name: string | null;
        };
    };
    responses: {
        /** @description Request not understood: an unknown query parameter, an unrecognised filter value, an unparseable date, a bad cursor, or a body that failed validation (details name the fields). */
        BadRequest: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "body.title must NOT have fewer than 1 characters",
                 *       "code": "validation_failed"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state of the resource (`conflict`; `not_your_turn` for a sequential signer whose turn has not come; `room_frozen` for a change a frozen room refuses). */
        Conflict: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "the document is out for signature",
                 *       "code": "conflict"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The key lacks the scope this operation needs (the message and details.scope name it), or the action is not allowed for this account. On a public operation: what the token may not do, or not yet, with a code saying which (`access_code_required`, `consent_required`, `consent_withdrawn`, `not_a_signer`, `email_not_allowed`, `gates_pending` with details.pending, `download_disabled`, `assistant_disabled`, `feedback_disabled`, `open_page_disabled`). */
        Forbidden: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "this key lacks the scope documents:write",
                 *       "code": "insufficient_scope"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The token or link no longer leads anywhere, for good or until its owner changes something; `code` says why
         *     and `error` says it in words a page can show. Signing (`/public/signing/{token}`): `recipient_delegated` (this
         *     recipient passed their place on), `recipient_declined` (this recipient declined), `envelope_voided`,
         *     `envelope_expired`, `envelope_declined` (another recipient declined), `envelope_completed`, `recipient_signed`
         *     (this recipient signed; the others have not yet), checked in that order. Share links and visits: `link_disabled`
         *     (switched off, including by deleting its viewer group), `link_deleted`, `link_expired`, `link_view_limit` (the
         *     view cap was reached; only a visit that had not yet opened is refused), `room_archived`, `room_deleted`,
         *     `document_deleted` (the linked document is in the trash). File requests: `request_closed`, `request_deleted`,
         *     `assignee_removed`. A 410 is never answered for a token that never existed (that is 404 or 401).
         */
        Gone: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The stored file failed its integrity check: its bytes no longer match the SHA-256 recorded when it was stored
         *     (code `file_integrity_failed`). It was not served. The failure is recorded in the workspace's audit trail as
         *     `file.integrity_failed` (naming the file, what holds it and both digests) and logged at error level with
         *     `event: file.integrity_failed`, for the operator to alert on and restore the file from backup. Retrying does not
         *     help until it is restored.
         */
        IntegrityFailed: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "the stored file failed its integrity check (its bytes no longer match the SHA-256 recorded when it was stored) and was not served; the failure was recorded in the audit trail",
                 *       "code": "file_integrity_failed"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The capability token in the header is missing, wrong, or does not belong to the visit or request in the path
         *     (`code: invalid_token`). A `{visitId}` that does not exist answers exactly the same, so ids cannot be probed.
         */
        InvalidToken: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "a valid visit token is required (x-visit-token)",
                 *       "code": "invalid_token"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such row, or a row that belongs to another workspace (the two are indistinguishable). */
        NotFound: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "document not found",
                 *       "code": "not_found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than this operation accepts. */
        PayloadTooLarge: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "request body is too large",
                 *       "code": "payload_too_large"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The plan's monthly allowance is used and the credit balance will not cover another; nothing was charged. */
        PaymentRequired: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "monthly sends used and credit cannot cover another",
                 *       "code": "payment_required"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `service_unavailable`: a dependency (database, file storage, mail transport or billing) did not answer; nothing
         *     was done; safe to retry.
         *     `server_busy`: the server's heavy work (parsing and laying out long bodies, exports, PDF reading, watermarks,
         *     seals, signature images) is queued to its limit; nothing was done; retry after `retry-after` seconds.
         *     `work_limit`: this request's heavy work ran past its time budget (300 s by default) or its memory ceiling and was
         *     stopped; nothing was done; the same request will most likely be stopped again.
         */
        ServiceUnavailable: {
            headers: {
                /** @description With `server_busy`, seconds to wait before retrying. */
                "retry-after"?: number;
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "file storage did not answer; nothing was changed",
                 *       "code": "service_unavailable"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit exceeded (`rate_limited`), or an access code locked after 5 wrong tries (`access_code_locked`); retry-after says how long to wait. */
        TooManyRequests: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                "retry-after": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "rate limit exceeded; retry in 12 seconds",
                 *       "code": "rate_limited"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No key, or a key that is revoked, expired or invalid. */
        Unauthorized: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "a valid API key is required",
                 *       "code": "unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Understood and refused: a plan ceiling, an invalid move, an oversize file, or a state that does not allow it (`details.fields` names the offending field where there is one). Public operations add wrong answers: `access_code_incorrect`, `password_incorrect`, `verification_code_incorrect` (each with details.attemptsLeft where tries are counted), `verification_code_expired`, and `required_fields_missing` (details.missing). */
        Unprocessable: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "plan document ceiling reached",
                 *       "code": "unprocessable"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body's content type is not one this operation accepts. */
        UnsupportedMediaType: {
            headers: {
                "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                "x-request-id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "unsupported content type",
                 *       "code": "unsupported_media_type"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Any 2xx answered within eight seconds acknowledges the delivery. A 4xx other than 429 is a refusal and is not retried; a 3xx, a 429, a 5xx, a timeout or a connection failure is retried (up to 3 attempts with a short backoff). */
        WebhookAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
        Cursor: string;
        /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
        Id: string;
        /**
         * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
         *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
         *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
         *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
         *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
         *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
         *     sends a UUID on every POST and reuses it across its own retries.
         * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
         */
        IdempotencyKey: string;
        /** @description `content` adds the document body (`type: doc` tree) to the response. */
        IncludeContent: "content";
        /** @description Page size, 1-100 (default 50). */
        Limit: number;
        /** @description The link's slug, the last segment of its `url` (`{LINK_ORIGIN}/v/{slug}`). An unknown slug answers 404. */
        LinkSlug: string;
        /** @description The file request's slug, from its open upload page `{PUBLIC_URL}/r/{slug}` (also the first segment of every assignee's personal link `{PUBLIC_URL}/r/{slug}/{token}`). An unknown slug answers 404. */
        RequestSlug: string;
        /**
         * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
         *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
         *     credential of the public signing operations. Any value that is not a token the server issued answers 404
         *     `not_found` (a malformed one too, so its format reveals nothing).
         */
        SigningToken: string;
        /**
         * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
         *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
         */
        VisitId: string;
        /** @description The event name, e.g. envelope.completed. */
        WebhookEventHeader: string;
        /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
        WebhookEventIdHeader: string;
        /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
        WebhookSignatureHeader: string;
        /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
        WebhookTimestampHeader: string;
    };
    requestBodies: never;
    headers: {
        /** @description `attachment; filename="…"` with the stored (or export) file name; non-ASCII names are also given as `filename*` (RFC 6266). */
        ContentDisposition: string;
        /**
         * @description Requests allowed per minute: for this key (RATE_LIMIT_PER_MINUTE, 120 by default) on keyed operations; on
         *     public operations, for the window that is closer to its limit (the token's, or the caller's address's).
         */
        RateLimitLimit: number;
        /** @description Requests left in the current one-minute window (the key's, or on public operations the tighter of the token's and the address's), counted across every instance serving the workspace. */
        RateLimitRemaining: number;
        /** @description Unix time (seconds) at which the current window ends and the count starts again. */
        RateLimitReset: number;
        /**
         * @description This request's id: the caller's `x-request-id` when it is 1-128 letters, digits or `._:-`, otherwise one the
         *     server made (`req_…`). Every server log line of the request carries it, and every error body repeats it as
         *     `requestId`; quote it when reporting a problem.
         */
        RequestId: string;
        /** @description Seconds to wait before the next request will be admitted. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCatalog: {
        parameters: {
            query?: {
                /** @description `endpoints` adds `groups`, the endpoint list. */
                include?: "endpoints";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Catalog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key's workspace. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Me"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWorkspaceSender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sender. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "name": "Acme Legal",
                     *         "custom": true,
                     *         "email": "legal@acme.example"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WorkspaceSender"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWorkspaceSender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Legal"
                 *     }
                 */
                "application/json": components["schemas"]["WorkspaceSenderUpdate"];
            };
        };
        responses: {
            /** @description The sender, as now set. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "name": "Acme Legal",
                     *         "custom": true,
                     *         "email": "legal@acme.example"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WorkspaceSender"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpenapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example 3.1.0 */
                        openapi: string;
                        info: {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An unknown query parameter was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /**
                 * @description Case-insensitive search, by word prefix, over titles and body text (uploaded PDFs by their text layer; a long body by its first 500,000 bytes).
                 * @example nda
                 */
                q?: string;
                /** @description `draft`, or `locked` (out for signature). */
                status?: "draft" | "locked";
                /** @description `xdoc` authored, `pdf` uploaded PDF, `file` shared file of another type. */
                kind?: "xdoc" | "pdf" | "file";
                /** @description Only documents filed directly in this workspace folder (not in its subfolders). */
                folderId?: string;
                /** @description `true` only documents in the workspace library, `false` only those outside it; omitted for both. */
                inLibrary?: boolean;
                /** @description `true` lists documents in the trash (deleted, restorable) instead of live ones. */
                trashed?: boolean;
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents in list form. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "doc_7f3k2m9x1q",
                     *           "title": "Mutual NDA - Acme and Globex",
                     *           "kind": "xdoc",
                     *           "status": "locked",
                     *           "pageCount": 3,
                     *           "activeEnvelopeId": "env_8k2m4x9q1z",
                     *           "lastEnvelope": {
                     *             "id": "env_8k2m4x9q1z",
                     *             "status": "sent",
                     *             "completedAt": null
                     *           },
                     *           "createdAt": "2025-11-18T09:12:44Z",
                     *           "updatedAt": "2025-11-20T16:03:10Z"
                     *         },
                     *         {
                     *           "id": "doc_4q8z1x6m2k",
                     *           "title": "Series A term sheet",
                     *           "kind": "pdf",
                     *           "status": "draft",
                     *           "pageCount": 12,
                     *           "activeEnvelopeId": null,
                     *           "lastEnvelope": {
                     *             "id": "env_2x9k4m7q1z",
                     *             "status": "completed",
                     *             "completedAt": "2025-11-19T11:40:02Z"
                     *           },
                     *           "createdAt": "2025-11-02T14:30:00Z",
                     *           "updatedAt": "2025-11-19T11:45:21Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Document"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Mutual NDA - Acme and Globex",
                 *       "markdown": "# Mutual Non-Disclosure Agreement\n\nThis agreement is made between **Acme Ltd** and **Globex Inc.**\n\n## 1. Confidential Information\n\nEach party may disclose information marked confidential.\n",
                 *       "recipients": [
                 *         {
                 *           "name": "Dana Whitfield",
                 *           "email": "dana@globex.example",
                 *           "role": "signer",
                 *           "routingOrder": 1
                 *         },
                 *         {
                 *           "name": "Lee Park",
                 *           "email": "lee@acme.example",
                 *           "role": "viewer",
                 *           "routingOrder": 2
                 *         }
                 *       ],
                 *       "folderId": null
                 *     }
                 */
                "application/json": components["schemas"]["DocumentCreate"];
            };
        };
        responses: {
            /** @description The new document (single-document form, without `content`) and any conversion warnings. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "doc_7f3k2m9x1q",
                     *         "title": "Mutual NDA - Acme and Globex",
                     *         "kind": "xdoc",
                     *         "status": "draft",
                     *         "pageCount": 1,
                     *         "activeEnvelopeId": null,
                     *         "lastEnvelope": null,
                     *         "createdAt": "2025-11-18T09:12:44Z",
                     *         "updatedAt": "2025-11-18T09:12:44Z",
                     *         "folderId": null,
                     *         "inLibrary": false,
                     *         "deletedAt": null,
                     *         "recipients": [
                     *           {
                     *             "id": "rcp_2m8x4k1q9z",
                     *             "name": "Dana Whitfield",
                     *             "email": "dana@globex.example",
                     *             "role": "signer",
                     *             "routingOrder": 1,
                     *             "color": "#2F6FEB",
                     *             "hasAccessCode": false
                     *           },
                     *           {
                     *             "id": "rcp_6k1x9m3q2z",
                     *             "name": "Lee Park",
                     *             "email": "lee@acme.example",
                     *             "role": "viewer",
                     *             "routingOrder": 2,
                     *             "color": "#D9480F",
                     *             "hasAccessCode": false
                     *           }
                     *         ],
                     *         "source": null,
                     *         "sections": [
                     *           {
                     *             "id": "mutual-non-disclosure-agreement",
                     *             "index": 0,
                     *             "heading": "Mutual Non-Disclosure Agreement",
                     *             "level": 1,
                     *             "words": 412
                     *           }
                     *         ]
                     *       },
                     *       "warnings": []
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"];
                        /** @description Conversion losses, one sentence each; empty when nothing was lost. */
                        warnings: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: {
                /**
                 * @description Title of the new document; overrides the multipart `title` part and the file name.
                 * @example Series A term sheet
                 */
                title?: string;
            };
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description File name of a raw `application/pdf` body (kept as `source.filename`; `document.pdf` when absent). Ignored for multipart, whose `file` part carries its own file name. The value is the UTF-8 file name percent-encoded (as by encodeURIComponent), so names outside ASCII survive HTTP headers; the server decodes it, and a value that does not decode answers 400.
                 * @example term-sheet.pdf
                 */
                "x-filename"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The PDF, at most 25 MB. */
        requestBody: {
            content: {
                /** @example %PDF-1.7 ... */
                "application/pdf": string;
                /**
                 * @example {
                 *       "file": "%PDF-1.7 ...",
                 *       "title": "Series A term sheet"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The PDF (at most 25 MB); the part's file name becomes `source.filename`.
                     */
                    file: string;
                    /** @description Title of the new document (the `title` query parameter wins over it). */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description The new document in single-document form, plus `hasTextLayer`. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "doc_4q8z1x6m2k",
                     *         "title": "Series A term sheet",
                     *         "kind": "pdf",
                     *         "status": "draft",
                     *         "pageCount": 12,
                     *         "activeEnvelopeId": null,
                     *         "lastEnvelope": null,
                     *         "createdAt": "2025-11-02T14:30:00Z",
                     *         "updatedAt": "2025-11-02T14:30:00Z",
                     *         "folderId": null,
                     *         "inLibrary": false,
                     *         "deletedAt": null,
                     *         "recipients": [],
                     *         "sections": [],
                     *         "source": {
                     *           "filename": "term-sheet.pdf",
                     *           "contentType": "application/pdf",
                     *           "byteSize": 482113,
                     *           "hasTextLayer": true
                     *         },
                     *         "hasTextLayer": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"] & {
                            /** @description False means a scan whose text cannot be read or searched. */
                            hasTextLayer: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocument: {
        parameters: {
            query?: {
                /** @description `content` adds the document body (`type: doc` tree) to the response. */
                include?: components["parameters"]["IncludeContent"];
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "doc_7f3k2m9x1q",
                     *         "title": "Mutual NDA - Acme and Globex",
                     *         "kind": "xdoc",
                     *         "status": "draft",
                     *         "pageCount": 1,
                     *         "activeEnvelopeId": null,
                     *         "lastEnvelope": null,
                     *         "createdAt": "2025-11-18T09:12:44Z",
                     *         "updatedAt": "2025-11-19T10:21:37Z",
                     *         "folderId": "fol_1k7x3m9q2z",
                     *         "inLibrary": false,
                     *         "deletedAt": null,
                     *         "recipients": [
                     *           {
                     *             "id": "rcp_2m8x4k1q9z",
                     *             "name": "Dana Whitfield",
                     *             "email": "dana@globex.example",
                     *             "role": "signer",
                     *             "routingOrder": 1,
                     *             "color": "#2F6FEB",
                     *             "hasAccessCode": true
                     *           }
                     *         ],
                     *         "source": null,
                     *         "sections": [
                     *           {
                     *             "id": "mutual-non-disclosure-agreement",
                     *             "index": 0,
                     *             "heading": "Mutual Non-Disclosure Agreement",
                     *             "level": 1,
                     *             "words": 412
                     *           }
                     *         ],
                     *         "content": {
                     *           "type": "doc",
                     *           "content": [
                     *             {
                     *               "type": "heading",
                     *               "attrs": {
                     *                 "level": 1,
                     *                 "id": "mutual-non-disclosure-agreement"
                     *               },
                     *               "content": [
                     *                 {
                     *                   "type": "text",
                     *                   "text": "Mutual Non-Disclosure Agreement"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "type": "paragraph",
                     *               "content": [
                     *                 {
                     *                   "type": "text",
                     *                   "text": "Each party may disclose information marked "
                     *                 },
                     *                 {
                     *                   "type": "text",
                     *                   "text": "confidential",
                     *                   "marks": [
                     *                     {
                     *                       "type": "italic"
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "type": "text",
                     *                   "text": "."
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "type": "signatureField",
                     *               "attrs": {
                     *                 "id": "fld_9c2m4x7k1q",
                     *                 "recipientId": "rcp_2m8x4k1q9z",
                     *                 "fieldType": "signature",
                     *                 "label": "Signature",
                     *                 "required": true
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: {
                /** @description `true` deletes outright a document already in the trash that was never sent for signature. */
                purge?: boolean;
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Moved to the trash (or, with `purge=true`, removed). */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Mutual NDA - Acme and Globex (v2)",
                 *       "content": {
                 *         "type": "doc",
                 *         "content": [
                 *           {
                 *             "type": "heading",
                 *             "attrs": {
                 *               "level": 1
                 *             },
                 *             "content": [
                 *               {
                 *                 "type": "text",
                 *                 "text": "Mutual Non-Disclosure Agreement"
                 *               }
                 *             ]
                 *           },
                 *           {
                 *             "type": "paragraph",
                 *             "content": [
                 *               {
                 *                 "type": "text",
                 *                 "text": "The parties agree to the terms below."
                 *               }
                 *             ]
                 *           }
                 *         ]
                 *       },
                 *       "recipients": [
                 *         {
                 *           "id": "rcp_2m8x4k1q9z",
                 *           "name": "Dana Whitfield",
                 *           "email": "dana@globex.example",
                 *           "accessCode": "4821"
                 *         },
                 *         {
                 *           "name": "Sam Ortiz",
                 *           "email": "sam@globex.example",
                 *           "role": "signer",
                 *           "routingOrder": 2
                 *         }
                 *       ],
                 *       "versionLabel": "Before legal review"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentUpdate"];
            };
        };
        responses: {
            /** @description The updated document (single-document form, without `content`) and any conversion warnings. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"];
                        /** @description Conversion losses, one sentence each; empty when nothing was lost. */
                        warnings: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored document (single-document form, without `content`). */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file bytes. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceDocumentFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description File name of a raw `application/pdf` body (kept as `source.filename`; `document.pdf` when absent). Ignored for multipart, whose `file` part carries its own file name. The value is the UTF-8 file name percent-encoded (as by encodeURIComponent), so names outside ASCII survive HTTP headers; the server decodes it, and a value that does not decode answers 400.
                 * @example term-sheet-v2.pdf
                 */
                "x-filename"?: string;
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** @description The new PDF, at most 25 MB. */
        requestBody: {
            content: {
                /** @example %PDF-1.7 ... */
                "application/pdf": string;
                /**
                 * @example {
                 *       "file": "%PDF-1.7 ..."
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The PDF (at most 25 MB); the part's file name becomes `source.filename`.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What changed. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "documentId": "doc_4q8z1x6m2k",
                     *         "previousVersionId": "ver_3x9k2m7q1z",
                     *         "pageCount": 11,
                     *         "previousPageCount": 12,
                     *         "hasTextLayer": true,
                     *         "droppedFields": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentFileReplaced"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportDocument: {
        parameters: {
            query?: {
                /** @description File format of the export. */
                format?: "pdf" | "docx" | "md";
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exported file. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "text/markdown": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocumentVersions: {
        parameters: {
            query?: {
                /** @description How many of the newest versions to return, 1-100 (default 50). */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Versions, newest first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ver_8m2x4k9q1z",
                     *           "documentId": "doc_7f3k2m9x1q",
                     *           "title": "Mutual NDA - Acme and Globex",
                     *           "kind": "xdoc",
                     *           "pageCount": 3,
                     *           "label": "Sent to Globex for review",
                     *           "automatic": false,
                     *           "createdBy": "Production integration key",
                     *           "createdAt": "2025-11-20T15:58:02Z"
                     *         },
                     *         {
                     *           "id": "ver_3x9k2m7q1z",
                     *           "documentId": "doc_7f3k2m9x1q",
                     *           "title": "Mutual NDA - Acme and Globex",
                     *           "kind": "xdoc",
                     *           "pageCount": 2,
                     *           "automatic": true,
                     *           "createdBy": "Dana Whitfield",
                     *           "createdAt": "2025-11-19T10:21:37Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Version"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDocumentVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "label": "Sent to Globex for review"
                 *     }
                 */
                "application/json": components["schemas"]["VersionCreate"];
            };
        };
        responses: {
            /** @description The saved version. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Version"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentVersion: {
        parameters: {
            query?: {
                /** @description `content` adds the document body (`type: doc` tree) to the response. */
                include?: components["parameters"]["IncludeContent"];
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A version of this document. A version of another document answers 404. */
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "ver_3x9k2m7q1z",
                     *         "documentId": "doc_7f3k2m9x1q",
                     *         "title": "Mutual NDA - Acme and Globex",
                     *         "kind": "xdoc",
                     *         "pageCount": 1,
                     *         "automatic": true,
                     *         "createdBy": "Dana Whitfield",
                     *         "createdAt": "2025-11-19T10:21:37Z",
                     *         "content": {
                     *           "type": "doc",
                     *           "content": [
                     *             {
                     *               "type": "paragraph",
                     *               "content": [
                     *                 {
                     *                   "type": "text",
                     *                   "text": "Draft terms to follow."
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VersionDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    restoreDocumentVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A version of this document. A version of another document answers 404. */
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document as it now is (single-document form, without `content`). */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDocumentVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A version of this document. A version of another document answers 404. */
                versionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version was deleted. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addSignatureBlock: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "email": "dana@globex.example",
                 *       "heading": "For Globex Inc."
                 *     }
                 */
                "application/json": components["schemas"]["SignatureBlockCreate"];
            };
        };
        responses: {
            /** @description The document (single-document form, without `content`), whom the block was added for, and the field count. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DocumentDetail"];
                        /** @description The recipient the block is bound to. */
                        addedFor: {
                            /** @example rcp_2m8x4k1q9z */
                            recipientId: string;
                            /** @example Dana Whitfield */
                            name: string | null;
                            /**
                             * Format: email
                             * @example dana@globex.example
                             */
                            email: string | null;
                        };
                        /** @description Signature fields in the body after the block was added, for all recipients. */
                        totalFields: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocumentFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The placements, in reading order. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "fld_3k8m1x6q2z",
                     *           "recipientId": "rcp_4m8q2x7k1d",
                     *           "type": "signature",
                     *           "page": 3,
                     *           "x": 72,
                     *           "y": 640,
                     *           "width": 180,
                     *           "height": 36,
                     *           "required": true,
                     *           "label": "Signature"
                     *         },
                     *         {
                     *           "id": "fld_8w2n5v1c7b",
                     *           "recipientId": "rcp_4m8q2x7k1d",
                     *           "type": "date",
                     *           "page": 3,
                     *           "x": 300,
                     *           "y": 640,
                     *           "width": 120,
                     *           "height": 24,
                     *           "required": true,
                     *           "label": "Date"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentField"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceDocumentFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fields": [
                 *         {
                 *           "id": "fld_3k8m1x6q2z",
                 *           "recipientId": "rcp_4m8q2x7k1d",
                 *           "type": "signature",
                 *           "page": 3,
                 *           "x": 72,
                 *           "y": 640,
                 *           "width": 180,
                 *           "height": 36,
                 *           "label": "Signature"
                 *         },
                 *         {
                 *           "recipientId": "rcp_4m8q2x7k1d",
                 *           "type": "date",
                 *           "page": 3,
                 *           "x": 300,
                 *           "y": 640,
                 *           "width": 120,
                 *           "height": 24,
                 *           "required": true,
                 *           "label": "Date"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["DocumentFieldsReplace"];
            };
        };
        responses: {
            /** @description The placements now on the document, in reading order. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "fld_3k8m1x6q2z",
                     *           "recipientId": "rcp_4m8q2x7k1d",
                     *           "type": "signature",
                     *           "page": 3,
                     *           "x": 72,
                     *           "y": 640,
                     *           "width": 180,
                     *           "height": 36,
                     *           "required": true,
                     *           "label": "Signature"
                     *         },
                     *         {
                     *           "id": "fld_8w2n5v1c7b",
                     *           "recipientId": "rcp_4m8q2x7k1d",
                     *           "type": "date",
                     *           "page": 3,
                     *           "x": 300,
                     *           "y": 640,
                     *           "width": 120,
                     *           "height": 24,
                     *           "required": true,
                     *           "label": "Date"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentField"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listComments: {
        parameters: {
            query?: {
                /** @description `false` = threads still open; `true` = resolved threads; omitted = all. */
                resolved?: boolean;
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comments, oldest first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "cmt_4q8z2m7k1x",
                     *           "documentId": "doc_9f3k2m8q1z",
                     *           "parentId": null,
                     *           "authorName": "Ada Lovelace",
                     *           "authorEmail": "ada@example.com",
                     *           "body": "@Grace can we cap liability at twelve months of fees here?",
                     *           "quote": "The Supplier's total liability shall not exceed the fees paid.",
                     *           "resolved": false,
                     *           "createdAt": "2025-11-20T09:14:03Z"
                     *         },
                     *         {
                     *           "id": "cmt_7m2k9x4q8z",
                     *           "documentId": "doc_9f3k2m8q1z",
                     *           "parentId": "cmt_4q8z2m7k1x",
                     *           "authorName": "Grace Hopper",
                     *           "authorEmail": "grace@example.com",
                     *           "body": "Agreed, twelve months works for us.",
                     *           "quote": null,
                     *           "resolved": false,
                     *           "createdAt": "2025-11-20T10:02:41Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Comment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createComment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "@Grace can we cap liability at twelve months of fees here?",
                 *       "quote": "The Supplier's total liability shall not exceed the fees paid."
                 *     }
                 */
                "application/json": components["schemas"]["CommentCreate"];
            };
        };
        responses: {
            /** @description The new comment and the addresses that were emailed about it. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "cmt_4q8z2m7k1x",
                     *         "documentId": "doc_9f3k2m8q1z",
                     *         "parentId": null,
                     *         "authorName": "Ada Lovelace",
                     *         "authorEmail": "ada@example.com",
                     *         "body": "@Grace can we cap liability at twelve months of fees here?",
                     *         "quote": "The Supplier's total liability shall not exceed the fees paid.",
                     *         "resolved": false,
                     *         "createdAt": "2025-11-20T09:14:03Z"
                     *       },
                     *       "notified": [
                     *         "grace@example.com"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Comment"];
                        /** @description Email addresses emailed about this comment (the document's owner, thread participants and `@name` mentions), each once, never the author; empty when nobody was. */
                        notified: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The comment. A comment on another document answers 404, like one that does not exist. */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its replies. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The comment. A comment on another document answers 404, like one that does not exist. */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resolved": true
                 *     }
                 */
                "application/json": components["schemas"]["CommentUpdate"];
            };
        };
        responses: {
            /** @description The comment as it now stands. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every workspace folder, parents before children. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "fld_2k8m4q9z1x",
                     *           "name": "Contracts",
                     *           "parentId": null,
                     *           "position": 0,
                     *           "documentCount": 12,
                     *           "createdAt": "2025-10-02T08:00:00Z",
                     *           "updatedAt": "2025-10-02T08:00:00Z"
                     *         },
                     *         {
                     *           "id": "fld_5q1x7m3k9z",
                     *           "name": "Signed",
                     *           "parentId": "fld_2k8m4q9z1x",
                     *           "position": 0,
                     *           "documentCount": 4,
                     *           "createdAt": "2025-10-03T11:20:00Z",
                     *           "updatedAt": "2025-10-03T11:20:00Z"
                     *         },
                     *         {
                     *           "id": "fld_8z4k2q6m1x",
                     *           "name": "Proposals",
                     *           "parentId": null,
                     *           "position": 1,
                     *           "documentCount": 3,
                     *           "createdAt": "2025-10-05T15:45:00Z",
                     *           "updatedAt": "2025-11-01T09:30:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Folder"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Signed",
                 *       "parentId": "fld_2k8m4q9z1x"
                 *     }
                 */
                "application/json": components["schemas"]["FolderCreate"];
            };
        };
        responses: {
            /** @description The new folder. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Folder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its documents and subfolders moved up one level. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Signed contracts",
                 *       "position": 2,
                 *       "parentId": null
                 *     }
                 */
                "application/json": components["schemas"]["FolderUpdate"];
            };
        };
        responses: {
            /** @description The folder as it now stands. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Folder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tpl_7x3m9k2q4z",
                     *           "name": "Mutual NDA template",
                     *           "description": "Two-way NDA for vendor evaluations; counterparty signs first.",
                     *           "kind": "xdoc",
                     *           "pageCount": 3,
                     *           "recipients": [
                     *             {
                     *               "id": "trc_6m1k9q3z2x",
                     *               "name": "Counterparty",
                     *               "role": "signer",
                     *               "routingOrder": 1
                     *             },
                     *             {
                     *               "id": "trc_2q8x4k7m1z",
                     *               "name": "Company signatory",
                     *               "role": "signer",
                     *               "routingOrder": 2
                     *             }
                     *           ],
                     *           "useCount": 14,
                     *           "createdAt": "2025-09-12T10:00:00Z",
                     *           "updatedAt": "2025-11-18T16:22:10Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Template"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "doc_9f3k2m8q1z",
                 *       "name": "Mutual NDA template",
                 *       "description": "Two-way NDA for vendor evaluations; counterparty signs first."
                 *     }
                 */
                "application/json": components["schemas"]["TemplateCreate"];
            };
        };
        responses: {
            /** @description The new template (without its body; read it with `include=content`). */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTemplate: {
        parameters: {
            query?: {
                /** @description `content` adds the template body (`type: doc` tree) for an authored template. */
                include?: "content";
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TemplateDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; documents made from it are untouched. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Mutual NDA (vendors)",
                 *       "description": null
                 *     }
                 */
                "application/json": components["schemas"]["TemplateUpdate"];
            };
        };
        responses: {
            /** @description The template as it now stands. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Template"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEnvelopes: {
        parameters: {
            query?: {
                /** @description Only envelopes in this status. */
                status?: "sent" | "completed" | "declined" | "voided" | "expired";
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of envelopes. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "env_7h2k9d4m1x",
                     *           "documentId": "doc_2b8n5k3v9q",
                     *           "title": "Mutual NDA",
                     *           "kind": "xdoc",
                     *           "pageCount": 3,
                     *           "subject": "Please sign: Mutual NDA",
                     *           "message": "Here is the NDA we discussed.",
                     *           "senderName": "Grace Hopper",
                     *           "senderEmail": "grace@example.com",
                     *           "status": "sent",
                     *           "sequential": false,
                     *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                     *           "completionHash": null,
                     *           "expiresAt": "2025-07-01T00:00:00Z",
                     *           "reminderEveryDays": 3,
                     *           "lastReminderAt": null,
                     *           "sentAt": "2025-06-01T09:30:00Z",
                     *           "completedAt": null,
                     *           "voidedAt": null,
                     *           "voidReason": null,
                     *           "recipients": [
                     *             {
                     *               "id": "rcp_4m8q2x7k1d",
                     *               "name": "Ada Lovelace",
                     *               "email": "ada@example.com",
                     *               "role": "signer",
                     *               "routingOrder": 1,
                     *               "status": "viewed",
                     *               "viewedAt": "2025-06-01T10:02:11Z",
                     *               "signedAt": null,
                     *               "declinedAt": null,
                     *               "declineReason": null,
                     *               "notifiedAt": "2025-06-01T09:30:01Z",
                     *               "deliveryFailedAt": null,
                     *               "deliveryError": null,
                     *               "authMethod": "email",
                     *               "authenticatedAt": null,
                     *               "delegatedToEmail": null,
                     *               "delegatedFromId": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Envelope"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendEnvelope: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "doc_2b8n5k3v9q",
                 *       "subject": "Please sign: Mutual NDA",
                 *       "message": "Here is the NDA we discussed.",
                 *       "sequential": false,
                 *       "expiresAt": "2025-07-01T00:00:00Z",
                 *       "reminderEveryDays": 3
                 *     }
                 */
                "application/json": components["schemas"]["EnvelopeCreate"];
            };
        };
        responses: {
            /** @description The envelope was sent. `delivery` reports each notification; a bounce does not undo the send. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "env_7h2k9d4m1x",
                     *         "documentId": "doc_2b8n5k3v9q",
                     *         "title": "Mutual NDA",
                     *         "kind": "xdoc",
                     *         "pageCount": 3,
                     *         "subject": "Please sign: Mutual NDA",
                     *         "message": "Here is the NDA we discussed.",
                     *         "senderName": "Grace Hopper",
                     *         "senderEmail": "grace@example.com",
                     *         "status": "sent",
                     *         "sequential": false,
                     *         "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                     *         "completionHash": null,
                     *         "expiresAt": "2025-07-01T00:00:00Z",
                     *         "reminderEveryDays": 3,
                     *         "lastReminderAt": null,
                     *         "sentAt": "2025-06-01T09:30:00Z",
                     *         "completedAt": null,
                     *         "voidedAt": null,
                     *         "voidReason": null,
                     *         "recipients": [
                     *           {
                     *             "id": "rcp_4m8q2x7k1d",
                     *             "name": "Ada Lovelace",
                     *             "email": "ada@example.com",
                     *             "role": "signer",
                     *             "routingOrder": 1,
                     *             "status": "sent",
                     *             "viewedAt": null,
                     *             "signedAt": null,
                     *             "declinedAt": null,
                     *             "declineReason": null,
                     *             "notifiedAt": "2025-06-01T09:30:01Z",
                     *             "deliveryFailedAt": null,
                     *             "deliveryError": null,
                     *             "authMethod": "email",
                     *             "authenticatedAt": null,
                     *             "delegatedToEmail": null,
                     *             "delegatedFromId": null
                     *           }
                     *         ],
                     *         "fields": [
                     *           {
                     *             "id": "fld_6t1w9r3z5c",
                     *             "recipientId": "rcp_4m8q2x7k1d",
                     *             "type": "signature",
                     *             "label": "Signature",
                     *             "required": true,
                     *             "completedAt": null
                     *           }
                     *         ]
                     *       },
                     *       "delivery": [
                     *         {
                     *           "email": "ada@example.com",
                     *           "delivered": true,
                     *           "reason": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EnvelopeDetail"];
                        delivery: components["schemas"]["EnvelopeDelivery"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["PaymentRequired"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEnvelope: {
        parameters: {
            query?: {
                /** @description `signingUrls` adds `signingUrl` to each recipient. Requires the `envelopes:write` scope too (403 otherwise). */
                include?: "signingUrls";
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope with recipients and fields. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "env_7h2k9d4m1x",
                     *         "documentId": "doc_2b8n5k3v9q",
                     *         "title": "Mutual NDA",
                     *         "kind": "xdoc",
                     *         "pageCount": 3,
                     *         "subject": "Please sign: Mutual NDA",
                     *         "message": "Here is the NDA we discussed.",
                     *         "senderName": "Grace Hopper",
                     *         "senderEmail": "grace@example.com",
                     *         "status": "sent",
                     *         "sequential": false,
                     *         "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                     *         "completionHash": null,
                     *         "expiresAt": "2025-07-01T00:00:00Z",
                     *         "reminderEveryDays": 3,
                     *         "lastReminderAt": null,
                     *         "sentAt": "2025-06-01T09:30:00Z",
                     *         "completedAt": null,
                     *         "voidedAt": null,
                     *         "voidReason": null,
                     *         "recipients": [
                     *           {
                     *             "id": "rcp_4m8q2x7k1d",
                     *             "name": "Ada Lovelace",
                     *             "email": "ada@example.com",
                     *             "role": "signer",
                     *             "routingOrder": 1,
                     *             "status": "viewed",
                     *             "viewedAt": "2025-06-01T10:02:11Z",
                     *             "signedAt": null,
                     *             "declinedAt": null,
                     *             "declineReason": null,
                     *             "notifiedAt": "2025-06-01T09:30:01Z",
                     *             "deliveryFailedAt": null,
                     *             "deliveryError": null,
                     *             "authMethod": "email",
                     *             "authenticatedAt": null,
                     *             "delegatedToEmail": null,
                     *             "delegatedFromId": null
                     *           }
                     *         ],
                     *         "fields": [
                     *           {
                     *             "id": "fld_6t1w9r3z5c",
                     *             "recipientId": "rcp_4m8q2x7k1d",
                     *             "type": "signature",
                     *             "label": "Signature",
                     *             "required": true,
                     *             "completedAt": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["EnvelopeDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    remindEnvelope: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reminders sent. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Envelope"];
                        /**
                         * @description How many recipients a reminder was sent to (one that then bounces still counts).
                         * @example 1
                         */
                        reminded: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    voidEnvelope: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "Terms changed; a new version will follow."
                 *     }
                 */
                "application/json": components["schemas"]["EnvelopeVoid"];
            };
        };
        responses: {
            /** @description The voided envelope. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Envelope"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reassignRecipient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The envelope recipient to replace. */
                recipientId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Charles Babbage",
                 *       "email": "charles@example.com",
                 *       "reason": "Ada is on leave; Charles signs for the company."
                 *     }
                 */
                "application/json": components["schemas"]["RecipientReassign"];
            };
        };
        responses: {
            /** @description The envelope with the replacement added, and the replacement's id. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EnvelopeDetail"];
                        /**
                         * @description Id of the new recipient.
                         * @example rcp_9v2c5n8b1m
                         */
                        replacementId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadEnvelopePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF bytes. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getEnvelopeCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "envelopeId": "env_7h2k9d4m1x",
                     *         "documentId": "doc_2b8n5k3v9q",
                     *         "title": "Mutual NDA",
                     *         "status": "completed",
                     *         "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                     *         "completionHash": "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
                     *         "documentHashVerified": true,
                     *         "completionHashVerified": true,
                     *         "signers": [
                     *           {
                     *             "recipientId": "rcp_4m8q2x7k1d",
                     *             "name": "Ada Lovelace",
                     *             "email": "ada@example.com",
                     *             "role": "signer",
                     *             "status": "signed",
                     *             "signedAt": "2025-06-01T10:05:42Z",
                     *             "ipAddress": "203.0.113.7",
                     *             "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15",
                     *             "authMethod": "email",
                     *             "authenticatedAt": null,
                     *             "signatureSha256": "0c5a6d8e9f4b3a2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c"
                     *           }
                     *         ],
                     *         "consents": [
                     *           {
                     *             "recipientId": "rcp_4m8q2x7k1d",
                     *             "email": "ada@example.com",
                     *             "acceptedAt": "2025-06-01T10:02:30Z",
                     *             "withdrawnAt": null,
                     *             "disclosureText": "I agree to use electronic records and signatures.",
                     *             "disclosureVersion": "2024-01",
                     *             "ipAddress": "203.0.113.7",
                     *             "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"
                     *           }
                     *         ],
                     *         "events": [
                     *           {
                     *             "type": "envelope.sent",
                     *             "description": "Grace Hopper sent Mutual NDA for signature",
                     *             "actorEmail": "grace@example.com",
                     *             "ipAddress": "198.51.100.4",
                     *             "createdAt": "2025-06-01T09:30:00Z"
                     *           },
                     *           {
                     *             "type": "recipient.signed",
                     *             "description": "Ada Lovelace signed",
                     *             "actorEmail": "ada@example.com",
                     *             "ipAddress": "203.0.113.7",
                     *             "createdAt": "2025-06-01T10:05:42Z"
                     *           },
                     *           {
                     *             "type": "envelope.completed",
                     *             "description": "Every signer has signed",
                     *             "actorEmail": null,
                     *             "ipAddress": null,
                     *             "createdAt": "2025-06-01T10:05:43Z"
                     *           }
                     *         ],
                     *         "generatedAt": "2025-06-02T08:00:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Certificate"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEnvelopeAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The returned files, newest first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "att_3p8s1d6f2g",
                     *           "envelopeId": "env_7h2k9d4m1x",
                     *           "recipientId": "rcp_4m8q2x7k1d",
                     *           "fieldId": "fld_8j4h7g2k5l",
                     *           "filename": "passport.pdf",
                     *           "contentType": "application/pdf",
                     *           "byteSize": 184213,
                     *           "sha256": "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
                     *           "uploadedAt": "2025-06-01T10:04:55Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Attachment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadEnvelopeAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The attachment to download. */
                attachmentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file bytes, with the stored content type. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLinks: {
        parameters: {
            query?: {
                /** @description Only links to this document. */
                documentId?: string;
                /** @description Only links to this data room. */
                dataRoomId?: string;
                /** @description `true` lists links that still answer; `false` lists links that are switched off, expired, at their view cap or into an archived room. Anything but exactly `true` or `false` is a 400. */
                active?: boolean;
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "lnk_7h2k9d4m1x",
                     *           "name": "Series A deck – Acme Ventures",
                     *           "slug": "q7Xk2mPz",
                     *           "url": "https://view.example.com/v/q7Xk2mPz",
                     *           "documentId": "doc_5t8r2w9q3e",
                     *           "dataRoomId": null,
                     *           "groupId": null,
                     *           "viewCount": 12,
                     *           "hasPassword": true,
                     *           "createdAt": "2025-03-04T09:12:44Z",
                     *           "updatedAt": "2025-03-06T16:02:10Z",
                     *           "active": true,
                     *           "isPublic": false,
                     *           "requireEmail": true,
                     *           "requireEmailVerification": true,
                     *           "expiresAt": "2025-06-30T23:59:59Z",
                     *           "maxViews": null,
                     *           "pinnedVersionId": null,
                     *           "allowDownload": false,
                     *           "watermark": true,
                     *           "watermarkConfig": {
                     *             "text": "Confidential · {email} · {date}",
                     *             "position": "tiled",
                     *             "opacity": 15,
                     *             "rotation": -30,
                     *             "fontSize": 24,
                     *             "color": "#6b7280"
                     *           },
                     *           "requireNda": true,
                     *           "ndaText": null,
                     *           "agreementId": "agr_9c3v7b1n5m",
                     *           "allowedEmails": [],
                     *           "allowedDomains": [
                     *             "acmeventures.com"
                     *           ],
                     *           "blockedEmails": [
                     *             "@rival.com"
                     *           ],
                     *           "notifyOnView": true,
                     *           "screenshotProtection": false,
                     *           "allowAssistant": false,
                     *           "allowAudio": false,
                     *           "allowFeedback": true,
                     *           "bulkDownloadOtp": true,
                     *           "tags": [
                     *             "fundraising",
                     *             "series-a"
                     *           ],
                     *           "captureFields": [
                     *             {
                     *               "id": "company",
                     *               "label": "Company",
                     *               "type": "text",
                     *               "required": true,
                     *               "options": []
                     *             }
                     *           ],
                     *           "ogTitle": null,
                     *           "ogDescription": null,
                     *           "ogImageUrl": null,
                     *           "ogFaviconUrl": null
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Link"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "doc_5t8r2w9q3e",
                 *       "name": "Series A deck – Acme Ventures",
                 *       "requireEmailVerification": true,
                 *       "password": "correct-horse",
                 *       "expiresAt": "2025-06-30T23:59:59Z",
                 *       "requireNda": true,
                 *       "agreementId": "agr_9c3v7b1n5m",
                 *       "allowedDomains": [
                 *         "acmeventures.com"
                 *       ],
                 *       "blockedEmails": [
                 *         "@rival.com"
                 *       ],
                 *       "allowFeedback": true,
                 *       "watermarkConfig": {
                 *         "text": "Confidential · {email} · {date}",
                 *         "opacity": 15
                 *       },
                 *       "tags": [
                 *         "Fundraising",
                 *         "series-a"
                 *       ],
                 *       "captureFields": [
                 *         {
                 *           "label": "Company",
                 *           "required": true
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["LinkCreate"];
            };
        };
        responses: {
            /** @description The new link, with its url, slug and resolved watermark settings. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lnk_7h2k9d4m1x",
                     *         "name": "Series A deck – Acme Ventures",
                     *         "slug": "q7Xk2mPz",
                     *         "url": "https://view.example.com/v/q7Xk2mPz",
                     *         "documentId": "doc_5t8r2w9q3e",
                     *         "dataRoomId": null,
                     *         "groupId": null,
                     *         "viewCount": 12,
                     *         "hasPassword": true,
                     *         "createdAt": "2025-03-04T09:12:44Z",
                     *         "updatedAt": "2025-03-06T16:02:10Z",
                     *         "active": true,
                     *         "isPublic": false,
                     *         "requireEmail": true,
                     *         "requireEmailVerification": true,
                     *         "expiresAt": "2025-06-30T23:59:59Z",
                     *         "maxViews": null,
                     *         "pinnedVersionId": null,
                     *         "allowDownload": false,
                     *         "watermark": true,
                     *         "watermarkConfig": {
                     *           "text": "Confidential · {email} · {date}",
                     *           "position": "tiled",
                     *           "opacity": 15,
                     *           "rotation": -30,
                     *           "fontSize": 24,
                     *           "color": "#6b7280"
                     *         },
                     *         "requireNda": true,
                     *         "ndaText": null,
                     *         "agreementId": "agr_9c3v7b1n5m",
                     *         "allowedEmails": [],
                     *         "allowedDomains": [
                     *           "acmeventures.com"
                     *         ],
                     *         "blockedEmails": [
                     *           "@rival.com"
                     *         ],
                     *         "notifyOnView": true,
                     *         "screenshotProtection": false,
                     *         "allowAssistant": false,
                     *         "allowAudio": false,
                     *         "allowFeedback": true,
                     *         "bulkDownloadOtp": true,
                     *         "tags": [
                     *           "fundraising",
                     *           "series-a"
                     *         ],
                     *         "captureFields": [
                     *           {
                     *             "id": "company",
                     *             "label": "Company",
                     *             "type": "text",
                     *             "required": true,
                     *             "options": []
                     *           }
                     *         ],
                     *         "ogTitle": null,
                     *         "ogDescription": null,
                     *         "ogImageUrl": null,
                     *         "ogFaviconUrl": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lnk_7h2k9d4m1x",
                     *         "name": "Series A deck – Acme Ventures",
                     *         "slug": "q7Xk2mPz",
                     *         "url": "https://view.example.com/v/q7Xk2mPz",
                     *         "documentId": "doc_5t8r2w9q3e",
                     *         "dataRoomId": null,
                     *         "groupId": null,
                     *         "viewCount": 12,
                     *         "hasPassword": true,
                     *         "createdAt": "2025-03-04T09:12:44Z",
                     *         "updatedAt": "2025-03-06T16:02:10Z",
                     *         "active": true,
                     *         "isPublic": false,
                     *         "requireEmail": true,
                     *         "requireEmailVerification": true,
                     *         "expiresAt": "2025-06-30T23:59:59Z",
                     *         "maxViews": null,
                     *         "pinnedVersionId": null,
                     *         "allowDownload": false,
                     *         "watermark": true,
                     *         "watermarkConfig": {
                     *           "text": "Confidential · {email} · {date}",
                     *           "position": "tiled",
                     *           "opacity": 15,
                     *           "rotation": -30,
                     *           "fontSize": 24,
                     *           "color": "#6b7280"
                     *         },
                     *         "requireNda": true,
                     *         "ndaText": null,
                     *         "agreementId": "agr_9c3v7b1n5m",
                     *         "allowedEmails": [],
                     *         "allowedDomains": [
                     *           "acmeventures.com"
                     *         ],
                     *         "blockedEmails": [
                     *           "@rival.com"
                     *         ],
                     *         "notifyOnView": true,
                     *         "screenshotProtection": false,
                     *         "allowAssistant": false,
                     *         "allowAudio": false,
                     *         "allowFeedback": true,
                     *         "bulkDownloadOtp": true,
                     *         "tags": [
                     *           "fundraising",
                     *           "series-a"
                     *         ],
                     *         "captureFields": [
                     *           {
                     *             "id": "company",
                     *             "label": "Company",
                     *             "type": "text",
                     *             "required": true,
                     *             "options": []
                     *           }
                     *         ],
                     *         "ogTitle": null,
                     *         "ogDescription": null,
                     *         "ogImageUrl": null,
                     *         "ogFaviconUrl": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; visits kept. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiresAt": "2025-06-30T23:59:59Z",
                 *       "maxViews": 50,
                 *       "allowedEmails": [
                 *         "jane@acmeventures.com",
                 *         "raj@acmeventures.com"
                 *       ],
                 *       "watermarkConfig": {
                 *         "position": "footer",
                 *         "color": "#1f2937"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["LinkUpdate"];
            };
        };
        responses: {
            /** @description The link after the change. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "lnk_7h2k9d4m1x",
                     *         "name": "Series A deck – Acme Ventures",
                     *         "slug": "q7Xk2mPz",
                     *         "url": "https://view.example.com/v/q7Xk2mPz",
                     *         "documentId": "doc_5t8r2w9q3e",
                     *         "dataRoomId": null,
                     *         "groupId": null,
                     *         "viewCount": 12,
                     *         "hasPassword": true,
                     *         "createdAt": "2025-03-04T09:12:44Z",
                     *         "updatedAt": "2025-03-06T16:02:10Z",
                     *         "active": true,
                     *         "isPublic": false,
                     *         "requireEmail": true,
                     *         "requireEmailVerification": true,
                     *         "expiresAt": "2025-06-30T23:59:59Z",
                     *         "maxViews": null,
                     *         "pinnedVersionId": null,
                     *         "allowDownload": false,
                     *         "watermark": true,
                     *         "watermarkConfig": {
                     *           "text": "Confidential · {email} · {date}",
                     *           "position": "tiled",
                     *           "opacity": 15,
                     *           "rotation": -30,
                     *           "fontSize": 24,
                     *           "color": "#6b7280"
                     *         },
                     *         "requireNda": true,
                     *         "ndaText": null,
                     *         "agreementId": "agr_9c3v7b1n5m",
                     *         "allowedEmails": [],
                     *         "allowedDomains": [
                     *           "acmeventures.com"
                     *         ],
                     *         "blockedEmails": [
                     *           "@rival.com"
                     *         ],
                     *         "notifyOnView": true,
                     *         "screenshotProtection": false,
                     *         "allowAssistant": false,
                     *         "allowAudio": false,
                     *         "allowFeedback": true,
                     *         "bulkDownloadOtp": true,
                     *         "tags": [
                     *           "fundraising",
                     *           "series-a"
                     *         ],
                     *         "captureFields": [
                     *           {
                     *             "id": "company",
                     *             "label": "Company",
                     *             "type": "text",
                     *             "required": true,
                     *             "options": []
                     *           }
                     *         ],
                     *         "ogTitle": null,
                     *         "ogDescription": null,
                     *         "ogImageUrl": null,
                     *         "ogFaviconUrl": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Link"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRooms: {
        parameters: {
            query?: {
                /** @description `false` = rooms not archived, `true` = archived rooms, omitted = both. Anything but exactly `true` or `false` is a 400. */
                archived?: boolean;
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of rooms. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "room_4n8c2v6b1z",
                     *           "name": "Acme – Series A diligence",
                     *           "description": "Financials, legal and product material for investors.",
                     *           "frozenAt": null,
                     *           "archivedAt": null,
                     *           "createdAt": "2025-02-20T10:00:00Z",
                     *           "updatedAt": "2025-03-01T08:30:00Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Room"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRoom: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme – Series A diligence",
                 *       "description": "Financials, legal and product material for investors."
                 *     }
                 */
                "application/json": components["schemas"]["RoomCreate"];
            };
        };
        responses: {
            /** @description The new room, with empty `folders` and `documents`. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "room_4n8c2v6b1z",
                     *         "name": "Acme – Series A diligence",
                     *         "description": "Financials, legal and product material for investors.",
                     *         "frozenAt": null,
                     *         "archivedAt": null,
                     *         "createdAt": "2025-02-20T10:00:00Z",
                     *         "updatedAt": "2025-03-01T08:30:00Z",
                     *         "folders": [],
                     *         "documents": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room with its folders and documents. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "room_4n8c2v6b1z",
                     *         "name": "Acme – Series A diligence",
                     *         "description": "Financials, legal and product material for investors.",
                     *         "frozenAt": null,
                     *         "archivedAt": null,
                     *         "createdAt": "2025-02-20T10:00:00Z",
                     *         "updatedAt": "2025-03-01T08:30:00Z",
                     *         "folders": [
                     *           {
                     *             "id": "rfl_2m6x9c4v8b",
                     *             "dataRoomId": "room_4n8c2v6b1z",
                     *             "name": "Financials",
                     *             "position": 0,
                     *             "createdAt": "2025-02-20T10:05:00Z"
                     *           }
                     *         ],
                     *         "documents": [
                     *           {
                     *             "documentId": "doc_8k1j4h7g2f",
                     *             "folderId": null,
                     *             "position": 0,
                     *             "title": "Investor overview",
                     *             "kind": "xdoc",
                     *             "addedAt": "2025-02-21T14:20:00Z"
                     *           },
                     *           {
                     *             "documentId": "doc_5t8r2w9q3e",
                     *             "folderId": "rfl_2m6x9c4v8b",
                     *             "position": 0,
                     *             "title": "Audited accounts 2024",
                     *             "kind": "pdf",
                     *             "addedAt": "2025-02-20T10:07:12Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In the trash; its links stopped answering. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "frozen": true
                 *     }
                 */
                "application/json": components["schemas"]["RoomUpdate"];
            };
        };
        responses: {
            /** @description The room after the change, with its folders and documents. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "room_4n8c2v6b1z",
                     *         "name": "Acme – Series A diligence",
                     *         "description": "Financials, legal and product material for investors.",
                     *         "frozenAt": null,
                     *         "archivedAt": null,
                     *         "createdAt": "2025-02-20T10:00:00Z",
                     *         "updatedAt": "2025-03-01T08:30:00Z",
                     *         "folders": [
                     *           {
                     *             "id": "rfl_2m6x9c4v8b",
                     *             "dataRoomId": "room_4n8c2v6b1z",
                     *             "name": "Financials",
                     *             "position": 0,
                     *             "createdAt": "2025-02-20T10:05:00Z"
                     *           }
                     *         ],
                     *         "documents": [
                     *           {
                     *             "documentId": "doc_8k1j4h7g2f",
                     *             "folderId": null,
                     *             "position": 0,
                     *             "title": "Investor overview",
                     *             "kind": "xdoc",
                     *             "addedAt": "2025-02-21T14:20:00Z"
                     *           },
                     *           {
                     *             "documentId": "doc_5t8r2w9q3e",
                     *             "folderId": "rfl_2m6x9c4v8b",
                     *             "position": 0,
                     *             "title": "Audited accounts 2024",
                     *             "kind": "pdf",
                     *             "addedAt": "2025-02-20T10:07:12Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoomDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room's filed documents. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "documentId": "doc_8k1j4h7g2f",
                     *           "folderId": null,
                     *           "position": 0,
                     *           "title": "Investor overview",
                     *           "kind": "xdoc",
                     *           "addedAt": "2025-02-21T14:20:00Z"
                     *         },
                     *         {
                     *           "documentId": "doc_5t8r2w9q3e",
                     *           "folderId": "rfl_2m6x9c4v8b",
                     *           "position": 0,
                     *           "title": "Audited accounts 2024",
                     *           "kind": "pdf",
                     *           "addedAt": "2025-02-20T10:07:12Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomDocument"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    fileRoomDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "doc_5t8r2w9q3e",
                 *       "folderId": "rfl_2m6x9c4v8b"
                 *     }
                 */
                "application/json": components["schemas"]["RoomDocumentFile"];
            };
        };
        responses: {
            /** @description Filed (or moved); every document now filed in the room. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "documentId": "doc_8k1j4h7g2f",
                     *           "folderId": null,
                     *           "position": 0,
                     *           "title": "Investor overview",
                     *           "kind": "xdoc",
                     *           "addedAt": "2025-02-21T14:20:00Z"
                     *         },
                     *         {
                     *           "documentId": "doc_5t8r2w9q3e",
                     *           "folderId": "rfl_2m6x9c4v8b",
                     *           "position": 0,
                     *           "title": "Audited accounts 2024",
                     *           "kind": "pdf",
                     *           "addedAt": "2025-02-20T10:07:12Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomDocument"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeRoomDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A document filed in this room. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed from the room; the document stays. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRoomDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A document filed in this room. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "folderId": null,
                 *       "position": 1
                 *     }
                 */
                "application/json": components["schemas"]["RoomDocumentUpdate"];
            };
        };
        responses: {
            /** @description Every document filed in the room after the change. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "documentId": "doc_8k1j4h7g2f",
                     *           "folderId": null,
                     *           "position": 0,
                     *           "title": "Investor overview",
                     *           "kind": "xdoc",
                     *           "addedAt": "2025-02-21T14:20:00Z"
                     *         },
                     *         {
                     *           "documentId": "doc_5t8r2w9q3e",
                     *           "folderId": "rfl_2m6x9c4v8b",
                     *           "position": 0,
                     *           "title": "Audited accounts 2024",
                     *           "kind": "pdf",
                     *           "addedAt": "2025-02-20T10:07:12Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomDocument"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoomFolders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room's folders in display order. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "rfl_2m6x9c4v8b",
                     *           "dataRoomId": "room_4n8c2v6b1z",
                     *           "name": "Financials",
                     *           "position": 0,
                     *           "createdAt": "2025-02-20T10:05:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomFolder"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRoomFolder: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Financials"
                 *     }
                 */
                "application/json": components["schemas"]["RoomFolderCreate"];
            };
        };
        responses: {
            /** @description The new folder. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "rfl_2m6x9c4v8b",
                     *         "dataRoomId": "room_4n8c2v6b1z",
                     *         "name": "Financials",
                     *         "position": 0,
                     *         "createdAt": "2025-02-20T10:05:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomFolder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRoomFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A folder of this room. */
                folderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its documents are now at the room's top level. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRoomFolder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A folder of this room. */
                folderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Financials and tax",
                 *       "position": 2
                 *     }
                 */
                "application/json": components["schemas"]["RoomFolderUpdate"];
            };
        };
        responses: {
            /** @description The folder after the change. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "rfl_2m6x9c4v8b",
                     *         "dataRoomId": "room_4n8c2v6b1z",
                     *         "name": "Financials",
                     *         "position": 0,
                     *         "createdAt": "2025-02-20T10:05:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RoomFolder"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRoomGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room's viewer groups. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "grp_6v2m9k4x1c",
                     *           "dataRoomId": "room_4n8c2v6b1z",
                     *           "name": "Acme Ventures",
                     *           "members": [
                     *             "dana@acmeventures.example",
                     *             "@acme.example"
                     *           ],
                     *           "folderIds": [
                     *             "rfl_2m6x9c4v8b"
                     *           ],
                     *           "documentIds": [
                     *             "doc_5t8r2w9q3e"
                     *           ],
                     *           "linkCount": 1,
                     *           "createdAt": "2025-03-01T09:00:00Z",
                     *           "updatedAt": "2025-03-02T14:30:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ViewerGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRoomGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Ventures",
                 *       "members": [
                 *         "dana@acmeventures.example",
                 *         "@acme.example"
                 *       ],
                 *       "folderIds": [
                 *         "rfl_2m6x9c4v8b"
                 *       ],
                 *       "documentIds": [
                 *         "doc_5t8r2w9q3e"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ViewerGroupCreate"];
            };
        };
        responses: {
            /** @description The new group. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "grp_6v2m9k4x1c",
                     *         "dataRoomId": "room_4n8c2v6b1z",
                     *         "name": "Acme Ventures",
                     *         "members": [
                     *           "dana@acmeventures.example",
                     *           "@acme.example"
                     *         ],
                     *         "folderIds": [
                     *           "rfl_2m6x9c4v8b"
                     *         ],
                     *         "documentIds": [
                     *           "doc_5t8r2w9q3e"
                     *         ],
                     *         "linkCount": 0,
                     *         "createdAt": "2025-03-01T09:00:00Z",
                     *         "updatedAt": "2025-03-01T09:00:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ViewerGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRoomGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A viewer group of this room. */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "grp_6v2m9k4x1c",
                     *         "dataRoomId": "room_4n8c2v6b1z",
                     *         "name": "Acme Ventures",
                     *         "members": [
                     *           "dana@acmeventures.example",
                     *           "@acme.example"
                     *         ],
                     *         "folderIds": [
                     *           "rfl_2m6x9c4v8b"
                     *         ],
                     *         "documentIds": [
                     *           "doc_5t8r2w9q3e"
                     *         ],
                     *         "linkCount": 1,
                     *         "createdAt": "2025-03-01T09:00:00Z",
                     *         "updatedAt": "2025-03-02T14:30:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ViewerGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRoomGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A viewer group of this room. */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; its links are off for good. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRoomGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description A viewer group of this room. */
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "members": [
                 *         "dana@acmeventures.example",
                 *         "priya@acmeventures.example"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ViewerGroupUpdate"];
            };
        };
        responses: {
            /** @description The group after the change. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "grp_6v2m9k4x1c",
                     *         "dataRoomId": "room_4n8c2v6b1z",
                     *         "name": "Acme Ventures",
                     *         "members": [
                     *           "dana@acmeventures.example",
                     *           "priya@acmeventures.example"
                     *         ],
                     *         "folderIds": [
                     *           "rfl_2m6x9c4v8b"
                     *         ],
                     *         "documentIds": [
                     *           "doc_5t8r2w9q3e"
                     *         ],
                     *         "linkCount": 1,
                     *         "createdAt": "2025-03-01T09:00:00Z",
                     *         "updatedAt": "2025-03-04T08:15:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ViewerGroup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAgreements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreements library. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "agr_9c3v7b1n5m",
                     *           "name": "Standard mutual NDA",
                     *           "body": "The recipient agrees to keep the contents of these documents confidential and to use them only to evaluate a possible investment.",
                     *           "requireName": true,
                     *           "linkCount": 3,
                     *           "acceptedCount": 41,
                     *           "createdAt": "2025-01-15T12:00:00Z",
                     *           "updatedAt": "2025-02-02T09:45:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Agreement"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAgreement: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Standard mutual NDA",
                 *       "body": "The recipient agrees to keep the contents of these documents confidential and to use them only to evaluate a possible investment.",
                 *       "requireName": true
                 *     }
                 */
                "application/json": components["schemas"]["AgreementCreate"];
            };
        };
        responses: {
            /** @description The new agreement. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "agr_9c3v7b1n5m",
                     *         "name": "Standard mutual NDA",
                     *         "body": "The recipient agrees to keep the contents of these documents confidential and to use them only to evaluate a possible investment.",
                     *         "requireName": true,
                     *         "linkCount": 3,
                     *         "acceptedCount": 41,
                     *         "createdAt": "2025-01-15T12:00:00Z",
                     *         "updatedAt": "2025-02-02T09:45:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Agreement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreement. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "agr_9c3v7b1n5m",
                     *         "name": "Standard mutual NDA",
                     *         "body": "The recipient agrees to keep the contents of these documents confidential and to use them only to evaluate a possible investment.",
                     *         "requireName": true,
                     *         "linkCount": 3,
                     *         "acceptedCount": 41,
                     *         "createdAt": "2025-01-15T12:00:00Z",
                     *         "updatedAt": "2025-02-02T09:45:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Agreement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; links that used it now carry its text themselves. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "The recipient agrees to keep the contents of these documents confidential for three years and to use them only to evaluate a possible investment."
                 *     }
                 */
                "application/json": components["schemas"]["AgreementUpdate"];
            };
        };
        responses: {
            /** @description The agreement after the change, and how many links re-ask their visitors. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "agr_9c3v7b1n5m",
                     *         "name": "Standard mutual NDA",
                     *         "body": "The recipient agrees to keep the contents of these documents confidential and to use them only to evaluate a possible investment.",
                     *         "requireName": true,
                     *         "linkCount": 3,
                     *         "acceptedCount": 41,
                     *         "createdAt": "2025-01-15T12:00:00Z",
                     *         "updatedAt": "2025-02-02T09:45:00Z"
                     *       },
                     *       "regatedLinks": 3
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Agreement"];
                        /** @description Links whose visitors must accept again because the wording changed; 0 unless `body` changed. */
                        regatedLinks: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listViews: {
        parameters: {
            query?: {
                /** @description Only visits through links to this document. */
                documentId?: string;
                /** @description Only visits through links to this data room. */
                dataRoomId?: string;
                /** @description Only visits through this link (works after the link is deleted). */
                shareLinkId?: string;
                /** @description Only visits from this address (case-insensitive). */
                email?: string;
                /** @description Only visits started at or after this ISO 8601 timestamp; anything else answers 400. */
                since?: string;
                /** @description Also list visits that never cleared the gates (`openedAt` null). Exactly `true` or `false`. */
                includeUnopened?: boolean;
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of visits, newest first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "view_7h2k9d3m1q",
                     *           "shareLinkId": "link_4m8q2x7c1v",
                     *           "documentId": "doc_9f3k2m7x1p",
                     *           "dataRoomId": null,
                     *           "viewerEmail": "dana@acme.example",
                     *           "emailVerified": true,
                     *           "ndaAcceptedAt": "2025-11-20T14:02:11Z",
                     *           "ndaText": "The recipient agrees to keep the contents of this document confidential.",
                     *           "ndaSignedName": null,
                     *           "openedAt": "2025-11-20T14:02:12Z",
                     *           "lastOpenedAt": "2025-11-21T09:15:40Z",
                     *           "startedAt": "2025-11-20T14:01:30Z",
                     *           "lastSeenAt": "2025-11-21T09:18:02Z",
                     *           "totalMs": 184000,
                     *           "opens": 2,
                     *           "completion": 0.75,
                     *           "downloadedAt": null,
                     *           "captureAnswers": {
                     *             "company": "Acme Ltd"
                     *           },
                     *           "country": "GB",
                     *           "city": "London",
                     *           "referrer": "https://mail.example.com/",
                     *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                     *           "ipAddress": "203.0.113.42"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["View"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visit with its sections. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "view_7h2k9d3m1q",
                     *         "shareLinkId": "link_4m8q2x7c1v",
                     *         "documentId": "doc_9f3k2m7x1p",
                     *         "dataRoomId": null,
                     *         "viewerEmail": "dana@acme.example",
                     *         "emailVerified": true,
                     *         "ndaAcceptedAt": "2025-11-03T14:21:09Z",
                     *         "ndaText": "The recipient agrees to keep the contents confidential.",
                     *         "ndaSignedName": null,
                     *         "openedAt": "2025-11-03T14:21:10Z",
                     *         "lastOpenedAt": "2025-11-04T08:02:44Z",
                     *         "startedAt": "2025-11-03T14:20:31Z",
                     *         "lastSeenAt": "2025-11-04T08:09:12Z",
                     *         "totalMs": 184000,
                     *         "opens": 2,
                     *         "completion": 0.75,
                     *         "downloadedAt": null,
                     *         "captureAnswers": {
                     *           "company": "Acme Ltd"
                     *         },
                     *         "country": "GB",
                     *         "city": "London",
                     *         "referrer": "https://mail.example.com/",
                     *         "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                     *         "ipAddress": "203.0.113.42",
                     *         "sections": [
                     *           {
                     *             "documentId": "doc_9f3k2m7x1p",
                     *             "index": 0,
                     *             "heading": null,
                     *             "visibleMs": 12000
                     *           },
                     *           {
                     *             "documentId": "doc_9f3k2m7x1p",
                     *             "index": 1,
                     *             "heading": "Term sheet",
                     *             "visibleMs": 42000
                     *           }
                     *         ],
                     *         "feedback": [
                     *           {
                     *             "documentId": "doc_9f3k2m7x1p",
                     *             "reaction": "like",
                     *             "comment": "Clear, but the unit economics slide needs sources.",
                     *             "createdAt": "2025-11-03T14:40:02Z",
                     *             "updatedAt": "2025-11-03T14:40:02Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ViewDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVisitors: {
        parameters: {
            query?: {
                /** @description Only visits through links to this document. */
                documentId?: string;
                /** @description Only visits through links to this data room. */
                dataRoomId?: string;
                /** @description Only visits through this link (works after the link is deleted). */
                shareLinkId?: string;
                /** @description Only this address (case-insensitive); the list then has at most one entry. */
                email?: string;
                /** @description Only visits started at or after this ISO 8601 timestamp; anything else answers 400. */
                since?: string;
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of visitors, most recently seen first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "email": "dana@acme.example",
                     *           "views": 4,
                     *           "documents": 3,
                     *           "totalMs": 612000,
                     *           "avgCompletion": 0.64,
                     *           "firstSeenAt": "2025-11-02T10:20:00Z",
                     *           "lastSeenAt": "2025-11-21T09:18:02Z",
                     *           "verified": true,
                     *           "acceptedNda": true,
                     *           "downloaded": false
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Visitor"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVisitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visitor's address, URL-encoded (`@` as `%40`).
                 * @example dana@acme.example
                 */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visitor with their latest 100 visits. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VisitorDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportVisits: {
        parameters: {
            query?: {
                /**
                 * @description Earliest `openedAt` included, an ISO 8601 date (from 00:00 UTC that day) or date-time.
                 * @example 2025-11-01
                 */
                from?: string;
                /**
                 * @description Latest `openedAt` included, an ISO 8601 date (covers that whole UTC day) or date-time.
                 * @example 2025-11-30
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    "content-disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example viewId,openedAt,linkId,linkName,documentId,documentTitle,dataRoomId,viewerEmail,emailVerified,totalMs,completion,downloaded,country,city,referrer,userAgent,ipAddress
                     *     view_7h2k9d3m1q,2025-11-20T14:02:12Z,link_4m8q2x7c1v,Investors,doc_9f3k2m7x1p,Series A deck,,dana@acme.example,true,184000,0.75,false,GB,London,https://mail.example.com/,"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",203.0.113.42
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnalyticsSummary: {
        parameters: {
            query?: {
                /** @description Length of the period in days. */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "days": 7,
                     *         "since": "2025-11-15T00:00:00Z",
                     *         "current": {
                     *           "views": 32,
                     *           "visitors": 11,
                     *           "totalMs": 2480000,
                     *           "avgCompletion": 0.61,
                     *           "downloads": 3
                     *         },
                     *         "previous": {
                     *           "views": 25,
                     *           "visitors": 9,
                     *           "totalMs": 1930000,
                     *           "avgCompletion": 0.55,
                     *           "downloads": 2
                     *         },
                     *         "series": [
                     *           {
                     *             "date": "2025-11-15",
                     *             "views": 2,
                     *             "visitors": 1,
                     *             "totalMs": 120000
                     *           },
                     *           {
                     *             "date": "2025-11-16",
                     *             "views": 0,
                     *             "visitors": 0,
                     *             "totalMs": 0
                     *           },
                     *           {
                     *             "date": "2025-11-17",
                     *             "views": 7,
                     *             "visitors": 3,
                     *             "totalMs": 540000
                     *           },
                     *           {
                     *             "date": "2025-11-18",
                     *             "views": 5,
                     *             "visitors": 2,
                     *             "totalMs": 380000
                     *           },
                     *           {
                     *             "date": "2025-11-19",
                     *             "views": 6,
                     *             "visitors": 3,
                     *             "totalMs": 470000
                     *           },
                     *           {
                     *             "date": "2025-11-20",
                     *             "views": 8,
                     *             "visitors": 4,
                     *             "totalMs": 610000
                     *           },
                     *           {
                     *             "date": "2025-11-21",
                     *             "views": 4,
                     *             "visitors": 2,
                     *             "totalMs": 360000
                     *           }
                     *         ],
                     *         "topDocuments": [
                     *           {
                     *             "id": "doc_9f3k2m7x1p",
                     *             "name": "Series A deck",
                     *             "views": 21,
                     *             "totalMs": 1750000
                     *           }
                     *         ],
                     *         "topRooms": [
                     *           {
                     *             "id": "room_3x7k1m9q2d",
                     *             "name": "Series A data room",
                     *             "views": 9,
                     *             "totalMs": 610000
                     *           }
                     *         ],
                     *         "topLinks": [
                     *           {
                     *             "id": "link_4m8q2x7c1v",
                     *             "name": "Investors",
                     *             "views": 18,
                     *             "totalMs": 1420000
                     *           }
                     *         ],
                     *         "topVisitors": [
                     *           {
                     *             "email": "dana@acme.example",
                     *             "views": 4,
                     *             "totalMs": 612000,
                     *             "lastSeenAt": "2025-11-21T09:18:02Z"
                     *           }
                     *         ],
                     *         "recent": [
                     *           {
                     *             "viewId": "view_7h2k9d3m1q",
                     *             "viewerEmail": "dana@acme.example",
                     *             "linkId": "link_4m8q2x7c1v",
                     *             "linkName": "Investors",
                     *             "documentId": "doc_9f3k2m7x1p",
                     *             "dataRoomId": null,
                     *             "title": "Series A deck",
                     *             "startedAt": "2025-11-21T09:15:10Z",
                     *             "totalMs": 184000,
                     *             "completion": 0.75
                     *           }
                     *         ],
                     *         "devices": {
                     *           "desktop": 24,
                     *           "mobile": 7,
                     *           "tablet": 1,
                     *           "other": 0
                     *         },
                     *         "anonymousShare": 18.8
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AnalyticsSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentAnalytics: {
        parameters: {
            query?: {
                /** @description Only visits through this link (a document link, or a room link to a room holding the document). */
                shareLinkId?: string;
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document's analytics. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "documentId": "doc_9f3k2m7x1p",
                     *         "title": "Series A deck",
                     *         "kind": "xdoc",
                     *         "unit": "section",
                     *         "views": 38,
                     *         "measuredViews": 35,
                     *         "totalMs": 5120000,
                     *         "sections": [
                     *           {
                     *             "index": 0,
                     *             "heading": "Summary",
                     *             "words": 180,
                     *             "seen": 35,
                     *             "readers": 31,
                     *             "totalMs": 910000,
                     *             "medianMs": 21000,
                     *             "msPerHundredWords": 11666.7,
                     *             "friction": 1,
                     *             "stoppedHere": 2,
                     *             "reached": 35,
                     *             "reachedPct": 100
                     *           },
                     *           {
                     *             "index": 1,
                     *             "heading": "Financial projections",
                     *             "words": 420,
                     *             "seen": 31,
                     *             "readers": 22,
                     *             "totalMs": 1302000,
                     *             "medianMs": 38000,
                     *             "msPerHundredWords": 9047.6,
                     *             "friction": 1.35,
                     *             "stoppedHere": 4,
                     *             "reached": 33,
                     *             "reachedPct": 94.3
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["DocumentAnalytics"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listQuestions: {
        parameters: {
            query?: {
                /** @description `true` = only threads where the reader spoke last; `false` = only threads the owner answered last. Exactly `true` or `false`. */
                awaiting?: boolean;
                /** @description Only questions about this document. */
                documentId?: string;
                /** @description Only questions asked through links to this data room. */
                dataRoomId?: string;
                /** @description Only questions asked through this link. */
                shareLinkId?: string;
                /** @description Only questions from this address (case-insensitive). */
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up to 200 threads, waiting ones first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "thr_5q1m8z3k6w",
                     *           "documentId": "doc_9f3k2m7x1p",
                     *           "dataRoomId": null,
                     *           "shareLinkId": "link_4m8q2x7c1v",
                     *           "linkName": "Investors",
                     *           "about": "Series A deck",
                     *           "askedByEmail": "dana@acme.example",
                     *           "awaitingOwner": true,
                     *           "createdAt": "2025-11-21T09:17:30Z",
                     *           "lastMessageAt": "2025-11-21T09:17:30Z",
                     *           "messages": [
                     *             {
                     *               "id": "msg_2v8n4k1x7c",
                     *               "author": "viewer",
                     *               "body": "Does the revenue figure on page 4 include deferred revenue?",
                     *               "createdAt": "2025-11-21T09:17:30Z",
                     *               "delivered": true
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Thread"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thread. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Thread"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replyToQuestion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Yes - the figure includes deferred revenue; the breakdown is in the appendix."
                 *     }
                 */
                "application/json": components["schemas"]["ThreadReply"];
            };
        };
        responses: {
            /** @description The thread with the reply appended, and whether the email went. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Thread"];
                        /** @description True when the reply email to the asker was accepted by the mail transport. */
                        delivered: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file requests, most recently changed first. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "req_6d2m9k4x1b",
                     *           "slug": "q3-board-pack-7fk2",
                     *           "url": "https://share.example.com/r/q3-board-pack-7fk2",
                     *           "title": "Q3 board pack",
                     *           "description": "Please upload the signed management accounts and the cap table.",
                     *           "dataRoomId": "room_3x7k1m9q2d",
                     *           "folderId": null,
                     *           "requireEmail": true,
                     *           "dueAt": "2025-12-05T17:00:00Z",
                     *           "remindEveryDays": 3,
                     *           "notifyOnUpload": true,
                     *           "openPage": false,
                     *           "active": true,
                     *           "closedAt": null,
                     *           "createdAt": "2025-11-18T10:00:00Z",
                     *           "updatedAt": "2025-11-21T08:42:19Z",
                     *           "counts": {
                     *             "items": 2,
                     *             "assignees": 3,
                     *             "completed": 1,
                     *             "uploads": 4
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["FileRequest"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Q3 board pack",
                 *       "description": "Please upload the signed management accounts and the cap table.",
                 *       "items": [
                 *         {
                 *           "name": "Management accounts",
                 *           "description": "Signed PDF for July to September."
                 *         },
                 *         {
                 *           "name": "Cap table",
                 *           "required": false
                 *         }
                 *       ],
                 *       "dataRoomId": "room_3x7k1m9q2d",
                 *       "folderId": null,
                 *       "dueAt": "2025-12-05T17:00:00Z",
                 *       "remindEveryDays": 3,
                 *       "assignees": [
                 *         {
                 *           "email": "cfo@portfolio.example",
                 *           "name": "Priya Shah"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FileRequestCreate"];
            };
        };
        responses: {
            /** @description The new request with its items, assignees and (no) uploads. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "req_6d2m9k4x1b",
                     *         "slug": "q3-board-pack-7fk2",
                     *         "url": "https://share.example.com/r/q3-board-pack-7fk2",
                     *         "title": "Q3 board pack",
                     *         "description": "Please upload the signed management accounts and the cap table.",
                     *         "dataRoomId": "room_3x7k1m9q2d",
                     *         "folderId": null,
                     *         "requireEmail": true,
                     *         "dueAt": "2025-12-05T17:00:00Z",
                     *         "remindEveryDays": 3,
                     *         "notifyOnUpload": true,
                     *         "openPage": false,
                     *         "active": true,
                     *         "closedAt": null,
                     *         "createdAt": "2025-11-18T10:00:00Z",
                     *         "updatedAt": "2025-11-18T10:00:00Z",
                     *         "counts": {
                     *           "items": 2,
                     *           "assignees": 1,
                     *           "completed": 0,
                     *           "uploads": 0
                     *         },
                     *         "items": [
                     *           {
                     *             "id": "item_8k3n1x6v2m",
                     *             "name": "Management accounts",
                     *             "description": "Signed PDF for July to September.",
                     *             "required": true,
                     *             "position": 0
                     *           },
                     *           {
                     *             "id": "item_1c5v9m2k8x",
                     *             "name": "Cap table",
                     *             "description": null,
                     *             "required": false,
                     *             "position": 1
                     *           }
                     *         ],
                     *         "assignees": [
                     *           {
                     *             "id": "asg_4p9x2k7m1c",
                     *             "email": "cfo@portfolio.example",
                     *             "name": "Priya Shah",
                     *             "delivery": "sent",
                     *             "deliveryError": null,
                     *             "sentAt": "2025-11-18T10:00:01Z",
                     *             "remindedAt": null,
                     *             "reminderCount": 0,
                     *             "uploadedAt": null,
                     *             "completedAt": null,
                     *             "createdAt": "2025-11-18T10:00:00Z"
                     *           }
                     *         ],
                     *         "uploads": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["FileRequestDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request with items, assignees and uploads. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileRequestDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted; uploads remain as workspace documents. */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dueAt": "2025-12-12T17:00:00Z",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["FileRequestUpdate"];
            };
        };
        responses: {
            /** @description The updated request. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addRequestAssignees: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "assignees": [
                 *         {
                 *           "email": "cfo@portfolio.example",
                 *           "name": "Priya Shah"
                 *         },
                 *         {
                 *           "email": "counsel@portfolio.example"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AssigneesAdd"];
            };
        };
        responses: {
            /** @description Every assignee on the request. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "asg_4p9x2k7m1c",
                     *           "email": "cfo@portfolio.example",
                     *           "name": "Priya Shah",
                     *           "delivery": "sent",
                     *           "deliveryError": null,
                     *           "sentAt": "2025-11-21T10:04:12Z",
                     *           "remindedAt": "2025-11-21T09:00:00Z",
                     *           "reminderCount": 1,
                     *           "uploadedAt": null,
                     *           "completedAt": null,
                     *           "createdAt": "2025-11-18T10:00:00Z"
                     *         },
                     *         {
                     *           "id": "asg_9m2x6k1q4v",
                     *           "email": "counsel@portfolio.example",
                     *           "name": null,
                     *           "delivery": "sent",
                     *           "deliveryError": null,
                     *           "sentAt": "2025-11-21T10:04:12Z",
                     *           "remindedAt": null,
                     *           "reminderCount": 0,
                     *           "uploadedAt": null,
                     *           "completedAt": null,
                     *           "createdAt": "2025-11-21T10:04:11Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["FileRequestAssignee"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeRequestAssignee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The assignee's id. */
                assigneeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (or was not there). */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendRequestAssignee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
                /** @description The assignee's id. */
                assigneeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignee after the attempt, and whether the mail went. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileRequestAssignee"];
                        /** @description True when the mail transport accepted the email. */
                        delivered: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints and the event catalogue. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Hook"][];
                        events: components["schemas"]["EventDescription"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.com/dossier/webhooks",
                 *       "events": [
                 *         "envelope.completed",
                 *         "recipient.signed"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["HookCreate"];
            };
        };
        responses: {
            /** @description Identical re-subscribe; the existing endpoint, switched back on, with its secret. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HookWithSecret"];
                    };
                };
            };
            /** @description The new endpoint with its secret (shown once). */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HookWithSecret"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHookSamples: {
        parameters: {
            query?: {
                event?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sample bodies. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookPayload"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Hook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteHook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or already gone). */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateHook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["HookUpdate"];
            };
        };
        responses: {
            /** @description The changed endpoint. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Hook"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pingHook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ping delivery, with its payload. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Delivery"] & Record<string, never>;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateHookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["HookWithSecret"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listHookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries of this event. */
                event?: components["schemas"]["EventName"];
                /** @description Only deliveries in this state; any other value answers 400. */
                status?: "pending" | "delivered" | "failed";
                /** @description `payload` adds each delivery body. */
                include?: "payload";
                /** @description Page size, 1-100 (default 50). */
                limit?: components["parameters"]["Limit"];
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /** @description Identifier of the resource. Another workspace's id answers 404, exactly like an id that does not exist. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "dlv_8x2k4m9q1z",
                     *           "endpointId": "hook_3k9d2m1x8q",
                     *           "eventId": "evt_5n3b7v1c9x",
                     *           "event": "envelope.completed",
                     *           "status": "delivered",
                     *           "attempts": 1,
                     *           "responseStatus": 200,
                     *           "error": null,
                     *           "deliveredAt": "2026-11-21T10:00:01Z",
                     *           "createdAt": "2026-11-21T10:00:00Z"
                     *         }
                     *       ],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Delivery"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                family?: "signing" | "sharing" | "documents";
                /** @description One event type (see GET /audit/types); unknown answers 400. */
                type?: string;
                /** @description Matches the description, actor name or actor email (case-insensitive substring). */
                q?: string;
                /** @description Entries at or after this time. */
                from?: string;
                /** @description Entries at or before this time. */
                to?: string;
                documentId?: string;
                envelopeId?: string;
                shareLinkId?: string;
                /** @description Page size, 1-500; default 100, or 500 with format=csv. */
                limit?: number;
                /** @description Opaque keyset cursor; pass the previous page's `nextCursor` back unchanged. A cursor that was altered, or that belongs to another workspace or another list, answers 400. */
                cursor?: components["parameters"]["Cursor"];
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit events, as JSON or as CSV. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description With format=csv, the cursor of the next page (absent on the last page). */
                    "x-next-cursor"?: string;
                    "content-disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [],
                     *       "nextCursor": null
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        nextCursor: components["schemas"]["NextCursor"];
                    };
                    /** @example id,createdAt,type,family,description,actorName,actorEmail,envelopeId,documentId,recipientId,shareLinkId,subjectKind,subjectId,subjectTitle,ipAddress,userAgent,hash */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Families and types. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            families: {
                                /** @enum {string} */
                                id: "signing" | "sharing" | "documents";
                                /** @example Signing */
                                label: string;
                            }[];
                            types: {
                                /** @example recipient.signed */
                                type: string;
                                /** @enum {string} */
                                family: "signing" | "sharing" | "documents";
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSigningSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signing session. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "envelope": {
                     *           "id": "env_7h2k9d4m1x",
                     *           "title": "Mutual NDA",
                     *           "subject": "Please sign: Mutual NDA",
                     *           "message": "Here is the NDA we discussed.",
                     *           "senderName": "Grace Hopper",
                     *           "senderEmail": "grace@example.com",
                     *           "sequential": false,
                     *           "sentAt": "2025-06-01T09:30:00Z",
                     *           "expiresAt": "2025-07-01T00:00:00Z"
                     *         },
                     *         "recipient": {
                     *           "id": "rcp_4m8q2x7k1d",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "role": "signer",
                     *           "routingOrder": 1,
                     *           "status": "viewed",
                     *           "authMethod": "email+access_code",
                     *           "viewedAt": "2025-06-01T10:02:11Z",
                     *           "authenticatedAt": "2025-06-01T10:02:40Z"
                     *         },
                     *         "pending": [],
                     *         "accessCodeStatus": {
                     *           "passed": true,
                     *           "attemptsLeft": 5,
                     *           "lockedUntil": null
                     *         },
                     *         "disclosure": {
                     *           "version": "2025-01",
                     *           "text": "Grace Hopper (grace@example.com) asks you to review and sign \"Mutual NDA\" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.\n\nYou need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.\n\nYou may ask Grace Hopper for a paper copy of any record at any time, at no charge.\n\nYou may withdraw this consent at any time before you sign by choosing \"Withdraw consent\" on the signing page. You will then not be able to sign electronically until you agree again.\n\nTo change the email address records are sent to, write to grace@example.com.\n"
                     *         },
                     *         "consent": {
                     *           "acceptedAt": "2025-06-01T10:03:02Z",
                     *           "withdrawnAt": null,
                     *           "disclosureVersion": "2025-01"
                     *         },
                     *         "document": {
                     *           "kind": "pdf",
                     *           "title": "Mutual NDA",
                     *           "pageCount": 3,
                     *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                     *           "content": null
                     *         },
                     *         "fields": [
                     *           {
                     *             "id": "fld_2q7w4e9r1t",
                     *             "type": "name",
                     *             "label": "Full name",
                     *             "required": true,
                     *             "value": "Ada Lovelace",
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 72,
                     *               "y": 600,
                     *               "width": 180,
                     *               "height": 24
                     *             },
                     *             "nodeId": null
                     *           },
                     *           {
                     *             "id": "fld_6t1w9r3z5c",
                     *             "type": "signature",
                     *             "label": "Signature",
                     *             "required": true,
                     *             "value": null,
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 72,
                     *               "y": 640,
                     *               "width": 180,
                     *               "height": 36
                     *             },
                     *             "nodeId": null
                     *           },
                     *           {
                     *             "id": "fld_8w2n5v1c7b",
                     *             "type": "date",
                     *             "label": "Date",
                     *             "required": true,
                     *             "value": null,
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 300,
                     *               "y": 640,
                     *               "width": 120,
                     *               "height": 24
                     *             },
                     *             "nodeId": null
                     *           },
                     *           {
                     *             "id": "fld_5y8u1i3o6p",
                     *             "type": "checkbox",
                     *             "label": "I have read Schedule 1",
                     *             "required": true,
                     *             "value": null,
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 72,
                     *               "y": 690,
                     *               "width": 14,
                     *               "height": 14
                     *             },
                     *             "nodeId": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SigningSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadSigningDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadSigningExecutedPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The executed PDF. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitSigningAccessCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "BLUE-HERON-42"
                 *     }
                 */
                "application/json": components["schemas"]["SigningAccessCode"];
            };
        };
        responses: {
            /** @description The session; `accessCode` is no longer pending. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "envelope": {
                     *           "id": "env_7h2k9d4m1x",
                     *           "title": "Mutual NDA",
                     *           "subject": "Please sign: Mutual NDA",
                     *           "message": "Here is the NDA we discussed.",
                     *           "senderName": "Grace Hopper",
                     *           "senderEmail": "grace@example.com",
                     *           "sequential": false,
                     *           "sentAt": "2025-06-01T09:30:00Z",
                     *           "expiresAt": "2025-07-01T00:00:00Z"
                     *         },
                     *         "recipient": {
                     *           "id": "rcp_4m8q2x7k1d",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "role": "signer",
                     *           "routingOrder": 1,
                     *           "status": "viewed",
                     *           "authMethod": "email+access_code",
                     *           "viewedAt": "2025-06-01T10:02:11Z",
                     *           "authenticatedAt": "2025-06-01T10:02:40Z"
                     *         },
                     *         "pending": [
                     *           "consent"
                     *         ],
                     *         "accessCodeStatus": {
                     *           "passed": true,
                     *           "attemptsLeft": 5,
                     *           "lockedUntil": null
                     *         },
                     *         "disclosure": {
                     *           "version": "2025-01",
                     *           "text": "Grace Hopper (grace@example.com) asks you to review and sign \"Mutual NDA\" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.\n\nYou need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.\n\nYou may ask Grace Hopper for a paper copy of any record at any time, at no charge.\n\nYou may withdraw this consent at any time before you sign by choosing \"Withdraw consent\" on the signing page. You will then not be able to sign electronically until you agree again.\n\nTo change the email address records are sent to, write to grace@example.com.\n"
                     *         },
                     *         "consent": null,
                     *         "document": null,
                     *         "fields": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SigningSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptSigningConsent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "accepted": true,
                 *       "disclosureVersion": "2025-01"
                 *     }
                 */
                "application/json": components["schemas"]["SigningConsentAccept"];
            };
        };
        responses: {
            /** @description The session; with nothing left pending it now carries the document and the fields. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "envelope": {
                     *           "id": "env_7h2k9d4m1x",
                     *           "title": "Mutual NDA",
                     *           "subject": "Please sign: Mutual NDA",
                     *           "message": "Here is the NDA we discussed.",
                     *           "senderName": "Grace Hopper",
                     *           "senderEmail": "grace@example.com",
                     *           "sequential": false,
                     *           "sentAt": "2025-06-01T09:30:00Z",
                     *           "expiresAt": "2025-07-01T00:00:00Z"
                     *         },
                     *         "recipient": {
                     *           "id": "rcp_4m8q2x7k1d",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "role": "signer",
                     *           "routingOrder": 1,
                     *           "status": "viewed",
                     *           "authMethod": "email+access_code",
                     *           "viewedAt": "2025-06-01T10:02:11Z",
                     *           "authenticatedAt": "2025-06-01T10:02:40Z"
                     *         },
                     *         "pending": [],
                     *         "accessCodeStatus": {
                     *           "passed": true,
                     *           "attemptsLeft": 5,
                     *           "lockedUntil": null
                     *         },
                     *         "disclosure": {
                     *           "version": "2025-01",
                     *           "text": "Grace Hopper (grace@example.com) asks you to review and sign \"Mutual NDA\" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.\n\nYou need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.\n\nYou may ask Grace Hopper for a paper copy of any record at any time, at no charge.\n\nYou may withdraw this consent at any time before you sign by choosing \"Withdraw consent\" on the signing page. You will then not be able to sign electronically until you agree again.\n\nTo change the email address records are sent to, write to grace@example.com.\n"
                     *         },
                     *         "consent": {
                     *           "acceptedAt": "2025-06-01T10:03:02Z",
                     *           "withdrawnAt": null,
                     *           "disclosureVersion": "2025-01"
                     *         },
                     *         "document": {
                     *           "kind": "pdf",
                     *           "title": "Mutual NDA",
                     *           "pageCount": 3,
                     *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                     *           "content": null
                     *         },
                     *         "fields": [
                     *           {
                     *             "id": "fld_2q7w4e9r1t",
                     *             "type": "name",
                     *             "label": "Full name",
                     *             "required": true,
                     *             "value": "Ada Lovelace",
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 72,
                     *               "y": 600,
                     *               "width": 180,
                     *               "height": 24
                     *             },
                     *             "nodeId": null
                     *           },
                     *           {
                     *             "id": "fld_6t1w9r3z5c",
                     *             "type": "signature",
                     *             "label": "Signature",
                     *             "required": true,
                     *             "value": null,
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 72,
                     *               "y": 640,
                     *               "width": 180,
                     *               "height": 36
                     *             },
                     *             "nodeId": null
                     *           },
                     *           {
                     *             "id": "fld_8w2n5v1c7b",
                     *             "type": "date",
                     *             "label": "Date",
                     *             "required": true,
                     *             "value": null,
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 300,
                     *               "y": 640,
                     *               "width": 120,
                     *               "height": 24
                     *             },
                     *             "nodeId": null
                     *           },
                     *           {
                     *             "id": "fld_5y8u1i3o6p",
                     *             "type": "checkbox",
                     *             "label": "I have read Schedule 1",
                     *             "required": true,
                     *             "value": null,
                     *             "placement": {
                     *               "page": 3,
                     *               "x": 72,
                     *               "y": 690,
                     *               "width": 14,
                     *               "height": 14
                     *             },
                     *             "nodeId": null
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SigningSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    withdrawSigningConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn (or there was nothing to withdraw). */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadSigningAttachment: {
        parameters: {
            query: {
                /**
                 * @description The signer's `attachment` field the file answers.
                 * @example fld_3p8s1d6f2g
                 */
                fieldId: string;
            };
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        /** @description The file, at most 25 MB. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "%PDF-1.7 ..."
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (at most 25 MB); the part's file name and content type are kept.
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored attachment. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "att_3p8s1d6f2g",
                     *         "envelopeId": "env_7h2k9d4m1x",
                     *         "recipientId": "rcp_4m8q2x7k1d",
                     *         "fieldId": "fld_3p8s1d6f2g",
                     *         "filename": "passport.pdf",
                     *         "contentType": "application/pdf",
                     *         "byteSize": 184213,
                     *         "sha256": "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
                     *         "uploadedAt": "2025-06-01T10:05:12Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Attachment"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signEnvelope: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "values": {
                 *         "fld_2q7w4e9r1t": "Ada Lovelace",
                 *         "fld_5y8u1i3o6p": true
                 *       },
                 *       "signature": {
                 *         "type": "typed",
                 *         "text": "Ada Lovelace"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SigningSubmit"];
            };
        };
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "envelope": {
                     *           "id": "env_7h2k9d4m1x",
                     *           "title": "Mutual NDA",
                     *           "status": "sent"
                     *         },
                     *         "recipient": {
                     *           "id": "rcp_4m8q2x7k1d",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "status": "signed",
                     *           "signedAt": "2025-06-01T10:07:45Z",
                     *           "declinedAt": null,
                     *           "declineReason": null
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SigningResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineEnvelope: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The signing token: the last segment of the recipient's signing link `{PUBLIC_URL}/sign/{token}`, a 256-bit
                 *     random capability (`sgn_` then 43 base64url characters) that the server stores only as a SHA-256 hash. It is the only
                 *     credential of the public signing operations. Any value that is not a token the server issued answers 404
                 *     `not_found` (a malformed one too, so its format reveals nothing).
                 */
                token: components["parameters"]["SigningToken"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The liability cap is not what we agreed."
                 *     }
                 */
                "application/json": components["schemas"]["SigningDecline"];
            };
        };
        responses: {
            /** @description Declined; the envelope is over. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "envelope": {
                     *           "id": "env_7h2k9d4m1x",
                     *           "title": "Mutual NDA",
                     *           "status": "declined"
                     *         },
                     *         "recipient": {
                     *           "id": "rcp_4m8q2x7k1d",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "status": "declined",
                     *           "signedAt": null,
                     *           "declinedAt": "2025-06-01T10:07:45Z",
                     *           "declineReason": "The liability cap is not what we agreed."
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SigningResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startVisit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The link's slug, the last segment of its `url` (`{LINK_ORIGIN}/v/{slug}`). An unknown slug answers 404. */
                slug: components["parameters"]["LinkSlug"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "email": "dana@acmeventures.example"
                 *     }
                 */
                "application/json": components["schemas"]["VisitGateInput"];
            };
        };
        responses: {
            /** @description The visit, its token and the gates still pending. */
            201: {
                headers: {
                    /** @description The visit token for the server's own viewer page: `dossier_visit=<token>; Path=/api/v1/public/visits/<visitId>; HttpOnly; SameSite=Strict` (plus `Secure` on https). */
                    "set-cookie"?: string;
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "visitId": "view_7h2k9d3m1q",
                     *         "opened": false,
                     *         "pending": [
                     *           "verification",
                     *           "nda"
                     *         ],
                     *         "ignored": [],
                     *         "kind": "document",
                     *         "title": "Series A deck",
                     *         "linkName": "Series A deck – Acme Ventures",
                     *         "email": "dana@acmeventures.example",
                     *         "verification": {
                     *           "sentTo": "dana@acmeventures.example",
                     *           "sentAt": "2025-03-06T10:15:02Z",
                     *           "expiresAt": "2025-03-06T10:25:02Z",
                     *           "attemptsLeft": 5
                     *         },
                     *         "nda": {
                     *           "text": "The recipient agrees to keep the contents of this document confidential and to use them only to evaluate an investment in Acme Ltd.",
                     *           "requireName": true,
                     *           "agreementName": "Mutual NDA (investors)"
                     *         },
                     *         "captureFields": [],
                     *         "token": "vst_Jk3m9QxP2vL7wR4tY8uZ1aB5cD6eF0gH2iJ3kL4mN5o"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitStarted"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitVisitGates: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "482913"
                 *     }
                 */
                "application/json": components["schemas"]["VisitGateInput"];
            };
        };
        responses: {
            /** @description Where the visit stands now. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "visitId": "view_7h2k9d3m1q",
                     *         "opened": false,
                     *         "pending": [
                     *           "nda"
                     *         ],
                     *         "ignored": [],
                     *         "kind": "document",
                     *         "title": "Series A deck",
                     *         "linkName": "Series A deck – Acme Ventures",
                     *         "email": "dana@acmeventures.example",
                     *         "verification": null,
                     *         "nda": {
                     *           "text": "The recipient agrees to keep the contents of this document confidential and to use them only to evaluate an investment in Acme Ltd.",
                     *           "requireName": true,
                     *           "agreementName": "Mutual NDA (investors)"
                     *         },
                     *         "captureFields": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendVisitVerification: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visit, with the new code's `verification` details. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "visitId": "view_7h2k9d3m1q",
                     *         "opened": false,
                     *         "pending": [
                     *           "verification",
                     *           "nda"
                     *         ],
                     *         "ignored": [],
                     *         "kind": "document",
                     *         "title": "Series A deck",
                     *         "linkName": "Series A deck – Acme Ventures",
                     *         "email": "dana@acmeventures.example",
                     *         "verification": {
                     *           "sentTo": "dana@acmeventures.example",
                     *           "sentAt": "2025-03-06T10:15:02Z",
                     *           "expiresAt": "2025-03-06T10:25:02Z",
                     *           "attemptsLeft": 5
                     *         },
                     *         "nda": {
                     *           "text": "The recipient agrees to keep the contents of this document confidential and to use them only to evaluate an investment in Acme Ltd.",
                     *           "requireName": true,
                     *           "agreementName": "Mutual NDA (investors)"
                     *         },
                     *         "captureFields": []
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitState"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVisitContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content and how to present it. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "visitId": "view_7h2k9d3m1q",
                     *         "kind": "document",
                     *         "title": "Series A deck",
                     *         "document": {
                     *           "documentId": "doc_5t8r2w9q3e",
                     *           "title": "Series A deck",
                     *           "kind": "xdoc",
                     *           "versionId": null,
                     *           "unit": "section",
                     *           "pageCount": 4,
                     *           "sections": [
                     *             {
                     *               "index": 0,
                     *               "id": "intro",
                     *               "heading": null,
                     *               "level": null,
                     *               "words": 12,
                     *               "blocks": [
                     *                 {
                     *                   "type": "paragraph",
                     *                   "content": [
                     *                     {
                     *                       "type": "text",
                     *                       "text": "Acme Ltd is raising a Series A of 8 million euros."
                     *                     }
                     *                   ]
                     *                 }
                     *               ],
                     *               "text": null
                     *             },
                     *             {
                     *               "index": 1,
                     *               "id": "term-sheet",
                     *               "heading": "Term sheet",
                     *               "level": 2,
                     *               "words": 9,
                     *               "blocks": [
                     *                 {
                     *                   "type": "heading",
                     *                   "attrs": {
                     *                     "level": 2,
                     *                     "id": "term-sheet"
                     *                   },
                     *                   "content": [
                     *                     {
                     *                       "type": "text",
                     *                       "text": "Term sheet"
                     *                     }
                     *                   ]
                     *                 },
                     *                 {
                     *                   "type": "paragraph",
                     *                   "content": [
                     *                     {
                     *                       "type": "text",
                     *                       "text": "Pre-money valuation: 32 million euros."
                     *                     }
                     *                   ]
                     *                 }
                     *               ],
                     *               "text": null
                     *             }
                     *           ],
                     *           "file": null
                     *         },
                     *         "room": null,
                     *         "watermark": {
                     *           "text": "Confidential · dana@acmeventures.example · 2025-03-06",
                     *           "position": "tiled",
                     *           "opacity": 15,
                     *           "rotation": -30,
                     *           "fontSize": 24,
                     *           "color": "#6b7280"
                     *         },
                     *         "screenshotProtection": false,
                     *         "allowDownload": true,
                     *         "bulkDownload": null,
                     *         "features": {
                     *           "assistant": true,
                     *           "audio": false,
                     *           "feedback": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitContent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getVisitDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
                /** @description A document this visit may read: the link's document, or a document of the room (of the viewer group's, on a group link). Any other answers 404. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "documentId": "doc_8k2m4x9q1z",
                     *         "title": "Audited accounts 2024",
                     *         "kind": "pdf",
                     *         "versionId": null,
                     *         "unit": "page",
                     *         "pageCount": 2,
                     *         "sections": [
                     *           {
                     *             "index": 0,
                     *             "id": "page-1",
                     *             "heading": null,
                     *             "level": null,
                     *             "words": 310,
                     *             "blocks": null,
                     *             "text": null
                     *           },
                     *           {
                     *             "index": 1,
                     *             "id": "page-2",
                     *             "heading": null,
                     *             "level": null,
                     *             "words": 284,
                     *             "blocks": null,
                     *             "text": null
                     *           }
                     *         ],
                     *         "file": {
                     *           "filename": "audited-accounts-2024.pdf",
                     *           "contentType": "application/pdf",
                     *           "byteSize": 1048233
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ViewerDocument"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadVisitDocumentFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
                /** @description A document this visit may read: the link's document, or a document of the room (of the viewer group's, on a group link). Any other answers 404. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordVisitHeartbeat: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "doc_5t8r2w9q3e",
                 *       "sections": [
                 *         {
                 *           "index": 0,
                 *           "visibleMs": 1800
                 *         },
                 *         {
                 *           "index": 1,
                 *           "visibleMs": 4200
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["VisitHeartbeat"];
            };
        };
        responses: {
            /** @description Recorded (credited as described). */
            204: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadVisitDocument: {
        parameters: {
            query?: {
                /**
                 * @description The document to download; defaults to the link's document, required on a room link.
                 * @example doc_5t8r2w9q3e
                 */
                documentId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestBulkDownloadCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "sentTo": "dana@acmeventures.example",
                     *         "sentAt": "2025-03-06T11:02:00Z",
                     *         "expiresAt": "2025-03-06T11:12:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BulkDownloadCode"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadVisitBulk: {
        parameters: {
            query?: {
                /**
                 * @description The six-digit code from `POST …/bulk-download/code`; required when the link has `bulkDownloadOtp`.
                 * @example 551903
                 */
                code?: string;
                /** @description Zip only this room folder. */
                folderId?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip. */
            200: {
                headers: {
                    "content-disposition": components["headers"]["ContentDisposition"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["IntegrityFailed"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listVisitQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visit's threads. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "thr_5q1m8z3k6w",
                     *           "documentId": "doc_9f3k2m7x1p",
                     *           "about": "Series A deck",
                     *           "awaitingReply": false,
                     *           "createdAt": "2025-03-06T10:40:00Z",
                     *           "lastMessageAt": "2025-03-06T12:05:00Z",
                     *           "messages": [
                     *             {
                     *               "id": "msg_2v8n4k1x7c",
                     *               "author": "viewer",
                     *               "body": "Does the revenue figure on page 4 include deferred revenue?",
                     *               "createdAt": "2025-03-06T10:40:00Z"
                     *             },
                     *             {
                     *               "id": "msg_9c3x6m1k4v",
                     *               "author": "owner",
                     *               "body": "No; deferred revenue is shown separately in the appendix.",
                     *               "createdAt": "2025-03-06T12:05:00Z"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitorThread"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askVisitQuestion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Does the revenue figure on page 4 include deferred revenue?",
                 *       "documentId": "doc_9f3k2m7x1p"
                 *     }
                 */
                "application/json": components["schemas"]["VisitQuestionCreate"];
            };
        };
        responses: {
            /** @description The new thread. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "thr_5q1m8z3k6w",
                     *         "documentId": "doc_9f3k2m7x1p",
                     *         "about": "Series A deck",
                     *         "awaitingReply": true,
                     *         "createdAt": "2025-03-06T10:40:00Z",
                     *         "lastMessageAt": "2025-03-06T10:40:00Z",
                     *         "messages": [
                     *           {
                     *             "id": "msg_2v8n4k1x7c",
                     *             "author": "viewer",
                     *             "body": "Does the revenue figure on page 4 include deferred revenue?",
                     *             "createdAt": "2025-03-06T10:40:00Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitorThread"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replyToVisitQuestion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
                /** @description One of this visit's threads (another visit's answers 404). */
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Thanks - is the appendix in the room?"
                 *     }
                 */
                "application/json": components["schemas"]["VisitQuestionReply"];
            };
        };
        responses: {
            /** @description The thread with the new message. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "thr_5q1m8z3k6w",
                     *         "documentId": "doc_9f3k2m7x1p",
                     *         "about": "Series A deck",
                     *         "awaitingReply": true,
                     *         "createdAt": "2025-03-06T10:40:00Z",
                     *         "lastMessageAt": "2025-03-06T12:20:00Z",
                     *         "messages": [
                     *           {
                     *             "id": "msg_2v8n4k1x7c",
                     *             "author": "viewer",
                     *             "body": "Does the revenue figure on page 4 include deferred revenue?",
                     *             "createdAt": "2025-03-06T10:40:00Z"
                     *           },
                     *           {
                     *             "id": "msg_9c3x6m1k4v",
                     *             "author": "owner",
                     *             "body": "No; deferred revenue is shown separately in the appendix.",
                     *             "createdAt": "2025-03-06T12:05:00Z"
                     *           },
                     *           {
                     *             "id": "msg_4k7x2m9c1v",
                     *             "author": "viewer",
                     *             "body": "Thanks - is the appendix in the room?",
                     *             "createdAt": "2025-03-06T12:20:00Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitorThread"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    askVisitAssistant: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "question": "What is the liquidation preference?"
                 *     }
                 */
                "application/json": components["schemas"]["AssistantQuestion"];
            };
        };
        responses: {
            /** @description The answer, drawn from the document. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "question": "What is the liquidation preference?",
                     *         "found": true,
                     *         "answer": "The document says this in \"Liquidation preference\":",
                     *         "passages": [
                     *           {
                     *             "documentId": "doc_5t8r2w9q3e",
                     *             "documentTitle": "Series A term sheet",
                     *             "sectionIndex": 4,
                     *             "sectionId": "liquidation-preference",
                     *             "heading": "Liquidation preference",
                     *             "page": null,
                     *             "quote": "In the event of a liquidation, holders of Series A shares receive 1x their investment before any other shareholder.",
                     *             "score": 7.42
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AssistantAnswer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitVisitFeedback: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The visit, as returned by `POST /public/links/{slug}/visits` (it is the id of the View the owner reads with
                 *     `GET /views/{id}`). It works only together with its visit token; an unknown id answers 401 like a wrong token.
                 */
                visitId: components["parameters"]["VisitId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentId": "doc_9f3k2m7x1p",
                 *       "reaction": "like",
                 *       "comment": "Clear, but the unit economics slide needs sources."
                 *     }
                 */
                "application/json": components["schemas"]["VisitFeedbackInput"];
            };
        };
        responses: {
            /** @description Replaced the earlier reaction. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "documentId": "doc_9f3k2m7x1p",
                     *         "reaction": "love",
                     *         "comment": null,
                     *         "createdAt": "2025-03-06T10:52:00Z",
                     *         "updatedAt": "2025-03-06T11:30:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitFeedback"];
                    };
                };
            };
            /** @description Recorded. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "documentId": "doc_9f3k2m7x1p",
                     *         "reaction": "like",
                     *         "comment": "Clear, but the unit economics slide needs sources.",
                     *         "createdAt": "2025-03-06T10:52:00Z",
                     *         "updatedAt": "2025-03-06T10:52:00Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VisitFeedback"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUploadPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file request's slug, from its open upload page `{PUBLIC_URL}/r/{slug}` (also the first segment of every assignee's personal link `{PUBLIC_URL}/r/{slug}/{token}`). An unknown slug answers 404. */
                slug: components["parameters"]["RequestSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The upload page. */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "title": "Q3 board pack",
                     *         "description": "Please upload the signed management accounts and the cap table.",
                     *         "dueAt": "2025-10-15T17:00:00Z",
                     *         "items": [
                     *           {
                     *             "id": "item_8k3n1x6v2m",
                     *             "name": "Management accounts",
                     *             "description": "Signed PDF for July to September.",
                     *             "required": true,
                     *             "position": 0
                     *           },
                     *           {
                     *             "id": "item_3c7v1b9n4m",
                     *             "name": "Cap table",
                     *             "description": null,
                     *             "required": false,
                     *             "position": 1
                     *           }
                     *         ],
                     *         "askEmail": false,
                     *         "assignee": {
                     *           "email": "cfo@portfolio.example",
                     *           "name": "Priya Shah",
                     *           "completedAt": "2025-10-02T09:14:27Z"
                     *         },
                     *         "uploads": [
                     *           {
                     *             "id": "upl_1z7k3m9x4q",
                     *             "itemId": "item_8k3n1x6v2m",
                     *             "filename": "management-accounts-q3.pdf",
                     *             "contentType": "application/pdf",
                     *             "byteSize": 482113,
                     *             "sha256": "9f2c4e1a7b3d5f608192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8",
                     *             "uploadedAt": "2025-10-02T09:14:27Z"
                     *           }
                     *         ],
                     *         "maxBytes": 26214400
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UploadPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadToRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe (Stripe's model). The first request with a key runs and its reply (status and body)
                 *     is kept for 24 hours; the same key again, from the same caller (API key, or public token and address), with
                 *     the same method, path and body, replays that reply, marked `idempotent-replayed: true`, without doing
                 *     anything twice. The same key with a different method, path or body answers 422 `idempotency_key_reused`;
                 *     while the first request is still running the same key answers 409 `idempotency_key_in_use` (retry later).
                 *     Replies of 5xx are not kept, so a retry after one runs again. Any 1-255 printable ASCII characters; the SDK
                 *     sends a UUID on every POST and reuses it across its own retries.
                 * @example 5d3c8a1e-7a1f-4a3b-9a89-2b7c1f0e4d21
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The file request's slug, from its open upload page `{PUBLIC_URL}/r/{slug}` (also the first segment of every assignee's personal link `{PUBLIC_URL}/r/{slug}/{token}`). An unknown slug answers 404. */
                slug: components["parameters"]["RequestSlug"];
            };
            cookie?: never;
        };
        /** @description The file, at most 25 MB, and who sends it. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "%PDF-1.7 ...",
                 *       "itemId": "item_8k3n1x6v2m"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file (at most 25 MB); the part's file name and content type are kept.
                     */
                    file: string;
                    /** @description The item the file answers. */
                    itemId?: string;
                    /**
                     * Format: email
                     * @description The uploader's address (open page; required when `askEmail`).
                     */
                    email?: string;
                    /** @description The uploader's name (open page). */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The file arrived. */
            201: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "upl_1z7k3m9x4q",
                     *         "itemId": "item_8k3n1x6v2m",
                     *         "filename": "management-accounts-q3.pdf",
                     *         "contentType": "application/pdf",
                     *         "byteSize": 482113,
                     *         "sha256": "9f2c4e1a7b3d5f608192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8",
                     *         "uploadedAt": "2025-10-02T09:14:27Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["UploadReceipt"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidToken"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Unprocessable"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyPdf: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description File name of a raw `application/pdf` body (percent-encoded UTF-8). Not stored; accepted so the same call as `POST /documents/upload` works here.
                 * @example mutual-nda-signed.pdf
                 */
                "x-filename"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The PDF to verify, at most 25 MB. */
        requestBody: {
            content: {
                /** @example %PDF-1.7 ... */
                "application/pdf": string;
                /**
                 * @example {
                 *       "file": "%PDF-1.7 ..."
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The PDF (at most 25 MB).
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What the PDF is (every verdict is a 200; a refusal is a 4xx). */
            200: {
                headers: {
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "verdict": "genuine",
                     *         "summary": "This is an executed document of this installation and it has not been changed since it was sealed.",
                     *         "sha256": "3c7a9f0e5b2d4c6a8e1f3b5d7c9a0e2f4b6d8c1a3e5f7b9d0c2e4a6b8d1f3c5e",
                     *         "byteSize": 184302,
                     *         "seal": {
                     *           "sealedBy": "Dossier document sealing",
                     *           "sealedAt": "2025-10-02T09:14:27Z",
                     *           "ours": true,
                     *           "intact": true
                     *         },
                     *         "envelope": {
                     *           "title": "Mutual NDA",
                     *           "completedAt": "2025-10-02T09:14:27Z",
                     *           "signers": [
                     *             "Ada Lovelace",
                     *             "Bob Babbage"
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["PdfVerification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    envelopeSentEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c00",
                 *       "event": "envelope.sent",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "pageCount": 3,
                 *           "subject": "Please sign: Mutual NDA",
                 *           "message": "Here is the NDA we discussed.",
                 *           "senderName": "Grace Hopper",
                 *           "senderEmail": "grace@example.com",
                 *           "status": "sent",
                 *           "sequential": false,
                 *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                 *           "completionHash": null,
                 *           "expiresAt": "2025-07-01T00:00:00Z",
                 *           "reminderEveryDays": 3,
                 *           "lastReminderAt": null,
                 *           "sentAt": "2025-06-01T09:30:00Z",
                 *           "completedAt": null,
                 *           "voidedAt": null,
                 *           "voidReason": null,
                 *           "recipients": [
                 *             {
                 *               "id": "rcp_4m8q2x7k1d",
                 *               "name": "Ada Lovelace",
                 *               "email": "ada@example.com",
                 *               "role": "signer",
                 *               "routingOrder": 1,
                 *               "status": "sent",
                 *               "viewedAt": null,
                 *               "signedAt": null,
                 *               "declinedAt": null,
                 *               "declineReason": null,
                 *               "notifiedAt": "2025-06-01T09:30:01Z",
                 *               "deliveryFailedAt": null,
                 *               "deliveryError": null,
                 *               "authMethod": "email",
                 *               "authenticatedAt": null,
                 *               "delegatedToEmail": null,
                 *               "delegatedFromId": null
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "envelope.sent";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["EnvelopeSentEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientNotifiedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c01",
                 *       "event": "recipient.notified",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "sent",
                 *           "viewedAt": null,
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.notified";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientNotifiedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientBouncedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c02",
                 *       "event": "recipient.bounced",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "sent",
                 *           "viewedAt": null,
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": "2025-06-01T09:30:04Z",
                 *           "deliveryError": "550 5.1.1 mailbox unavailable",
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.bounced";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientBouncedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientViewedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c03",
                 *       "event": "recipient.viewed",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "viewed",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.viewed";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientViewedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientAuthenticatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c04",
                 *       "event": "recipient.authenticated",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "viewed",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email+access_code",
                 *           "authenticatedAt": "2025-06-01T10:02:40Z",
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.authenticated";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientAuthenticatedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientSignedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c05",
                 *       "event": "recipient.signed",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "completed"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "signed",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": "2025-06-01T10:05:42Z",
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.signed";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientSignedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientDeclinedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c06",
                 *       "event": "recipient.declined",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "declined"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "declined",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": null,
                 *           "declinedAt": "2025-06-01T10:04:00Z",
                 *           "declineReason": "The liability cap is missing.",
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.declined";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientDeclinedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientDelegatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c07",
                 *       "event": "recipient.delegated",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "delegated",
                 *           "viewedAt": null,
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": "charles@example.com",
                 *           "delegatedFromId": null
                 *         },
                 *         "replacement": {
                 *           "id": "rcp_9v2c5n8b1m",
                 *           "name": "Charles Babbage",
                 *           "email": "charles@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "sent",
                 *           "viewedAt": null,
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T12:00:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": "rcp_4m8q2x7k1d"
                 *         },
                 *         "reason": "Ada is on leave; Charles signs for the company."
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.delegated";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientDelegatedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    recipientAttachedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c08",
                 *       "event": "recipient.attached",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "viewed",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         },
                 *         "attachment": {
                 *           "id": "att_3p8s1d6f2g",
                 *           "envelopeId": "env_7h2k9d4m1x",
                 *           "recipientId": "rcp_4m8q2x7k1d",
                 *           "fieldId": "fld_8j4h7g2k5l",
                 *           "filename": "passport.pdf",
                 *           "contentType": "application/pdf",
                 *           "byteSize": 184213,
                 *           "sha256": "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
                 *           "uploadedAt": "2025-06-01T10:04:55Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "recipient.attached";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["RecipientAttachedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    envelopeRemindedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c09",
                 *       "event": "envelope.reminded",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "pageCount": 3,
                 *           "subject": "Please sign: Mutual NDA",
                 *           "message": "Here is the NDA we discussed.",
                 *           "senderName": "Grace Hopper",
                 *           "senderEmail": "grace@example.com",
                 *           "status": "sent",
                 *           "sequential": false,
                 *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                 *           "completionHash": null,
                 *           "expiresAt": "2025-07-01T00:00:00Z",
                 *           "reminderEveryDays": 3,
                 *           "lastReminderAt": "2025-06-04T09:30:00Z",
                 *           "sentAt": "2025-06-01T09:30:00Z",
                 *           "completedAt": null,
                 *           "voidedAt": null,
                 *           "voidReason": null,
                 *           "recipients": [
                 *             {
                 *               "id": "rcp_4m8q2x7k1d",
                 *               "name": "Ada Lovelace",
                 *               "email": "ada@example.com",
                 *               "role": "signer",
                 *               "routingOrder": 1,
                 *               "status": "sent",
                 *               "viewedAt": null,
                 *               "signedAt": null,
                 *               "declinedAt": null,
                 *               "declineReason": null,
                 *               "notifiedAt": "2025-06-04T09:30:00Z",
                 *               "deliveryFailedAt": null,
                 *               "deliveryError": null,
                 *               "authMethod": "email",
                 *               "authenticatedAt": null,
                 *               "delegatedToEmail": null,
                 *               "delegatedFromId": null
                 *             }
                 *           ]
                 *         },
                 *         "reminded": 1,
                 *         "recipientIds": [
                 *           "rcp_4m8q2x7k1d"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "envelope.reminded";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["EnvelopeRemindedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    envelopeCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c10",
                 *       "event": "envelope.completed",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "pageCount": 3,
                 *           "subject": "Please sign: Mutual NDA",
                 *           "message": "Here is the NDA we discussed.",
                 *           "senderName": "Grace Hopper",
                 *           "senderEmail": "grace@example.com",
                 *           "status": "completed",
                 *           "sequential": false,
                 *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                 *           "completionHash": "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8",
                 *           "expiresAt": "2025-07-01T00:00:00Z",
                 *           "reminderEveryDays": 3,
                 *           "lastReminderAt": null,
                 *           "sentAt": "2025-06-01T09:30:00Z",
                 *           "completedAt": "2025-06-01T10:05:43Z",
                 *           "voidedAt": null,
                 *           "voidReason": null,
                 *           "recipients": [
                 *             {
                 *               "id": "rcp_4m8q2x7k1d",
                 *               "name": "Ada Lovelace",
                 *               "email": "ada@example.com",
                 *               "role": "signer",
                 *               "routingOrder": 1,
                 *               "status": "signed",
                 *               "viewedAt": "2025-06-01T10:02:11Z",
                 *               "signedAt": "2025-06-01T10:05:42Z",
                 *               "declinedAt": null,
                 *               "declineReason": null,
                 *               "notifiedAt": "2025-06-01T09:30:01Z",
                 *               "deliveryFailedAt": null,
                 *               "deliveryError": null,
                 *               "authMethod": "email",
                 *               "authenticatedAt": null,
                 *               "delegatedToEmail": null,
                 *               "delegatedFromId": null
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "envelope.completed";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["EnvelopeCompletedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    envelopeVoidedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c11",
                 *       "event": "envelope.voided",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "pageCount": 3,
                 *           "subject": "Please sign: Mutual NDA",
                 *           "message": "Here is the NDA we discussed.",
                 *           "senderName": "Grace Hopper",
                 *           "senderEmail": "grace@example.com",
                 *           "status": "voided",
                 *           "sequential": false,
                 *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                 *           "completionHash": null,
                 *           "expiresAt": "2025-07-01T00:00:00Z",
                 *           "reminderEveryDays": 3,
                 *           "lastReminderAt": null,
                 *           "sentAt": "2025-06-01T09:30:00Z",
                 *           "completedAt": null,
                 *           "voidedAt": "2025-06-02T08:00:00Z",
                 *           "voidReason": "Terms changed; a new version will follow.",
                 *           "recipients": [
                 *             {
                 *               "id": "rcp_4m8q2x7k1d",
                 *               "name": "Ada Lovelace",
                 *               "email": "ada@example.com",
                 *               "role": "signer",
                 *               "routingOrder": 1,
                 *               "status": "sent",
                 *               "viewedAt": null,
                 *               "signedAt": null,
                 *               "declinedAt": null,
                 *               "declineReason": null,
                 *               "notifiedAt": "2025-06-01T09:30:01Z",
                 *               "deliveryFailedAt": null,
                 *               "deliveryError": null,
                 *               "authMethod": "email",
                 *               "authenticatedAt": null,
                 *               "delegatedToEmail": null,
                 *               "delegatedFromId": null
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "envelope.voided";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["EnvelopeVoidedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    envelopeExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c12",
                 *       "event": "envelope.expired",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "pageCount": 3,
                 *           "subject": "Please sign: Mutual NDA",
                 *           "message": "Here is the NDA we discussed.",
                 *           "senderName": "Grace Hopper",
                 *           "senderEmail": "grace@example.com",
                 *           "status": "expired",
                 *           "sequential": false,
                 *           "contentHash": "9b74c9897bac770ffc029102a200c5de6fa1a9b0e7b3c1e5c1e0d3f2a4b6c8d0",
                 *           "completionHash": null,
                 *           "expiresAt": "2025-07-01T00:00:00Z",
                 *           "reminderEveryDays": 3,
                 *           "lastReminderAt": null,
                 *           "sentAt": "2025-06-01T09:30:00Z",
                 *           "completedAt": null,
                 *           "voidedAt": null,
                 *           "voidReason": null,
                 *           "recipients": [
                 *             {
                 *               "id": "rcp_4m8q2x7k1d",
                 *               "name": "Ada Lovelace",
                 *               "email": "ada@example.com",
                 *               "role": "signer",
                 *               "routingOrder": 1,
                 *               "status": "sent",
                 *               "viewedAt": null,
                 *               "signedAt": null,
                 *               "declinedAt": null,
                 *               "declineReason": null,
                 *               "notifiedAt": "2025-06-01T09:30:01Z",
                 *               "deliveryFailedAt": null,
                 *               "deliveryError": null,
                 *               "authMethod": "email",
                 *               "authenticatedAt": null,
                 *               "delegatedToEmail": null,
                 *               "delegatedFromId": null
                 *             }
                 *           ]
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "envelope.expired";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["EnvelopeExpiredEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    consentAcceptedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c13",
                 *       "event": "consent.accepted",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "viewed",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         },
                 *         "consent": {
                 *           "acceptedAt": "2025-06-01T10:02:30Z",
                 *           "withdrawnAt": null,
                 *           "ipAddress": "203.0.113.7",
                 *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "consent.accepted";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["ConsentAcceptedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    consentWithdrawnEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c14",
                 *       "event": "consent.withdrawn",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "envelope": {
                 *           "id": "env_7h2k9d4m1x",
                 *           "documentId": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "status": "sent"
                 *         },
                 *         "recipient": {
                 *           "id": "rcp_4m8q2x7k1d",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "role": "signer",
                 *           "routingOrder": 1,
                 *           "status": "viewed",
                 *           "viewedAt": "2025-06-01T10:02:11Z",
                 *           "signedAt": null,
                 *           "declinedAt": null,
                 *           "declineReason": null,
                 *           "notifiedAt": "2025-06-01T09:30:01Z",
                 *           "deliveryFailedAt": null,
                 *           "deliveryError": null,
                 *           "authMethod": "email",
                 *           "authenticatedAt": null,
                 *           "delegatedToEmail": null,
                 *           "delegatedFromId": null
                 *         },
                 *         "consent": {
                 *           "acceptedAt": "2025-06-01T10:02:30Z",
                 *           "withdrawnAt": "2025-06-01T10:03:10Z",
                 *           "ipAddress": "203.0.113.7",
                 *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "consent.withdrawn";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["ConsentWithdrawnEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    documentCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c15",
                 *       "event": "document.created",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "document": {
                 *           "id": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "status": "draft",
                 *           "pageCount": 3,
                 *           "activeEnvelopeId": null,
                 *           "lastEnvelope": null,
                 *           "createdAt": "2025-05-30T14:00:00Z",
                 *           "updatedAt": "2025-05-31T16:20:00Z"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "document.created";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["DocumentCreatedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    documentEditedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c16",
                 *       "event": "document.edited",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "document": {
                 *           "id": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "status": "draft",
                 *           "pageCount": 3,
                 *           "activeEnvelopeId": null,
                 *           "lastEnvelope": null,
                 *           "createdAt": "2025-05-30T14:00:00Z",
                 *           "updatedAt": "2025-05-31T16:20:00Z"
                 *         },
                 *         "previousVersionId": "ver_1a9s8d7f6g"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "document.edited";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["DocumentEditedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    documentRedactedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c17",
                 *       "event": "document.redacted",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "document": {
                 *           "id": "doc_2b8n5k3v9q",
                 *           "title": "Mutual NDA",
                 *           "kind": "xdoc",
                 *           "status": "draft",
                 *           "pageCount": 3,
                 *           "activeEnvelopeId": null,
                 *           "lastEnvelope": null,
                 *           "createdAt": "2025-05-30T14:00:00Z",
                 *           "updatedAt": "2025-05-31T16:20:00Z"
                 *         },
                 *         "versionId": "ver_5h4j3k2l1z",
                 *         "redactions": 2
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "document.redacted";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["DocumentRedactedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c18",
                 *       "event": "link.created",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.created";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkCreatedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c19",
                 *       "event": "link.updated",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         },
                 *         "changed": [
                 *           "expiresAt",
                 *           "password"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.updated";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkUpdatedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkEnabledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c20",
                 *       "event": "link.enabled",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.enabled";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkEnabledEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkDisabledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c21",
                 *       "event": "link.disabled",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": false,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.disabled";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkDisabledEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkDeletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c22",
                 *       "event": "link.deleted",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.deleted";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkDeletedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkViewedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c23",
                 *       "event": "link.viewed",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         },
                 *         "view": {
                 *           "id": "view_7h2k9d3m1q",
                 *           "shareLinkId": "lnk_7h2k9d4m1x",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "viewerEmail": "dana@acme.example",
                 *           "emailVerified": false,
                 *           "ndaAcceptedAt": "2025-06-02T11:00:20Z",
                 *           "ndaText": "The recipient agrees to keep the contents of this document confidential.",
                 *           "ndaSignedName": "Dana Whitfield",
                 *           "openedAt": "2025-06-02T11:00:21Z",
                 *           "lastOpenedAt": "2025-06-02T11:00:21Z",
                 *           "startedAt": "2025-06-02T11:00:05Z",
                 *           "lastSeenAt": "2025-06-02T11:00:21Z",
                 *           "totalMs": 0,
                 *           "opens": 1,
                 *           "completion": 0,
                 *           "downloadedAt": null,
                 *           "captureAnswers": {},
                 *           "country": "GB",
                 *           "city": "London",
                 *           "referrer": null,
                 *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                 *           "ipAddress": "203.0.113.42"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.viewed";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkViewedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkNdaAcceptedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c24",
                 *       "event": "link.nda_accepted",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         },
                 *         "view": {
                 *           "id": "view_7h2k9d3m1q",
                 *           "shareLinkId": "lnk_7h2k9d4m1x",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "viewerEmail": "dana@acme.example",
                 *           "emailVerified": false,
                 *           "ndaAcceptedAt": "2025-06-02T11:00:20Z",
                 *           "ndaText": "The recipient agrees to keep the contents of this document confidential.",
                 *           "ndaSignedName": "Dana Whitfield",
                 *           "openedAt": null,
                 *           "lastOpenedAt": null,
                 *           "startedAt": "2025-06-02T11:00:05Z",
                 *           "lastSeenAt": "2025-06-02T11:00:20Z",
                 *           "totalMs": 0,
                 *           "opens": 0,
                 *           "completion": 0,
                 *           "downloadedAt": null,
                 *           "captureAnswers": {},
                 *           "country": "GB",
                 *           "city": "London",
                 *           "referrer": null,
                 *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                 *           "ipAddress": "203.0.113.42"
                 *         },
                 *         "agreementId": "agr_6y5t4r3e2w",
                 *         "signedName": "Dana Whitfield"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.nda_accepted";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkNdaAcceptedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkDownloadedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c25",
                 *       "event": "link.downloaded",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Series A deck – Acme Ventures",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         },
                 *         "view": {
                 *           "id": "view_7h2k9d3m1q",
                 *           "shareLinkId": "lnk_7h2k9d4m1x",
                 *           "documentId": "doc_5t8r2w9q3e",
                 *           "dataRoomId": null,
                 *           "viewerEmail": "dana@acme.example",
                 *           "emailVerified": false,
                 *           "ndaAcceptedAt": "2025-06-02T11:00:20Z",
                 *           "ndaText": "The recipient agrees to keep the contents of this document confidential.",
                 *           "ndaSignedName": "Dana Whitfield",
                 *           "openedAt": "2025-06-02T11:00:21Z",
                 *           "lastOpenedAt": "2025-06-02T11:00:21Z",
                 *           "startedAt": "2025-06-02T11:00:05Z",
                 *           "lastSeenAt": "2025-06-02T11:04:00Z",
                 *           "totalMs": 184000,
                 *           "opens": 1,
                 *           "completion": 0.75,
                 *           "downloadedAt": "2025-06-02T11:04:00Z",
                 *           "captureAnswers": {},
                 *           "country": "GB",
                 *           "city": "London",
                 *           "referrer": null,
                 *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                 *           "ipAddress": "203.0.113.42"
                 *         },
                 *         "documentId": "doc_5t8r2w9q3e"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.downloaded";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkDownloadedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    linkBulkDownloadedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_5n3b7v1c26",
                 *       "event": "link.bulk_downloaded",
                 *       "createdAt": "2025-06-02T11:06:01Z",
                 *       "data": {
                 *         "link": {
                 *           "id": "lnk_7h2k9d4m1x",
                 *           "name": "Data room – Acme",
                 *           "slug": "q7Xk2mPz",
                 *           "url": "https://view.example.com/v/q7Xk2mPz",
                 *           "documentId": null,
                 *           "dataRoomId": "room_8u7y6t5r4e",
                 *           "groupId": null,
                 *           "viewCount": 12,
                 *           "hasPassword": true,
                 *           "createdAt": "2025-05-20T08:00:00Z",
                 *           "updatedAt": "2025-06-01T09:00:00Z",
                 *           "active": true,
                 *           "isPublic": false,
                 *           "requireEmail": true,
                 *           "requireEmailVerification": false,
                 *           "expiresAt": "2025-09-01T00:00:00Z",
                 *           "maxViews": null,
                 *           "pinnedVersionId": null,
                 *           "allowDownload": true,
                 *           "watermark": true,
                 *           "watermarkConfig": {
                 *             "text": "Confidential · {email} · {date}",
                 *             "position": "tiled",
                 *             "opacity": 15,
                 *             "rotation": -30,
                 *             "fontSize": 24,
                 *             "color": "#6b7280"
                 *           },
                 *           "requireNda": true,
                 *           "ndaText": null,
                 *           "agreementId": "agr_6y5t4r3e2w",
                 *           "allowedEmails": [],
                 *           "allowedDomains": [],
                 *           "blockedEmails": [],
                 *           "notifyOnView": true,
                 *           "screenshotProtection": false,
                 *           "allowAssistant": false,
                 *           "allowAudio": false,
                 *           "allowFeedback": false,
                 *           "bulkDownloadOtp": true,
                 *           "tags": [
                 *             "fundraising"
                 *           ],
                 *           "captureFields": [],
                 *           "ogTitle": null,
                 *           "ogDescription": null,
                 *           "ogImageUrl": null,
                 *           "ogFaviconUrl": null
                 *         },
                 *         "view": {
                 *           "id": "view_7h2k9d3m1q",
                 *           "shareLinkId": "lnk_7h2k9d4m1x",
                 *           "documentId": null,
                 *           "dataRoomId": "room_8u7y6t5r4e",
                 *           "viewerEmail": "dana@acme.example",
                 *           "emailVerified": false,
                 *           "ndaAcceptedAt": "2025-06-02T11:00:20Z",
                 *           "ndaText": "The recipient agrees to keep the contents of this document confidential.",
                 *           "ndaSignedName": "Dana Whitfield",
                 *           "openedAt": "2025-06-02T11:00:21Z",
                 *           "lastOpenedAt": "2025-06-02T11:00:21Z",
                 *           "startedAt": "2025-06-02T11:00:05Z",
                 *           "lastSeenAt": "2025-06-02T11:06:00Z",
                 *           "totalMs": 0,
                 *           "opens": 1,
                 *           "completion": 0,
                 *           "downloadedAt": "2025-06-02T11:06:00Z",
                 *           "captureAnswers": {},
                 *           "country": "GB",
                 *           "city": "London",
                 *           "referrer": null,
                 *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                 *           "ipAddress": "203.0.113.42"
                 *         },
                 *         "dataRoomId": "room_8u7y6t5r4e",
                 *         "folderId": null,
                 *         "documentCount": 14
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description Event id; the same on every attempt (also in `x-dossier-event-id`). */
                    id: string;
                    /** @constant */
                    event: "link.bulk_downloaded";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["LinkBulkDownloadedEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
    pingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event name, e.g. envelope.completed. */
                "x-dossier-event": components["parameters"]["WebhookEventHeader"];
                /** @description The event id; identical on every attempt, so receivers can de-duplicate. */
                "x-dossier-event-id": components["parameters"]["WebhookEventIdHeader"];
                /** @description Unix time (seconds) the attempt was signed; reject deliveries older than your tolerance (5 minutes by default in the SDK). */
                "x-dossier-timestamp": components["parameters"]["WebhookTimestampHeader"];
                /** @description Hex HMAC-SHA256 of `{timestamp}.{raw body}` keyed with the endpoint's secret. Verify the raw body before parsing it. */
                "x-dossier-signature": components["parameters"]["WebhookSignatureHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @constant */
                    event: "ping";
                    /** Format: date-time */
                    createdAt: string;
                    data: components["schemas"]["PingEventData"];
                };
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
        };
    };
}
