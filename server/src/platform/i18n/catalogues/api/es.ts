// Español: tratamiento de «usted», comillas angulares.
import type { ApiWordKey } from './en.js';

export const es: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Este enlace no es válido. Use el enlace más reciente que haya recibido.',
  'error.not_found': 'No se ha encontrado. Puede que se haya eliminado.',
  'error.recipient_delegated': 'Ha encargado la firma de este documento a otra persona.',
  'error.recipient_delegated.to': 'Ha encargado la firma de este documento a {email}.',
  'error.recipient_declined': 'Ha rechazado firmar este documento.',
  'error.recipient_signed': 'Ya ha firmado este documento.',
  'error.envelope_voided': 'El remitente ha anulado esta solicitud de firma.',
  'error.envelope_voided.reason': 'El remitente ha anulado esta solicitud de firma con este motivo: {reason}',
  'error.envelope_expired': 'Esta solicitud de firma ha caducado.',
  'error.envelope_expired.on': 'Esta solicitud de firma caducó el {date}, antes de que todos firmaran.',
  'error.envelope_declined': 'Alguien rechazó firmar, así que esta solicitud de firma ha terminado.',
  'error.envelope_completed': 'Todos han firmado: esta solicitud de firma está completa.',
  'error.link_disabled': 'El propietario ha desactivado este enlace.',
  'error.link_deleted': 'Este enlace ya no existe.',
  'error.link_expired': 'Este enlace ha caducado.',
  'error.link_expired.on': 'Este enlace caducó el {date}.',
  'error.link_view_limit': 'Este enlace ha alcanzado su límite de visualizaciones.',
  'error.room_archived': 'Esta sala de datos se ha archivado.',
  'error.room_deleted': 'Esta sala de datos ya no existe.',
  'error.document_deleted': 'Este documento se ha eliminado.',
  'error.request_closed': 'Esta solicitud de archivos está cerrada y ya no acepta archivos.',
  'error.request_deleted': 'Esta solicitud de archivos ya no existe.',
  'error.assignee_removed': 'Ya no forma parte de esta solicitud de archivos.',

  'error.access_code_required': 'Introduzca el código de acceso que le dieron para continuar.',
  'error.access_code_incorrect': 'Ese código de acceso no es correcto. Compruébelo y vuelva a intentarlo.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Ese código de acceso no es correcto: le queda # intento.} many {Ese código de acceso no es correcto: le quedan # intentos.} other {Ese código de acceso no es correcto: le quedan # intentos.}}',
  'error.access_code_locked': 'Demasiados códigos erróneos: el enlace queda bloqueado durante 15 minutos.',
  'error.consent_required': 'Acepte firmar electrónicamente antes de continuar.',
  'error.consent_withdrawn':
    'Retiró su consentimiento para firmar electrónicamente, así que este documento ya no puede firmarse aquí.',
  'error.not_a_signer': 'Su papel en este documento no incluye firmar.',
  'error.not_your_turn': 'Todavía no es su turno para firmar. Recibirá un correo cuando lo sea.',
  'error.required_fields_missing': 'Aún hay campos obligatorios sin rellenar.',
  'error.email_not_allowed': 'Esta dirección de correo no puede abrir este enlace.',
  'error.gates_pending': 'Complete primero los pasos anteriores.',
  'error.password_incorrect': 'Esa contraseña no es correcta. Compruébela y vuelva a intentarlo.',
  'error.verification_code_incorrect': 'Ese código no es correcto. Compruébelo y vuelva a intentarlo.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Ese código no es correcto: le queda # intento.} many {Ese código no es correcto: le quedan # intentos.} other {Ese código no es correcto: le quedan # intentos.}}',
  'error.verification_code_expired': 'Ese código ha caducado. Pida uno nuevo.',
  'error.download_disabled': 'La descarga está desactivada para este enlace.',
  'error.assistant_disabled': 'El asistente está desactivado para este enlace.',
  'error.feedback_disabled': 'Las opiniones están desactivadas para este enlace.',
  'error.open_page_disabled': 'Esta solicitud solo acepta archivos de las personas a las que se envió.',
  'error.room_frozen': 'Esta sala de datos está congelada: no se puede añadir ni cambiar nada.',

  'error.file_too_large': 'El archivo supera {size}, el máximo que se acepta aquí.',
  'error.payload_too_large': 'Es demasiado grande para enviarlo.',
  'error.unsupported_media_type': 'Este tipo de archivo no se acepta aquí.',
  'error.not_a_pdf': 'Este archivo no es un PDF.',
  'error.file_missing': 'Este archivo falta en el almacenamiento. Se ha avisado al propietario.',
  'error.file_integrity_failed':
    'Este archivo no ha superado la comprobación de integridad y no se ha mostrado. Se ha avisado al propietario.',

  'error.rate_limited': 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  'error.server_busy': 'El servidor está ocupado. Inténtelo de nuevo en un momento.',
  'error.work_limit': 'Era demasiado trabajo para terminarlo. Inténtelo de nuevo con un archivo más pequeño.',
  'error.service_unavailable':
    'Un servicio necesario no ha respondido. No se ha cambiado nada: inténtelo de nuevo en un momento.',
  'error.internal_error': 'Algo ha fallado en el servidor. Inténtelo de nuevo en un momento.',

  'verify.summary.genuine': 'Este es un documento formalizado en este servicio y no ha cambiado desde que se selló.',
  'verify.summary.altered': 'Este documento fue sellado por este servicio, pero ha cambiado desde que se selló.',
  'verify.summary.foreign_seal': 'Este documento lleva una firma digital, pero no el sello de este servicio.',
  'verify.summary.unsealed': 'Este PDF no lleva ningún sello digital: no es un documento formalizado en este servicio.',
  'verify.summary.unknown':
    'Este documento lleva el sello de este servicio, intacto, pero no es un documento formalizado registrado aquí.',
};
