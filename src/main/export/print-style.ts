// How the audit export writes status marks and the verifier's names: Korean words, and marks that every Korean
// font has. The PDF is printed by whatever Chromium is at hand with the fonts of that machine, and an office PC or
// a server often has a Korean font (Nanum, Noto CJK, Malgun Gothic) but no emoji font: there ✅ ❌ ⚠️ 🔁 ℹ️ ✔ print
// as empty boxes. ○ × △ ※ are in KS X 1001, the Korean character set every Korean font covers.
import type { ReportStyle } from '../../shared/verification-report';
import { CLAIM_KIND_LABEL, methodLabel, SEMANTIC_METHOD_LABEL, STEP_STATUS_WORD, STEP_TITLE, VERIFICATION_STATUS_WORD } from '../../shared/verify-labels';

/** The marks, by meaning. */
export const PRINT_MARK = { ok: '○', warn: '△', fail: '×', info: '※', none: '·' } as const;

export const PRINT_STYLE: ReportStyle = {
  status: { PASS: `${PRINT_MARK.ok} ${VERIFICATION_STATUS_WORD.PASS}`, RETRY: `${PRINT_MARK.warn} ${VERIFICATION_STATUS_WORD.RETRY}`, FAIL: `${PRINT_MARK.fail} ${VERIFICATION_STATUS_WORD.FAIL}` },
  nothingChecked: `${PRINT_MARK.info} 검증할 주장 없음`,
  severity: { error: PRINT_MARK.fail, warning: PRINT_MARK.warn, info: PRINT_MARK.info },
  verdict: { pass: PRINT_MARK.ok, warn: PRINT_MARK.warn, fail: PRINT_MARK.fail, skip: PRINT_MARK.none },
  outcome: { supported: PRINT_MARK.ok, contradicted: PRINT_MARK.fail, not_found: '?' },
  thresholds: (pass, retry) => `통과 ≥ ${pass}, 재검토 ≥ ${retry}`,
  step: (step) => `${STEP_TITLE[step.step]} · ${STEP_STATUS_WORD[step.status]} · ${step.score === null ? '' : `${step.score}점 · `}${step.ms}ms · ${methodLabel(step.method)}`,
  claimKind: (kind) => CLAIM_KIND_LABEL[kind],
  semanticMethod: (method) => SEMANTIC_METHOD_LABEL[method] ?? '—',
  judge: (judge) =>
    [
      `환각 ${judge.hallucination_detected ? '있음' : '없음'}`,
      `해석 오류 ${judge.misinterpretation ? '있음' : '없음'}`,
      `조례 우선 ${judge.ordinance_priority ? '반영' : '미반영'}`,
      `조건 명시 ${judge.condition_specified ? '예' : '누락'}`,
      `일관성 ${judge.consistency_score}점`,
      ...(judge.missing_items.length > 0 ? [`누락 항목 ${judge.missing_items.join(', ')}`] : []),
      judge.explanation,
    ].join(' · '),
};

/**
 * Symbols a text may carry that a Korean font lacks — emoji and dingbats the verifier and the answers write — as
 * the print marks (the emoji presentation selector goes with them). The export passes its whole output through it.
 */
const SYMBOLS: readonly [RegExp, string][] = [
  [/(?:✅|✔|✓|☑)\uFE0F?/gu, PRINT_MARK.ok],
  [/(?:❌|✖|✗|✘|❎)\uFE0F?/gu, PRINT_MARK.fail],
  [/(?:⚠|🔁|↻)\uFE0F?/gu, PRINT_MARK.warn],
  [/(?:ℹ|💡)\uFE0F?/gu, PRINT_MARK.info],
  // The score formula's minus sign (U+2212) is not in KS X 1001 either (NanumGothic lacks it); the hyphen-minus is.
  [/−/gu, '-'],
];

export function printMarks(text: string): string {
  return SYMBOLS.reduce((out, [symbol, mark]) => out.replace(symbol, mark), text);
}
