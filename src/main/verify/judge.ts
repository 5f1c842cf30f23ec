// STEP 3 with a language model: seed 000's semantic judge, over the question, the answer, the rule rows and the
// passages, with every untrusted text fenced. Its JSON can only lower what the deterministic grounding found: the
// semantic score is the lower of the two, its hallucination flag is an ❌ (seed 004's FAIL criterion), and its other
// findings are warnings. Nothing it says can remove a deterministic ❌.
import { SemanticJudgementSchema, type SemanticJudgement } from '../../shared/verify-contract';
import type { LlmClient } from '../answer/llm/client';
import { judgeMessages, type JudgeInput } from './prompts';

export async function judgeAnswer(client: LlmClient, input: JudgeInput, signal?: AbortSignal): Promise<SemanticJudgement> {
  return client.completeJson(SemanticJudgementSchema, judgeMessages(input), { name: 'semantic_judgement', signal });
}

/** The model's words are shown to people, not obeyed: no verdict symbols of its own, and not too long. */
function clean(text: string): string {
  return text.replace(/[❌⚠️✅]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** The issues and warnings a judgement adds. */
export function judgementFindings(judgement: SemanticJudgement): { issues: string[]; warnings: string[] } {
  const issues: string[] = [];
  const warnings: string[] = [];
  const said = judgement.issues.map(clean).filter(Boolean);
  if (judgement.hallucination_detected) issues.push(`❌ 환각 (언어 모델 판정): ${said.join(' / ') || clean(judgement.explanation) || '근거에 없는 내용'}`);
  else for (const issue of said) warnings.push(`⚠️ (언어 모델) ${issue}`);
  if (judgement.misinterpretation) warnings.push(`⚠️ 해석 오류 의심 (언어 모델): ${clean(judgement.explanation)}`);
  if (!judgement.ordinance_priority) warnings.push('⚠️ 조례 우선 적용 미흡 (언어 모델 판정)');
  if (!judgement.condition_specified) warnings.push('⚠️ 조건부허용의 조건 미명시 (언어 모델 판정)');
  for (const item of judgement.missing_items.map(clean).filter(Boolean)) warnings.push(`⚠️ 누락 항목 (언어 모델): ${item}`);
  return { issues, warnings };
}
