// Os e-mails em português do Brasil (tratamento por "você", usual e cortês no Brasil; aspas “ ”).
import type { Catalogue } from '../../messages.js';

export const ptBR: Catalogue = {
  'mail.hello': 'Olá, {name},',
  'mail.helloAnonymous': 'Olá,',

  'envelope.subject.default': 'Assinatura solicitada: {title}',
  'envelope.subject.reminder': 'Lembrete: {subject}',
  'envelope.request.sign': '{sender} solicita a sua assinatura em “{title}”.',
  'envelope.request.view': '{sender} enviou “{title}” para o seu conhecimento. Você não precisa assinar nada.',
  'envelope.reminder': '{sender} ainda aguarda a sua assinatura em “{title}”.',
  'envelope.delegated': 'Este documento foi repassado a você.',
  'envelope.delegatedReason': 'Este documento foi repassado a você: {reason}',
  'envelope.link.sign': 'Revisar e assinar: {url}',
  'envelope.link.view': 'Leia aqui: {url}',
  'envelope.expires': 'Este link expira em {date}.',
  'envelope.personal': 'Este link é pessoal: não encaminhe este e-mail.',
  'envelope.footer': 'Enviado por {sender} <{email}> pelo Dossier.',

  'envelope.completed.subject': 'Concluído: {title}',
  'envelope.completed.body':
    'Todos assinaram “{title}”. A via assinada está anexada ({filename}); guarde-a em seus registros.',
  'envelope.completed.digest':
    'O hash SHA-256 dela é {hash}; o PDF tem um selo digital que qualquer leitor de PDF pode verificar.',

  'envelope.declined.subject': 'Assinatura recusada: {title}',
  'envelope.declined.body': '{name} ({email}) recusou-se a assinar “{title}”.',
  'envelope.declined.reason': 'Motivo informado: {reason}',
  'envelope.declined.over': 'O processo foi encerrado: ninguém mais pode assinar.',

  'envelope.voided.subject': 'Cancelado: {title}',
  'envelope.voided.body':
    '{sender} cancelou a assinatura de “{title}”. Você não precisa mais fazer nada; o link que você recebeu não funciona mais.',
  'envelope.voided.reason': 'Motivo: {reason}',

  'request.subject.invitation': '{sender} solicita arquivos a você: “{title}”',
  'request.subject.reminder': 'Lembrete: {sender} aguarda seus arquivos para “{title}”',
  'request.invitation': '{sender} pede que você envie arquivos para “{title}”.',
  'request.reminder': 'Lembrete: {sender} ainda aguarda arquivos para “{title}”.',
  'request.items': 'O que está sendo solicitado:',
  'request.anyFiles': 'Quaisquer arquivos que você tenha para esta solicitação.',
  'request.optional': '{name} (opcional)',
  'request.due': 'Envie-os até {date}.',
  'request.link': 'Envie-os na sua página pessoal (não é preciso ter conta; não encaminhe este link):',

  'request.upload.subject': 'Novo arquivo para “{title}”: {filename}',
  'request.upload.body': '{who} enviou “{filename}” ({size}) para a sua solicitação de arquivos “{title}”.',
  'request.upload.bodyItem':
    '{who} enviou “{filename}” ({size}) para a sua solicitação de arquivos “{title}”, em “{item}”.',
  'request.upload.document': 'Agora é o documento {id} do espaço de trabalho. SHA-256: {sha256}',
  'request.upload.someone': 'Alguém',

  'comment.subject':
    '{kind, select, mention {{author} mencionou você em um comentário sobre “{title}”} reply {{author} respondeu a um comentário sobre “{title}”} other {{author} comentou em “{title}”}}',
  'comment.intro':
    '{kind, select, mention {{author} mencionou você em um comentário sobre “{title}”:} reply {{author} respondeu a um comentário sobre “{title}”:} other {{author} comentou em “{title}”:}}',
  'comment.passage': 'Sobre o trecho:',
  'comment.why':
    '{reason, select, owner {Você recebeu esta mensagem porque é o proprietário deste documento.} thread {Você recebeu esta mensagem porque participou desta conversa.} other {Você recebeu esta mensagem porque foi mencionado.}}',

  'question.subject': '{followUp, select, yes {Nova mensagem sobre “{about}”} other {Nova pergunta sobre “{about}”}}',
  'question.body':
    '{followUp, select, yes {{who} escreveu novamente sobre “{about}” pelo link “{link}”:} other {{who} fez uma pergunta sobre “{about}” pelo link “{link}”:}}',
  'question.anonymous': 'Um leitor anônimo',
  'question.howToReply': 'Responda pela API (POST {url}) ou pela CLI ({command}).',
  'question.replyEmailed': 'A sua resposta será enviada por e-mail e exibida no visualizador da pessoa.',
  'question.replyViewerOnly':
    'O leitor não informou um endereço: a sua resposta será exibida apenas no visualizador dele.',
  'question.reply.subject': 'Resposta de {from}: “{about}”',
  'question.reply.body': '{from} respondeu à sua pergunta sobre “{about}”:',
  'question.reply.yourQuestion': 'A sua pergunta foi:',
  'question.reply.more':
    'A resposta também aparece ao lado do documento onde você perguntou. Para perguntar mais, abra o documento: {url}',

  'code.subject': '{code} é o seu código para “{title}”',
  'code.body': 'O seu código para abrir “{title}” é:',
  'code.validity':
    'Ele é válido por {minutes, plural, one {# minuto} many {# minutos} other {# minutos}}. Se você não o solicitou, ignore esta mensagem: ninguém consegue abrir o link com o seu endereço sem ele.',
  'bulkCode.subject': '{code} é o seu código de download para “{title}”',
  'bulkCode.body': 'O seu código para baixar todo o conteúdo de “{title}” é:',
  'bulkCode.validity':
    'Ele é válido por {minutes, plural, one {# minuto} many {# minutos} other {# minutos}}. Se você não o solicitou, ignore esta mensagem.',

  'viewed.subject': '{who} abriu “{link}”',
  'viewed.someone': 'Alguém (sem endereço informado)',
  'viewed.body':
    '{who} abriu o seu link “{link}” para {kind, select, room {a sala de dados “{target}”} other {o documento “{target}”}} em {date}.',
  'viewed.bodyFrom':
    '{who} abriu o seu link “{link}” para {kind, select, room {a sala de dados “{target}”} other {o documento “{target}”}} de {place} em {date}.',
  'viewed.count': 'O link já foi aberto {count, plural, one {# vez} many {# vezes} other {# vezes}}.',
  'viewed.countOf':
    'O link já foi aberto {count, number} de {max, plural, one {# vez possível} many {# vezes possíveis} other {# vezes possíveis}}.',
};
