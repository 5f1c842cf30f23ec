// What a verification check found, as data: a severity, a code, the claim it is about, the message and the sources
// it was judged by. Scores count severities; the symbol in front of a finding (❌ ⚠️ ℹ️) is chosen where it is
// shown, from this one catalog — never read back out of a string.
import { z } from 'zod';

export const FindingSeveritySchema = z.enum(['error', 'warning', 'info']);
export type FindingSeverity = z.infer<typeof FindingSeveritySchema>;

/** Every code a check can report, with its severity and the words a reader sees first. */
export const FINDING_CODES = {
  // A claim the sources contradict, or a ground that cannot exist.
  figure_contradicted: { severity: 'error', title: '수치 불일치' },
  bound_contradicted: { severity: 'error', title: '경계 표현 불일치' },
  exception_as_rule: { severity: 'error', title: '예외를 원칙으로 기재' },
  sanction_contradicted: { severity: 'error', title: '제재 종류 불일치' },
  list_item_contradicted: { severity: 'error', title: '목록 항목 불일치' },
  term_contradicted: { severity: 'error', title: '현행 용어와 다름' },
  zone_nonexistent: { severity: 'error', title: '존재하지 않는 용도지역' },
  class_nonexistent: { severity: 'error', title: '존재하지 않는 구분' },
  article_misattributed: { severity: 'error', title: '조문 내용 불일치' },
  article_nonexistent: { severity: 'error', title: '존재하지 않는 조문' },
  law_invented: { severity: 'error', title: '근거 없는 법령' },
  quote_mismatch: { severity: 'error', title: '인용문 불일치' },
  not_grounded: { severity: 'error', title: '근거 없는 수치' },
  permission_contradicted: { severity: 'error', title: '허가 구분 오류' },
  parking_count_contradicted: { severity: 'error', title: '주차대수 오류' },
  cap_exceeded: { severity: 'error', title: '상한 초과' },
  cap_misstated: { severity: 'error', title: '상한 오기' },
  ordinance_ignored: { severity: 'error', title: '조례 우선 미적용' },
  minimum_misstated: { severity: 'error', title: '하한 오류' },
  row_article_mismatch: { severity: 'error', title: '조문 불일치' },
  judge_hallucination: { severity: 'error', title: '환각 (언어 모델 판정)' },
  extraction_failed: { severity: 'error', title: '정보 추출 실패' },
  check_failed: { severity: 'error', title: '검증 중 오류' },
  // Something to look at: not found, not in the library, not said, not sure.
  not_found: { severity: 'warning', title: '근거 미발견' },
  law_not_in_library: { severity: 'warning', title: '라이브러리에 없는 법령' },
  law_unconfirmed: { severity: 'warning', title: '인용 법률 미확인' },
  ordinance_not_in_library: { severity: 'warning', title: '조례가 라이브러리에 없음' },
  item_missing: { severity: 'warning', title: '누락 항목' },
  item_declined: { severity: 'warning', title: '근거 부족으로 답하지 않음' },
  conditions_missing: { severity: 'warning', title: '조건 미명시' },
  permission_differs: { severity: 'warning', title: '허가 구분 차이' },
  zone_differs: { severity: 'warning', title: '용도지역 불일치' },
  place_ambiguous: { severity: 'warning', title: '지역 불명확' },
  sources_disagree: { severity: 'warning', title: '출처 간 불일치' },
  rules_conflict: { severity: 'warning', title: '규칙 충돌' },
  judge_note: { severity: 'warning', title: '언어 모델 의견' },
  llm_fallback: { severity: 'warning', title: '언어 모델 대체 경로' },
  // What the reader should know about the verdict itself.
  no_claims: { severity: 'info', title: '검증할 주장 없음' },
} as const satisfies Record<string, { severity: FindingSeverity; title: string }>;

export type FindingCode = keyof typeof FINDING_CODES;
export const FindingCodeSchema = z.enum(Object.keys(FINDING_CODES) as [FindingCode, ...FindingCode[]]);

export const FindingSchema = z.object({
  severity: FindingSeveritySchema,
  code: FindingCodeSchema,
  /** The words of the answer it is about (a figure's phrase, an article, a statute). */
  claim: z.string(),
  /** What was found, in Korean, starting with the code's title. */
  message: z.string(),
  /** The passages [n] and rule rows (R3) it was judged by. */
  sources: z.array(z.string()),
});
export type Finding = z.infer<typeof FindingSchema>;

export const SEVERITY_SYMBOL: Readonly<Record<FindingSeverity, string>> = { error: '❌', warning: '⚠️', info: 'ℹ️' };
export const SEVERITY_LABEL: Readonly<Record<FindingSeverity, string>> = { error: '오류', warning: '경고', info: '안내' };

/** A finding as one line for people: its severity's symbol, then its message. */
export function renderFinding(finding: Pick<Finding, 'severity' | 'message'>): string {
  return `${SEVERITY_SYMBOL[finding.severity]} ${finding.message}`;
}
