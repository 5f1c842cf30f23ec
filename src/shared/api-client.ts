// Builds the nested, typed API object (`geungeo.app.info()`, `geungeo.documents.list()`, `geungeo.stats()`)
// from the call names, over any transport: Electron IPC in the preload, HTTP in browser mode, direct calls in tests.
import { CALL_NAMES, type CallName, type EventName } from './call-names';
import type { ApiError, CallInput, CallOutput, EventPayload, Result } from './contract';

type CallFn<K extends CallName> = undefined extends CallInput<K>
  ? (input?: CallInput<K>) => Promise<CallOutput<K>>
  : (input: CallInput<K>) => Promise<CallOutput<K>>;

type Nest<K extends CallName> = K extends `${infer Group}.${infer Method}`
  ? { [G in Group]: { [M in Method]: CallFn<K> } }
  : { [G in K]: CallFn<K> };

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

export type GeungeoCalls = UnionToIntersection<{ [K in CallName]: Nest<K> }[CallName]>;

export type GeungeoApi = GeungeoCalls & {
  /** Subscribe to a progress event; returns the function that unsubscribes. */
  on<K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void;
  /** Electron only: a dropped or picked file's path on disk (browser mode uploads the bytes instead). */
  pathForFile?: (file: File) => string;
};

export type Invoke = (name: CallName, input: unknown) => Promise<Result<unknown>>;
export type Subscribe = (event: EventName, listener: (payload: unknown) => void) => () => void;

/** Rejections carry the ApiError object itself (code, message, hint): it survives structured cloning. */
export function createApiClient(invoke: Invoke, subscribe: Subscribe): GeungeoApi {
  const api: Record<string, unknown> = {};
  for (const name of CALL_NAMES) {
    const call = async (input?: unknown) => {
      const result = await invoke(name, input);
      if (result.ok) return result.value;
      throw result.error satisfies ApiError;
    };
    const [group, method] = name.split('.') as [string, string | undefined];
    if (method === undefined) api[group] = call;
    else api[group] = { ...(api[group] as Record<string, unknown> | undefined), [method]: call };
  }
  api.on = subscribe;
  return api as GeungeoApi;
}
