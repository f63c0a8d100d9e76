// Svenska: du-tilltal, som är det vedertagna i svenska tjänster.
import type { ApiWordKey } from './en.js';

export const sv: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Länken är ogiltig. Använd den senaste länken du har fått.',
  'error.not_found': 'Det gick inte att hitta. Det kan ha tagits bort.',
  'error.recipient_delegated': 'Du har lämnat över signeringen av dokumentet till någon annan.',
  'error.recipient_delegated.to': 'Du har lämnat över signeringen av dokumentet till {email}.',
  'error.recipient_declined': 'Du har avböjt att signera dokumentet.',
  'error.recipient_signed': 'Du har redan signerat dokumentet.',
  'error.envelope_voided': 'Avsändaren har återkallat signeringsbegäran.',
  'error.envelope_voided.reason': 'Avsändaren har återkallat signeringsbegäran med motiveringen: {reason}',
  'error.envelope_expired': 'Signeringsbegäran har gått ut.',
  'error.envelope_expired.on': 'Signeringsbegäran gick ut den {date}, innan alla hade signerat.',
  'error.envelope_declined': 'Någon avböjde att signera, så signeringsbegäran har avslutats.',
  'error.envelope_completed': 'Alla har signerat: signeringsbegäran är slutförd.',
  'error.link_disabled': 'Ägaren har stängt av länken.',
  'error.link_deleted': 'Länken finns inte längre.',
  'error.link_expired': 'Länken har gått ut.',
  'error.link_expired.on': 'Länken gick ut den {date}.',
  'error.link_view_limit': 'Länken har nått sin gräns för visningar.',
  'error.room_archived': 'Datarummet har arkiverats.',
  'error.room_deleted': 'Datarummet finns inte längre.',
  'error.document_deleted': 'Dokumentet har tagits bort.',
  'error.request_closed': 'Filbegäran är stängd och tar inte emot fler filer.',
  'error.request_deleted': 'Filbegäran finns inte längre.',
  'error.assignee_removed': 'Du ingår inte längre i filbegäran.',

  'error.access_code_required': 'Ange åtkomstkoden du har fått för att fortsätta.',
  'error.access_code_incorrect': 'Åtkomstkoden stämmer inte. Kontrollera den och försök igen.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Åtkomstkoden stämmer inte: # försök kvar.} other {Åtkomstkoden stämmer inte: # försök kvar.}}',
  'error.access_code_locked': 'För många felaktiga koder: länken är låst i 15 minuter.',
  'error.consent_required': 'Godkänn att signera elektroniskt innan du fortsätter.',
  'error.consent_withdrawn':
    'Du har återkallat ditt samtycke till elektronisk signering, så dokumentet kan inte längre signeras här.',
  'error.not_a_signer': 'Din roll i dokumentet omfattar inte signering.',
  'error.not_your_turn': 'Det är inte din tur att signera än. Du får ett mejl när det är dags.',
  'error.required_fields_missing': 'Några obligatoriska fält är inte ifyllda än.',
  'error.email_not_allowed': 'Den här e-postadressen får inte öppna länken.',
  'error.gates_pending': 'Slutför stegen ovan först.',
  'error.password_incorrect': 'Lösenordet stämmer inte. Kontrollera det och försök igen.',
  'error.verification_code_incorrect': 'Koden stämmer inte. Kontrollera den och försök igen.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Koden stämmer inte: # försök kvar.} other {Koden stämmer inte: # försök kvar.}}',
  'error.verification_code_expired': 'Koden har gått ut. Be om en ny.',
  'error.download_disabled': 'Nedladdning är avstängd för den här länken.',
  'error.assistant_disabled': 'Assistenten är avstängd för den här länken.',
  'error.feedback_disabled': 'Återkoppling är avstängd för den här länken.',
  'error.open_page_disabled': 'Den här begäran tar bara emot filer från dem den skickades till.',
  'error.room_frozen': 'Datarummet är fryst: inget kan läggas till eller ändras.',

  'error.file_too_large': 'Filen är större än {size}, det största som tas emot här.',
  'error.payload_too_large': 'Det här är för stort för att skickas.',
  'error.unsupported_media_type': 'Den här sortens fil tas inte emot här.',
  'error.not_a_pdf': 'Filen är inte en pdf.',
  'error.file_missing': 'Filen saknas i lagringen. Ägaren har fått veta det.',
  'error.file_integrity_failed': 'Filen klarade inte integritetskontrollen och visades inte. Ägaren har fått veta det.',

  'error.rate_limited': 'För många försök. Vänta en minut och försök sedan igen.',
  'error.server_busy': 'Servern är upptagen. Försök igen om en stund.',
  'error.work_limit': 'Det här var för mycket arbete för att slutföras. Försök igen med en mindre fil.',
  'error.service_unavailable': 'En tjänst som behövs svarade inte. Inget har ändrats: försök igen om en stund.',
  'error.internal_error': 'Något gick fel på servern. Försök igen om en stund.',

  'verify.summary.genuine':
    'Det här är ett fullbordat dokument från den här tjänsten, och det har inte ändrats sedan det förseglades.',
  'verify.summary.altered': 'Dokumentet förseglades av den här tjänsten men har ändrats sedan det förseglades.',
  'verify.summary.foreign_seal': 'Dokumentet bär en digital signatur, men inte den här tjänstens försegling.',
  'verify.summary.unsealed':
    'Den här pdf:en bär ingen digital försegling: den är inte ett fullbordat dokument från den här tjänsten.',
  'verify.summary.unknown':
    'Dokumentet bär den här tjänstens försegling, intakt, men det är inte ett registrerat fullbordat dokument här.',
};
