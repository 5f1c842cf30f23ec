// A small explicit graph runner (the architecture guide's "named node functions over one typed state object and an
// explicit table of edges"): each node returns a partial state, an edge names the next node or decides it from the
// state, and every step is recorded in a trace (node, input summary, output summary, ms) that the verification
// report and the tests read. New nodes (understanding, verification) slot in by adding rows to the tables.

export const END = '__end__';

export type NodeFn<S, N extends string> = (state: Readonly<S>, signal: AbortSignal | undefined) => Promise<Partial<S>> | Partial<S>;
export type Edge<S, N extends string> = N | typeof END | ((state: Readonly<S>) => N | typeof END);

export interface GraphSpec<S, N extends string> {
  start: N;
  nodes: Record<N, NodeFn<S, N>>;
  edges: Record<N, Edge<S, N>>;
  /** What the trace shows of a state before and after a node: short, never secrets or whole contexts. */
  summarize: (state: Readonly<S>, node: N) => Record<string, unknown>;
  /** A bound on steps, so a cycle that never settles ends with an error instead of running forever. */
  maxSteps?: number;
}

export interface TraceStep {
  node: string;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  ms: number;
}

export interface RunOptions<N extends string> {
  signal?: AbortSignal | undefined;
  onStep?: ((event: { node: N; phase: 'start' | 'done'; ms?: number }) => void) | undefined;
}

export function createGraph<S, N extends string>(spec: GraphSpec<S, N>) {
  const maxSteps = spec.maxSteps ?? 20;
  return {
    spec,
    async run(initial: S, options: RunOptions<N> = {}): Promise<{ state: S; trace: TraceStep[] }> {
      let state = initial;
      const trace: TraceStep[] = [];
      let node: N | typeof END = spec.start;
      for (let step = 0; node !== END; step++) {
        if (step >= maxSteps) throw new Error(`The graph did not finish within ${maxSteps} steps (last node: ${node}).`);
        options.signal?.throwIfAborted();
        const current: N = node;
        options.onStep?.({ node: current, phase: 'start' });
        const started = performance.now();
        const input = withoutEmpty(spec.summarize(state, current));
        const update = await spec.nodes[current](state, options.signal);
        state = { ...state, ...update };
        const ms = Math.round((performance.now() - started) * 10) / 10;
        trace.push({ node: current, input, output: summarizeUpdate(update, spec.summarize(state, current)), ms });
        options.onStep?.({ node: current, phase: 'done', ms });
        const edge: Edge<S, N> = spec.edges[current];
        node = typeof edge === 'function' ? edge(state) : edge;
      }
      return { state, trace };
    },
  };
}

/** The summary of the keys a node changed. */
function summarizeUpdate(update: object, summary: Record<string, unknown>): Record<string, unknown> {
  const changed = new Set(Object.keys(update));
  return Object.fromEntries(Object.entries(summary).filter(([key]) => changed.has(key)));
}

/** Input summaries leave out what is not there yet (null, empty lists), so a trace reads as what each node saw. */
function withoutEmpty(summary: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(summary).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)));
}
