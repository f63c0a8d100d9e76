// 简体中文邮件（敬称"您"；引号"…"用全角弯引号“”）。
import type { Catalogue } from '../../messages.js';

export const zhCN: Catalogue = {
  'mail.hello': '{name}，您好：',
  'mail.helloAnonymous': '您好：',

  'envelope.subject.default': '请签署：{title}',
  'envelope.subject.reminder': '提醒：{subject}',
  'envelope.request.sign': '{sender} 邀请您签署“{title}”。',
  'envelope.request.view': '{sender} 向您发送了“{title}”，供您知悉。您无需签署任何内容。',
  'envelope.reminder': '{sender} 仍在等待您签署“{title}”。',
  'envelope.delegated': '此文件已转交给您。',
  'envelope.delegatedReason': '此文件已转交给您：{reason}',
  'envelope.link.sign': '查看并签署：{url}',
  'envelope.link.view': '在此阅读：{url}',
  'envelope.expires': '此链接将于 {date} 失效。',
  'envelope.personal': '此链接仅供您本人使用：请勿转发此邮件。',
  'envelope.footer': '由 {sender} <{email}> 通过 Dossier 发送。',

  'envelope.completed.subject': '已完成：{title}',
  'envelope.completed.body': '所有人均已签署“{title}”。已签署的文件见附件（{filename}），请妥善保存。',
  'envelope.completed.digest': '其 SHA-256 摘要为 {hash}；该 PDF 带有数字印章，任何 PDF 阅读器均可验证。',

  'envelope.declined.subject': '已拒签：{title}',
  'envelope.declined.body': '{name}（{email}）拒绝签署“{title}”。',
  'envelope.declined.reason': '拒签理由：{reason}',
  'envelope.declined.over': '此签署流程已结束：其他人无法再签署。',

  'envelope.voided.subject': '已取消：{title}',
  'envelope.voided.body': '{sender} 已取消“{title}”的签署。您无需再进行任何操作；您收到的链接已失效。',
  'envelope.voided.reason': '原因：{reason}',

  'request.subject.invitation': '{sender} 请您提供文件：“{title}”',
  'request.subject.reminder': '提醒：{sender} 正在等待您提交“{title}”的文件',
  'request.invitation': '{sender} 请您为“{title}”上传文件。',
  'request.reminder': '温馨提醒：{sender} 仍在等待“{title}”的文件。',
  'request.items': '所需文件：',
  'request.anyFiles': '与此请求相关的任何文件。',
  'request.optional': '{name}（可选）',
  'request.due': '请于 {date} 前提交。',
  'request.link': '请在您的专属页面上传（无需注册账户；请勿转发此链接）：',

  'request.upload.subject': '“{title}”有新文件：{filename}',
  'request.upload.body': '{who} 向您的文件请求“{title}”上传了“{filename}”（{size}）。',
  'request.upload.bodyItem': '{who} 向您的文件请求“{title}”的“{item}”上传了“{filename}”（{size}）。',
  'request.upload.document': '该文件现为工作区文档 {id}。SHA-256：{sha256}',
  'request.upload.someone': '有人',

  'comment.subject':
    '{kind, select, mention {{author} 在“{title}”的评论中提到了您} reply {{author} 回复了“{title}”上的一条评论} other {{author} 评论了“{title}”}}',
  'comment.intro':
    '{kind, select, mention {{author} 在“{title}”的评论中提到了您：} reply {{author} 回复了“{title}”上的一条评论：} other {{author} 评论了“{title}”：}}',
  'comment.passage': '相关段落：',
  'comment.why':
    '{reason, select, owner {您收到此邮件，是因为您是此文件的所有者。} thread {您收到此邮件，是因为您参与了此讨论。} other {您收到此邮件，是因为有人提到了您。}}',

  'question.subject': '{followUp, select, yes {关于“{about}”的追问} other {关于“{about}”的新问题}}',
  'question.body':
    '{followUp, select, yes {{who} 通过链接“{link}”就“{about}”再次留言：} other {{who} 通过链接“{link}”就“{about}”提出了问题：}}',
  'question.anonymous': '一位匿名读者',
  'question.howToReply': '请通过 API（POST {url}）或 CLI（{command}）回复。',
  'question.replyEmailed': '您的回复将通过邮件发送给对方，并显示在其查看器中。',
  'question.replyViewerOnly': '该读者未留下邮箱地址：您的回复仅会显示在其查看器中。',
  'question.reply.subject': '来自 {from} 的回复：“{about}”',
  'question.reply.body': '{from} 回复了您关于“{about}”的问题：',
  'question.reply.yourQuestion': '您的问题：',
  'question.reply.more': '回复也会显示在您提问的文件旁边。如需继续提问，请打开文件：{url}',

  'code.subject': '您用于“{title}”的验证码是 {code}',
  'code.body': '您打开“{title}”的验证码是：',
  'code.validity':
    '验证码 {minutes, plural, other {# 分钟}}内有效。如果您并未请求验证码，请忽略此邮件：没有验证码，任何人都无法用您的邮箱地址打开该链接。',
  'bulkCode.subject': '您用于“{title}”的下载验证码是 {code}',
  'bulkCode.body': '您下载“{title}”全部内容的验证码是：',
  'bulkCode.validity': '验证码 {minutes, plural, other {# 分钟}}内有效。如果您并未请求验证码，请忽略此邮件。',

  'viewed.subject': '{who} 打开了“{link}”',
  'viewed.someone': '有人（未提供邮箱地址）',
  'viewed.body':
    '{who} 于 {date} 打开了您指向{kind, select, room {数据室“{target}”} other {文件“{target}”}}的链接“{link}”。',
  'viewed.bodyFrom':
    '{who} 于 {date} 从 {place} 打开了您指向{kind, select, room {数据室“{target}”} other {文件“{target}”}}的链接“{link}”。',
  'viewed.count': '该链接目前已被打开 {count, plural, other {# 次}}。',
  'viewed.countOf': '该链接目前已被打开 {count, number} 次（上限 {max, plural, other {# 次}}）。',
};
