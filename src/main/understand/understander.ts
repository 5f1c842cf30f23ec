// Question understanding as a service: the category file, the classifier (a fine-tuned model, else embedding
// prototypes, else lexical — the first that is here), the conversations and the reviewers' labelled examples.
// The ask graph runs its nodes (understand-graph.ts); the contract's understand.* calls come here.
import type { Classification, ClassifierKind, ClassifyResult, CategoryId, Understanding, UnderstandingSettings } from '../../shared/understand-contract';
import { GeungeoError } from '../../shared/errors';
import type { LlmClient } from '../llm/client';
import type { Embedder } from '../models/embedder';
import { locateModel } from '../models/locate';
import { createGraph, END } from '../pipeline/graph';
import type { PlaceReader } from '../rules/place';
import type { Db } from '../store/database';
import { loadCategories, type CategorySet } from './categories';
import { classification, type CategoryClassifier } from './classifier';
import { buildEffectiveQuery, createConversationStore } from './conversations';
import { allExamples, createExampleStore, type LabelledExample } from './examples';
import { buildLexicalIndex } from './lexical';
import { missingNeeds } from './needs';
import { initialPipelineState, summarizePipeline, type PipelineState } from './pipeline-state';
import { preprocess } from './preprocess';
import { understandEdges, understandNodes, type UnderstandingFields, type UnderstandNode } from './understand-graph';

/** The folder (under a models directory) where a fine-tuned category classifier is looked for. */
export const CATEGORY_CLASSIFIER_MODEL = 'geungeo/category-classifier';

export interface UnderstanderDeps {
  db: Db;
  resourcesDir: string;
  places: PlaceReader;
  settings(): UnderstandingSettings;
  modelsDirs: readonly string[];
  embedder(): Promise<Embedder | { missing: string }>;
  /** Use this classifier rather than the best one available (evaluation, tests). */
  classifier?: ClassifierKind | undefined;
  /** The floor areas that would change a verdict on the question's use (rules/resolve-use.ts), or null. */
  areaChoices?: ((text: string) => string[] | null) | undefined;
}

export function createUnderstander(deps: UnderstanderDeps) {
  let categories: CategorySet | null = null;
  const getCategories = () => (categories ??= loadCategories(deps.resourcesDir));
  const conversations = createConversationStore(deps.db);
  const examples = createExampleStore(deps.db);
  let classifier: { version: string; ready: Promise<{ classifier: CategoryClassifier; notes: string[] }> } | null = null;

  /** The best classifier that is here; rebuilt when a reviewer adds an example. */
  const currentClassifier = () => {
    const version = `${getCategories().version}:${examples.version()}`;
    if (classifier?.version !== version) classifier = { version, ready: chooseClassifier(version) };
    return classifier.ready;
  };

  async function chooseClassifier(version: string): Promise<{ classifier: CategoryClassifier; notes: string[] }> {
    const set = getCategories();
    const labelled = allExamples(set, examples.reviewed());
    const notes: string[] = [];
    const wants = (kind: ClassifierKind) => deps.classifier === undefined || deps.classifier === kind;
    if (wants('model') && locateModel(deps.modelsDirs, CATEGORY_CLASSIFIER_MODEL)) {
      try {
        const [{ loadTextClassifier }, { createModelClassifier }] = await Promise.all([import('../models/text-classifier'), import('./model-classifier')]);
        return { classifier: createModelClassifier(await loadTextClassifier({ modelId: CATEGORY_CLASSIFIER_MODEL, searchDirs: deps.modelsDirs }), set), notes };
      } catch (error) {
        notes.push(`the classification model could not be used: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (wants('prototype')) {
      const embedder = await deps.embedder();
      if ('missing' in embedder) notes.push('no embedding model: the prototype classifier is not available');
      else {
        const { createPrototypeClassifier } = await import('./prototype-classifier');
        return { classifier: await createPrototypeClassifier(deps.db, embedder, labelled, version), notes };
      }
    }
    const index = buildLexicalIndex(labelled);
    return { classifier: { kind: 'lexical', logits: async (text) => index.logits(text) }, notes };
  }

  async function classifyText(text: string): Promise<Classification> {
    const pre = preprocess(text);
    const settings = deps.settings();
    const { classifier: chosen } = await currentClassifier();
    const set = getCategories();
    const result = classification(await chosen.logits(pre.text), { kind: chosen.kind, temperature: settings.temperature, thresholds: settings, categories: set });
    const { missing, placeChoices, areaChoices } = missingNeeds(pre.text, set.get(result.category), deps.places.of(pre.text), deps.areaChoices?.(pre.text) ?? null);
    return { ...result, missing, ...(placeChoices.length > 0 ? { place_choices: placeChoices } : {}), ...(areaChoices.length > 0 ? { area_choices: areaChoices } : {}), short: pre.short };
  }

  const understander = {
    get categories(): CategorySet {
      return getCategories();
    },
    conversations,
    settings: deps.settings,
    classifyText,

    /** understand.classify: one classification, stored so that a reviewer can correct it by id. */
    async classify(query: string): Promise<ClassifyResult> {
      const result = await classifyText(query);
      const conversation = conversations.create(preprocess(query).text, deps.settings().maxClarifyRetry, null, { classification: result });
      return { id: conversation.id, ...result };
    },

    /** understand.answerClarification: the user's answer to the question asked back, through the same nodes. */
    async answerClarification(input: { conversation_id: number; answer: string; no_more_questions?: boolean | undefined }, llm: LlmClient | null, signal?: AbortSignal): Promise<Understanding> {
      const graph = createGraph<UnderstandingFields, UnderstandNode>({
        start: 'preprocess',
        nodes: understandNodes<UnderstandingFields, UnderstandNode>(understander),
        edges: understandEdges<UnderstandingFields, UnderstandNode>(understander, END),
        maxSteps: 10,
        summarize: (state) => ({ pipeline: summarizePipeline(state.pipeline) }),
      });
      const { state } = await graph.run(
        { question: input.answer, conversationId: input.conversation_id, clarify: !input.no_more_questions, llm: llm ? { client: llm } : null, pipeline: initialPipelineState(input.answer) },
        { signal },
      );
      return toUnderstanding(state.pipeline, getCategories());
    },

    /** A reviewer's correction: the conversation's question becomes a labelled example, used at once. */
    correct(input: { id: number; category: CategoryId }) {
      const { conversation } = conversations.get(input.id);
      const query = buildEffectiveQuery(conversation);
      examples.add(query, input.category, conversation.id);
      return { id: conversation.id, query, category: input.category, examples: examples.reviewed().length };
    },

    /** Every labelled example (file, keywords, reviewers'), for fine-tuning a model. */
    exportExamples(): LabelledExample[] {
      return allExamples(getCategories(), examples.reviewed());
    },

    /** Which classifier questions go through now, and why not a better one. */
    async classifierInfo(): Promise<{ kind: ClassifierKind; notes: string[] }> {
      const { classifier: chosen, notes } = await currentClassifier();
      return { kind: chosen.kind, notes };
    },
  };
  return understander;
}

export type Understander = ReturnType<typeof createUnderstander>;

/** The understanding part of the pipeline state as the contract returns it. */
function toUnderstanding(pipeline: PipelineState, categories: CategorySet): Understanding {
  if (!pipeline.classification || !pipeline.conversation) throw new GeungeoError('INTERNAL', 'Understanding ended before the question was classified.');
  const final = pipeline.clarification ? null : pipeline.final_category;
  return {
    conversation_id: pipeline.conversation.id,
    effective_query: pipeline.effective_query,
    classification: pipeline.classification,
    clarify: pipeline.clarification,
    final_category: final,
    final_label: final ? categories.label(final) : null,
    final_confidence: final ? pipeline.final_confidence : null,
    llm_refined: pipeline.llm_refined,
    refine_reason: pipeline.refine_reason,
  };
}
