// llm.test: tries LLM settings before they are saved — resolves them as asking would, lists the server's models,
// and reports the exact failure (unreachable, refused key, wrong path…) with what to do.
import type { CallOutput } from '../../../shared/contract';
import { toApiError } from '../../../shared/errors';
import type { LlmSettingsStore } from '../../settings/llm-settings';
import { listServerModels } from './client';
import type { LlmConfig } from './config';

export async function testLlmConnection(
  llmSettings: LlmSettingsStore,
  input: { settings?: Record<string, unknown> | undefined; api_key?: string | undefined },
  env: Record<string, string | undefined>,
): Promise<CallOutput<'llm.test'>> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let config: LlmConfig;
  try {
    config = llmSettings.trial(input.settings, input.api_key, env);
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
