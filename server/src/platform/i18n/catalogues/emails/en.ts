// The emails in English: the reference every other language matches key for key and argument for argument
// (catalogues.test.ts). Text the sender wrote (a subject, a message, a reason) is passed in as it is; dates,
// numbers and sizes arrive formatted for the language (platform/i18n/mail.ts). ICU MessageFormat.
import type { Catalogue } from '../../messages.js';

export const en: Catalogue = {
  'mail.hello': 'Hello {name},',
  'mail.helloAnonymous': 'Hello,',

  'envelope.subject.default': 'Please sign: {title}',
  'envelope.subject.reminder': 'Reminder: {subject}',
  'envelope.request.sign': '{sender} asks you to sign "{title}".',
  'envelope.request.view': '{sender} sent you "{title}" for your information. You do not need to sign anything.',
  'envelope.reminder': '{sender} is still waiting for your signature on "{title}".',
  'envelope.delegated': 'This was passed on to you.',
  'envelope.delegatedReason': 'This was passed on to you: {reason}',
  'envelope.link.sign': 'Review and sign: {url}',
  'envelope.link.view': 'Read it here: {url}',
  'envelope.expires': 'This link expires on {date}.',
  'envelope.personal': 'This link is personal to you: do not forward this email.',
  'envelope.footer': 'Sent by {sender} <{email}> through Dossier.',

  'envelope.completed.subject': 'Completed: {title}',
  'envelope.completed.body':
    'Everyone has signed "{title}". The executed copy is attached ({filename}); keep it for your records.',
  'envelope.completed.digest': 'Its SHA-256 digest is {hash}; the PDF carries a digital seal any PDF reader can check.',

  'envelope.declined.subject': 'Declined: {title}',
  'envelope.declined.body': '{name} ({email}) declined to sign "{title}".',
  'envelope.declined.reason': 'Their reason: {reason}',
  'envelope.declined.over': 'The envelope is over: nobody else can sign it.',

  'envelope.voided.subject': 'Cancelled: {title}',
  'envelope.voided.body':
    '{sender} cancelled the signing of "{title}". You no longer need to act on it; the link you were sent no longer works.',
  'envelope.voided.reason': 'Reason: {reason}',

  'request.subject.invitation': '{sender} asks you for files: "{title}"',
  'request.subject.reminder': 'Reminder: {sender} is waiting for your files for "{title}"',
  'request.invitation': '{sender} asks you to upload files for "{title}".',
  'request.reminder': 'This is a reminder: {sender} is still waiting for files for "{title}".',
  'request.items': 'What is asked for:',
  'request.anyFiles': 'Any files you have for this request.',
  'request.optional': '{name} (optional)',
  'request.due': 'Please send them by {date}.',
  'request.link': 'Upload them on your personal page (no account needed; do not forward this link):',

  'request.upload.subject': 'New file for "{title}": {filename}',
  'request.upload.body': '{who} uploaded "{filename}" ({size}) to your file request "{title}".',
  'request.upload.bodyItem': '{who} uploaded "{filename}" ({size}) to your file request "{title}" for "{item}".',
  'request.upload.document': 'It is now the workspace document {id}. SHA-256: {sha256}',
  'request.upload.someone': 'Someone',

  'comment.subject':
    '{kind, select, mention {{author} mentioned you in a comment on "{title}"} reply {{author} replied to a comment on "{title}"} other {{author} commented on "{title}"}}',
  'comment.intro':
    '{kind, select, mention {{author} mentioned you in a comment on "{title}":} reply {{author} replied to a comment on "{title}":} other {{author} commented on "{title}":}}',
  'comment.passage': 'On the passage:',
  'comment.why':
    '{reason, select, owner {You receive this because you own this document.} thread {You receive this because you took part in this thread.} other {You receive this because you were mentioned.}}',

  'question.subject': '{followUp, select, yes {Follow-up about "{about}"} other {New question about "{about}"}}',
  'question.body':
    '{followUp, select, yes {{who} wrote back about "{about}" through the link "{link}":} other {{who} asked a question about "{about}" through the link "{link}":}}',
  'question.anonymous': 'An anonymous reader',
  'question.howToReply': 'Reply with the API (POST {url}) or the CLI ({command}).',
  'question.replyEmailed': 'Your reply is emailed to them and shown in their viewer.',
  'question.replyViewerOnly': 'The reader gave no address: your reply is shown in their viewer only.',
  'question.reply.subject': 'Reply from {from}: "{about}"',
  'question.reply.body': '{from} replied to your question about "{about}":',
  'question.reply.yourQuestion': 'Your question was:',
  'question.reply.more':
    'The reply is also shown beside the document where you asked. To ask more, open the document: {url}',

  'code.subject': '{code} is your code for "{title}"',
  'code.body': 'Your code to open "{title}" is:',
  'code.validity':
    'It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this message: nobody can open the link with your address without it.',
  'bulkCode.subject': '{code} is your download code for "{title}"',
  'bulkCode.body': 'Your code to download everything in "{title}" is:',
  'bulkCode.validity':
    'It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this message.',

  'viewed.subject': '{who} opened "{link}"',
  'viewed.someone': 'Someone (no address given)',
  'viewed.body':
    '{who} opened your link "{link}" to {kind, select, room {the data room "{target}"} other {the document "{target}"}} on {date}.',
  'viewed.bodyFrom':
    '{who} opened your link "{link}" to {kind, select, room {the data room "{target}"} other {the document "{target}"}} from {place} on {date}.',
  'viewed.count': 'The link has now been opened {count, plural, one {# time} other {# times}}.',
  'viewed.countOf': 'The link has now been opened {count, number} of {max, plural, one {# time} other {# times}}.',
};
