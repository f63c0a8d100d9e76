// Deutsch: Anrede mit „Sie“, deutsche Anführungszeichen.
import type { ApiWordKey } from './en.js';

export const de: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Dieser Link ist ungültig. Verwenden Sie den neuesten Link, den Sie erhalten haben.',
  'error.not_found': 'Das wurde nicht gefunden. Möglicherweise wurde es entfernt.',
  'error.recipient_delegated': 'Sie haben die Unterschrift für dieses Dokument an eine andere Person übertragen.',
  'error.recipient_delegated.to': 'Sie haben die Unterschrift für dieses Dokument an {email} übertragen.',
  'error.recipient_declined': 'Sie haben die Unterschrift unter dieses Dokument abgelehnt.',
  'error.recipient_signed': 'Sie haben dieses Dokument bereits unterschrieben.',
  'error.envelope_voided': 'Der Absender hat diese Signaturanfrage storniert.',
  'error.envelope_voided.reason': 'Der Absender hat diese Signaturanfrage storniert, mit der Begründung: {reason}',
  'error.envelope_expired': 'Diese Signaturanfrage ist abgelaufen.',
  'error.envelope_expired.on': 'Diese Signaturanfrage ist am {date} abgelaufen, bevor alle unterschrieben hatten.',
  'error.envelope_declined': 'Jemand hat die Unterschrift abgelehnt, daher ist diese Signaturanfrage beendet.',
  'error.envelope_completed': 'Alle haben unterschrieben: Diese Signaturanfrage ist abgeschlossen.',
  'error.link_disabled': 'Der Eigentümer hat diesen Link deaktiviert.',
  'error.link_deleted': 'Diesen Link gibt es nicht mehr.',
  'error.link_expired': 'Dieser Link ist abgelaufen.',
  'error.link_expired.on': 'Dieser Link ist am {date} abgelaufen.',
  'error.link_view_limit': 'Dieser Link hat sein Aufruflimit erreicht.',
  'error.room_archived': 'Dieser Datenraum wurde archiviert.',
  'error.room_deleted': 'Diesen Datenraum gibt es nicht mehr.',
  'error.document_deleted': 'Dieses Dokument wurde entfernt.',
  'error.request_closed': 'Diese Dateianfrage ist geschlossen und nimmt keine Dateien mehr an.',
  'error.request_deleted': 'Diese Dateianfrage gibt es nicht mehr.',
  'error.assignee_removed': 'Sie gehören nicht mehr zu dieser Dateianfrage.',

  'error.access_code_required': 'Geben Sie den Zugangscode ein, den Sie erhalten haben, um fortzufahren.',
  'error.access_code_incorrect': 'Dieser Zugangscode ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Dieser Zugangscode ist nicht richtig: noch # Versuch.} other {Dieser Zugangscode ist nicht richtig: noch # Versuche.}}',
  'error.access_code_locked': 'Zu viele falsche Codes: Der Link ist für 15 Minuten gesperrt.',
  'error.consent_required': 'Stimmen Sie der elektronischen Unterschrift zu, bevor Sie fortfahren.',
  'error.consent_withdrawn':
    'Sie haben Ihre Zustimmung zur elektronischen Unterschrift widerrufen, daher kann dieses Dokument hier nicht mehr unterschrieben werden.',
  'error.not_a_signer': 'Ihre Rolle bei diesem Dokument umfasst keine Unterschrift.',
  'error.not_your_turn':
    'Sie sind noch nicht mit der Unterschrift an der Reihe. Sie erhalten eine E-Mail, sobald es so weit ist.',
  'error.required_fields_missing': 'Einige Pflichtfelder sind noch nicht ausgefüllt.',
  'error.email_not_allowed': 'Diese E-Mail-Adresse darf diesen Link nicht öffnen.',
  'error.gates_pending': 'Schließen Sie zuerst die Schritte oben ab.',
  'error.password_incorrect': 'Dieses Passwort ist nicht richtig. Prüfen Sie es und versuchen Sie es erneut.',
  'error.verification_code_incorrect': 'Dieser Code ist nicht richtig. Prüfen Sie ihn und versuchen Sie es erneut.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Dieser Code ist nicht richtig: noch # Versuch.} other {Dieser Code ist nicht richtig: noch # Versuche.}}',
  'error.verification_code_expired': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  'error.download_disabled': 'Downloads sind für diesen Link deaktiviert.',
  'error.assistant_disabled': 'Der Assistent ist für diesen Link deaktiviert.',
  'error.feedback_disabled': 'Feedback ist für diesen Link deaktiviert.',
  'error.open_page_disabled': 'Diese Anfrage nimmt nur Dateien von den Personen an, an die sie gesendet wurde.',
  'error.room_frozen': 'Dieser Datenraum ist eingefroren: Es kann nichts hinzugefügt oder geändert werden.',

  'error.file_too_large': 'Die Datei ist größer als {size}, das Maximum, das hier angenommen wird.',
  'error.payload_too_large': 'Das ist zu groß zum Senden.',
  'error.unsupported_media_type': 'Diese Art von Datei wird hier nicht angenommen.',
  'error.not_a_pdf': 'Diese Datei ist kein PDF.',
  'error.file_missing': 'Diese Datei fehlt im Speicher. Der Eigentümer wurde informiert.',
  'error.file_integrity_failed':
    'Diese Datei hat die Integritätsprüfung nicht bestanden und wurde nicht angezeigt. Der Eigentümer wurde informiert.',

  'error.rate_limited': 'Zu viele Versuche. Warten Sie eine Minute und versuchen Sie es dann erneut.',
  'error.server_busy': 'Der Server ist ausgelastet. Versuchen Sie es gleich noch einmal.',
  'error.work_limit':
    'Die Verarbeitung war zu aufwendig, um abgeschlossen zu werden. Versuchen Sie es mit einer kleineren Datei erneut.',
  'error.service_unavailable':
    'Ein benötigter Dienst hat nicht geantwortet. Es wurde nichts geändert: Versuchen Sie es gleich noch einmal.',
  'error.internal_error': 'Auf dem Server ist etwas schiefgelaufen. Versuchen Sie es gleich noch einmal.',

  'verify.summary.genuine':
    'Dies ist ein abgeschlossenes Dokument dieses Dienstes, und es wurde seit der Versiegelung nicht verändert.',
  'verify.summary.altered': 'Dieses Dokument wurde von diesem Dienst versiegelt, aber seit der Versiegelung verändert.',
  'verify.summary.foreign_seal': 'Dieses Dokument trägt eine digitale Signatur, aber nicht das Siegel dieses Dienstes.',
  'verify.summary.unsealed':
    'Dieses PDF trägt kein digitales Siegel: Es ist kein abgeschlossenes Dokument dieses Dienstes.',
  'verify.summary.unknown':
    'Dieses Dokument trägt das Siegel dieses Dienstes, unversehrt, aber es ist hier kein erfasstes abgeschlossenes Dokument.',
};
