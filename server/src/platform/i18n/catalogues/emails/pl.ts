// E-maile po polsku (forma grzecznościowa: Pan/Pani, a gdzie się da, formy bezosobowe; cudzysłów „…”).
import type { Catalogue } from '../../messages.js';

export const pl: Catalogue = {
  'mail.hello': 'Dzień dobry, {name},',
  'mail.helloAnonymous': 'Dzień dobry,',

  'envelope.subject.default': 'Prośba o podpis: {title}',
  'envelope.subject.reminder': 'Przypomnienie: {subject}',
  'envelope.request.sign': '{sender} prosi Pana/Panią o podpisanie dokumentu „{title}”.',
  'envelope.request.view':
    '{sender} przesyła Panu/Pani dokument „{title}” do wiadomości. Nie trzeba niczego podpisywać.',
  'envelope.reminder': '{sender} nadal czeka na Pana/Pani podpis pod dokumentem „{title}”.',
  'envelope.delegated': 'Dokument został przekazany Panu/Pani.',
  'envelope.delegatedReason': 'Dokument został przekazany Panu/Pani: {reason}',
  'envelope.link.sign': 'Przejrzyj i podpisz: {url}',
  'envelope.link.view': 'Dokument można przeczytać tutaj: {url}',
  'envelope.expires': 'Ten link wygasa {date}.',
  'envelope.personal': 'Ten link jest przeznaczony tylko dla Pana/Pani: prosimy nie przekazywać tej wiadomości.',
  'envelope.footer': 'Wysłane przez {sender} <{email}> za pośrednictwem Dossier.',

  'envelope.completed.subject': 'Zakończono: {title}',
  'envelope.completed.body':
    'Wszyscy podpisali dokument „{title}”. W załączniku znajduje się podpisany egzemplarz ({filename}); prosimy zachować go w swojej dokumentacji.',
  'envelope.completed.digest':
    'Jego skrót SHA-256 to {hash}; plik PDF ma pieczęć cyfrową, którą można sprawdzić w dowolnym czytniku PDF.',

  'envelope.declined.subject': 'Odmowa podpisu: {title}',
  'envelope.declined.body': '{name} ({email}) odmówił(a) podpisania dokumentu „{title}”.',
  'envelope.declined.reason': 'Podany powód: {reason}',
  'envelope.declined.over': 'Procedura została zakończona: nikt więcej nie może podpisać.',

  'envelope.voided.subject': 'Anulowano: {title}',
  'envelope.voided.body':
    '{sender} anulował(a) podpisywanie dokumentu „{title}”. Nie musi Pan/Pani już nic robić; otrzymany link przestał działać.',
  'envelope.voided.reason': 'Powód: {reason}',

  'request.subject.invitation': '{sender} prosi o pliki: „{title}”',
  'request.subject.reminder': 'Przypomnienie: {sender} czeka na pliki do „{title}”',
  'request.invitation': '{sender} prosi Pana/Panią o przesłanie plików do „{title}”.',
  'request.reminder': 'Przypominamy: {sender} nadal czeka na pliki do „{title}”.',
  'request.items': 'Czego dotyczy prośba:',
  'request.anyFiles': 'Dowolne pliki związane z tą prośbą.',
  'request.optional': '{name} (opcjonalnie)',
  'request.due': 'Prosimy o przesłanie ich do {date}.',
  'request.link':
    'Pliki można przesłać na osobistej stronie (konto nie jest potrzebne; prosimy nie przekazywać tego linku):',

  'request.upload.subject': 'Nowy plik do „{title}”: {filename}',
  'request.upload.body': '{who} przesłał(a) „{filename}” ({size}) do prośby o pliki „{title}”.',
  'request.upload.bodyItem': '{who} przesłał(a) „{filename}” ({size}) do prośby o pliki „{title}”, w pozycji „{item}”.',
  'request.upload.document': 'To teraz dokument {id} w obszarze roboczym. SHA-256: {sha256}',
  'request.upload.someone': 'Ktoś',

  'comment.subject':
    '{kind, select, mention {{author} wspomina o Panu/Pani w komentarzu do „{title}”} reply {{author} odpowiada na komentarz do „{title}”} other {{author} komentuje „{title}”}}',
  'comment.intro':
    '{kind, select, mention {{author} wspomina o Panu/Pani w komentarzu do „{title}”:} reply {{author} odpowiada na komentarz do „{title}”:} other {{author} komentuje „{title}”:}}',
  'comment.passage': 'Dotyczy fragmentu:',
  'comment.why':
    '{reason, select, owner {Otrzymuje Pan/Pani tę wiadomość jako właściciel dokumentu.} thread {Otrzymuje Pan/Pani tę wiadomość, ponieważ bierze Pan/Pani udział w tej dyskusji.} other {Otrzymuje Pan/Pani tę wiadomość, ponieważ ktoś o Panu/Pani wspomniał.}}',

  'question.subject': '{followUp, select, yes {Dalsze pytanie o „{about}”} other {Nowe pytanie o „{about}”}}',
  'question.body':
    '{followUp, select, yes {{who} ponownie pisze o „{about}” przez link „{link}”:} other {{who} zadaje pytanie o „{about}” przez link „{link}”:}}',
  'question.anonymous': 'Anonimowy czytelnik',
  'question.howToReply': 'Odpowiedzi można udzielić przez API (POST {url}) lub CLI ({command}).',
  'question.replyEmailed': 'Odpowiedź zostanie wysłana e-mailem i wyświetlona w przeglądarce dokumentu.',
  'question.replyViewerOnly': 'Czytelnik nie podał adresu: odpowiedź będzie widoczna tylko w przeglądarce dokumentu.',
  'question.reply.subject': 'Odpowiedź od {from}: „{about}”',
  'question.reply.body': '{from} odpowiada na Pana/Pani pytanie o „{about}”:',
  'question.reply.yourQuestion': 'Pytanie brzmiało:',
  'question.reply.more':
    'Odpowiedź jest też widoczna obok dokumentu, przy którym zadano pytanie. Aby zapytać o coś jeszcze, prosimy otworzyć dokument: {url}',

  'code.subject': '{code} to kod do „{title}”',
  'code.body': 'Kod do otwarcia „{title}”:',
  'code.validity':
    'Kod jest ważny przez {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}. Jeśli nie prosił(a) Pan/Pani o kod, można zignorować tę wiadomość: bez niego nikt nie otworzy linku z Pana/Pani adresem.',
  'bulkCode.subject': '{code} to kod pobierania do „{title}”',
  'bulkCode.body': 'Kod do pobrania całej zawartości „{title}”:',
  'bulkCode.validity':
    'Kod jest ważny przez {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}. Jeśli nie prosił(a) Pan/Pani o kod, można zignorować tę wiadomość.',

  'viewed.subject': '{who} otworzył(a) „{link}”',
  'viewed.someone': 'Ktoś (bez podanego adresu)',
  'viewed.body':
    '{who} otworzył(a) link „{link}” do {kind, select, room {pokoju danych „{target}”} other {dokumentu „{target}”}} {date}.',
  'viewed.bodyFrom':
    '{who} otworzył(a) link „{link}” do {kind, select, room {pokoju danych „{target}”} other {dokumentu „{target}”}} z lokalizacji {place} {date}.',
  'viewed.count': 'Link otwarto dotąd {count, plural, one {# raz} few {# razy} many {# razy} other {# razy}}.',
  'viewed.countOf':
    'Link otwarto dotąd {count, number} z {max, plural, one {# możliwego razu} few {# możliwych razy} many {# możliwych razy} other {# możliwego razu}}.',
};
