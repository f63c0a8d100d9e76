// De e-mails in het Nederlands (u-vorm; aanhalingstekens ‘…’ zoals in zakelijke correspondentie).
import type { Catalogue } from '../../messages.js';

export const nl: Catalogue = {
  'mail.hello': 'Beste {name},',
  'mail.helloAnonymous': 'Goedendag,',

  'envelope.subject.default': 'Ter ondertekening: {title}',
  'envelope.subject.reminder': 'Herinnering: {subject}',
  'envelope.request.sign': '{sender} vraagt u ‘{title}’ te ondertekenen.',
  'envelope.request.view': '{sender} heeft u ‘{title}’ ter informatie gestuurd. U hoeft niets te ondertekenen.',
  'envelope.reminder': '{sender} wacht nog op uw handtekening onder ‘{title}’.',
  'envelope.delegated': 'Dit is aan u doorgegeven.',
  'envelope.delegatedReason': 'Dit is aan u doorgegeven: {reason}',
  'envelope.link.sign': 'Bekijken en ondertekenen: {url}',
  'envelope.link.view': 'Hier lezen: {url}',
  'envelope.expires': 'Deze link verloopt op {date}.',
  'envelope.personal': 'Deze link is persoonlijk: stuur deze e-mail niet door.',
  'envelope.footer': 'Verzonden door {sender} <{email}> via Dossier.',

  'envelope.completed.subject': 'Voltooid: {title}',
  'envelope.completed.body':
    'Iedereen heeft ‘{title}’ ondertekend. Het ondertekende exemplaar is bijgevoegd ({filename}); bewaar het voor uw administratie.',
  'envelope.completed.digest':
    'De SHA-256-hash is {hash}; de pdf draagt een digitaal zegel dat elke pdf-lezer kan controleren.',

  'envelope.declined.subject': 'Geweigerd: {title}',
  'envelope.declined.body': '{name} ({email}) heeft geweigerd ‘{title}’ te ondertekenen.',
  'envelope.declined.reason': 'Opgegeven reden: {reason}',
  'envelope.declined.over': 'De procedure is beëindigd: niemand anders kan nog ondertekenen.',

  'envelope.voided.subject': 'Geannuleerd: {title}',
  'envelope.voided.body':
    '{sender} heeft de ondertekening van ‘{title}’ geannuleerd. U hoeft niets meer te doen; de link die u hebt ontvangen werkt niet meer.',
  'envelope.voided.reason': 'Reden: {reason}',

  'request.subject.invitation': '{sender} vraagt u om bestanden: ‘{title}’',
  'request.subject.reminder': 'Herinnering: {sender} wacht op uw bestanden voor ‘{title}’',
  'request.invitation': '{sender} vraagt u bestanden te uploaden voor ‘{title}’.',
  'request.reminder': 'Ter herinnering: {sender} wacht nog op bestanden voor ‘{title}’.',
  'request.items': 'Wat er wordt gevraagd:',
  'request.anyFiles': 'Alle bestanden die u voor dit verzoek hebt.',
  'request.optional': '{name} (optioneel)',
  'request.due': 'Stuur ze uiterlijk {date}.',
  'request.link': 'Upload ze op uw persoonlijke pagina (geen account nodig; stuur deze link niet door):',

  'request.upload.subject': 'Nieuw bestand voor ‘{title}’: {filename}',
  'request.upload.body': '{who} heeft ‘{filename}’ ({size}) geüpload naar uw bestandsverzoek ‘{title}’.',
  'request.upload.bodyItem':
    '{who} heeft ‘{filename}’ ({size}) geüpload naar uw bestandsverzoek ‘{title}’, voor ‘{item}’.',
  'request.upload.document': 'Het is nu document {id} van de werkruimte. SHA-256: {sha256}',
  'request.upload.someone': 'Iemand',

  'comment.subject':
    '{kind, select, mention {{author} heeft u genoemd in een opmerking bij ‘{title}’} reply {{author} heeft gereageerd op een opmerking bij ‘{title}’} other {{author} heeft een opmerking geplaatst bij ‘{title}’}}',
  'comment.intro':
    '{kind, select, mention {{author} heeft u genoemd in een opmerking bij ‘{title}’:} reply {{author} heeft gereageerd op een opmerking bij ‘{title}’:} other {{author} heeft een opmerking geplaatst bij ‘{title}’:}}',
  'comment.passage': 'Bij de passage:',
  'comment.why':
    '{reason, select, owner {U ontvangt dit bericht omdat dit document van u is.} thread {U ontvangt dit bericht omdat u aan deze discussie hebt deelgenomen.} other {U ontvangt dit bericht omdat u bent genoemd.}}',

  'question.subject': '{followUp, select, yes {Vervolgvraag over ‘{about}’} other {Nieuwe vraag over ‘{about}’}}',
  'question.body':
    '{followUp, select, yes {{who} heeft opnieuw geschreven over ‘{about}’ via de link ‘{link}’:} other {{who} heeft een vraag gesteld over ‘{about}’ via de link ‘{link}’:}}',
  'question.anonymous': 'Een anonieme lezer',
  'question.howToReply': 'Antwoord via de API (POST {url}) of de CLI ({command}).',
  'question.replyEmailed': 'Uw antwoord wordt per e-mail verstuurd en in de viewer getoond.',
  'question.replyViewerOnly': 'De lezer heeft geen adres opgegeven: uw antwoord wordt alleen in de viewer getoond.',
  'question.reply.subject': 'Antwoord van {from}: ‘{about}’',
  'question.reply.body': '{from} heeft uw vraag over ‘{about}’ beantwoord:',
  'question.reply.yourQuestion': 'Uw vraag was:',
  'question.reply.more':
    'Het antwoord staat ook naast het document waar u de vraag stelde. Wilt u meer vragen, open dan het document: {url}',

  'code.subject': '{code} is uw code voor ‘{title}’',
  'code.body': 'Uw code om ‘{title}’ te openen is:',
  'code.validity':
    'De code is {minutes, plural, one {# minuut} other {# minuten}} geldig. Hebt u er niet om gevraagd, dan kunt u dit bericht negeren: zonder deze code kan niemand de link met uw adres openen.',
  'bulkCode.subject': '{code} is uw downloadcode voor ‘{title}’',
  'bulkCode.body': 'Uw code om alles in ‘{title}’ te downloaden is:',
  'bulkCode.validity':
    'De code is {minutes, plural, one {# minuut} other {# minuten}} geldig. Hebt u er niet om gevraagd, dan kunt u dit bericht negeren.',

  'viewed.subject': '{who} heeft ‘{link}’ geopend',
  'viewed.someone': 'Iemand (geen adres opgegeven)',
  'viewed.body':
    '{who} heeft uw link ‘{link}’ naar {kind, select, room {de dataroom ‘{target}’} other {het document ‘{target}’}} geopend op {date}.',
  'viewed.bodyFrom':
    '{who} heeft uw link ‘{link}’ naar {kind, select, room {de dataroom ‘{target}’} other {het document ‘{target}’}} geopend vanuit {place} op {date}.',
  'viewed.count': 'De link is nu {count, plural, one {# keer} other {# keer}} geopend.',
  'viewed.countOf': 'De link is nu {count, number} van de {max, plural, one {# keer} other {# keer}} geopend.',
};
