// llm.test: tries LLM settings before they are saved — resolves them as asking would, lists the server's models,
// and reports the exact failure (unreachable, refused key, wrong path…) with what to do.
import type { CallOutput } from '../../shared/contract';
import { toApiError } from '../../shared/errors';
import { listServerModels } from './client';
import type { LlmConfig } from './config';

/**
 * The model the settings under test give (the settings store's trial; nothing is stored). Passed in, so the client
 * knows nothing of where settings are kept: the settings layer sits above it.
 */
export type TrialLlmConfig = (settings: Record<string, unknown> | undefined, apiKey: string | undefined) => LlmConfig;

export async function testLlmConnection(
  trial: TrialLlmConfig,
  input: { settings?: Record<string, unknown> | undefined; api_key?: string | undefined },
): Promise<CallOutput<'llm.test'>> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let config: LlmConfig;
  try {
    config = trial(input.settings, input.api_key);
  } catch (error) {
    return { ok: false, provider: String(input.settings?.provider ?? 'none'), baseURL: null, model: null, models: [], model_listed: false, error: toApiError(error), ms: elapsed() };
  }
  if (config.provider === 'none') {
    return { ok: true, provider: 'none', baseURL: null, model: null, models: [], model_listed: false, error: null, ms: elapsed() };
  }
  const described = { provider: config.provider, baseURL: config.baseURL, model: config.model };
  try {
    const models = await listServerModels(config);
    return { ok: true, ...described, models, model_listed: models.includes(config.model), error: null, ms: elapsed() };
  } catch (error) {
    return { ok: false, ...described, models: [], model_listed: false, error: toApiError(error), ms: elapsed() };
  }
}
