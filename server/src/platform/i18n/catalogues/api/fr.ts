// Français : vouvoiement, espaces insécables avant « : ; ? ! » (U+00A0 avant « : » et dans les guillemets, U+202F avant « ; ? ! »).
import type { ApiWordKey } from './en.js';

export const fr: Record<ApiWordKey, string> = {
  'error.invalid_token': 'Ce lien n’est pas valide. Utilisez le lien le plus récent que vous avez reçu.',
  'error.not_found': 'Cet élément est introuvable. Il a peut-être été supprimé.',
  'error.recipient_delegated': 'Vous avez confié la signature de ce document à une autre personne.',
  'error.recipient_delegated.to': 'Vous avez confié la signature de ce document à {email}.',
  'error.recipient_declined': 'Vous avez refusé de signer ce document.',
  'error.recipient_signed': 'Vous avez déjà signé ce document.',
  'error.envelope_voided': 'L’expéditeur a annulé cette demande de signature.',
  'error.envelope_voided.reason': 'L’expéditeur a annulé cette demande de signature, avec ce motif : {reason}',
  'error.envelope_expired': 'Cette demande de signature a expiré.',
  'error.envelope_expired.on': 'Cette demande de signature a expiré le {date}, avant que tout le monde ait signé.',
  'error.envelope_declined': 'Un signataire a refusé de signer : cette demande de signature a donc pris fin.',
  'error.envelope_completed': 'Tout le monde a signé : cette demande de signature est terminée.',
  'error.link_disabled': 'Le propriétaire a désactivé ce lien.',
  'error.link_deleted': 'Ce lien n’existe plus.',
  'error.link_expired': 'Ce lien a expiré.',
  'error.link_expired.on': 'Ce lien a expiré le {date}.',
  'error.link_view_limit': 'Ce lien a atteint sa limite de consultations.',
  'error.room_archived': 'Cette data room a été archivée.',
  'error.room_deleted': 'Cette data room n’existe plus.',
  'error.document_deleted': 'Ce document a été supprimé.',
  'error.request_closed': 'Cette demande de fichiers est close et n’accepte plus de fichiers.',
  'error.request_deleted': 'Cette demande de fichiers n’existe plus.',
  'error.assignee_removed': 'Vous ne faites plus partie de cette demande de fichiers.',

  'error.access_code_required': 'Saisissez le code d’accès qui vous a été communiqué pour continuer.',
  'error.access_code_incorrect': 'Ce code d’accès n’est pas le bon. Vérifiez-le et réessayez.',
  'error.access_code_incorrect.left':
    '{left, plural, one {Ce code d’accès n’est pas le bon : il vous reste # essai.} many {Ce code d’accès n’est pas le bon : il vous reste # essais.} other {Ce code d’accès n’est pas le bon : il vous reste # essais.}}',
  'error.access_code_locked': 'Trop de codes erronés : le lien est bloqué pendant 15 minutes.',
  'error.consent_required': 'Acceptez de signer électroniquement avant de continuer.',
  'error.consent_withdrawn':
    'Vous avez retiré votre consentement à la signature électronique : ce document ne peut donc plus être signé ici.',
  'error.not_a_signer': 'Votre rôle sur ce document ne comprend pas de signature.',
  'error.not_your_turn': 'Ce n’est pas encore à vous de signer. Vous recevrez un e-mail quand ce sera votre tour.',
  'error.required_fields_missing': 'Certains champs obligatoires ne sont pas encore remplis.',
  'error.email_not_allowed': 'Cette adresse e-mail n’est pas autorisée à ouvrir ce lien.',
  'error.gates_pending': 'Effectuez d’abord les étapes ci-dessus.',
  'error.password_incorrect': 'Ce mot de passe n’est pas le bon. Vérifiez-le et réessayez.',
  'error.verification_code_incorrect': 'Ce code n’est pas le bon. Vérifiez-le et réessayez.',
  'error.verification_code_incorrect.left':
    '{left, plural, one {Ce code n’est pas le bon : il vous reste # essai.} many {Ce code n’est pas le bon : il vous reste # essais.} other {Ce code n’est pas le bon : il vous reste # essais.}}',
  'error.verification_code_expired': 'Ce code a expiré. Demandez-en un nouveau.',
  'error.download_disabled': 'Le téléchargement est désactivé pour ce lien.',
  'error.assistant_disabled': 'L’assistant est désactivé pour ce lien.',
  'error.feedback_disabled': 'Les avis sont désactivés pour ce lien.',
  'error.open_page_disabled': 'Cette demande n’accepte de fichiers que des personnes à qui elle a été envoyée.',
  'error.room_frozen': 'Cette data room est gelée : rien ne peut y être ajouté ni modifié.',

  'error.file_too_large': 'Le fichier dépasse {size}, la taille maximale acceptée ici.',
  'error.payload_too_large': 'C’est trop volumineux pour être envoyé.',
  'error.unsupported_media_type': 'Ce type de fichier n’est pas accepté ici.',
  'error.not_a_pdf': 'Ce fichier n’est pas un PDF.',
  'error.file_missing': 'Ce fichier manque dans le stockage. Le propriétaire a été prévenu.',
  'error.file_integrity_failed':
    'Ce fichier n’a pas passé son contrôle d’intégrité et n’a pas été affiché. Le propriétaire a été prévenu.',

  'error.rate_limited': 'Trop de tentatives. Patientez une minute, puis réessayez.',
  'error.server_busy': 'Le serveur est occupé. Réessayez dans un instant.',
  'error.work_limit': 'Le traitement était trop lourd pour aboutir. Réessayez avec un fichier plus petit.',
  'error.service_unavailable':
    'Un service nécessaire n’a pas répondu. Rien n’a été modifié : réessayez dans un instant.',
  'error.internal_error': 'Un problème est survenu sur le serveur. Réessayez dans un instant.',

  'verify.summary.genuine':
    'Ceci est un document exécuté par ce service, et il n’a pas été modifié depuis son scellement.',
  'verify.summary.altered': 'Ce document a été scellé par ce service, mais il a été modifié depuis son scellement.',
  'verify.summary.foreign_seal': 'Ce document porte une signature numérique, mais pas le sceau de ce service.',
  'verify.summary.unsealed': 'Ce PDF ne porte aucun sceau numérique : ce n’est pas un document exécuté par ce service.',
  'verify.summary.unknown':
    'Ce document porte le sceau de ce service, intact, mais ce n’est pas un document exécuté enregistré ici.',
};
