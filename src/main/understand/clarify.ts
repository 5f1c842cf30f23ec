// Seed 001's clarification question: from the LLM (grounded in the top-3 categories and what is missing) or, with
// no LLM or when it fails, from a template that offers the top-3 categories and asks for the missing piece.
import { z } from 'zod';
import type { NeedKind, RankedCategory } from '../../shared/understand-contract';
import type { LlmClient } from '../llm/client';
import type { CategorySet } from './categories';
import { NEED_CHOICES, NEED_LABELS, zoneChoices } from './needs';
import { clarifyMessages } from './prompts';
import { topicParticle } from '../text/particles';

export interface ClarifyQuestion {
  question: string;
  choices: string[];
  /** 'llm', or 'template' (with the reason the model was not used, when one was configured). */
  source: 'llm' | 'template';
  problem: string | null;
}

const LlmClarifySchema = z.object({ question: z.string().min(1).max(300), choices: z.array(z.string().min(1).max(60)).max(6) });

export function templateQuestion(top3: readonly RankedCategory[], missing: readonly NeedKind[], placeChoices: readonly string[] = [], areaChoices: readonly string[] = [], question = ''): Omit<ClarifyQuestion, 'source' | 'problem'> {
  // "중구" written without its 시·도: the places it may be, in the user's words.
  if (missing[0] === 'place' && placeChoices.length > 0) {
    const word = placeChoices[0]!.split(' ').at(-1)!;
    return { question: `${word}${topicParticle(word)} 여러 곳에 있습니다. 어느 ${word}인가요? 조례의 기준이 곳마다 다릅니다.`, choices: [...placeChoices] };
  }
  // "카페 바닥면적 합계 300㎡ 미만 / 이상": the bound of the use's class, in the vocabulary's words.
  if (missing[0] === 'floor_area' && areaChoices.length > 0) {
    const use = areaChoices[0]!.split(' ')[0]!;
    return { question: `${use}${topicParticle(use)} 바닥면적 합계에 따라 건축물 용도가 달라져 답이 달라집니다. 해당 용도로 쓰는 바닥면적 합계가 어느 쪽인가요?`, choices: [...areaChoices] };
  }
  if (missing.length > 0) {
    const need = missing[0]!;
    const what = missing.map((kind) => NEED_LABELS[kind]).join('과 ');
    const where = need === 'zone' ? ' 토지이용계획확인원(토지이음)에서 확인할 수 있습니다.' : '';
    return {
      question: `정확히 답하려면 ${what}이(가) 필요합니다. ${NEED_LABELS[need]}이(가) 무엇인가요?${where}`,
      // A missing zone is offered from the land the question tells of (a paddy is in no residential zone).
      choices: [...(need === 'zone' ? zoneChoices(question) : NEED_CHOICES[need])],
    };
  }
  const labels = top3.map((item) => `'${item.label}'`);
  return {
    question: `질문이 어느 주제에 관한 것인지 확실하지 않습니다. ${labels.join(', ')} 중 어느 것에 관한 질문인가요? 건물 용도나 용도지역, 위치를 함께 알려 주시면 더 정확히 답할 수 있습니다.`,
    choices: top3.map((item) => item.label),
  };
}

export async function clarifyQuestion(input: {
  effectiveQuery: string;
  top3: readonly RankedCategory[];
  missing: readonly NeedKind[];
  /** The places an ambiguous name may mean, when that is what is missing. */
  placeChoices?: readonly string[] | undefined;
  /** The floor areas that decide the use's class, when that is what is missing. */
  areaChoices?: readonly string[] | undefined;
  round: number;
  categories: CategorySet;
  llm: LlmClient | null;
  signal?: AbortSignal | undefined;
}): Promise<ClarifyQuestion> {
  const template = templateQuestion(input.top3, input.missing, input.placeChoices ?? [], input.areaChoices ?? [], input.effectiveQuery);
  if (!input.llm) return { ...template, source: 'template', problem: null };
  try {
    const reply = await input.llm.completeJson(LlmClarifySchema, clarifyMessages({ ...input, category: input.categories.get }), { name: 'clarify_question', signal: input.signal });
    // Quick replies for a missing zone or use stay the real vocabulary, whatever the model offered.
    const choices = input.missing.length > 0 ? template.choices : reply.choices.length > 0 ? reply.choices : template.choices;
    return { question: reply.question.trim(), choices, source: 'llm', problem: null };
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return { ...template, source: 'template', problem: error instanceof Error ? error.message : String(error) };
  }
}
