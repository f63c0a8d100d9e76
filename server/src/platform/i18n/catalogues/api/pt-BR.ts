// Português (Brasil): tratamento por «você», registro cordial e claro.
import type { ApiWordKey } from './en.js';

export const ptBR: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Este link não é válido. Use o link mais recente que você recebeu.',
  'error.not_found': 'Isso não foi encontrado. Talvez tenha sido removido.',
  'error.recipient_delegated': 'Você passou a assinatura deste documento para outra pessoa.',
  'error.recipient_delegated.to': 'Você passou a assinatura deste documento para {email}.',
  'error.recipient_declined': 'Você recusou a assinatura deste documento.',
  'error.recipient_signed': 'Você já assinou este documento.',
  'error.envelope_voided': 'O remetente cancelou esta solicitação de assinatura.',
  'error.envelope_voided.reason': 'O remetente cancelou esta solicitação de assinatura com o motivo: {reason}',
  'error.envelope_expired': 'Esta solicitação de assinatura expirou.',
  'error.envelope_expired.on': 'Esta solicitação de assinatura expirou em {date}, antes que todos assinassem.',
  'error.envelope_declined': 'Alguém recusou a assinatura, então esta solicitação de assinatura terminou.',
  'error.envelope_completed': 'Todos assinaram: esta solicitação de assinatura está concluída.',
  'error.link_disabled': 'O proprietário desativou este link.',
  'error.link_deleted': 'Este link não existe mais.',
  'error.link_expired': 'Este link expirou.',
  'error.link_expired.on': 'Este link expirou em {date}.',
  'error.link_view_limit': 'Este link atingiu o limite de visualizações.',
  'error.room_archived': 'Esta sala de dados foi arquivada.',
  'error.room_deleted': 'Esta sala de dados não existe mais.',
  'error.document_deleted': 'Este documento foi removido.',
  'error.request_closed': 'Esta solicitação de arquivos está encerrada e não aceita mais arquivos.',
  'error.request_deleted': 'Esta solicitação de arquivos não existe mais.',
  'error.assignee_removed': 'Você não faz mais parte desta solicitação de arquivos.',

  'error.access_code_required': 'Digite o código de acesso que você recebeu para continuar.',
  'error.access_code_incorrect': 'Esse código de acesso não está correto. Confira e tente novamente.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Esse código de acesso não está correto: resta # tentativa.} many {Esse código de acesso não está correto: restam # tentativas.} other {Esse código de acesso não está correto: restam # tentativas.}}',
  'error.access_code_locked': 'Códigos errados demais: o link está bloqueado por 15 minutos.',
  'error.consent_required': 'Concorde em assinar eletronicamente antes de continuar.',
  'error.consent_withdrawn':
    'Você retirou seu consentimento para assinar eletronicamente, então este documento não pode mais ser assinado aqui.',
  'error.not_a_signer': 'Seu papel neste documento não inclui assinar.',
  'error.not_your_turn': 'Ainda não é sua vez de assinar. Você receberá um e-mail quando for.',
  'error.required_fields_missing': 'Alguns campos obrigatórios ainda não foram preenchidos.',
  'error.email_not_allowed': 'Este endereço de e-mail não tem permissão para abrir este link.',
  'error.gates_pending': 'Conclua primeiro as etapas acima.',
  'error.password_incorrect': 'Essa senha não está correta. Confira e tente novamente.',
  'error.verification_code_incorrect': 'Esse código não está correto. Confira e tente novamente.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Esse código não está correto: resta # tentativa.} many {Esse código não está correto: restam # tentativas.} other {Esse código não está correto: restam # tentativas.}}',
  'error.verification_code_expired': 'Esse código expirou. Peça um novo.',
  'error.download_disabled': 'O download está desativado para este link.',
  'error.assistant_disabled': 'O assistente está desativado para este link.',
  'error.feedback_disabled': 'O feedback está desativado para este link.',
  'error.open_page_disabled': 'Esta solicitação só aceita arquivos das pessoas para quem foi enviada.',
  'error.room_frozen': 'Esta sala de dados está congelada: nada pode ser adicionado ou alterado.',

  'error.file_too_large': 'O arquivo é maior que {size}, o máximo aceito aqui.',
  'error.payload_too_large': 'Isso é grande demais para enviar.',
  'error.unsupported_media_type': 'Este tipo de arquivo não é aceito aqui.',
  'error.not_a_pdf': 'Este arquivo não é um PDF.',
  'error.file_missing': 'Este arquivo não está no armazenamento. O proprietário foi avisado.',
  'error.file_integrity_failed':
    'Este arquivo não passou na verificação de integridade e não foi exibido. O proprietário foi avisado.',

  'error.rate_limited': 'Tentativas demais. Aguarde um minuto e tente novamente.',
  'error.server_busy': 'O servidor está ocupado. Tente novamente em instantes.',
  'error.work_limit': 'Isso exigiu processamento demais para ser concluído. Tente novamente com um arquivo menor.',
  'error.service_unavailable': 'Um serviço necessário não respondeu. Nada foi alterado: tente novamente em instantes.',
  'error.internal_error': 'Algo deu errado no servidor. Tente novamente em instantes.',

  'verify.summary.genuine': 'Este é um documento finalizado neste serviço e não foi alterado desde que foi selado.',
  'verify.summary.altered': 'Este documento foi selado por este serviço, mas foi alterado desde que foi selado.',
  'verify.summary.foreign_seal': 'Este documento leva uma assinatura digital, mas não o selo deste serviço.',
  'verify.summary.unsealed': 'Este PDF não leva nenhum selo digital: não é um documento finalizado neste serviço.',
  'verify.summary.unknown':
    'Este documento leva o selo deste serviço, intacto, mas não é um documento finalizado registrado aqui.',
};
