// Les e-mails en français (vouvoiement ; guillemets « » avec espaces insécables).
import type { Catalogue } from '../../messages.js';

export const fr: Catalogue = {
  'mail.hello': 'Bonjour {name},',
  'mail.helloAnonymous': 'Bonjour,',

  'envelope.subject.default': 'À signer : {title}',
  'envelope.subject.reminder': 'Rappel : {subject}',
  'envelope.request.sign': '{sender} vous invite à signer « {title} ».',
  'envelope.request.view': '{sender} vous a transmis « {title} » pour information. Vous n’avez rien à signer.',
  'envelope.reminder': '{sender} attend toujours votre signature sur « {title} ».',
  'envelope.delegated': 'Ce document vous a été transmis.',
  'envelope.delegatedReason': 'Ce document vous a été transmis : {reason}',
  'envelope.link.sign': 'Consulter et signer : {url}',
  'envelope.link.view': 'Le consulter ici : {url}',
  'envelope.expires': 'Ce lien expire le {date}.',
  'envelope.personal': 'Ce lien vous est personnel : ne transférez pas cet e-mail.',
  'envelope.footer': 'Envoyé par {sender} <{email}> via Dossier.',

  'envelope.completed.subject': 'Signé par tous : {title}',
  'envelope.completed.body':
    'Toutes les parties ont signé « {title} ». L’exemplaire signé est joint ({filename}) ; conservez-le pour vos archives.',
  'envelope.completed.digest':
    'Son empreinte SHA-256 est {hash} ; le PDF porte un cachet numérique que tout lecteur PDF peut vérifier.',

  'envelope.declined.subject': 'Signature refusée : {title}',
  'envelope.declined.body': '{name} ({email}) a refusé de signer « {title} ».',
  'envelope.declined.reason': 'Motif indiqué : {reason}',
  'envelope.declined.over': 'La procédure est close : plus personne ne peut signer.',

  'envelope.voided.subject': 'Annulé : {title}',
  'envelope.voided.body':
    '{sender} a annulé la signature de « {title} ». Vous n’avez plus rien à faire ; le lien que vous avez reçu ne fonctionne plus.',
  'envelope.voided.reason': 'Motif : {reason}',

  'request.subject.invitation': '{sender} vous demande des fichiers : « {title} »',
  'request.subject.reminder': 'Rappel : {sender} attend vos fichiers pour « {title} »',
  'request.invitation': '{sender} vous invite à déposer des fichiers pour « {title} ».',
  'request.reminder': 'Petit rappel : {sender} attend toujours des fichiers pour « {title} ».',
  'request.items': 'Ce qui vous est demandé :',
  'request.anyFiles': 'Tout fichier utile à cette demande.',
  'request.optional': '{name} (facultatif)',
  'request.due': 'Merci de les envoyer avant le {date}.',
  'request.link': 'Déposez-les sur votre page personnelle (sans créer de compte ; ne transférez pas ce lien) :',

  'request.upload.subject': 'Nouveau fichier pour « {title} » : {filename}',
  'request.upload.body': '{who} a déposé « {filename} » ({size}) dans votre demande de fichiers « {title} ».',
  'request.upload.bodyItem':
    '{who} a déposé « {filename} » ({size}) dans votre demande de fichiers « {title} », pour « {item} ».',
  'request.upload.document': 'C’est désormais le document {id} de l’espace de travail. SHA-256 : {sha256}',
  'request.upload.someone': 'Quelqu’un',

  'comment.subject':
    '{kind, select, mention {{author} vous a mentionné dans un commentaire sur « {title} »} reply {{author} a répondu à un commentaire sur « {title} »} other {{author} a commenté « {title} »}}',
  'comment.intro':
    '{kind, select, mention {{author} vous a mentionné dans un commentaire sur « {title} » :} reply {{author} a répondu à un commentaire sur « {title} » :} other {{author} a commenté « {title} » :}}',
  'comment.passage': 'À propos du passage :',
  'comment.why':
    '{reason, select, owner {Vous recevez ce message car vous êtes propriétaire de ce document.} thread {Vous recevez ce message car vous avez participé à cette discussion.} other {Vous recevez ce message car vous avez été mentionné.}}',

  'question.subject':
    '{followUp, select, yes {Suite de la question sur « {about} »} other {Nouvelle question sur « {about} »}}',
  'question.body':
    '{followUp, select, yes {{who} a répondu au sujet de « {about} » via le lien « {link} » :} other {{who} a posé une question sur « {about} » via le lien « {link} » :}}',
  'question.anonymous': 'Un lecteur anonyme',
  'question.howToReply': 'Répondez avec l’API (POST {url}) ou la CLI ({command}).',
  'question.replyEmailed': 'Votre réponse lui sera envoyée par e-mail et affichée dans sa visionneuse.',
  'question.replyViewerOnly':
    'Le lecteur n’a pas laissé d’adresse : votre réponse ne s’affichera que dans sa visionneuse.',
  'question.reply.subject': 'Réponse de {from} : « {about} »',
  'question.reply.body': '{from} a répondu à votre question sur « {about} » :',
  'question.reply.yourQuestion': 'Votre question :',
  'question.reply.more':
    'La réponse s’affiche aussi à côté du document, là où vous avez posé la question. Pour en poser une autre, ouvrez le document : {url}',

  'code.subject': '{code} est votre code pour « {title} »',
  'code.body': 'Votre code pour ouvrir « {title} » :',
  'code.validity':
    'Il est valable {minutes, plural, one {# minute} many {# minutes} other {# minutes}}. Si vous ne l’avez pas demandé, ignorez ce message : personne ne peut ouvrir le lien avec votre adresse sans ce code.',
  'bulkCode.subject': '{code} est votre code de téléchargement pour « {title} »',
  'bulkCode.body': 'Votre code pour tout télécharger dans « {title} » :',
  'bulkCode.validity':
    'Il est valable {minutes, plural, one {# minute} many {# minutes} other {# minutes}}. Si vous ne l’avez pas demandé, ignorez ce message.',

  'viewed.subject': '{who} a ouvert « {link} »',
  'viewed.someone': 'Quelqu’un (sans adresse)',
  'viewed.body':
    '{who} a ouvert votre lien « {link} » vers {kind, select, room {la salle de données « {target} »} other {le document « {target} »}} le {date}.',
  'viewed.bodyFrom':
    '{who} a ouvert votre lien « {link} » vers {kind, select, room {la salle de données « {target} »} other {le document « {target} »}} depuis {place} le {date}.',
  'viewed.count': 'Le lien a maintenant été ouvert {count, plural, one {# fois} many {# fois} other {# fois}}.',
  'viewed.countOf':
    'Le lien a maintenant été ouvert {count, number} {max, plural, one {fois sur #} many {fois sur #} other {fois sur #}}.',
};
