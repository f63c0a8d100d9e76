// Polski: forma grzecznościowa (Pan/Pani) oddana bezosobowo lub trybem „proszę…”, cudzysłów „…”.
import type { ApiWordKey } from './en.js';

export const pl: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Ten link jest nieprawidłowy. Proszę użyć najnowszego otrzymanego linku.',
  'error.not_found': 'Nie znaleziono tego elementu. Mógł zostać usunięty.',
  'error.recipient_delegated': 'Podpisanie tego dokumentu przekazano innej osobie.',
  'error.recipient_delegated.to': 'Podpisanie tego dokumentu przekazano osobie o adresie {email}.',
  'error.recipient_declined': 'Odmówiono podpisania tego dokumentu.',
  'error.recipient_signed': 'Ten dokument został już podpisany.',
  'error.envelope_voided': 'Nadawca anulował tę prośbę o podpis.',
  'error.envelope_voided.reason': 'Nadawca anulował tę prośbę o podpis z uzasadnieniem: {reason}',
  'error.envelope_expired': 'Ta prośba o podpis wygasła.',
  'error.envelope_expired.on': 'Ta prośba o podpis wygasła {date}, zanim wszyscy ją podpisali.',
  'error.envelope_declined': 'Ktoś odmówił podpisania, więc ta prośba o podpis została zakończona.',
  'error.envelope_completed': 'Wszyscy podpisali: ta prośba o podpis jest zakończona.',
  'error.link_disabled': 'Właściciel wyłączył ten link.',
  'error.link_deleted': 'Ten link już nie istnieje.',
  'error.link_expired': 'Ten link wygasł.',
  'error.link_expired.on': 'Ten link wygasł {date}.',
  'error.link_view_limit': 'Ten link osiągnął limit wyświetleń.',
  'error.room_archived': 'Ten pokój danych został zarchiwizowany.',
  'error.room_deleted': 'Ten pokój danych już nie istnieje.',
  'error.document_deleted': 'Ten dokument został usunięty.',
  'error.request_closed': 'Ta prośba o pliki jest zamknięta i nie przyjmuje już plików.',
  'error.request_deleted': 'Ta prośba o pliki już nie istnieje.',
  'error.assignee_removed': 'Usunięto Pana/Panią z tej prośby o pliki.',

  'error.access_code_required': 'Aby kontynuować, proszę wpisać otrzymany kod dostępu.',
  'error.access_code_incorrect': 'Ten kod dostępu jest nieprawidłowy. Proszę go sprawdzić i spróbować ponownie.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Ten kod dostępu jest nieprawidłowy: pozostała # próba.} few {Ten kod dostępu jest nieprawidłowy: pozostały # próby.} many {Ten kod dostępu jest nieprawidłowy: pozostało # prób.} other {Ten kod dostępu jest nieprawidłowy: pozostało # próby.}}',
  'error.access_code_locked': 'Zbyt wiele błędnych kodów: link jest zablokowany na 15 minut.',
  'error.consent_required': 'Przed kontynuowaniem proszę wyrazić zgodę na podpis elektroniczny.',
  'error.consent_withdrawn':
    'Zgoda na podpis elektroniczny została wycofana, więc tego dokumentu nie można już tutaj podpisać.',
  'error.not_a_signer': 'Pana/Pani rola w tym dokumencie nie obejmuje podpisu.',
  'error.not_your_turn': 'To jeszcze nie Pana/Pani kolej na podpis. Gdy przyjdzie, otrzyma Pan/Pani e-mail.',
  'error.required_fields_missing': 'Niektóre pola obowiązkowe nie są jeszcze wypełnione.',
  'error.email_not_allowed': 'Ten adres e-mail nie może otworzyć tego linku.',
  'error.gates_pending': 'Proszę najpierw wykonać powyższe kroki.',
  'error.password_incorrect': 'To hasło jest nieprawidłowe. Proszę je sprawdzić i spróbować ponownie.',
  'error.verification_code_incorrect': 'Ten kod jest nieprawidłowy. Proszę go sprawdzić i spróbować ponownie.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Ten kod jest nieprawidłowy: pozostała # próba.} few {Ten kod jest nieprawidłowy: pozostały # próby.} many {Ten kod jest nieprawidłowy: pozostało # prób.} other {Ten kod jest nieprawidłowy: pozostało # próby.}}',
  'error.verification_code_expired': 'Ten kod wygasł. Proszę poprosić o nowy.',
  'error.download_disabled': 'Pobieranie jest wyłączone dla tego linku.',
  'error.assistant_disabled': 'Asystent jest wyłączony dla tego linku.',
  'error.feedback_disabled': 'Opinie są wyłączone dla tego linku.',
  'error.open_page_disabled': 'Ta prośba przyjmuje pliki tylko od osób, do których została wysłana.',
  'error.room_frozen': 'Ten pokój danych jest zamrożony: nie można niczego dodać ani zmienić.',

  'error.file_too_large': 'Plik jest większy niż {size}, czyli maksimum przyjmowane tutaj.',
  'error.payload_too_large': 'Przesyłane dane są za duże, by je wysłać.',
  'error.unsupported_media_type': 'Ten rodzaj pliku nie jest tu przyjmowany.',
  'error.not_a_pdf': 'Ten plik nie jest PDF-em.',
  'error.file_missing': 'Tego pliku brakuje w magazynie. Właściciel został powiadomiony.',
  'error.file_integrity_failed':
    'Ten plik nie przeszedł kontroli integralności i nie został wyświetlony. Właściciel został powiadomiony.',

  'error.rate_limited': 'Zbyt wiele prób. Proszę odczekać minutę i spróbować ponownie.',
  'error.server_busy': 'Serwer jest zajęty. Proszę spróbować ponownie za chwilę.',
  'error.work_limit':
    'Zadanie okazało się zbyt pracochłonne, by je ukończyć. Proszę spróbować ponownie z mniejszym plikiem.',
  'error.service_unavailable':
    'Potrzebna usługa nie odpowiedziała. Nic nie zostało zmienione: proszę spróbować ponownie za chwilę.',
  'error.internal_error': 'Wystąpił błąd na serwerze. Proszę spróbować ponownie za chwilę.',

  'verify.summary.genuine': 'To jest dokument sfinalizowany w tej usłudze i nie zmienił się od zapieczętowania.',
  'verify.summary.altered': 'Ten dokument został zapieczętowany przez tę usługę, ale zmienił się od zapieczętowania.',
  'verify.summary.foreign_seal': 'Ten dokument nosi podpis cyfrowy, ale nie pieczęć tej usługi.',
  'verify.summary.unsealed':
    'Ten PDF nie nosi żadnej pieczęci cyfrowej: nie jest dokumentem sfinalizowanym w tej usłudze.',
  'verify.summary.unknown':
    'Ten dokument nosi nienaruszoną pieczęć tej usługi, ale nie jest zapisanym tutaj dokumentem sfinalizowanym.',
};
