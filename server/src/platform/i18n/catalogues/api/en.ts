// English: the reference catalogue of the sentences the API itself sends back to a public page or an embedding app
// (an error's `error`, the verification's `summary`), in the language of the request's Accept-Language
// (platform/i18n/api-words.ts). Every other language has exactly these keys, with the same placeholders.
export const en = {
  // A public token or link that is wrong or leads nowhere any more
  'error.invalid_token': 'This link is not valid. Use the most recent link you were sent.',
  'error.not_found': 'This could not be found. It may have been removed.',
  'error.recipient_delegated': 'You passed this document on to someone else to sign.',
  'error.recipient_declined': 'You declined to sign this document.',
  'error.recipient_signed': 'You have already signed this document.',
  'error.envelope_voided': 'The sender cancelled this signing request.',
  'error.envelope_expired': 'This signing request has expired.',
  'error.envelope_declined': 'Someone declined to sign, so this signing request has ended.',
  'error.envelope_completed': 'Everyone has signed: this signing request is complete.',
  'error.link_disabled': 'The owner has turned this link off.',
  'error.link_deleted': 'This link no longer exists.',
  'error.link_expired': 'This link has expired.',
  'error.link_view_limit': 'This link has reached its limit of views.',
  'error.room_archived': 'This data room has been archived.',
  'error.room_deleted': 'This data room no longer exists.',
  'error.document_deleted': 'This document has been removed.',
  'error.request_closed': 'This file request is closed and no longer accepts files.',
  'error.request_deleted': 'This file request no longer exists.',
  'error.assignee_removed': 'You are no longer on this file request.',

  // What the token may not do yet, or at all
  'error.access_code_required': 'Enter the access code you were given to continue.',
  'error.access_code_incorrect': 'That access code is not right. Check it and try again.',
  'error.access_code_locked': 'Too many wrong codes: the link is locked for 15 minutes.',
  'error.consent_required': 'Agree to sign electronically before you continue.',
  'error.consent_withdrawn':
    'You withdrew your consent to sign electronically, so this document can no longer be signed here.',
  'error.not_a_signer': 'Your part in this document does not include signing.',
  'error.not_your_turn': 'It is not your turn to sign yet. You will get an email when it is.',
  'error.required_fields_missing': 'Some required fields are not filled in yet.',
  'error.email_not_allowed': 'This email address may not open this link.',
  'error.gates_pending': 'Complete the steps above first.',
  'error.password_incorrect': 'That password is not right. Check it and try again.',
  'error.verification_code_incorrect': 'That code is not right. Check it and try again.',
  'error.verification_code_expired': 'That code has expired. Ask for a new one.',
  'error.download_disabled': 'Downloading is turned off for this link.',
  'error.assistant_disabled': 'The assistant is turned off for this link.',
  'error.feedback_disabled': 'Feedback is turned off for this link.',
  'error.open_page_disabled': 'This request accepts files only from the people it was sent to.',
  'error.room_frozen': 'This data room is frozen: nothing can be added or changed.',

  // Files sent
  'error.file_too_large': 'The file is larger than {size}, the most accepted here.',
  'error.payload_too_large': 'This is too large to send.',
  'error.unsupported_media_type': 'This kind of file is not accepted here.',
  'error.not_a_pdf': 'This file is not a PDF.',
  'error.file_missing': 'This file is missing from storage. The owner has been told.',
  'error.file_integrity_failed': 'This file failed its integrity check and was not shown. The owner has been told.',

  // The server's own trouble
  'error.rate_limited': 'Too many tries. Wait a minute, then try again.',
  'error.server_busy': 'The server is busy. Try again in a moment.',
  'error.work_limit': 'This was too much work to finish. Try again with a smaller file.',
  'error.service_unavailable': 'A service this needs did not answer. Nothing was changed; try again in a moment.',
  'error.internal_error': 'Something went wrong on the server. Try again in a moment.',

  // POST /verify: what the verdict means
  'verify.summary.genuine':
    'This is an executed document of this installation and it has not been changed since it was sealed.',
  'verify.summary.altered': 'This document was sealed by this installation but has been changed since it was sealed.',
  'verify.summary.foreign_seal': 'This document carries a digital signature, but not the seal of this installation.',
  'verify.summary.unsealed': 'This PDF carries no digital seal: it is not an executed document of this installation.',
  'verify.summary.unknown':
    'This document carries the seal of this installation, intact, but it is not an executed document on record here.',
} as const;

export type ApiWordKey = keyof typeof en;
