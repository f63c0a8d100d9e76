// Le e-mail in italiano (forma di cortesia, Lei; virgolette basse « »).
import type { Catalogue } from '../../messages.js';

export const it: Catalogue = {
  'mail.hello': 'Gentile {name},',
  'mail.helloAnonymous': 'Buongiorno,',

  'envelope.subject.default': 'Da firmare: {title}',
  'envelope.subject.reminder': 'Promemoria: {subject}',
  'envelope.request.sign': '{sender} Le chiede di firmare «{title}».',
  'envelope.request.view': '{sender} Le ha inviato «{title}» per conoscenza. Non deve firmare nulla.',
  'envelope.reminder': '{sender} attende ancora la Sua firma su «{title}».',
  'envelope.delegated': 'Questo documento Le è stato trasferito.',
  'envelope.delegatedReason': 'Questo documento Le è stato trasferito: {reason}',
  'envelope.link.sign': 'Esamini e firmi: {url}',
  'envelope.link.view': 'Lo legga qui: {url}',
  'envelope.expires': 'Questo link scade il {date}.',
  'envelope.personal': 'Questo link è personale: non inoltri questa e-mail.',
  'envelope.footer': 'Inviato da {sender} <{email}> tramite Dossier.',

  'envelope.completed.subject': 'Completato: {title}',
  'envelope.completed.body':
    'Tutti hanno firmato «{title}». In allegato trova la copia firmata ({filename}); la conservi per i Suoi archivi.',
  'envelope.completed.digest':
    'La sua impronta SHA-256 è {hash}; il PDF reca un sigillo digitale verificabile con qualsiasi lettore PDF.',

  'envelope.declined.subject': 'Firma rifiutata: {title}',
  'envelope.declined.body': '{name} ({email}) ha rifiutato di firmare «{title}».',
  'envelope.declined.reason': 'Motivo indicato: {reason}',
  'envelope.declined.over': 'La procedura è conclusa: nessun altro può firmare.',

  'envelope.voided.subject': 'Annullato: {title}',
  'envelope.voided.body':
    '{sender} ha annullato la firma di «{title}». Non deve più fare nulla; il link che ha ricevuto non funziona più.',
  'envelope.voided.reason': 'Motivo: {reason}',

  'request.subject.invitation': '{sender} Le chiede dei file: «{title}»',
  'request.subject.reminder': 'Promemoria: {sender} attende i Suoi file per «{title}»',
  'request.invitation': '{sender} Le chiede di caricare dei file per «{title}».',
  'request.reminder': 'Promemoria: {sender} attende ancora dei file per «{title}».',
  'request.items': 'Che cosa viene richiesto:',
  'request.anyFiles': 'Qualsiasi file utile per questa richiesta.',
  'request.optional': '{name} (facoltativo)',
  'request.due': 'La preghiamo di inviarli entro il {date}.',
  'request.link': 'Li carichi sulla Sua pagina personale (non serve un account; non inoltri questo link):',

  'request.upload.subject': 'Nuovo file per «{title}»: {filename}',
  'request.upload.body': '{who} ha caricato «{filename}» ({size}) nella Sua richiesta di file «{title}».',
  'request.upload.bodyItem':
    '{who} ha caricato «{filename}» ({size}) nella Sua richiesta di file «{title}», per «{item}».',
  'request.upload.document': 'Ora è il documento {id} dello spazio di lavoro. SHA-256: {sha256}',
  'request.upload.someone': 'Qualcuno',

  'comment.subject':
    '{kind, select, mention {{author} L’ha menzionata in un commento su «{title}»} reply {{author} ha risposto a un commento su «{title}»} other {{author} ha commentato «{title}»}}',
  'comment.intro':
    '{kind, select, mention {{author} L’ha menzionata in un commento su «{title}»:} reply {{author} ha risposto a un commento su «{title}»:} other {{author} ha commentato «{title}»:}}',
  'comment.passage': 'Sul passaggio:',
  'comment.why':
    '{reason, select, owner {Riceve questo messaggio perché questo documento è Suo.} thread {Riceve questo messaggio perché ha partecipato a questa discussione.} other {Riceve questo messaggio perché qualcuno L’ha menzionata.}}',

  'question.subject': '{followUp, select, yes {Seguito della domanda su «{about}»} other {Nuova domanda su «{about}»}}',
  'question.body':
    '{followUp, select, yes {{who} ha scritto di nuovo su «{about}» tramite il link «{link}»:} other {{who} ha posto una domanda su «{about}» tramite il link «{link}»:}}',
  'question.anonymous': 'Un lettore anonimo',
  'question.howToReply': 'Risponda con l’API (POST {url}) o con la CLI ({command}).',
  'question.replyEmailed': 'La Sua risposta gli verrà inviata per e-mail e mostrata nel suo visualizzatore.',
  'question.replyViewerOnly':
    'Il lettore non ha indicato un indirizzo: la Sua risposta sarà mostrata solo nel suo visualizzatore.',
  'question.reply.subject': 'Risposta da {from}: «{about}»',
  'question.reply.body': '{from} ha risposto alla Sua domanda su «{about}»:',
  'question.reply.yourQuestion': 'La Sua domanda era:',
  'question.reply.more':
    'La risposta è visibile anche accanto al documento in cui ha posto la domanda. Per chiedere altro, apra il documento: {url}',

  'code.subject': '{code} è il Suo codice per «{title}»',
  'code.body': 'Il Suo codice per aprire «{title}» è:',
  'code.validity':
    'È valido per {minutes, plural, one {# minuto} many {# minuti} other {# minuti}}. Se non l’ha richiesto, può ignorare questo messaggio: senza il codice nessuno può aprire il link con il Suo indirizzo.',
  'bulkCode.subject': '{code} è il Suo codice di download per «{title}»',
  'bulkCode.body': 'Il Suo codice per scaricare tutto il contenuto di «{title}» è:',
  'bulkCode.validity':
    'È valido per {minutes, plural, one {# minuto} many {# minuti} other {# minuti}}. Se non l’ha richiesto, può ignorare questo messaggio.',

  'viewed.subject': '{who} ha aperto «{link}»',
  'viewed.someone': 'Qualcuno (nessun indirizzo indicato)',
  'viewed.body':
    '{who} ha aperto il Suo link «{link}» verso {kind, select, room {la data room «{target}»} other {il documento «{target}»}} il {date}.',
  'viewed.bodyFrom':
    '{who} ha aperto il Suo link «{link}» verso {kind, select, room {la data room «{target}»} other {il documento «{target}»}} da {place} il {date}.',
  'viewed.count': 'Finora il link è stato aperto {count, plural, one {# volta} many {# volte} other {# volte}}.',
  'viewed.countOf':
    'Finora il link è stato aperto {count, number} {max, plural, one {volta su #} many {volte su #} other {volte su #}}.',
};
