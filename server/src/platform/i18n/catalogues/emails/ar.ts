// الرسائل بالعربية الفصحى (صيغة رسمية مع "يُرجى" حيث أمكن؛ علامات التنصيص « »). يُكتب النص من اليمين إلى اليسار.
import type { Catalogue } from '../../messages.js';

export const ar: Catalogue = {
  'mail.hello': 'مرحبًا {name}،',
  'mail.helloAnonymous': 'مرحبًا،',

  'envelope.subject.default': 'يُرجى التوقيع: {title}',
  'envelope.subject.reminder': 'تذكير: {subject}',
  'envelope.request.sign': 'يطلب منكم {sender} توقيع «{title}».',
  'envelope.request.view': 'أرسل إليكم {sender} «{title}» للاطلاع. لا يلزمكم توقيع أي شيء.',
  'envelope.reminder': 'لا يزال {sender} بانتظار توقيعكم على «{title}».',
  'envelope.delegated': 'أُحيل إليكم هذا المستند.',
  'envelope.delegatedReason': 'أُحيل إليكم هذا المستند: {reason}',
  'envelope.link.sign': 'للمراجعة والتوقيع: {url}',
  'envelope.link.view': 'للاطلاع عليه: {url}',
  'envelope.expires': 'تنتهي صلاحية هذا الرابط في {date}.',
  'envelope.personal': 'هذا الرابط خاص بكم: يُرجى عدم إعادة توجيه هذه الرسالة.',
  'envelope.footer': 'أُرسلت من {sender} <{email}> عبر Dossier.',

  'envelope.completed.subject': 'اكتمل التوقيع: {title}',
  'envelope.completed.body':
    'وقّع جميع الأطراف على «{title}». النسخة الموقّعة مرفقة ({filename})؛ يُرجى الاحتفاظ بها في سجلاتكم.',
  'envelope.completed.digest':
    'بصمة SHA-256 الخاصة بها هي {hash}؛ ويحمل ملف PDF ختمًا رقميًا يمكن لأي قارئ PDF التحقق منه.',

  'envelope.declined.subject': 'رُفض التوقيع: {title}',
  'envelope.declined.body': 'رفض {name} ({email}) توقيع «{title}».',
  'envelope.declined.reason': 'السبب المذكور: {reason}',
  'envelope.declined.over': 'انتهت العملية: لم يعد بإمكان أي شخص آخر التوقيع.',

  'envelope.voided.subject': 'أُلغي: {title}',
  'envelope.voided.body': 'ألغى {sender} توقيع «{title}». لم يعد مطلوبًا منكم أي إجراء؛ والرابط الذي وصلكم لم يعد يعمل.',
  'envelope.voided.reason': 'السبب: {reason}',

  'request.subject.invitation': 'يطلب منكم {sender} ملفات: «{title}»',
  'request.subject.reminder': 'تذكير: {sender} بانتظار ملفاتكم لـ«{title}»',
  'request.invitation': 'يطلب منكم {sender} رفع ملفات لـ«{title}».',
  'request.reminder': 'تذكير: لا يزال {sender} بانتظار ملفات لـ«{title}».',
  'request.items': 'المطلوب:',
  'request.anyFiles': 'أي ملفات لديكم تخص هذا الطلب.',
  'request.optional': '{name} (اختياري)',
  'request.due': 'يُرجى إرسالها قبل {date}.',
  'request.link': 'يُرجى رفعها عبر صفحتكم الشخصية (دون الحاجة إلى حساب؛ ولا تُعيدوا توجيه هذا الرابط):',

  'request.upload.subject': 'ملف جديد لـ«{title}»: {filename}',
  'request.upload.body': 'رفع {who} الملف «{filename}» ({size}) إلى طلب الملفات «{title}».',
  'request.upload.bodyItem': 'رفع {who} الملف «{filename}» ({size}) إلى طلب الملفات «{title}» للبند «{item}».',
  'request.upload.document': 'أصبح الآن المستند {id} في مساحة العمل. SHA-256: {sha256}',
  'request.upload.someone': 'شخص ما',

  'comment.subject':
    '{kind, select, mention {أشار إليكم {author} في تعليق على «{title}»} reply {ردّ {author} على تعليق على «{title}»} other {علّق {author} على «{title}»}}',
  'comment.intro':
    '{kind, select, mention {أشار إليكم {author} في تعليق على «{title}»:} reply {ردّ {author} على تعليق على «{title}»:} other {علّق {author} على «{title}»:}}',
  'comment.passage': 'بخصوص المقطع:',
  'comment.why':
    '{reason, select, owner {تصلكم هذه الرسالة لأنكم مالكو هذا المستند.} thread {تصلكم هذه الرسالة لأنكم شاركتم في هذه المناقشة.} other {تصلكم هذه الرسالة لأن أحدهم أشار إليكم.}}',

  'question.subject': '{followUp, select, yes {متابعة بشأن «{about}»} other {سؤال جديد بشأن «{about}»}}',
  'question.body':
    '{followUp, select, yes {كتب {who} مجددًا بشأن «{about}» عبر الرابط «{link}»:} other {طرح {who} سؤالًا بشأن «{about}» عبر الرابط «{link}»:}}',
  'question.anonymous': 'قارئ مجهول',
  'question.howToReply': 'يمكنكم الرد عبر واجهة API ‏(POST {url}) أو سطر الأوامر ({command}).',
  'question.replyEmailed': 'سيُرسل ردّكم إليه بالبريد الإلكتروني ويظهر في عارض المستند لديه.',
  'question.replyViewerOnly': 'لم يُدخل القارئ عنوانًا: سيظهر ردّكم في عارض المستند لديه فقط.',
  'question.reply.subject': 'ردّ من {from}: «{about}»',
  'question.reply.body': 'ردّ {from} على سؤالكم بشأن «{about}»:',
  'question.reply.yourQuestion': 'كان سؤالكم:',
  'question.reply.more': 'يظهر الرد أيضًا بجانب المستند حيث طرحتم سؤالكم. لطرح المزيد، افتحوا المستند: {url}',

  'code.subject': '{code} هو رمزكم لفتح «{title}»',
  'code.body': 'رمزكم لفتح «{title}» هو:',
  'code.validity':
    'الرمز صالح لمدة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. إذا لم تطلبوه، فيمكنكم تجاهل هذه الرسالة: لا يمكن لأحد فتح الرابط بعنوانكم من دونه.',
  'bulkCode.subject': '{code} هو رمز التنزيل الخاص بكم لـ«{title}»',
  'bulkCode.body': 'رمزكم لتنزيل كل محتوى «{title}» هو:',
  'bulkCode.validity':
    'الرمز صالح لمدة {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. إذا لم تطلبوه، فيمكنكم تجاهل هذه الرسالة.',

  'viewed.subject': 'فتح {who} «{link}»',
  'viewed.someone': 'شخص ما (لم يُدخل عنوانًا)',
  'viewed.body':
    'فتح {who} رابطكم «{link}» إلى {kind, select, room {غرفة البيانات «{target}»} other {المستند «{target}»}} في {date}.',
  'viewed.bodyFrom':
    'فتح {who} رابطكم «{link}» إلى {kind, select, room {غرفة البيانات «{target}»} other {المستند «{target}»}} من {place} في {date}.',
  'viewed.count':
    'فُتح الرابط حتى الآن {count, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}.',
  'viewed.countOf':
    'فُتح الرابط حتى الآن {count, number} من أصل {max, plural, zero {# مرة} one {مرة واحدة} two {مرتين} few {# مرات} many {# مرة} other {# مرة}}.',
};
