// Die E-Mails auf Deutsch (Sie-Form; Anführungszeichen „…“).
import type { Catalogue } from '../../messages.js';

export const de: Catalogue = {
  'mail.hello': 'Guten Tag {name},',
  'mail.helloAnonymous': 'Guten Tag,',

  'envelope.subject.default': 'Bitte unterschreiben: {title}',
  'envelope.subject.reminder': 'Erinnerung: {subject}',
  'envelope.request.sign': '{sender} bittet Sie, „{title}“ zu unterschreiben.',
  'envelope.request.view':
    '{sender} hat Ihnen „{title}“ zur Kenntnisnahme geschickt. Sie müssen nichts unterschreiben.',
  'envelope.reminder': '{sender} wartet noch auf Ihre Unterschrift unter „{title}“.',
  'envelope.delegated': 'Dies wurde an Sie weitergeleitet.',
  'envelope.delegatedReason': 'Dies wurde an Sie weitergeleitet: {reason}',
  'envelope.link.sign': 'Prüfen und unterschreiben: {url}',
  'envelope.link.view': 'Hier lesen: {url}',
  'envelope.expires': 'Dieser Link läuft am {date} ab.',
  'envelope.personal': 'Dieser Link gilt nur für Sie: Bitte leiten Sie diese E-Mail nicht weiter.',
  'envelope.footer': 'Gesendet von {sender} <{email}> über Dossier.',

  'envelope.completed.subject': 'Abgeschlossen: {title}',
  'envelope.completed.body':
    'Alle haben „{title}“ unterschrieben. Das unterzeichnete Exemplar ist angehängt ({filename}); bitte bewahren Sie es für Ihre Unterlagen auf.',
  'envelope.completed.digest':
    'Sein SHA-256-Hashwert lautet {hash}; das PDF trägt ein digitales Siegel, das jeder PDF-Reader prüfen kann.',

  'envelope.declined.subject': 'Abgelehnt: {title}',
  'envelope.declined.body': '{name} ({email}) hat es abgelehnt, „{title}“ zu unterschreiben.',
  'envelope.declined.reason': 'Angegebener Grund: {reason}',
  'envelope.declined.over': 'Der Vorgang ist beendet: Niemand sonst kann mehr unterschreiben.',

  'envelope.voided.subject': 'Storniert: {title}',
  'envelope.voided.body':
    '{sender} hat die Unterzeichnung von „{title}“ storniert. Sie müssen nichts mehr tun; der Link, den Sie erhalten haben, funktioniert nicht mehr.',
  'envelope.voided.reason': 'Grund: {reason}',

  'request.subject.invitation': '{sender} bittet Sie um Dateien: „{title}“',
  'request.subject.reminder': 'Erinnerung: {sender} wartet auf Ihre Dateien für „{title}“',
  'request.invitation': '{sender} bittet Sie, Dateien für „{title}“ hochzuladen.',
  'request.reminder': 'Zur Erinnerung: {sender} wartet noch auf Dateien für „{title}“.',
  'request.items': 'Angefordert wird:',
  'request.anyFiles': 'Alle Dateien, die Sie zu dieser Anfrage haben.',
  'request.optional': '{name} (optional)',
  'request.due': 'Bitte senden Sie sie bis {date}.',
  'request.link':
    'Laden Sie sie auf Ihrer persönlichen Seite hoch (kein Konto nötig; bitte leiten Sie diesen Link nicht weiter):',

  'request.upload.subject': 'Neue Datei für „{title}“: {filename}',
  'request.upload.body': '{who} hat „{filename}“ ({size}) zu Ihrer Dateianfrage „{title}“ hochgeladen.',
  'request.upload.bodyItem':
    '{who} hat „{filename}“ ({size}) zu Ihrer Dateianfrage „{title}“ für „{item}“ hochgeladen.',
  'request.upload.document': 'Sie ist jetzt das Dokument {id} des Arbeitsbereichs. SHA-256: {sha256}',
  'request.upload.someone': 'Jemand',

  'comment.subject':
    '{kind, select, mention {{author} hat Sie in einem Kommentar zu „{title}“ erwähnt} reply {{author} hat auf einen Kommentar zu „{title}“ geantwortet} other {{author} hat „{title}“ kommentiert}}',
  'comment.intro':
    '{kind, select, mention {{author} hat Sie in einem Kommentar zu „{title}“ erwähnt:} reply {{author} hat auf einen Kommentar zu „{title}“ geantwortet:} other {{author} hat „{title}“ kommentiert:}}',
  'comment.passage': 'Zur Textstelle:',
  'comment.why':
    '{reason, select, owner {Sie erhalten diese Nachricht, weil Ihnen dieses Dokument gehört.} thread {Sie erhalten diese Nachricht, weil Sie sich an dieser Diskussion beteiligt haben.} other {Sie erhalten diese Nachricht, weil Sie erwähnt wurden.}}',

  'question.subject': '{followUp, select, yes {Nachfrage zu „{about}“} other {Neue Frage zu „{about}“}}',
  'question.body':
    '{followUp, select, yes {{who} hat über den Link „{link}“ erneut zu „{about}“ geschrieben:} other {{who} hat über den Link „{link}“ eine Frage zu „{about}“ gestellt:}}',
  'question.anonymous': 'Ein anonymer Leser',
  'question.howToReply': 'Antworten Sie über die API (POST {url}) oder die CLI ({command}).',
  'question.replyEmailed': 'Ihre Antwort wird per E-Mail zugestellt und im Viewer angezeigt.',
  'question.replyViewerOnly':
    'Der Leser hat keine Adresse angegeben: Ihre Antwort wird nur in seinem Viewer angezeigt.',
  'question.reply.subject': 'Antwort von {from}: „{about}“',
  'question.reply.body': '{from} hat Ihre Frage zu „{about}“ beantwortet:',
  'question.reply.yourQuestion': 'Ihre Frage lautete:',
  'question.reply.more':
    'Die Antwort wird auch neben dem Dokument angezeigt, wo Sie gefragt haben. Für weitere Fragen öffnen Sie das Dokument: {url}',

  'code.subject': '{code} ist Ihr Code für „{title}“',
  'code.body': 'Ihr Code zum Öffnen von „{title}“ lautet:',
  'code.validity':
    'Er ist {minutes, plural, one {# Minute} other {# Minuten}} gültig. Falls Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren: Ohne ihn kann niemand den Link mit Ihrer Adresse öffnen.',
  'bulkCode.subject': '{code} ist Ihr Download-Code für „{title}“',
  'bulkCode.body': 'Ihr Code zum Herunterladen aller Inhalte von „{title}“ lautet:',
  'bulkCode.validity':
    'Er ist {minutes, plural, one {# Minute} other {# Minuten}} gültig. Falls Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.',

  'viewed.subject': '{who} hat „{link}“ geöffnet',
  'viewed.someone': 'Jemand (ohne Adresse)',
  'viewed.body':
    '{who} hat Ihren Link „{link}“ zu {kind, select, room {dem Datenraum „{target}“} other {dem Dokument „{target}“}} am {date} geöffnet.',
  'viewed.bodyFrom':
    '{who} hat Ihren Link „{link}“ zu {kind, select, room {dem Datenraum „{target}“} other {dem Dokument „{target}“}} am {date} von {place} aus geöffnet.',
  'viewed.count': 'Der Link wurde bisher {count, plural, one {# Mal} other {# Mal}} geöffnet.',
  'viewed.countOf':
    'Der Link wurde bisher {count, number} von {max, plural, one {# möglichen Mal} other {# möglichen Malen}} geöffnet.',
};
