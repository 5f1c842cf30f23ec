// STEP 3 with a language model: seed 000's semantic judge, over the question, the answer, the rule rows and the
// passages, with every untrusted text fenced. Its JSON can only lower what the deterministic grounding found: the
// semantic score is the lower of the two, its hallucination flag is an ❌ (seed 004's FAIL criterion), and its other
// findings are warnings. Nothing it says can remove a deterministic ❌.
import { SemanticJudgementSchema, type SemanticJudgement } from '../../shared/verify-contract';
import type { LlmClient } from '../llm/client';
import { FINDING_CODES, type Finding } from '../../shared/findings';
import { judgeMessages, type JudgeInput } from './prompts';

export async function judgeAnswer(client: LlmClient, input: JudgeInput, signal?: AbortSignal): Promise<SemanticJudgement> {
  return client.completeJson(SemanticJudgementSchema, judgeMessages(input), { name: 'semantic_judgement', signal });
}

/** The model's words are shown to people, not obeyed: no verdict symbols of its own, and not too long. */
function clean(text: string): string {
  return text.replace(/[❌⚠️✅]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** What a judgement adds: its hallucination flag as an error (seed 004), everything else as warnings. */
export function judgementFindings(judgement: SemanticJudgement): Finding[] {
  const findings: Finding[] = [];
  const add = (code: 'judge_hallucination' | 'judge_note', message: string) => findings.push({ severity: FINDING_CODES[code].severity, code, claim: '', message, sources: [] });
  const said = judgement.issues.map(clean).filter(Boolean);
  if (judgement.hallucination_detected) add('judge_hallucination', `환각 (언어 모델 판정): ${said.join(' / ') || clean(judgement.explanation) || '근거에 없는 내용'}`);
  else for (const issue of said) add('judge_note', `(언어 모델) ${issue}`);
  if (judgement.misinterpretation) add('judge_note', `해석 오류 의심 (언어 모델): ${clean(judgement.explanation)}`);
  if (!judgement.ordinance_priority) add('judge_note', '조례 우선 적용 미흡 (언어 모델 판정)');
  if (!judgement.condition_specified) add('judge_note', '조건부허용의 조건 미명시 (언어 모델 판정)');
  return findings;
}
