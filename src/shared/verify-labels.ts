// The verification report's steps, statuses and methods in the words the window and the export print. The
// verifier records a step's method as one of VERIFY_METHODS (data, for the terminal and tests); a reader sees its
// Korean label. No seed numbers: "seed 000 formula" is the score formula itself.
import type { GroundingRow, VerificationStatus, VerifyStep } from './verify-contract';

export const VERIFY_METHODS = ['rules', 'llm+rules', 'rules (fallback)', 'rule tables + statutes', 'grounding', 'llm judge + grounding', 'grounding (judge fallback)', 'seed 000 formula'] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

export const VERIFY_METHOD_LABEL: Readonly<Record<VerifyMethod, string>> = {
  rules: '규칙 기반 추출',
  'llm+rules': '언어 모델과 규칙 기반 추출',
  'rules (fallback)': '규칙 기반 추출 (언어 모델 대신)',
  'rule tables + statutes': '규칙표와 법령 조문 대조',
  grounding: '근거 대조',
  'llm judge + grounding': '언어 모델 판정과 근거 대조',
  'grounding (judge fallback)': '근거 대조 (언어 모델 판정 대신)',
  'seed 000 formula': '0.6 × 규칙 + 0.4 × 의미 − 10 × 치명 오류',
};

/** A stored step's method in words; a method an older version recorded and this one no longer knows shows as "—". */
export function methodLabel(method: string): string {
  return (VERIFY_METHOD_LABEL as Record<string, string>)[method] ?? '—';
}

export const STEP_TITLE: Readonly<Record<VerifyStep['step'], string>> = {
  extract: '1. 정보 추출',
  hard_rules: '2. 규칙 검증',
  semantic: '3. 의미 검증',
  score: '4. 점수 산정',
};

export const STEP_STATUS_WORD: Readonly<Record<VerifyStep['status'], string>> = { ok: '완료', fallback: '대체 경로', pass: '통과', warn: '주의', fail: '실패', error: '오류' };

export const VERIFICATION_STATUS_WORD: Readonly<Record<VerificationStatus, string>> = { PASS: '검증 통과', RETRY: '재검토 필요', FAIL: '검증 실패' };

/** What a grounded claim is, as the report's table names it. */
export const CLAIM_KIND_LABEL: Readonly<Record<GroundingRow['kind'], string>> = {
  figure: '수치',
  article: '조문',
  law: '법령',
  quote: '인용',
  item: '항목',
  sanction: '제재',
  list: '목록',
  term: '용어',
};

/** The semantic step's method as the report names it ("grounding", "llm+grounding"). */
export const SEMANTIC_METHOD_LABEL: Readonly<Record<string, string>> = { grounding: '근거 대조', 'llm+grounding': '언어 모델 판정과 근거 대조' };
