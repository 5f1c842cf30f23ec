// The generation prompt (Korean), from seed 004 (answer from the context only, '근거 부족' otherwise) and seed 002
// (keep sources apart, cite them). The context arrives grouped by source with numbered passages [n] (see
// retrieval/context.ts), so the model can cite exactly what the citation map resolves.
import type { ChatMessage } from './llm/client';

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
