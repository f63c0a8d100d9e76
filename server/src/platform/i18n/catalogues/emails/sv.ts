// E-postmeddelandena på svenska (du-tilltal, som är det vedertagna; citattecken ”…”).
import type { Catalogue } from '../../messages.js';

export const sv: Catalogue = {
  'mail.hello': 'Hej {name}!',
  'mail.helloAnonymous': 'Hej!',

  'envelope.subject.default': 'Att signera: {title}',
  'envelope.subject.reminder': 'Påminnelse: {subject}',
  'envelope.request.sign': '{sender} ber dig signera ”{title}”.',
  'envelope.request.view': '{sender} har skickat ”{title}” till dig för kännedom. Du behöver inte signera något.',
  'envelope.reminder': '{sender} väntar fortfarande på din signatur på ”{title}”.',
  'envelope.delegated': 'Det här har överlämnats till dig.',
  'envelope.delegatedReason': 'Det här har överlämnats till dig: {reason}',
  'envelope.link.sign': 'Granska och signera: {url}',
  'envelope.link.view': 'Läs det här: {url}',
  'envelope.expires': 'Länken upphör att gälla {date}.',
  'envelope.personal': 'Länken är personlig: vidarebefordra inte det här mejlet.',
  'envelope.footer': 'Skickat av {sender} <{email}> via Dossier.',

  'envelope.completed.subject': 'Klart: {title}',
  'envelope.completed.body':
    'Alla har signerat ”{title}”. Det signerade exemplaret är bifogat ({filename}); spara det för din dokumentation.',
  'envelope.completed.digest':
    'Dess SHA-256-kontrollsumma är {hash}; pdf-filen har en digital försegling som alla pdf-läsare kan kontrollera.',

  'envelope.declined.subject': 'Avböjt: {title}',
  'envelope.declined.body': '{name} ({email}) har avböjt att signera ”{title}”.',
  'envelope.declined.reason': 'Angivet skäl: {reason}',
  'envelope.declined.over': 'Signeringen är avslutad: ingen annan kan signera.',

  'envelope.voided.subject': 'Avbrutet: {title}',
  'envelope.voided.body':
    '{sender} har avbrutit signeringen av ”{title}”. Du behöver inte göra något mer; länken du fick fungerar inte längre.',
  'envelope.voided.reason': 'Skäl: {reason}',

  'request.subject.invitation': '{sender} ber dig om filer: ”{title}”',
  'request.subject.reminder': 'Påminnelse: {sender} väntar på dina filer till ”{title}”',
  'request.invitation': '{sender} ber dig ladda upp filer till ”{title}”.',
  'request.reminder': 'En påminnelse: {sender} väntar fortfarande på filer till ”{title}”.',
  'request.items': 'Det här efterfrågas:',
  'request.anyFiles': 'Alla filer du har för den här förfrågan.',
  'request.optional': '{name} (valfritt)',
  'request.due': 'Skicka dem senast {date}.',
  'request.link': 'Ladda upp dem på din personliga sida (inget konto behövs; vidarebefordra inte länken):',

  'request.upload.subject': 'Ny fil till ”{title}”: {filename}',
  'request.upload.body': '{who} har laddat upp ”{filename}” ({size}) till din filförfrågan ”{title}”.',
  'request.upload.bodyItem':
    '{who} har laddat upp ”{filename}” ({size}) till din filförfrågan ”{title}”, för ”{item}”.',
  'request.upload.document': 'Den är nu arbetsytans dokument {id}. SHA-256: {sha256}',
  'request.upload.someone': 'Någon',

  'comment.subject':
    '{kind, select, mention {{author} nämnde dig i en kommentar till ”{title}”} reply {{author} svarade på en kommentar till ”{title}”} other {{author} kommenterade ”{title}”}}',
  'comment.intro':
    '{kind, select, mention {{author} nämnde dig i en kommentar till ”{title}”:} reply {{author} svarade på en kommentar till ”{title}”:} other {{author} kommenterade ”{title}”:}}',
  'comment.passage': 'Om stycket:',
  'comment.why':
    '{reason, select, owner {Du får det här eftersom du äger dokumentet.} thread {Du får det här eftersom du har deltagit i tråden.} other {Du får det här eftersom du nämndes.}}',

  'question.subject': '{followUp, select, yes {Uppföljning om ”{about}”} other {Ny fråga om ”{about}”}}',
  'question.body':
    '{followUp, select, yes {{who} skrev igen om ”{about}” via länken ”{link}”:} other {{who} ställde en fråga om ”{about}” via länken ”{link}”:}}',
  'question.anonymous': 'En anonym läsare',
  'question.howToReply': 'Svara med API:t (POST {url}) eller CLI:t ({command}).',
  'question.replyEmailed': 'Ditt svar mejlas till läsaren och visas i dokumentvisaren.',
  'question.replyViewerOnly': 'Läsaren angav ingen adress: ditt svar visas bara i dokumentvisaren.',
  'question.reply.subject': 'Svar från {from}: ”{about}”',
  'question.reply.body': '{from} har svarat på din fråga om ”{about}”:',
  'question.reply.yourQuestion': 'Din fråga var:',
  'question.reply.more':
    'Svaret visas också bredvid dokumentet där du frågade. Om du vill fråga mer öppnar du dokumentet: {url}',

  'code.subject': '{code} är din kod för ”{title}”',
  'code.body': 'Din kod för att öppna ”{title}” är:',
  'code.validity':
    'Den gäller i {minutes, plural, one {# minut} other {# minuter}}. Om du inte har bett om den kan du bortse från meddelandet: ingen kan öppna länken med din adress utan koden.',
  'bulkCode.subject': '{code} är din nedladdningskod för ”{title}”',
  'bulkCode.body': 'Din kod för att ladda ned allt i ”{title}” är:',
  'bulkCode.validity':
    'Den gäller i {minutes, plural, one {# minut} other {# minuter}}. Om du inte har bett om den kan du bortse från meddelandet.',

  'viewed.subject': '{who} öppnade ”{link}”',
  'viewed.someone': 'Någon (ingen adress angiven)',
  'viewed.body':
    '{who} öppnade din länk ”{link}” till {kind, select, room {datarummet ”{target}”} other {dokumentet ”{target}”}} {date}.',
  'viewed.bodyFrom':
    '{who} öppnade din länk ”{link}” till {kind, select, room {datarummet ”{target}”} other {dokumentet ”{target}”}} från {place} {date}.',
  'viewed.count': 'Länken har nu öppnats {count, plural, one {# gång} other {# gånger}}.',
  'viewed.countOf':
    'Länken har nu öppnats {count, number} av {max, plural, one {# möjlig gång} other {# möjliga gånger}}.',
};
