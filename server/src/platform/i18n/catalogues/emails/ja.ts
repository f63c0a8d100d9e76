// 日本語のメール（です・ます調、「」で引用）。
import type { Catalogue } from '../../messages.js';

export const ja: Catalogue = {
  'mail.hello': '{name} 様',
  'mail.helloAnonymous': 'ご担当者様',

  'envelope.subject.default': '署名のお願い：{title}',
  'envelope.subject.reminder': 'リマインダー：{subject}',
  'envelope.request.sign': '{sender} より「{title}」への署名のご依頼が届いています。',
  'envelope.request.view': '{sender} より「{title}」が参考として送付されました。署名の必要はありません。',
  'envelope.reminder': '{sender} が「{title}」へのご署名をお待ちしています。',
  'envelope.delegated': 'この文書はあなたに引き継がれました。',
  'envelope.delegatedReason': 'この文書はあなたに引き継がれました：{reason}',
  'envelope.link.sign': '内容を確認して署名する：{url}',
  'envelope.link.view': 'こちらからお読みいただけます：{url}',
  'envelope.expires': 'このリンクの有効期限は {date} です。',
  'envelope.personal': 'このリンクはあなた専用です。このメールを転送しないでください。',
  'envelope.footer': '{sender} <{email}> が Dossier を通じて送信しました。',

  'envelope.completed.subject': '完了：{title}',
  'envelope.completed.body':
    '「{title}」への署名がすべて完了しました。署名済みの文書を添付しました（{filename}）。記録として保管してください。',
  'envelope.completed.digest':
    'SHA-256 ダイジェストは {hash} です。PDF にはどの PDF リーダーでも検証できる電子シールが付いています。',

  'envelope.declined.subject': '署名拒否：{title}',
  'envelope.declined.body': '{name}（{email}）が「{title}」への署名を拒否しました。',
  'envelope.declined.reason': '理由：{reason}',
  'envelope.declined.over': 'この手続きは終了しました。これ以上の署名はできません。',

  'envelope.voided.subject': '取り消し：{title}',
  'envelope.voided.body':
    '{sender} が「{title}」の署名手続きを取り消しました。対応の必要はありません。お送りしたリンクは無効になりました。',
  'envelope.voided.reason': '理由：{reason}',

  'request.subject.invitation': '{sender} からファイルのご提出のお願い：「{title}」',
  'request.subject.reminder': 'リマインダー：{sender} が「{title}」のファイルをお待ちしています',
  'request.invitation': '{sender} より「{title}」のファイルのアップロードをお願いしています。',
  'request.reminder': 'リマインダーです：{sender} が「{title}」のファイルを引き続きお待ちしています。',
  'request.items': 'ご提出いただくもの：',
  'request.anyFiles': 'このご依頼に関するファイルをご提出ください。',
  'request.optional': '{name}（任意）',
  'request.due': '{date} までにお送りください。',
  'request.link':
    'あなた専用のページからアップロードしてください（アカウント不要。このリンクは転送しないでください）：',

  'request.upload.subject': '「{title}」に新しいファイル：{filename}',
  'request.upload.body': '{who} がファイルリクエスト「{title}」に「{filename}」（{size}）をアップロードしました。',
  'request.upload.bodyItem':
    '{who} がファイルリクエスト「{title}」の「{item}」に「{filename}」（{size}）をアップロードしました。',
  'request.upload.document': 'ワークスペースの文書 {id} として保存されました。SHA-256：{sha256}',
  'request.upload.someone': 'どなたか',

  'comment.subject':
    '{kind, select, mention {{author} さんが「{title}」へのコメントであなたをメンションしました} reply {{author} さんが「{title}」のコメントに返信しました} other {{author} さんが「{title}」にコメントしました}}',
  'comment.intro':
    '{kind, select, mention {{author} さんが「{title}」へのコメントであなたをメンションしました：} reply {{author} さんが「{title}」のコメントに返信しました：} other {{author} さんが「{title}」にコメントしました：}}',
  'comment.passage': '該当箇所：',
  'comment.why':
    '{reason, select, owner {この文書の所有者であるため、このメールをお送りしています。} thread {このスレッドに参加されているため、このメールをお送りしています。} other {メンションされたため、このメールをお送りしています。}}',

  'question.subject':
    '{followUp, select, yes {「{about}」についての追加の質問} other {「{about}」についての新しい質問}}',
  'question.body':
    '{followUp, select, yes {{who} がリンク「{link}」から「{about}」について再度メッセージを送りました：} other {{who} がリンク「{link}」から「{about}」について質問しました：}}',
  'question.anonymous': '匿名の閲覧者',
  'question.howToReply': 'API（POST {url}）または CLI（{command}）で返信してください。',
  'question.replyEmailed': '返信は質問者にメールで送られ、ビューアにも表示されます。',
  'question.replyViewerOnly': '質問者はアドレスを入力していないため、返信はビューアにのみ表示されます。',
  'question.reply.subject': '{from} からの返信：「{about}」',
  'question.reply.body': '{from} から「{about}」についてのご質問に返信がありました：',
  'question.reply.yourQuestion': 'ご質問の内容：',
  'question.reply.more':
    '返信は、ご質問いただいた文書の横にも表示されます。さらにご質問がある場合は、文書を開いてください：{url}',

  'code.subject': '「{title}」の確認コードは {code} です',
  'code.body': '「{title}」を開くための確認コード：',
  'code.validity':
    '有効期間は {minutes, plural, other {# 分}}です。お心当たりがない場合は、このメールを無視してください。このコードがなければ、あなたのアドレスでリンクを開くことはできません。',
  'bulkCode.subject': '「{title}」のダウンロードコードは {code} です',
  'bulkCode.body': '「{title}」のすべてをダウンロードするためのコード：',
  'bulkCode.validity':
    '有効期間は {minutes, plural, other {# 分}}です。お心当たりがない場合は、このメールを無視してください。',

  'viewed.subject': '{who} が「{link}」を開きました',
  'viewed.someone': 'どなたか（アドレス未入力）',
  'viewed.body':
    '{who} が {date} に、{kind, select, room {データルーム「{target}」} other {文書「{target}」}}へのリンク「{link}」を開きました。',
  'viewed.bodyFrom':
    '{who} が {date} に {place} から、{kind, select, room {データルーム「{target}」} other {文書「{target}」}}へのリンク「{link}」を開きました。',
  'viewed.count': 'このリンクはこれまでに {count, plural, other {# 回}}開かれました。',
  'viewed.countOf': 'このリンクはこれまでに {max, plural, other {# 回}}中 {count, number} 回開かれました。',
};
