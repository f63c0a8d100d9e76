// The messages Dossier's signing page and viewer post to the page framing them, as the spec describes them (the
// `Public` tag, "Embedding the signing page and the viewer"). The pages post them to the host's origin only, and
// only when the workspace allowed that origin (PATCH /workspace/embedding). The server's browser code
// (packages/web) imports these types too, so the pages and this package cannot drift apart.

/** The step a signing page opened at. */
export type SigningStep = 'accessCode' | 'consent' | 'document';

/** The signing page is drawn and working. */
export interface ReadyMessage {
  type: 'dossier:ready';
  envelopeId: string;
  recipientId: string;
  step: SigningStep;
}

/** The signing page's content height changed (CSS pixels): size the frame to it and it needs no scrollbar. */
export interface ResizeMessage {
  type: 'dossier:resize';
  height: number;
}

/** The recipient signed. */
export interface SignedMessage {
  type: 'dossier:signed';
  envelopeId: string;
  recipientId: string;
}

/** That signature completed the envelope (posted after `dossier:signed`). */
export interface CompletedMessage {
  type: 'dossier:completed';
  envelopeId: string;
}

/** The recipient declined, with their reason (null when none was given). */
export interface DeclinedMessage {
  type: 'dossier:declined';
  envelopeId: string;
  recipientId: string;
  reason: string | null;
}

/** The link no longer leads anywhere; `reason` is the API's 410 code (`envelope_voided`, `recipient_signed`…). */
export interface SigningEndedMessage {
  type: 'dossier:ended';
  envelopeId: string;
  reason: string;
}

/** Something went wrong that the page shows the signer (`not_your_turn`, a failed signing…). */
export interface ErrorMessage {
  type: 'dossier:error';
  code: string;
  message: string;
}

/** Every message of the signing page. */
export type SigningMessage =
  | ReadyMessage
  | ResizeMessage
  | SignedMessage
  | CompletedMessage
  | DeclinedMessage
  | SigningEndedMessage
  | ErrorMessage;

/** The viewer is drawn and working. */
export interface ViewerReadyMessage {
  type: 'dossier:ready';
  slug: string;
}

/** The reader reached another page of a PDF (`unit: 'page'`) or section of a document (`'section'`), 1-based. */
export interface ViewerPageMessage {
  type: 'dossier:page';
  slug: string;
  documentId: string;
  unit: 'page' | 'section';
  number: number;
  count: number;
}

/** The link no longer opens; `reason` is the API's 410 code (`link_expired`, `link_disabled`…). */
export interface ViewerEndedMessage {
  type: 'dossier:ended';
  slug: string;
  reason: string;
}

/** Every message of the viewer. */
export type ViewerMessage = ViewerReadyMessage | ViewerPageMessage | ViewerEndedMessage;

/** Every message either page posts. New types and members may come: a host ignores what it does not know. */
export type DossierMessage = SigningMessage | ViewerMessage;

/** What a `returnUrl` receives as `event` when the signing page is not framed. */
export type ReturnEvent = 'signed' | 'completed' | 'declined' | 'ended';
