// STEP 1 with a language model: seed 000's JSON extraction at temperature 0.1, validated by a zod schema through
// the client's structured-output path. The model's extraction is merged into the deterministic one, never put in
// its place: it can add a figure or a verdict the patterns missed (and only one whose phrase really stands in the
// answer), but it cannot take one away — so an answer that talks the model into extracting nothing still has
// every figure checked.
import { z } from 'zod';
import { BOUNDS, FIGURE_ATTRIBUTES, FIGURE_UNITS, listOrNull, SEED_EXTRACTION_FIELDS, type Figure } from '../../shared/verify-contract';
import type { LlmClient } from '../llm/client';
import { NATIONWIDE } from '../rules/jurisdictions';
import { canonicalZone, findZone } from '../rules/zones';
import type { Extraction, ExtractionContext } from './extract';
import { extractionMessages } from './prompts';

/** Seed 000's fields, and every figure with the words it came from (the deterministic binding is not asked for). */
export const LlmExtractionSchema = z.object({
  ...SEED_EXTRACTION_FIELDS,
  cited_articles: listOrNull(z.object({ law: z.string().nullable(), article: z.string() })),
  figures: listOrNull(
    z.object({
      attribute: z.enum(FIGURE_ATTRIBUTES),
      value: z.number(),
      lower: z.number().nullable(),
      unit: z.enum(FIGURE_UNITS),
      bound: z.enum(BOUNDS).nullable(),
      zone: z.string().nullable(),
      source_law: z.string().nullable(),
      phrase: z.string(),
    }),
  ),
});
export type LlmExtraction = z.infer<typeof LlmExtractionSchema>;

export async function extractWithLlm(client: LlmClient, input: { question: string; answer: string }, signal?: AbortSignal): Promise<LlmExtraction> {
  return client.completeJson(LlmExtractionSchema, extractionMessages(input), { name: 'extracted_law_info', signal });
}

/** Whitespace-free form, for finding a phrase the model copied from the answer. */
const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, '');

/** Adds what the model found and the patterns did not; returns the notes of what was added or refused. */
export function mergeLlmExtraction(extraction: Extraction, llm: LlmExtraction, context: ExtractionContext, answer: string): string[] {
  const info = extraction.info;
  const notes: string[] = [];
  const inAnswer = squash(answer);
  for (const figure of llm.figures) {
    const phrase = figure.phrase.trim();
    // The phrase must stand in the answer, and when it is written in digits they must be the value's
    // ("육십 퍼센트" is the model's to read; "70퍼센트" is not 90).
    const digits = /\d/.test(phrase);
    if (!phrase || !inAnswer.includes(squash(phrase)) || (digits && !squash(phrase).replace(/,/g, '').includes(String(figure.value)))) {
      if (phrase) notes.push(`언어 모델이 답변에 없는 문구를 추출해 무시했습니다: '${phrase.slice(0, 40)}'`);
      continue;
    }
    const known = info.figures.some((other) => other.unit === figure.unit && other.value === figure.value && (other.lower ?? null) === (figure.lower ?? null));
    if (known) continue;
    const law = figure.source_law ? (context.laws.official(figure.source_law) ?? figure.source_law) : null;
    const added: Figure = {
      attribute: figure.attribute,
      value: figure.value,
      lower: figure.lower,
      unit: figure.unit,
      bound: figure.bound,
      zone: (figure.zone && findZone(figure.zone)) ?? info.zone_district,
      jurisdiction: law ? (/조례$/.test(law) ? (context.jurisdictions.find(law)?.name ?? null) : NATIONWIDE) : null,
      law,
      articles: [],
      phrase,
      citations: [],
      found_by: 'llm',
      sentence: extraction.text.sentences.find((sentence) => squash(sentence.text).includes(squash(phrase)))?.index ?? null,
    };
    info.figures.push(added);
    notes.push(`언어 모델이 추가로 찾은 수치: '${phrase.slice(0, 40)}'`);
  }
  for (const name of llm.cited_laws) {
    const official = context.laws.official(name) ?? name.trim();
    if (!inAnswer.includes(squash(name)) || info.cited_laws.includes(official)) continue;
    info.cited_laws.push(official);
    extraction.laws.push({ name: official, known: context.laws.official(name) !== null, ordinance: /조례$/.test(official), generic: false, phrase: name });
  }
  // Scalar fields the patterns left empty, when the model's value stands in the answer.
  const fill = <K extends 'region' | 'land_use_activity'>(key: K, value: string | null) => {
    if (info[key] === null && value && inAnswer.includes(squash(value))) {
      info[key] = value;
      info.evidence[key] = value;
    }
  };
  fill('region', llm.region);
  fill('land_use_activity', llm.land_use_activity);
  if (info.zone_district === null && llm.zone_district && findZone(llm.zone_district) && inAnswer.includes(canonicalZone(llm.zone_district))) {
    info.zone_district = findZone(llm.zone_district);
  }
  return notes;
}
