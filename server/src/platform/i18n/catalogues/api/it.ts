// Italiano: forma di cortesia («Lei»), virgolette basse.
import type { ApiWordKey } from './en.js';

export const it: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Questo link non è valido. Usi il link più recente che ha ricevuto.',
  'error.not_found': 'Elemento non trovato. Potrebbe essere stato rimosso.',
  'error.recipient_delegated': 'Ha affidato la firma di questo documento a un’altra persona.',
  'error.recipient_delegated.to': 'Ha affidato la firma di questo documento a {email}.',
  'error.recipient_declined': 'Ha rifiutato di firmare questo documento.',
  'error.recipient_signed': 'Ha già firmato questo documento.',
  'error.envelope_voided': 'Il mittente ha annullato questa richiesta di firma.',
  'error.envelope_voided.reason': 'Il mittente ha annullato questa richiesta di firma con questa motivazione: {reason}',
  'error.envelope_expired': 'Questa richiesta di firma è scaduta.',
  'error.envelope_expired.on': 'Questa richiesta di firma è scaduta il {date}, prima che tutti firmassero.',
  'error.envelope_declined': 'Qualcuno ha rifiutato di firmare, quindi questa richiesta di firma è terminata.',
  'error.envelope_completed': 'Tutti hanno firmato: questa richiesta di firma è completata.',
  'error.link_disabled': 'Il proprietario ha disattivato questo link.',
  'error.link_deleted': 'Questo link non esiste più.',
  'error.link_expired': 'Questo link è scaduto.',
  'error.link_expired.on': 'Questo link è scaduto il {date}.',
  'error.link_view_limit': 'Questo link ha raggiunto il limite di visualizzazioni.',
  'error.room_archived': 'Questa data room è stata archiviata.',
  'error.room_deleted': 'Questa data room non esiste più.',
  'error.document_deleted': 'Questo documento è stato rimosso.',
  'error.request_closed': 'Questa richiesta di file è chiusa e non accetta più file.',
  'error.request_deleted': 'Questa richiesta di file non esiste più.',
  'error.assignee_removed': 'Non fa più parte di questa richiesta di file.',

  'error.access_code_required': 'Inserisca il codice di accesso che Le è stato fornito per continuare.',
  'error.access_code_incorrect': 'Questo codice di accesso non è corretto. Lo controlli e riprovi.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Questo codice di accesso non è corretto: resta # tentativo.} many {Questo codice di accesso non è corretto: restano # tentativi.} other {Questo codice di accesso non è corretto: restano # tentativi.}}',
  'error.access_code_locked': 'Troppi codici errati: il link è bloccato per 15 minuti.',
  'error.consent_required': 'Accetti di firmare elettronicamente prima di continuare.',
  'error.consent_withdrawn':
    'Ha revocato il consenso alla firma elettronica, quindi questo documento non può più essere firmato qui.',
  'error.not_a_signer': 'Il Suo ruolo in questo documento non prevede la firma.',
  'error.not_your_turn': 'Non è ancora il Suo turno di firmare. Riceverà un’e-mail quando lo sarà.',
  'error.required_fields_missing': 'Alcuni campi obbligatori non sono ancora compilati.',
  'error.email_not_allowed': 'Questo indirizzo e-mail non è autorizzato ad aprire questo link.',
  'error.gates_pending': 'Completi prima i passaggi qui sopra.',
  'error.password_incorrect': 'La password non è corretta. La controlli e riprovi.',
  'error.verification_code_incorrect': 'Il codice non è corretto. Lo controlli e riprovi.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Il codice non è corretto: resta # tentativo.} many {Il codice non è corretto: restano # tentativi.} other {Il codice non è corretto: restano # tentativi.}}',
  'error.verification_code_expired': 'Il codice è scaduto. Ne richieda uno nuovo.',
  'error.download_disabled': 'Il download è disattivato per questo link.',
  'error.assistant_disabled': 'L’assistente è disattivato per questo link.',
  'error.feedback_disabled': 'Il feedback è disattivato per questo link.',
  'error.open_page_disabled': 'Questa richiesta accetta file solo dalle persone a cui è stata inviata.',
  'error.room_frozen': 'Questa data room è congelata: non si può aggiungere né modificare nulla.',

  'error.file_too_large': 'Il file supera {size}, il massimo accettato qui.',
  'error.payload_too_large': 'È troppo grande per essere inviato.',
  'error.unsupported_media_type': 'Questo tipo di file non è accettato qui.',
  'error.not_a_pdf': 'Questo file non è un PDF.',
  'error.file_missing': 'Questo file manca dall’archivio. Il proprietario è stato avvisato.',
  'error.file_integrity_failed':
    'Questo file non ha superato il controllo di integrità e non è stato mostrato. Il proprietario è stato avvisato.',

  'error.rate_limited': 'Troppi tentativi. Attenda un minuto e riprovi.',
  'error.server_busy': 'Il server è occupato. Riprovi tra un momento.',
  'error.work_limit': 'L’elaborazione era troppo onerosa per essere completata. Riprovi con un file più piccolo.',
  'error.service_unavailable':
    'Un servizio necessario non ha risposto. Non è stato modificato nulla: riprovi tra un momento.',
  'error.internal_error': 'Si è verificato un problema sul server. Riprovi tra un momento.',

  'verify.summary.genuine':
    'Questo è un documento perfezionato con questo servizio e non è stato modificato da quando è stato sigillato.',
  'verify.summary.altered':
    'Questo documento è stato sigillato da questo servizio, ma è stato modificato da quando è stato sigillato.',
  'verify.summary.foreign_seal': 'Questo documento porta una firma digitale, ma non il sigillo di questo servizio.',
  'verify.summary.unsealed':
    'Questo PDF non porta alcun sigillo digitale: non è un documento perfezionato con questo servizio.',
  'verify.summary.unknown':
    'Questo documento porta il sigillo di questo servizio, intatto, ma non è un documento perfezionato registrato qui.',
};
