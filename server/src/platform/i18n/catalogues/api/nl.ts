// Nederlands: u-vorm, zakelijk maar vriendelijk.
import type { ApiWordKey } from './en.js';

export const nl: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Deze link is ongeldig. Gebruik de meest recente link die u hebt ontvangen.',
  'error.not_found': 'Dit is niet gevonden. Misschien is het verwijderd.',
  'error.recipient_delegated': 'U hebt het ondertekenen van dit document aan iemand anders overgedragen.',
  'error.recipient_delegated.to': 'U hebt het ondertekenen van dit document aan {email} overgedragen.',
  'error.recipient_declined': 'U hebt geweigerd dit document te ondertekenen.',
  'error.recipient_signed': 'U hebt dit document al ondertekend.',
  'error.envelope_voided': 'De afzender heeft dit ondertekeningsverzoek geannuleerd.',
  'error.envelope_voided.reason': 'De afzender heeft dit ondertekeningsverzoek geannuleerd, met als reden: {reason}',
  'error.envelope_expired': 'Dit ondertekeningsverzoek is verlopen.',
  'error.envelope_expired.on': 'Dit ondertekeningsverzoek is op {date} verlopen, voordat iedereen had ondertekend.',
  'error.envelope_declined': 'Iemand heeft geweigerd te ondertekenen, dus dit ondertekeningsverzoek is beëindigd.',
  'error.envelope_completed': 'Iedereen heeft ondertekend: dit ondertekeningsverzoek is voltooid.',
  'error.link_disabled': 'De eigenaar heeft deze link uitgeschakeld.',
  'error.link_deleted': 'Deze link bestaat niet meer.',
  'error.link_expired': 'Deze link is verlopen.',
  'error.link_expired.on': 'Deze link is op {date} verlopen.',
  'error.link_view_limit': 'Deze link heeft zijn maximum aantal weergaven bereikt.',
  'error.room_archived': 'Deze dataroom is gearchiveerd.',
  'error.room_deleted': 'Deze dataroom bestaat niet meer.',
  'error.document_deleted': 'Dit document is verwijderd.',
  'error.request_closed': 'Dit bestandsverzoek is gesloten en neemt geen bestanden meer aan.',
  'error.request_deleted': 'Dit bestandsverzoek bestaat niet meer.',
  'error.assignee_removed': 'U maakt geen deel meer uit van dit bestandsverzoek.',

  'error.access_code_required': 'Voer de toegangscode in die u hebt gekregen om verder te gaan.',
  'error.access_code_incorrect': 'Die toegangscode klopt niet. Controleer hem en probeer het opnieuw.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Die toegangscode klopt niet: nog # poging over.} other {Die toegangscode klopt niet: nog # pogingen over.}}',
  'error.access_code_locked': 'Te veel verkeerde codes: de link is 15 minuten geblokkeerd.',
  'error.consent_required': 'Ga akkoord met elektronisch ondertekenen voordat u verdergaat.',
  'error.consent_withdrawn':
    'U hebt uw toestemming voor elektronisch ondertekenen ingetrokken, dus dit document kan hier niet meer worden ondertekend.',
  'error.not_a_signer': 'Uw rol bij dit document omvat geen ondertekening.',
  'error.not_your_turn': 'U bent nog niet aan de beurt om te ondertekenen. U krijgt een e-mail zodra het zover is.',
  'error.required_fields_missing': 'Enkele verplichte velden zijn nog niet ingevuld.',
  'error.email_not_allowed': 'Dit e-mailadres mag deze link niet openen.',
  'error.gates_pending': 'Voltooi eerst de stappen hierboven.',
  'error.password_incorrect': 'Dat wachtwoord klopt niet. Controleer het en probeer het opnieuw.',
  'error.verification_code_incorrect': 'Die code klopt niet. Controleer hem en probeer het opnieuw.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Die code klopt niet: nog # poging over.} other {Die code klopt niet: nog # pogingen over.}}',
  'error.verification_code_expired': 'Die code is verlopen. Vraag een nieuwe aan.',
  'error.download_disabled': 'Downloaden is uitgeschakeld voor deze link.',
  'error.assistant_disabled': 'De assistent is uitgeschakeld voor deze link.',
  'error.feedback_disabled': 'Feedback is uitgeschakeld voor deze link.',
  'error.open_page_disabled': 'Dit verzoek neemt alleen bestanden aan van de mensen naar wie het is verstuurd.',
  'error.room_frozen': 'Deze dataroom is bevroren: er kan niets worden toegevoegd of gewijzigd.',

  'error.file_too_large': 'Het bestand is groter dan {size}, het maximum dat hier wordt geaccepteerd.',
  'error.payload_too_large': 'Dit is te groot om te versturen.',
  'error.unsupported_media_type': 'Dit soort bestand wordt hier niet geaccepteerd.',
  'error.not_a_pdf': 'Dit bestand is geen pdf.',
  'error.file_missing': 'Dit bestand ontbreekt in de opslag. De eigenaar is op de hoogte gebracht.',
  'error.file_integrity_failed':
    'Dit bestand heeft de integriteitscontrole niet doorstaan en is niet getoond. De eigenaar is op de hoogte gebracht.',

  'error.rate_limited': 'Te veel pogingen. Wacht een minuut en probeer het dan opnieuw.',
  'error.server_busy': 'De server is bezet. Probeer het zo opnieuw.',
  'error.work_limit': 'Dit was te veel werk om af te ronden. Probeer het opnieuw met een kleiner bestand.',
  'error.service_unavailable': 'Een benodigde dienst antwoordde niet. Er is niets gewijzigd: probeer het zo opnieuw.',
  'error.internal_error': 'Er ging iets mis op de server. Probeer het zo opnieuw.',

  'verify.summary.genuine':
    'Dit is een afgerond document van deze dienst, en het is niet gewijzigd sinds het werd verzegeld.',
  'verify.summary.altered': 'Dit document is door deze dienst verzegeld, maar is gewijzigd sinds het werd verzegeld.',
  'verify.summary.foreign_seal': 'Dit document draagt een digitale handtekening, maar niet het zegel van deze dienst.',
  'verify.summary.unsealed': 'Deze pdf draagt geen digitaal zegel: het is geen afgerond document van deze dienst.',
  'verify.summary.unknown':
    'Dit document draagt het zegel van deze dienst, intact, maar het is hier geen vastgelegd afgerond document.',
};
