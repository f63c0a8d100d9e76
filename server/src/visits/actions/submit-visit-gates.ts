// Answering a started visit's gates (also the ones the owner tightened since it opened).
import type { VisitGateInput } from '../../generated/api/types.gen.js';
import type { Services } from '../../services.js';
import { resolveVisit, visitContextOf, type VisitAccess, type VisitCaller } from '../index.js';
import type { GateAnswer } from '../gates.js';
import { answerGates } from './answer-gates.js';

export async function submitVisitGates(
  s: Services,
  { visitId, token, origin }: VisitCaller,
  input: VisitGateInput,
): Promise<VisitAccess & { ignored: GateAnswer[] }> {
  const a = await resolveVisit(s, visitId, token);
  const out = await answerGates(s, visitContextOf(a, origin), {
    link: a.link,
    visit: a.visit,
    input,
    origin,
    isNew: false,
  });
  return { link: a.link, visit: out.visit, pending: out.pending, ignored: out.ignored };
}
