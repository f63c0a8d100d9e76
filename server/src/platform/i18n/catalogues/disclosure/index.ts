// The consumer disclosure (ESIGN Act §101(c)) in the 16 languages, one paragraph a key, each naming the sender
// and the document; envelopes/disclosure.ts joins them. A signer accepts the text in the language it was shown
// in and the consent keeps it exactly so. A change of wording in any language is a new DISCLOSURE_VERSION.
// "Withdraw consent" is the signing page's button, named as that page names it.
import type { Locale } from '../../locales.js';
import type { Catalogue } from '../../messages.js';

export const DISCLOSURE_CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: {
    'disclosure.agree':
      '{sender} ({email}) asks you to review and sign "{title}" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.',
    'disclosure.needs':
      'You need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.',
    'disclosure.paper': 'You may ask {sender} for a paper copy of any record at any time, at no charge.',
    'disclosure.withdraw':
      'You may withdraw this consent at any time before you sign by choosing "Withdraw consent" on the signing page. You will then not be able to sign electronically until you agree again.',
    'disclosure.contact': 'To change the email address records are sent to, write to {email}.',
  },
  fr: {
    'disclosure.agree':
      '{sender} ({email}) vous invite à examiner et à signer «\u00a0{title}\u00a0» par voie électronique. En acceptant, vous consentez à recevoir, examiner et signer ces documents sous forme électronique plutôt que sur papier.',
    'disclosure.needs':
      'Il vous faut un navigateur web à jour, un lecteur PDF pour ouvrir l’exemplaire signé, une adresse e-mail pour le recevoir, ainsi qu’un espace de stockage ou une imprimante pour en conserver des copies.',
    'disclosure.paper': 'Vous pouvez à tout moment demander gratuitement à {sender} une copie papier de tout document.',
    'disclosure.withdraw':
      'Vous pouvez retirer ce consentement à tout moment avant de signer en choisissant «\u00a0Retirer mon consentement\u00a0» sur la page de signature. Vous ne pourrez alors plus signer électroniquement tant que vous n’aurez pas de nouveau donné votre accord.',
    'disclosure.contact':
      'Pour changer l’adresse e-mail à laquelle les documents vous sont envoyés, écrivez à {email}.',
  },
  de: {
    'disclosure.agree':
      '{sender} ({email}) bittet Sie, „{title}“ elektronisch zu prüfen und zu unterschreiben. Mit Ihrer Zustimmung willigen Sie ein, diese Unterlagen elektronisch statt auf Papier zu erhalten, zu prüfen und zu unterschreiben.',
    'disclosure.needs':
      'Sie benötigen einen aktuellen Webbrowser, einen PDF-Reader zum Öffnen des unterzeichneten Exemplars, ein E-Mail-Konto, um es zu empfangen, sowie Speicherplatz oder einen Drucker, um Kopien aufzubewahren.',
    'disclosure.paper': 'Sie können {sender} jederzeit kostenlos um eine Papierkopie jeder Unterlage bitten.',
    'disclosure.withdraw':
      'Sie können diese Einwilligung jederzeit vor dem Unterschreiben widerrufen, indem Sie auf der Unterschriftsseite „Einwilligung widerrufen“ wählen. Sie können dann erst wieder elektronisch unterschreiben, wenn Sie erneut zustimmen.',
    'disclosure.contact':
      'Um die E-Mail-Adresse zu ändern, an die Unterlagen gesendet werden, schreiben Sie an {email}.',
  },
  es: {
    'disclosure.agree':
      '{sender} ({email}) le pide que revise y firme «{title}» de forma electrónica. Al aceptar, usted consiente en recibir, revisar y firmar estos documentos en formato electrónico en lugar de en papel.',
    'disclosure.needs':
      'Necesita un navegador web actualizado, un lector de PDF para abrir la copia firmada, una cuenta de correo electrónico para recibirla y espacio de almacenamiento o una impresora para conservar copias.',
    'disclosure.paper':
      'Puede pedir a {sender} una copia en papel de cualquier documento en cualquier momento y sin coste alguno.',
    'disclosure.withdraw':
      'Puede retirar este consentimiento en cualquier momento antes de firmar eligiendo «Retirar consentimiento» en la página de firma. A partir de entonces no podrá firmar electrónicamente hasta que vuelva a aceptar.',
    'disclosure.contact':
      'Para cambiar la dirección de correo electrónico a la que se envían los documentos, escriba a {email}.',
  },
  it: {
    'disclosure.agree':
      '{sender} ({email}) Le chiede di esaminare e firmare «{title}» in forma elettronica. Accettando, Lei acconsente a ricevere, esaminare e firmare questi documenti in formato elettronico anziché su carta.',
    'disclosure.needs':
      'Le servono un browser web aggiornato, un lettore PDF per aprire la copia firmata, un account e-mail per riceverla e uno spazio di archiviazione o una stampante per conservarne copia.',
    'disclosure.paper':
      'Può chiedere in qualsiasi momento a {sender} una copia cartacea di qualsiasi documento, senza alcun costo.',
    'disclosure.withdraw':
      'Può revocare questo consenso in qualsiasi momento prima di firmare scegliendo «Revoca il consenso» nella pagina di firma. Non potrà quindi firmare elettronicamente finché non avrà accettato di nuovo.',
    'disclosure.contact': 'Per cambiare l’indirizzo e-mail a cui vengono inviati i documenti, scriva a {email}.',
  },
  'pt-BR': {
    'disclosure.agree':
      '{sender} ({email}) solicita que você revise e assine “{title}” eletronicamente. Ao concordar, você consente em receber, revisar e assinar estes documentos em formato eletrônico, e não em papel.',
    'disclosure.needs':
      'Você precisa de um navegador atualizado, um leitor de PDF para abrir a via assinada, uma conta de e-mail para recebê-la e espaço de armazenamento ou uma impressora para guardar cópias.',
    'disclosure.paper':
      'Você pode pedir a {sender}, a qualquer momento e sem custo, uma cópia em papel de qualquer documento.',
    'disclosure.withdraw':
      'Você pode retirar este consentimento a qualquer momento antes de assinar, escolhendo “Retirar consentimento” na página de assinatura. Depois disso, não poderá assinar eletronicamente até concordar novamente.',
    'disclosure.contact':
      'Para alterar o endereço de e-mail para o qual os documentos são enviados, escreva para {email}.',
  },
  nl: {
    'disclosure.agree':
      '{sender} ({email}) vraagt u ‘{title}’ elektronisch te bekijken en te ondertekenen. Door akkoord te gaan, stemt u ermee in deze stukken elektronisch in plaats van op papier te ontvangen, te bekijken en te ondertekenen.',
    'disclosure.needs':
      'U hebt een actuele webbrowser nodig, een pdf-lezer om het ondertekende exemplaar te openen, een e-mailaccount om het te ontvangen, en opslagruimte of een printer om kopieën te bewaren.',
    'disclosure.paper': 'U kunt {sender} op elk moment kosteloos om een papieren kopie van elk stuk vragen.',
    'disclosure.withdraw':
      'U kunt deze toestemming op elk moment vóór het ondertekenen intrekken door op de ondertekenpagina ‘Toestemming intrekken’ te kiezen. U kunt dan pas weer elektronisch ondertekenen als u opnieuw akkoord gaat.',
    'disclosure.contact':
      'Wilt u het e-mailadres wijzigen waarnaar stukken worden verzonden, schrijf dan naar {email}.',
  },
  pl: {
    'disclosure.agree':
      '{sender} ({email}) prosi Pana/Panią o zapoznanie się z dokumentem „{title}” i podpisanie go elektronicznie. Wyrażając zgodę, zgadza się Pan/Pani na otrzymywanie, przeglądanie i podpisywanie tych dokumentów w formie elektronicznej zamiast papierowej.',
    'disclosure.needs':
      'Potrzebne są: aktualna przeglądarka internetowa, czytnik PDF do otwarcia podpisanego egzemplarza, konto e-mail do jego odebrania oraz miejsce na dysku lub drukarka do przechowywania kopii.',
    'disclosure.paper':
      'W każdej chwili może Pan/Pani bezpłatnie zwrócić się o papierową kopię dowolnego dokumentu do nadawcy: {sender}.',
    'disclosure.withdraw':
      'Zgodę można wycofać w dowolnym momencie przed podpisaniem, wybierając „Wycofaj zgodę” na stronie podpisywania. Do czasu ponownego wyrażenia zgody podpisanie elektroniczne nie będzie wtedy możliwe.',
    'disclosure.contact': 'Aby zmienić adres e-mail, na który wysyłane są dokumenty, prosimy napisać na adres {email}.',
  },
  sv: {
    'disclosure.agree':
      '{sender} ({email}) ber dig granska och signera ”{title}” elektroniskt. Genom att godkänna samtycker du till att ta emot, granska och signera dessa handlingar elektroniskt i stället för på papper.',
    'disclosure.needs':
      'Du behöver en uppdaterad webbläsare, en pdf-läsare för att öppna det signerade exemplaret, ett e-postkonto för att ta emot det samt lagringsutrymme eller en skrivare för att spara kopior.',
    'disclosure.paper':
      'Du kan när som helst och utan kostnad be {sender} om en papperskopia av vilken handling som helst.',
    'disclosure.withdraw':
      'Du kan när som helst innan du signerar återkalla samtycket genom att välja ”Återkalla samtycke” på signeringssidan. Du kan då inte signera elektroniskt förrän du godkänner igen.',
    'disclosure.contact': 'Om du vill ändra e-postadressen som handlingarna skickas till skriver du till {email}.',
  },
  cs: {
    'disclosure.agree':
      '{sender} ({email}) Vás žádá, abyste si prohlédli a elektronicky podepsali „{title}“. Souhlasem dáváte svolení k tomu, že tyto dokumenty budete přijímat, prohlížet a podepisovat elektronicky místo v listinné podobě.',
    'disclosure.needs':
      'Potřebujete aktuální webový prohlížeč, čtečku PDF k otevření podepsaného vyhotovení, e-mailový účet k jeho přijetí a úložiště nebo tiskárnu k uchování kopií.',
    'disclosure.paper':
      'O listinnou kopii kteréhokoli dokumentu můžete odesílatele ({sender}) kdykoli bezplatně požádat.',
    'disclosure.withdraw':
      'Tento souhlas můžete kdykoli před podpisem odvolat volbou „Odvolat souhlas“ na stránce pro podpis. Elektronicky pak nebudete moci podepsat, dokud znovu nevyjádříte souhlas.',
    'disclosure.contact': 'Chcete-li změnit e-mailovou adresu, na kterou se dokumenty zasílají, napište na {email}.',
  },
  uk: {
    'disclosure.agree':
      '{sender} ({email}) просить Вас переглянути й підписати «{title}» в електронній формі. Погоджуючись, Ви даєте згоду отримувати, переглядати й підписувати ці документи в електронній формі замість паперової.',
    'disclosure.needs':
      'Вам знадобляться сучасний вебпереглядач, програма для читання PDF, щоб відкрити підписаний примірник, обліковий запис електронної пошти, щоб його отримати, а також місце для зберігання або принтер, щоб зберігати копії.',
    'disclosure.paper':
      'Ви можете будь-коли безкоштовно попросити паперову копію будь-якого документа у відправника: {sender}.',
    'disclosure.withdraw':
      'Ви можете відкликати цю згоду будь-коли до підписання, вибравши «Відкликати згоду» на сторінці підписання. Після цього Ви не зможете підписати документ в електронній формі, доки знову не погодитеся.',
    'disclosure.contact': 'Щоб змінити адресу електронної пошти, на яку надсилаються документи, напишіть на {email}.',
  },
  ja: {
    'disclosure.agree':
      '{sender}（{email}）より、「{title}」を電子的に確認し署名するよう依頼されています。同意することにより、これらの記録を紙ではなく電子的に受け取り、確認し、署名することに同意したものとみなされます。',
    'disclosure.needs':
      '最新のウェブブラウザ、署名済みの文書を開くための PDF リーダー、それを受け取るためのメールアカウント、および控えを保管するための保存領域またはプリンターが必要です。',
    'disclosure.paper': 'いつでも無料で、{sender} にあらゆる記録の紙の写しを請求できます。',
    'disclosure.withdraw':
      '署名する前であれば、署名ページで「同意を撤回する」を選ぶことで、いつでもこの同意を撤回できます。撤回した場合、再び同意するまで電子的に署名することはできません。',
    'disclosure.contact': '記録の送付先メールアドレスを変更するには、{email} までご連絡ください。',
  },
  'zh-CN': {
    'disclosure.agree':
      '{sender}（{email}）请您以电子方式审阅并签署“{title}”。同意即表示您同意以电子方式而非纸质方式接收、审阅和签署这些文件。',
    'disclosure.needs':
      '您需要一个最新版本的网页浏览器、一个用于打开已签署文件的 PDF 阅读器、一个用于接收该文件的电子邮箱，以及用于保存副本的存储空间或打印机。',
    'disclosure.paper': '您可以随时免费向 {sender} 索取任何文件的纸质副本。',
    'disclosure.withdraw':
      '在签署之前，您可以随时在签署页面上选择“撤回同意”来撤回本同意。撤回后，在您再次同意之前，将无法以电子方式签署。',
    'disclosure.contact': '如需更改接收文件的电子邮箱地址，请发送邮件至 {email}。',
  },
  ko: {
    'disclosure.agree':
      '{sender}({email})에서 ‘{title}’을(를) 전자적으로 검토하고 서명해 달라고 요청했습니다. 동의하시면 이 문서들을 종이 대신 전자적으로 받고, 검토하고, 서명하는 데 동의하시게 됩니다.',
    'disclosure.needs':
      '최신 웹 브라우저, 서명된 사본을 열기 위한 PDF 리더, 이를 받기 위한 이메일 계정, 그리고 사본을 보관하기 위한 저장 공간 또는 프린터가 필요합니다.',
    'disclosure.paper': '언제든지 {sender}에 모든 문서의 종이 사본을 무료로 요청하실 수 있습니다.',
    'disclosure.withdraw':
      '서명하기 전에는 언제든지 서명 페이지에서 ‘동의 철회’를 선택하여 이 동의를 철회하실 수 있습니다. 철회하시면 다시 동의하실 때까지 전자 서명을 하실 수 없습니다.',
    'disclosure.contact': '문서를 받을 이메일 주소를 변경하시려면 {email}(으)로 연락해 주십시오.',
  },
  ar: {
    'disclosure.agree':
      'يطلب منكم {sender} ({email}) مراجعة «{title}» وتوقيعه إلكترونيًا. بموافقتكم، فإنكم تقبلون استلام هذه المستندات ومراجعتها وتوقيعها إلكترونيًا بدلًا من الورق.',
    'disclosure.needs':
      'تحتاجون إلى متصفح ويب حديث، وقارئ PDF لفتح النسخة الموقّعة، وحساب بريد إلكتروني لاستلامها، ومساحة تخزين أو طابعة للاحتفاظ بنسخ منها.',
    'disclosure.paper': 'يحق لكم في أي وقت أن تطلبوا من {sender} نسخة ورقية من أي مستند دون أي رسوم.',
    'disclosure.withdraw':
      'يمكنكم سحب هذه الموافقة في أي وقت قبل التوقيع باختيار «سحب الموافقة» في صفحة التوقيع. ولن يكون بإمكانكم عندئذٍ التوقيع إلكترونيًا حتى توافقوا مجددًا.',
    'disclosure.contact': 'لتغيير عنوان البريد الإلكتروني الذي تُرسل إليه المستندات، يُرجى الكتابة إلى {email}.',
  },
  he: {
    'disclosure.agree':
      '{sender} ({email}) מבקש/ת לעיין ב"{title}" ולחתום עליו באופן אלקטרוני. בהסכמתך, הנך מסכים/ה לקבל, לעיין ולחתום על מסמכים אלה באופן אלקטרוני במקום על גבי נייר.',
    'disclosure.needs':
      'נדרשים דפדפן אינטרנט עדכני, קורא PDF לפתיחת העותק החתום, חשבון דוא"ל לקבלתו, ושטח אחסון או מדפסת לשמירת עותקים.',
    'disclosure.paper': 'ניתן לבקש מ-{sender} בכל עת, ללא תשלום, עותק נייר של כל מסמך.',
    'disclosure.withdraw':
      'ניתן לבטל הסכמה זו בכל עת לפני החתימה, באמצעות בחירה ב"ביטול ההסכמה" בדף החתימה. לאחר מכן לא ניתן יהיה לחתום באופן אלקטרוני עד למתן הסכמה מחדש.',
    'disclosure.contact': 'לשינוי כתובת הדוא"ל שאליה נשלחים המסמכים, נא לכתוב אל {email}.',
  },
};

export default DISCLOSURE_CATALOGUES;
