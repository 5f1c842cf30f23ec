// Seed 001's LLM refine: after the last clarification round (or when asking back is switched off) the model chooses
// among the top-3 categories; without a model, or when its reply is unusable, the top-1 of the last
// classification stands, and the reason says so.
import { z } from 'zod';
import { CategoryIdSchema, type Classification, type RefineResult } from '../../shared/understand-contract';
import type { LlmClient } from '../llm/client';
import type { CategorySet } from './categories';
import { refineMessages } from './prompts';

const LlmRefineSchema = z.object({
  selected_category: CategoryIdSchema,
  confidence: z.number().min(0).max(1),
  reason: z.string().min(1).max(500),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export async function refine(input: {
  effectiveQuery: string;
  classification: Classification;
  categories: CategorySet;
  llm: LlmClient | null;
  signal?: AbortSignal | undefined;
}): Promise<RefineResult & { llm_refined: boolean }> {
  const { classification } = input;
  const topOne = (why: string) => ({
    selected_category: classification.category,
    confidence: classification.top3[0]!.confidence,
    reason: `${why} 마지막 분류의 1순위(${classification.label})를 그대로 씁니다.`,
    meta: { classifier: classification.classifier },
    llm_refined: false,
  });
  if (!input.llm) return topOne('언어 모델이 없어');
  try {
    const reply = await input.llm.completeJson(LlmRefineSchema, refineMessages({ effectiveQuery: input.effectiveQuery, top3: classification.top3, category: input.categories.get }), {
      name: 'refine_category',
      signal: input.signal,
    });
    // The model chooses among the top 3 only: a category outside them is not its call to make.
    if (!classification.top3.some((item) => item.category === reply.selected_category)) {
      return topOne(`언어 모델이 후보 밖의 주제(${reply.selected_category})를 골라`);
    }
    return { selected_category: reply.selected_category, confidence: reply.confidence, reason: reply.reason, meta: { ...(reply.meta ?? {}), source: 'llm' }, llm_refined: true };
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return topOne(`언어 모델의 답을 쓸 수 없어(${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}
