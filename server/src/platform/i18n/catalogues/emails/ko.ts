// 한국어 이메일 (정중한 합쇼체·해요체; 인용은 ‘…’).
import type { Catalogue } from '../../messages.js';

export const ko: Catalogue = {
  'mail.hello': '{name} 님, 안녕하세요.',
  'mail.helloAnonymous': '안녕하세요.',

  'envelope.subject.default': '서명 요청: {title}',
  'envelope.subject.reminder': '알림: {subject}',
  'envelope.request.sign': '{sender}에서 ‘{title}’에 대한 서명을 요청했습니다.',
  'envelope.request.view': '{sender}에서 참고용으로 ‘{title}’을(를) 보냈습니다. 서명하실 필요는 없습니다.',
  'envelope.reminder': '{sender}에서 ‘{title}’에 대한 서명을 아직 기다리고 있습니다.',
  'envelope.delegated': '이 문서가 귀하에게 위임되었습니다.',
  'envelope.delegatedReason': '이 문서가 귀하에게 위임되었습니다: {reason}',
  'envelope.link.sign': '검토 후 서명하기: {url}',
  'envelope.link.view': '여기에서 읽어 보세요: {url}',
  'envelope.expires': '이 링크는 {date}에 만료됩니다.',
  'envelope.personal': '이 링크는 귀하만을 위한 것입니다. 이 이메일을 전달하지 마십시오.',
  'envelope.footer': '{sender} <{email}>에서 Dossier를 통해 보냈습니다.',

  'envelope.completed.subject': '완료: {title}',
  'envelope.completed.body':
    '모든 당사자가 ‘{title}’에 서명했습니다. 서명된 사본을 첨부했습니다({filename}). 기록용으로 보관해 주십시오.',
  'envelope.completed.digest':
    'SHA-256 다이제스트는 {hash}입니다. 이 PDF에는 모든 PDF 리더에서 확인할 수 있는 디지털 봉인이 있습니다.',

  'envelope.declined.subject': '서명 거절: {title}',
  'envelope.declined.body': '{name}({email}) 님이 ‘{title}’ 서명을 거절했습니다.',
  'envelope.declined.reason': '거절 사유: {reason}',
  'envelope.declined.over': '서명 절차가 종료되었습니다. 더 이상 다른 사람이 서명할 수 없습니다.',

  'envelope.voided.subject': '취소됨: {title}',
  'envelope.voided.body':
    '{sender}에서 ‘{title}’의 서명 요청을 취소했습니다. 더 이상 조치하실 필요가 없으며, 받으신 링크는 더 이상 작동하지 않습니다.',
  'envelope.voided.reason': '사유: {reason}',

  'request.subject.invitation': '{sender}에서 파일을 요청했습니다: ‘{title}’',
  'request.subject.reminder': '알림: {sender}에서 ‘{title}’ 파일을 기다리고 있습니다',
  'request.invitation': '{sender}에서 ‘{title}’에 필요한 파일을 업로드해 달라고 요청했습니다.',
  'request.reminder': '다시 알려 드립니다. {sender}에서 ‘{title}’ 파일을 아직 기다리고 있습니다.',
  'request.items': '요청 항목:',
  'request.anyFiles': '이 요청과 관련된 파일이면 무엇이든 보내 주십시오.',
  'request.optional': '{name}(선택 사항)',
  'request.due': '{date}까지 보내 주십시오.',
  'request.link': '개인 페이지에서 업로드해 주십시오(계정 불필요, 이 링크를 전달하지 마십시오):',

  'request.upload.subject': '‘{title}’에 새 파일: {filename}',
  'request.upload.body': '{who} 님이 파일 요청 ‘{title}’에 ‘{filename}’({size})을(를) 업로드했습니다.',
  'request.upload.bodyItem':
    '{who} 님이 파일 요청 ‘{title}’의 ‘{item}’ 항목에 ‘{filename}’({size})을(를) 업로드했습니다.',
  'request.upload.document': '이제 작업 공간의 문서 {id}입니다. SHA-256: {sha256}',
  'request.upload.someone': '누군가',

  'comment.subject':
    '{kind, select, mention {{author} 님이 ‘{title}’의 댓글에서 귀하를 언급했습니다} reply {{author} 님이 ‘{title}’의 댓글에 답글을 달았습니다} other {{author} 님이 ‘{title}’에 댓글을 남겼습니다}}',
  'comment.intro':
    '{kind, select, mention {{author} 님이 ‘{title}’의 댓글에서 귀하를 언급했습니다:} reply {{author} 님이 ‘{title}’의 댓글에 답글을 달았습니다:} other {{author} 님이 ‘{title}’에 댓글을 남겼습니다:}}',
  'comment.passage': '해당 구절:',
  'comment.why':
    '{reason, select, owner {이 문서의 소유자이므로 이 메일을 받으셨습니다.} thread {이 대화에 참여하셨으므로 이 메일을 받으셨습니다.} other {누군가 귀하를 언급했으므로 이 메일을 받으셨습니다.}}',

  'question.subject': '{followUp, select, yes {‘{about}’에 대한 추가 질문} other {‘{about}’에 대한 새 질문}}',
  'question.body':
    '{followUp, select, yes {{who} 님이 링크 ‘{link}’를 통해 ‘{about}’에 대해 다시 메시지를 보냈습니다:} other {{who} 님이 링크 ‘{link}’를 통해 ‘{about}’에 대해 질문했습니다:}}',
  'question.anonymous': '익명의 독자',
  'question.howToReply': 'API(POST {url}) 또는 CLI({command})로 답변하십시오.',
  'question.replyEmailed': '답변은 질문자에게 이메일로 전송되고 뷰어에도 표시됩니다.',
  'question.replyViewerOnly': '질문자가 주소를 남기지 않았습니다. 답변은 뷰어에만 표시됩니다.',
  'question.reply.subject': '{from}의 답변: ‘{about}’',
  'question.reply.body': '{from}에서 ‘{about}’에 대한 질문에 답변했습니다:',
  'question.reply.yourQuestion': '질문 내용:',
  'question.reply.more': '답변은 질문하신 문서 옆에도 표시됩니다. 더 질문하시려면 문서를 여십시오: {url}',

  'code.subject': '‘{title}’ 인증 코드는 {code}입니다',
  'code.body': '‘{title}’을(를) 여는 인증 코드:',
  'code.validity':
    '이 코드는 {minutes, plural, other {#분}} 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 코드 없이는 누구도 귀하의 주소로 링크를 열 수 없습니다.',
  'bulkCode.subject': '‘{title}’ 다운로드 코드는 {code}입니다',
  'bulkCode.body': '‘{title}’의 모든 내용을 다운로드하는 코드:',
  'bulkCode.validity':
    '이 코드는 {minutes, plural, other {#분}} 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',

  'viewed.subject': '{who} 님이 ‘{link}’을(를) 열었습니다',
  'viewed.someone': '누군가(주소 미입력)',
  'viewed.body':
    '{who} 님이 {date}에 {kind, select, room {데이터룸 ‘{target}’} other {문서 ‘{target}’}}(으)로 연결되는 링크 ‘{link}’을(를) 열었습니다.',
  'viewed.bodyFrom':
    '{who} 님이 {date}에 {place}에서 {kind, select, room {데이터룸 ‘{target}’} other {문서 ‘{target}’}}(으)로 연결되는 링크 ‘{link}’을(를) 열었습니다.',
  'viewed.count': '이 링크는 지금까지 {count, plural, other {#번}} 열렸습니다.',
  'viewed.countOf': '이 링크는 지금까지 최대 {max, plural, other {#번}} 중 {count, number}번 열렸습니다.',
};
