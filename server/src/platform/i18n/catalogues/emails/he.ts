// ההודעות בעברית (ניסוח רשמי, פניות בלשון "נא" ובסבילי כדי לא להניח מגדר; מירכאות "…"). נכתב מימין לשמאל.
import type { Catalogue } from '../../messages.js';

export const he: Catalogue = {
  'mail.hello': 'שלום {name},',
  'mail.helloAnonymous': 'שלום,',

  'envelope.subject.default': 'נא לחתום: {title}',
  'envelope.subject.reminder': 'תזכורת: {subject}',
  'envelope.request.sign': '{sender} מבקש/ת את חתימתך על "{title}".',
  'envelope.request.view': '{sender} שלח/ה אליך את "{title}" לידיעה. אין צורך לחתום על דבר.',
  'envelope.reminder': '{sender} עדיין ממתין/ה לחתימתך על "{title}".',
  'envelope.delegated': 'המסמך הועבר אליך.',
  'envelope.delegatedReason': 'המסמך הועבר אליך: {reason}',
  'envelope.link.sign': 'לעיון ולחתימה: {url}',
  'envelope.link.view': 'לקריאה: {url}',
  'envelope.expires': 'תוקף הקישור יפוג ב-{date}.',
  'envelope.personal': 'הקישור אישי: נא לא להעביר הודעה זו.',
  'envelope.footer': 'נשלח על ידי {sender} <{email}> באמצעות Dossier.',

  'envelope.completed.subject': 'הושלם: {title}',
  'envelope.completed.body': 'כל הצדדים חתמו על "{title}". העותק החתום מצורף ({filename}); נא לשמור אותו לתיעוד.',
  'envelope.completed.digest': 'תקציר ה-SHA-256 שלו הוא {hash}; קובץ ה-PDF נושא חותמת דיגיטלית שכל קורא PDF יכול לאמת.',

  'envelope.declined.subject': 'החתימה נדחתה: {title}',
  'envelope.declined.body': '{name} ({email}) סירב/ה לחתום על "{title}".',
  'envelope.declined.reason': 'הסיבה שצוינה: {reason}',
  'envelope.declined.over': 'התהליך הסתיים: איש לא יוכל לחתום עוד.',

  'envelope.voided.subject': 'בוטל: {title}',
  'envelope.voided.body':
    '{sender} ביטל/ה את החתימה על "{title}". אין צורך בפעולה נוספת; הקישור שנשלח אליך אינו פעיל עוד.',
  'envelope.voided.reason': 'סיבה: {reason}',

  'request.subject.invitation': '{sender} מבקש/ת ממך קבצים: "{title}"',
  'request.subject.reminder': 'תזכורת: {sender} ממתין/ה לקבצים שלך עבור "{title}"',
  'request.invitation': '{sender} מבקש/ת ממך להעלות קבצים עבור "{title}".',
  'request.reminder': 'תזכורת: {sender} עדיין ממתין/ה לקבצים עבור "{title}".',
  'request.items': 'מה מתבקש:',
  'request.anyFiles': 'כל קובץ שיש ברשותך עבור בקשה זו.',
  'request.optional': '{name} (רשות)',
  'request.due': 'נא לשלוח אותם עד {date}.',
  'request.link': 'נא להעלות אותם בדף האישי שלך (אין צורך בחשבון; נא לא להעביר קישור זה):',

  'request.upload.subject': 'קובץ חדש עבור "{title}": {filename}',
  'request.upload.body': '{who} העלה/תה את "{filename}" ({size}) לבקשת הקבצים "{title}".',
  'request.upload.bodyItem': '{who} העלה/תה את "{filename}" ({size}) לבקשת הקבצים "{title}", עבור "{item}".',
  'request.upload.document': 'זהו כעת המסמך {id} של סביבת העבודה. SHA-256: {sha256}',
  'request.upload.someone': 'מישהו',

  'comment.subject':
    '{kind, select, mention {{author} הזכיר/ה אותך בתגובה על "{title}"} reply {{author} השיב/ה לתגובה על "{title}"} other {{author} הגיב/ה על "{title}"}}',
  'comment.intro':
    '{kind, select, mention {{author} הזכיר/ה אותך בתגובה על "{title}":} reply {{author} השיב/ה לתגובה על "{title}":} other {{author} הגיב/ה על "{title}":}}',
  'comment.passage': 'בנוגע לקטע:',
  'comment.why':
    '{reason, select, owner {הודעה זו נשלחה אליך כי המסמך בבעלותך.} thread {הודעה זו נשלחה אליך כי השתתפת בשרשור זה.} other {הודעה זו נשלחה אליך כי הוזכרת.}}',

  'question.subject': '{followUp, select, yes {המשך שאלה על "{about}"} other {שאלה חדשה על "{about}"}}',
  'question.body':
    '{followUp, select, yes {{who} כתב/ה שוב על "{about}" דרך הקישור "{link}":} other {{who} שאל/ה שאלה על "{about}" דרך הקישור "{link}":}}',
  'question.anonymous': 'קורא/ת אנונימי/ת',
  'question.howToReply': 'אפשר להשיב דרך ה-API ‏(POST {url}) או שורת הפקודה ({command}).',
  'question.replyEmailed': 'התשובה תישלח אליו/ה בדוא"ל ותוצג במציג המסמך.',
  'question.replyViewerOnly': 'הקורא/ת לא מסר/ה כתובת: התשובה תוצג במציג המסמך בלבד.',
  'question.reply.subject': 'תשובה מ-{from}: "{about}"',
  'question.reply.body': '{from} השיב/ה לשאלתך על "{about}":',
  'question.reply.yourQuestion': 'שאלתך הייתה:',
  'question.reply.more': 'התשובה מוצגת גם לצד המסמך שבו נשאלה השאלה. לשאלות נוספות, נא לפתוח את המסמך: {url}',

  'code.subject': '{code} הוא הקוד שלך עבור "{title}"',
  'code.body': 'הקוד שלך לפתיחת "{title}" הוא:',
  'code.validity':
    'הקוד בתוקף {minutes, plural, one {דקה אחת} two {שתי דקות} other {# דקות}}. אם לא ביקשת אותו, אפשר להתעלם מהודעה זו: בלעדיו איש אינו יכול לפתוח את הקישור עם הכתובת שלך.',
  'bulkCode.subject': '{code} הוא קוד ההורדה שלך עבור "{title}"',
  'bulkCode.body': 'הקוד שלך להורדת כל התוכן של "{title}" הוא:',
  'bulkCode.validity':
    'הקוד בתוקף {minutes, plural, one {דקה אחת} two {שתי דקות} other {# דקות}}. אם לא ביקשת אותו, אפשר להתעלם מהודעה זו.',

  'viewed.subject': '{who} פתח/ה את "{link}"',
  'viewed.someone': 'מישהו (לא נמסרה כתובת)',
  'viewed.body':
    '{who} פתח/ה את הקישור שלך "{link}" אל {kind, select, room {חדר הנתונים "{target}"} other {המסמך "{target}"}} ב-{date}.',
  'viewed.bodyFrom':
    '{who} פתח/ה את הקישור שלך "{link}" אל {kind, select, room {חדר הנתונים "{target}"} other {המסמך "{target}"}} מ-{place} ב-{date}.',
  'viewed.count': 'הקישור נפתח עד כה {count, plural, one {פעם אחת} two {פעמיים} other {# פעמים}}.',
  'viewed.countOf': 'הקישור נפתח עד כה {count, number} מתוך {max, plural, one {פעם אחת} two {פעמיים} other {# פעמים}}.',
};
