// One scripted server answering five roles — the answer, the verifier's extraction and its judge, the
// understanding step's clarification question and refine — told apart by the JSON schema the client asks for (or,
// without structured output, by the system prompt).
import type { RecordedRequest, ScriptEntry, ScriptedReply } from './llm-server';

export type Role = 'answer' | 'extract' | 'judge' | 'clarify' | 'refine';

export function roleOf(request: RecordedRequest): Role {
  const schema = request.body.response_format?.json_schema?.name ?? '';
  const system = String(request.body.messages[0]?.content ?? '');
  if (schema === 'extracted_law_info' || system.includes('정보를 추출하는 도구')) return 'extract';
  if (schema === 'semantic_judgement' || system.includes('검증하는 심사관')) return 'judge';
  if (schema === 'clarify_question' || system.includes('되물을 짧은 질문')) return 'clarify';
  if (schema === 'refine_category' || system.includes('질문 분류기')) return 'refine';
  return 'answer';
}

type Reply = ScriptedReply | ((request: RecordedRequest) => ScriptedReply);

/** Routes each request to the replies of its role, in order; the last reply of a role repeats. */
export function byRole(replies: Partial<Record<Role, Reply[]>>): ScriptEntry {
  const used: Record<Role, number> = { answer: 0, extract: 0, judge: 0, clarify: 0, refine: 0 };
  return (request) => {
    const role = roleOf(request);
    const list = replies[role];
    if (!list || list.length === 0) return { status: 400, error: { message: `no scripted ${role} reply`, type: 'invalid_request_error' } };
    const reply = list[Math.min(used[role]++, list.length - 1)]!;
    return typeof reply === 'function' ? reply(request) : reply;
  };
}

export const EMPTY_EXTRACTION = {
  region: null, zone_district: null, building_coverage_ratio: null, floor_area_ratio: null, height_limit: null, floor_limit: null,
  land_use_activity: null, permission_category: null, cited_laws: null, cited_articles: null, conditions: null, figures: null,
};

export function judgement(fields: Partial<{ hallucination_detected: boolean; consistency_score: number; issues: string[]; misinterpretation: boolean; missing_items: string[] }> = {}) {
  return {
    content: JSON.stringify({
      hallucination_detected: false, missing_items: [], misinterpretation: false, ordinance_priority: true, condition_specified: true,
      consistency_score: 95, issues: [], explanation: '근거 범위 안의 답변입니다.', ...fields,
    }),
  };
}
