// Los correos en español (trato de usted; comillas angulares « »).
import type { Catalogue } from '../../messages.js';

export const es: Catalogue = {
  'mail.hello': 'Hola, {name}:',
  'mail.helloAnonymous': 'Hola:',

  'envelope.subject.default': 'Firma pendiente: {title}',
  'envelope.subject.reminder': 'Recordatorio: {subject}',
  'envelope.request.sign': '{sender} le pide que firme «{title}».',
  'envelope.request.view': '{sender} le ha enviado «{title}» para su información. No necesita firmar nada.',
  'envelope.reminder': '{sender} sigue esperando su firma en «{title}».',
  'envelope.delegated': 'Este documento se le ha transferido.',
  'envelope.delegatedReason': 'Este documento se le ha transferido: {reason}',
  'envelope.link.sign': 'Revisar y firmar: {url}',
  'envelope.link.view': 'Léalo aquí: {url}',
  'envelope.expires': 'Este enlace caduca el {date}.',
  'envelope.personal': 'Este enlace es personal: no reenvíe este correo.',
  'envelope.footer': 'Enviado por {sender} <{email}> a través de Dossier.',

  'envelope.completed.subject': 'Completado: {title}',
  'envelope.completed.body':
    'Todos han firmado «{title}». Se adjunta la copia firmada ({filename}); consérvela para sus registros.',
  'envelope.completed.digest':
    'Su huella SHA-256 es {hash}; el PDF lleva un sello digital que cualquier lector de PDF puede verificar.',

  'envelope.declined.subject': 'Firma rechazada: {title}',
  'envelope.declined.body': '{name} ({email}) ha rechazado firmar «{title}».',
  'envelope.declined.reason': 'Motivo indicado: {reason}',
  'envelope.declined.over': 'El proceso ha terminado: nadie más puede firmar.',

  'envelope.voided.subject': 'Cancelado: {title}',
  'envelope.voided.body':
    '{sender} ha cancelado la firma de «{title}». Ya no necesita hacer nada; el enlace que recibió ha dejado de funcionar.',
  'envelope.voided.reason': 'Motivo: {reason}',

  'request.subject.invitation': '{sender} le solicita archivos: «{title}»',
  'request.subject.reminder': 'Recordatorio: {sender} espera sus archivos para «{title}»',
  'request.invitation': '{sender} le pide que suba archivos para «{title}».',
  'request.reminder': 'Le recordamos que {sender} sigue esperando archivos para «{title}».',
  'request.items': 'Qué se solicita:',
  'request.anyFiles': 'Cualquier archivo que tenga para esta solicitud.',
  'request.optional': '{name} (opcional)',
  'request.due': 'Envíelos antes del {date}.',
  'request.link': 'Súbalos en su página personal (no necesita cuenta; no reenvíe este enlace):',

  'request.upload.subject': 'Nuevo archivo para «{title}»: {filename}',
  'request.upload.body': '{who} ha subido «{filename}» ({size}) a su solicitud de archivos «{title}».',
  'request.upload.bodyItem':
    '{who} ha subido «{filename}» ({size}) a su solicitud de archivos «{title}», para «{item}».',
  'request.upload.document': 'Ahora es el documento {id} del espacio de trabajo. SHA-256: {sha256}',
  'request.upload.someone': 'Alguien',

  'comment.subject':
    '{kind, select, mention {{author} le ha mencionado en un comentario sobre «{title}»} reply {{author} ha respondido a un comentario sobre «{title}»} other {{author} ha comentado «{title}»}}',
  'comment.intro':
    '{kind, select, mention {{author} le ha mencionado en un comentario sobre «{title}»:} reply {{author} ha respondido a un comentario sobre «{title}»:} other {{author} ha comentado «{title}»:}}',
  'comment.passage': 'Sobre el pasaje:',
  'comment.why':
    '{reason, select, owner {Recibe este mensaje porque es el propietario de este documento.} thread {Recibe este mensaje porque ha participado en esta conversación.} other {Recibe este mensaje porque le han mencionado.}}',

  'question.subject': '{followUp, select, yes {Seguimiento sobre «{about}»} other {Nueva pregunta sobre «{about}»}}',
  'question.body':
    '{followUp, select, yes {{who} ha vuelto a escribir sobre «{about}» a través del enlace «{link}»:} other {{who} ha hecho una pregunta sobre «{about}» a través del enlace «{link}»:}}',
  'question.anonymous': 'Un lector anónimo',
  'question.howToReply': 'Responda con la API (POST {url}) o con la CLI ({command}).',
  'question.replyEmailed': 'Su respuesta se le enviará por correo y se mostrará en su visor.',
  'question.replyViewerOnly': 'El lector no indicó ninguna dirección: su respuesta solo se mostrará en su visor.',
  'question.reply.subject': 'Respuesta de {from}: «{about}»',
  'question.reply.body': '{from} ha respondido a su pregunta sobre «{about}»:',
  'question.reply.yourQuestion': 'Su pregunta fue:',
  'question.reply.more':
    'La respuesta también se muestra junto al documento donde preguntó. Para preguntar algo más, abra el documento: {url}',

  'code.subject': '{code} es su código para «{title}»',
  'code.body': 'Su código para abrir «{title}» es:',
  'code.validity':
    'Es válido durante {minutes, plural, one {# minuto} many {# minutos} other {# minutos}}. Si no lo ha solicitado, puede ignorar este mensaje: nadie puede abrir el enlace con su dirección sin él.',
  'bulkCode.subject': '{code} es su código de descarga para «{title}»',
  'bulkCode.body': 'Su código para descargar todo el contenido de «{title}» es:',
  'bulkCode.validity':
    'Es válido durante {minutes, plural, one {# minuto} many {# minutos} other {# minutos}}. Si no lo ha solicitado, puede ignorar este mensaje.',

  'viewed.subject': '{who} ha abierto «{link}»',
  'viewed.someone': 'Alguien (sin dirección)',
  'viewed.body':
    '{who} ha abierto su enlace «{link}» a {kind, select, room {la sala de datos «{target}»} other {el documento «{target}»}} el {date}.',
  'viewed.bodyFrom':
    '{who} ha abierto su enlace «{link}» a {kind, select, room {la sala de datos «{target}»} other {el documento «{target}»}} desde {place} el {date}.',
  'viewed.count': 'El enlace se ha abierto {count, plural, one {# vez} many {# veces} other {# veces}} hasta ahora.',
  'viewed.countOf':
    'El enlace se ha abierto {count, number} de {max, plural, one {# vez posible} many {# veces posibles} other {# veces posibles}}.',
};
