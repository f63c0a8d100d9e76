// Листи українською (звертання на «Ви»; лапки «…»).
import type { Catalogue } from '../../messages.js';

export const uk: Catalogue = {
  'mail.hello': 'Добрий день, {name}!',
  'mail.helloAnonymous': 'Добрий день!',

  'envelope.subject.default': 'Прохання підписати: {title}',
  'envelope.subject.reminder': 'Нагадування: {subject}',
  'envelope.request.sign': '{sender} просить Вас підписати «{title}».',
  'envelope.request.view': '{sender} надсилає Вам «{title}» для ознайомлення. Підписувати нічого не потрібно.',
  'envelope.reminder': '{sender} досі чекає на Ваш підпис під «{title}».',
  'envelope.delegated': 'Цей документ передано Вам.',
  'envelope.delegatedReason': 'Цей документ передано Вам: {reason}',
  'envelope.link.sign': 'Переглянути й підписати: {url}',
  'envelope.link.view': 'Прочитати тут: {url}',
  'envelope.expires': 'Термін дії цього посилання спливає {date}.',
  'envelope.personal': 'Це посилання призначене лише для Вас: будь ласка, не пересилайте цей лист.',
  'envelope.footer': 'Надіслано {sender} <{email}> через Dossier.',

  'envelope.completed.subject': 'Завершено: {title}',
  'envelope.completed.body':
    'Усі сторони підписали «{title}». Підписаний примірник додано ({filename}); збережіть його для своїх записів.',
  'envelope.completed.digest':
    'Його хеш SHA-256: {hash}; PDF має цифрову печатку, яку може перевірити будь-яка програма для читання PDF.',

  'envelope.declined.subject': 'Відмова від підпису: {title}',
  'envelope.declined.body': '{name} ({email}) відмовився(-лася) підписати «{title}».',
  'envelope.declined.reason': 'Зазначена причина: {reason}',
  'envelope.declined.over': 'Процедуру завершено: більше ніхто не може підписати.',

  'envelope.voided.subject': 'Скасовано: {title}',
  'envelope.voided.body':
    'Відправник {sender} скасував підписання «{title}». Вам більше нічого не потрібно робити; отримане посилання більше не працює.',
  'envelope.voided.reason': 'Причина: {reason}',

  'request.subject.invitation': '{sender} просить Вас надіслати файли: «{title}»',
  'request.subject.reminder': 'Нагадування: {sender} чекає на Ваші файли для «{title}»',
  'request.invitation': '{sender} просить Вас завантажити файли для «{title}».',
  'request.reminder': 'Нагадуємо: {sender} досі чекає на файли для «{title}».',
  'request.items': 'Що потрібно:',
  'request.anyFiles': 'Будь-які файли, що стосуються цього запиту.',
  'request.optional': '{name} (необов’язково)',
  'request.due': 'Будь ласка, надішліть їх до {date}.',
  'request.link':
    'Завантажте їх на своїй особистій сторінці (обліковий запис не потрібен; не пересилайте це посилання):',

  'request.upload.subject': 'Новий файл для «{title}»: {filename}',
  'request.upload.body': 'До Вашого запиту файлів «{title}» завантажено «{filename}» ({size}). Хто завантажив: {who}.',
  'request.upload.bodyItem':
    'До Вашого запиту файлів «{title}» (пункт «{item}») завантажено «{filename}» ({size}). Хто завантажив: {who}.',
  'request.upload.document': 'Тепер це документ {id} робочого простору. SHA-256: {sha256}',
  'request.upload.someone': 'Хтось',

  'comment.subject':
    '{kind, select, mention {{author} згадує Вас у коментарі до «{title}»} reply {{author} відповідає на коментар до «{title}»} other {{author} коментує «{title}»}}',
  'comment.intro':
    '{kind, select, mention {{author} згадує Вас у коментарі до «{title}»:} reply {{author} відповідає на коментар до «{title}»:} other {{author} коментує «{title}»:}}',
  'comment.passage': 'Щодо фрагмента:',
  'comment.why':
    '{reason, select, owner {Ви отримали цей лист, бо є власником цього документа.} thread {Ви отримали цей лист, бо берете участь у цьому обговоренні.} other {Ви отримали цей лист, бо Вас згадали.}}',

  'question.subject':
    '{followUp, select, yes {Додаткове запитання про «{about}»} other {Нове запитання про «{about}»}}',
  'question.body':
    '{followUp, select, yes {{who} знову пише про «{about}» через посилання «{link}»:} other {{who} ставить запитання про «{about}» через посилання «{link}»:}}',
  'question.anonymous': 'Анонімний читач',
  'question.howToReply': 'Відповісти можна через API (POST {url}) або CLI ({command}).',
  'question.replyEmailed': 'Вашу відповідь буде надіслано електронною поштою й показано в переглядачі.',
  'question.replyViewerOnly': 'Читач не вказав адреси: Вашу відповідь буде показано лише в переглядачі.',
  'question.reply.subject': 'Відповідь від {from}: «{about}»',
  'question.reply.body': '{from} відповідає на Ваше запитання про «{about}»:',
  'question.reply.yourQuestion': 'Ваше запитання:',
  'question.reply.more':
    'Відповідь також показано поруч із документом, де Ви ставили запитання. Щоб запитати ще щось, відкрийте документ: {url}',

  'code.subject': '{code} — Ваш код для «{title}»',
  'code.body': 'Ваш код для відкриття «{title}»:',
  'code.validity':
    'Він дійсний {minutes, plural, one {# хвилину} few {# хвилини} many {# хвилин} other {# хвилини}}. Якщо Ви його не запитували, просто проігноруйте цей лист: без коду ніхто не зможе відкрити посилання з Вашою адресою.',
  'bulkCode.subject': '{code} — Ваш код завантаження для «{title}»',
  'bulkCode.body': 'Ваш код для завантаження всього вмісту «{title}»:',
  'bulkCode.validity':
    'Він дійсний {minutes, plural, one {# хвилину} few {# хвилини} many {# хвилин} other {# хвилини}}. Якщо Ви його не запитували, просто проігноруйте цей лист.',

  'viewed.subject': '«{link}» відкрито: {who}',
  'viewed.someone': 'Хтось (адресу не вказано)',
  'viewed.body':
    'Ваше посилання «{link}» на {kind, select, room {кімнату даних «{target}»} other {документ «{target}»}} відкрито {date}. Хто відкрив: {who}.',
  'viewed.bodyFrom':
    'Ваше посилання «{link}» на {kind, select, room {кімнату даних «{target}»} other {документ «{target}»}} відкрито {date} (місце: {place}). Хто відкрив: {who}.',
  'viewed.count': 'Посилання вже відкрито {count, plural, one {# раз} few {# рази} many {# разів} other {# раза}}.',
  'viewed.countOf':
    'Посилання вже відкрито {count, number} з {max, plural, one {# можливого} few {# можливих} many {# можливих} other {# можливого}} разу.',
};
