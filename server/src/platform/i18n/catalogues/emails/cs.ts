// E-maily v češtině (vykání; uvozovky „…“).
import type { Catalogue } from '../../messages.js';

export const cs: Catalogue = {
  'mail.hello': 'Dobrý den, {name},',
  'mail.helloAnonymous': 'Dobrý den,',

  'envelope.subject.default': 'K podpisu: {title}',
  'envelope.subject.reminder': 'Připomínka: {subject}',
  'envelope.request.sign': '{sender} Vás žádá o podpis dokumentu „{title}“.',
  'envelope.request.view': '{sender} Vám posílá „{title}“ pro informaci. Nemusíte nic podepisovat.',
  'envelope.reminder': '{sender} stále čeká na Váš podpis dokumentu „{title}“.',
  'envelope.delegated': 'Tento dokument Vám byl předán.',
  'envelope.delegatedReason': 'Tento dokument Vám byl předán: {reason}',
  'envelope.link.sign': 'Zkontrolovat a podepsat: {url}',
  'envelope.link.view': 'Přečtěte si jej zde: {url}',
  'envelope.expires': 'Platnost tohoto odkazu vyprší {date}.',
  'envelope.personal': 'Tento odkaz je určen jen Vám: tento e-mail prosím nepřeposílejte.',
  'envelope.footer': 'Odesláno uživatelem {sender} <{email}> prostřednictvím služby Dossier.',

  'envelope.completed.subject': 'Dokončeno: {title}',
  'envelope.completed.body':
    'Všichni podepsali „{title}“. Podepsané vyhotovení je v příloze ({filename}); uschovejte si jej prosím.',
  'envelope.completed.digest':
    'Jeho otisk SHA-256 je {hash}; PDF nese elektronickou pečeť, kterou ověří jakákoli čtečka PDF.',

  'envelope.declined.subject': 'Podpis odmítnut: {title}',
  'envelope.declined.body': '{name} ({email}) odmítl(a) podepsat „{title}“.',
  'envelope.declined.reason': 'Uvedený důvod: {reason}',
  'envelope.declined.over': 'Řízení je ukončeno: nikdo další již nemůže podepsat.',

  'envelope.voided.subject': 'Zrušeno: {title}',
  'envelope.voided.body':
    '{sender} zrušil(a) podepisování dokumentu „{title}“. Nemusíte již nic dělat; odkaz, který jste obdrželi, již nefunguje.',
  'envelope.voided.reason': 'Důvod: {reason}',

  'request.subject.invitation': '{sender} Vás žádá o soubory: „{title}“',
  'request.subject.reminder': 'Připomínka: {sender} čeká na Vaše soubory k „{title}“',
  'request.invitation': '{sender} Vás žádá o nahrání souborů k „{title}“.',
  'request.reminder': 'Připomínáme: {sender} stále čeká na soubory k „{title}“.',
  'request.items': 'Co je požadováno:',
  'request.anyFiles': 'Jakékoli soubory, které k této žádosti máte.',
  'request.optional': '{name} (nepovinné)',
  'request.due': 'Pošlete je prosím do {date}.',
  'request.link': 'Nahrajte je na své osobní stránce (bez účtu; tento odkaz prosím nepřeposílejte):',

  'request.upload.subject': 'Nový soubor k „{title}“: {filename}',
  'request.upload.body': '{who} nahrál(a) „{filename}“ ({size}) do Vaší žádosti o soubory „{title}“.',
  'request.upload.bodyItem':
    '{who} nahrál(a) „{filename}“ ({size}) do Vaší žádosti o soubory „{title}“, k položce „{item}“.',
  'request.upload.document': 'Nyní je to dokument pracovního prostoru {id}. SHA-256: {sha256}',
  'request.upload.someone': 'Někdo',

  'comment.subject':
    '{kind, select, mention {{author} Vás zmínil(a) v komentáři k „{title}“} reply {{author} odpověděl(a) na komentář k „{title}“} other {{author} okomentoval(a) „{title}“}}',
  'comment.intro':
    '{kind, select, mention {{author} Vás zmínil(a) v komentáři k „{title}“:} reply {{author} odpověděl(a) na komentář k „{title}“:} other {{author} okomentoval(a) „{title}“:}}',
  'comment.passage': 'K pasáži:',
  'comment.why':
    '{reason, select, owner {Tuto zprávu dostáváte, protože jste vlastníkem tohoto dokumentu.} thread {Tuto zprávu dostáváte, protože jste se zapojili do této diskuse.} other {Tuto zprávu dostáváte, protože jste byli zmíněni.}}',

  'question.subject': '{followUp, select, yes {Doplňující dotaz k „{about}“} other {Nový dotaz k „{about}“}}',
  'question.body':
    '{followUp, select, yes {{who} znovu napsal(a) k „{about}“ přes odkaz „{link}“:} other {{who} položil(a) dotaz k „{about}“ přes odkaz „{link}“:}}',
  'question.anonymous': 'Anonymní čtenář',
  'question.howToReply': 'Odpovězte přes API (POST {url}) nebo CLI ({command}).',
  'question.replyEmailed': 'Vaše odpověď mu bude zaslána e-mailem a zobrazena v prohlížeči dokumentu.',
  'question.replyViewerOnly': 'Čtenář neuvedl adresu: Vaše odpověď se zobrazí jen v jeho prohlížeči dokumentu.',
  'question.reply.subject': 'Odpověď od {from}: „{about}“',
  'question.reply.body': '{from} odpověděl(a) na Váš dotaz k „{about}“:',
  'question.reply.yourQuestion': 'Váš dotaz zněl:',
  'question.reply.more':
    'Odpověď se zobrazuje také vedle dokumentu, kde jste se ptali. Chcete-li se zeptat na další věci, otevřete dokument: {url}',

  'code.subject': '{code} je Váš kód pro „{title}“',
  'code.body': 'Váš kód pro otevření „{title}“ je:',
  'code.validity':
    'Platí {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}. Pokud jste o něj nežádali, můžete tuto zprávu ignorovat: bez něj nikdo odkaz s Vaší adresou neotevře.',
  'bulkCode.subject': '{code} je Váš kód ke stažení pro „{title}“',
  'bulkCode.body': 'Váš kód ke stažení celého obsahu „{title}“ je:',
  'bulkCode.validity':
    'Platí {minutes, plural, one {# minutu} few {# minuty} many {# minuty} other {# minut}}. Pokud jste o něj nežádali, můžete tuto zprávu ignorovat.',

  'viewed.subject': '{who} otevřel(a) „{link}“',
  'viewed.someone': 'Někdo (bez uvedené adresy)',
  'viewed.body':
    '{who} otevřel(a) Váš odkaz „{link}“ na {kind, select, room {datovou místnost „{target}“} other {dokument „{target}“}} {date}.',
  'viewed.bodyFrom':
    '{who} otevřel(a) Váš odkaz „{link}“ na {kind, select, room {datovou místnost „{target}“} other {dokument „{target}“}} z místa {place} {date}.',
  'viewed.count': 'Odkaz byl zatím otevřen {count, plural, one {#krát} few {#krát} many {#krát} other {#krát}}.',
  'viewed.countOf':
    'Odkaz byl zatím otevřen {count, number}krát z {max, plural, one {# možného} few {# možných} many {# možného} other {# možných}}.',
};
