// The pipeline's nodes as the window names them: several nodes light up one step (이해 covers preprocessing,
// classification, the confidence decision and refine).
const STEP_OF_NODE: Record<string, string> = {
  preprocess: '이해',
  classify: '이해',
  confidence_decision: '이해',
  clarify: '이해',
  refine: '이해',
  final_classification: '이해',
  retrieve: '검색',
  generate: '생성',
  cite: '생성',
  verify: '검증',
  regenerate: '재생성',
};

export const BASE_STEPS = ['이해', '검색', '생성', '검증'] as const;

export const VERIFY_SUBSTEP: Record<string, string> = { extract: '추출', hard_rules: '규칙', semantic: '의미', score: '점수' };

export function stepOfNode(node: string): string | null {
  return STEP_OF_NODE[node] ?? null;
}

/** Steps seen so far, in order; a step seen again after another (검증 after 재생성) is listed again. */
export function addStep(steps: string[], step: string): string[] {
  return steps.at(-1) === step ? steps : [...steps, step];
}
