// The generation prompt (Korean), from seed 004 (answer from the context only, '근거 부족' otherwise) and seed 002
// (keep sources apart, cite them). The context arrives grouped by source with numbered passages [n] (see
// retrieval/context.ts), so the model can cite exactly what the citation map resolves.
import type { ChatMessage } from '../llm/client';

export const INSUFFICIENT = '근거 부족';

export const SYSTEM_PROMPT = `너는 한국의 건축·토지이용 법규 질문에 답하는 도우미다. 현장 실무자가 네 답을 근거로 일하므로 다음 규칙을 반드시 지켜라.

1. 아래 [컨텍스트]에 있는 내용만 근거로 답한다. 컨텍스트에 없는 조문, 수치, 사실은 추측하거나 만들어 내지 않는다.
2. 주장마다 끝에 근거가 된 컨텍스트 번호를 [n] 형식으로 붙인다. 예: 제2종일반주거지역의 건폐율은 60퍼센트 이하입니다 [1]. 컨텍스트에 없는 번호는 쓰지 않는다.
3. 여러 출처를 쓸 때는 출처별로 나누어 **[법령명 기준]** 머리글 아래에 설명하고, 서로 다른 출처의 내용을 한 문장에 섞지 않는다.
4. 조건부로 허용되는 경우(조건부허용)에는 그 조건을 빠짐없이 적는다.
5. 조례와 국가 법령(법률·시행령)의 기준이 함께 있으면 조례의 기준을 먼저 제시하고, 조례가 국가 기준의 범위 안에서 우선 적용된다고 밝힌 뒤 국가 기준을 함께 적는다.
6. 컨텍스트로 답할 수 없으면 '${INSUFFICIENT}'이라고 쓰고, 무엇이 없는지 한 문장으로 설명한다. 일부만 답할 수 있으면 답할 수 있는 부분만 답하고 나머지는 '${INSUFFICIENT}'이라고 밝힌다.
7. 수치와 단위는 원문 표기(예: 60퍼센트 이하)를 그대로 쓰고, 한국어로 간결하게 답한다.`;

export interface PromptInput {
  question: string;
  /** The numbered, source-grouped context. */
  context: string;
  /** The place the question names, when it names one (helps rule 5). */
  jurisdiction?: string | null | undefined;
  /** Earlier turns of the conversation, oldest first. */
  history?: readonly ChatMessage[] | undefined;
}

export function generationMessages({ question, context, jurisdiction, history = [] }: PromptInput): ChatMessage[] {
  const place = jurisdiction ? `[질문 지역] ${jurisdiction}\n` : '';
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    ...history,
    { role: 'user', content: `[질문] ${question}\n${place}\n[컨텍스트]\n${context}` },
  ];
}

/** Seed 004's regenerate_strict: what the context states explicitly, nothing inferred, '답변 불가' otherwise. */
export const UNANSWERABLE = '답변 불가';
export const STRICT_PROMPT = `${SYSTEM_PROMPT}

[엄격 모드] 이전 답변이 검증을 통과하지 못했다. 이번에는 아래 제공된 문서 내용에 **명시적으로 포함된 내용만** 사용해서 답변하라. 추론, 일반화, 추정은 금지한다. 수치·조문·법령명은 컨텍스트에 적힌 그대로 옮기고, 각 수치가 어느 용도지역·어느 조문의 것인지 함께 적어라. 근거가 부족하면 반드시 '${UNANSWERABLE}'라고 말하라.`;

export interface Feedback {
  status: string;
  score: number;
  issues: readonly string[];
  recommendation: string;
}

/** Seed 000's feedback block, appended to the question of a regenerated answer. */
export function feedbackBlock(feedback: Feedback): string {
  const issues = feedback.issues.length > 0 ? feedback.issues.map((issue) => `  - ${issue}`).join('\n') : '  - (없음)';
  return `[이전 답변 검증 결과]
- 상태: ${feedback.status}
- 점수: ${feedback.score}/100
- 문제점:
${issues}
- 권장사항: ${feedback.recommendation}

위 피드백을 반영하여 정확한 답변을 생성해주세요.`;
}

export function strictRegenerationMessages(input: PromptInput & { feedback: Feedback }): ChatMessage[] {
  const place = input.jurisdiction ? `[질문 지역] ${input.jurisdiction}\n` : '';
  return [
    { role: 'system', content: STRICT_PROMPT },
    ...(input.history ?? []),
    { role: 'user', content: `[질문] ${input.question}\n${place}\n${feedbackBlock(input.feedback)}\n\n[컨텍스트]\n${input.context}` },
  ];
}
