// 日本語：です・ます調。ボタンは体言止め・動詞の終止形で簡潔に。
import type { ApiWordKey } from './en.js';

export const ja: Record<ApiWordKey, string> = {
  'error.invalid_token': 'このリンクは無効です。最後に届いたリンクをお使いください。',
  'error.not_found': '見つかりませんでした。削除された可能性があります。',
  'error.recipient_delegated': 'この文書の署名を他の方に委任しました。',
  'error.recipient_delegated.to': 'この文書の署名を {email} に委任しました。',
  'error.recipient_declined': 'この文書への署名を辞退しました。',
  'error.recipient_signed': 'この文書には署名済みです。',
  'error.envelope_voided': '送信者がこの署名依頼を取り消しました。',
  'error.envelope_voided.reason': '送信者がこの署名依頼を取り消しました。理由：{reason}',
  'error.envelope_expired': 'この署名依頼は期限切れです。',
  'error.envelope_expired.on': 'この署名依頼は、全員の署名が揃う前の{date}に期限切れになりました。',
  'error.envelope_declined': '署名を辞退した方がいるため、この署名依頼は終了しました。',
  'error.envelope_completed': '全員が署名しました。この署名依頼は完了しています。',
  'error.link_disabled': '所有者がこのリンクを無効にしました。',
  'error.link_deleted': 'このリンクはもう存在しません。',
  'error.link_expired': 'このリンクは期限切れです。',
  'error.link_expired.on': 'このリンクは{date}に期限切れになりました。',
  'error.link_view_limit': 'このリンクは閲覧回数の上限に達しました。',
  'error.room_archived': 'このデータルームはアーカイブされました。',
  'error.room_deleted': 'このデータルームはもう存在しません。',
  'error.document_deleted': 'この文書は削除されました。',
  'error.request_closed': 'このファイル依頼は締め切られ、ファイルを受け付けていません。',
  'error.request_deleted': 'このファイル依頼はもう存在しません。',
  'error.assignee_removed': 'このファイル依頼の対象から外れました。',

  'error.access_code_required': '続行するには、受け取ったアクセスコードを入力してください。',
  'error.access_code_incorrect': 'アクセスコードが正しくありません。確認して、もう一度お試しください。',
  'error.access_code_incorrect.left':
    '{left, plural, other {アクセスコードが正しくありません。あと#回お試しいただけます。}}',
  'error.access_code_locked': '誤ったコードが多すぎるため、リンクは15分間ロックされています。',
  'error.consent_required': '続行する前に、電子署名に同意してください。',
  'error.consent_withdrawn': '電子署名への同意を撤回されたため、この文書はここでは署名できなくなりました。',
  'error.not_a_signer': 'この文書でのお客様の役割には署名が含まれていません。',
  'error.not_your_turn': 'まだ署名の順番ではありません。順番が来たらメールでお知らせします。',
  'error.required_fields_missing': 'まだ入力されていない必須項目があります。',
  'error.email_not_allowed': 'このメールアドレスではこのリンクを開けません。',
  'error.gates_pending': '先に上の手順を完了してください。',
  'error.password_incorrect': 'パスワードが正しくありません。確認して、もう一度お試しください。',
  'error.verification_code_incorrect': 'コードが正しくありません。確認して、もう一度お試しください。',
  'error.verification_code_incorrect.left':
    '{left, plural, other {コードが正しくありません。あと#回お試しいただけます。}}',
  'error.verification_code_expired': 'コードの有効期限が切れています。新しいコードをリクエストしてください。',
  'error.download_disabled': 'このリンクではダウンロードが無効になっています。',
  'error.assistant_disabled': 'このリンクではアシスタントが無効になっています。',
  'error.feedback_disabled': 'このリンクではフィードバックが無効になっています。',
  'error.open_page_disabled': 'この依頼は、送付先の方からのファイルのみ受け付けます。',
  'error.room_frozen': 'このデータルームは凍結されています。追加や変更はできません。',

  'error.file_too_large': 'ファイルが、ここで受け付けられる上限の {size} を超えています。',
  'error.payload_too_large': 'サイズが大きすぎて送信できません。',
  'error.unsupported_media_type': 'この種類のファイルはここでは受け付けていません。',
  'error.not_a_pdf': 'このファイルは PDF ではありません。',
  'error.file_missing': 'このファイルが保存先に見当たりません。所有者には通知済みです。',
  'error.file_integrity_failed':
    'このファイルは整合性チェックに失敗したため、表示されませんでした。所有者には通知済みです。',

  'error.rate_limited': '試行回数が多すぎます。1分ほど待ってから、もう一度お試しください。',
  'error.server_busy': 'サーバーが混み合っています。しばらくしてからもう一度お試しください。',
  'error.work_limit': '処理量が多すぎて完了できませんでした。より小さいファイルでもう一度お試しください。',
  'error.service_unavailable':
    '必要なサービスが応答しませんでした。変更は行われていません。しばらくしてからもう一度お試しください。',
  'error.internal_error': 'サーバーで問題が発生しました。しばらくしてからもう一度お試しください。',

  'verify.summary.genuine': 'これはこのサービスで締結された文書であり、封印後に変更されていません。',
  'verify.summary.altered': 'この文書はこのサービスで封印されましたが、封印後に変更されています。',
  'verify.summary.foreign_seal': 'この文書にはデジタル署名がありますが、このサービスの封印ではありません。',
  'verify.summary.unsealed': 'この PDF にはデジタル封印がありません。このサービスで締結された文書ではありません。',
  'verify.summary.unknown':
    'この文書にはこのサービスの封印があり、損なわれていませんが、ここに記録された締結済みの文書ではありません。',
};
