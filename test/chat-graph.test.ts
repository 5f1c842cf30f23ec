// The graph runner: named nodes over one state, an edge table with conditional edges, a bounded run and a trace.
import { describe, expect, it } from 'vitest';
import { createGraph, END } from '../src/main/pipeline/graph';

interface State {
  value: number;
  log: string[];
}

describe('graph runner', () => {
  const graph = createGraph<State, 'double' | 'check' | 'finish'>({
    start: 'double',
    nodes: {
      double: (state) => ({ value: state.value * 2, log: [...state.log, 'double'] }),
      check: (state) => ({ log: [...state.log, `check ${state.value}`] }),
      finish: async (state) => ({ log: [...state.log, 'finish'] }),
    },
    edges: {
      double: 'check',
      check: (state) => (state.value < 10 ? 'double' : 'finish'),
      finish: END,
    },
    summarize: (state) => ({ value: state.value, log: state.log.length }),
  });

  it('follows the edges until END and records each step', async () => {
    const steps: string[] = [];
    const { state, trace } = await graph.run({ value: 3, log: [] }, { onStep: ({ node, phase }) => steps.push(`${phase}:${node}`) });
    expect(state.value).toBe(12);
    expect(state.log).toEqual(['double', 'check 6', 'double', 'check 12', 'finish']);
    expect(trace.map((step) => step.node)).toEqual(['double', 'check', 'double', 'check', 'finish']);
    // A step's output shows only what the node changed.
    expect(trace[0]).toMatchObject({ input: { value: 3 }, output: { value: 6, log: 1 } });
    expect(trace[1]!.output).toEqual({ log: 2 });
    expect(trace.every((step) => step.ms >= 0)).toBe(true);
    expect(steps.slice(0, 3)).toEqual(['start:double', 'done:double', 'start:check']);
  });

  it('stops a run that does not settle, and one that is cancelled', async () => {
    const loop = createGraph<State, 'spin'>({ start: 'spin', nodes: { spin: () => ({}) }, edges: { spin: 'spin' }, summarize: () => ({}), maxSteps: 5 });
    await expect(loop.run({ value: 0, log: [] })).rejects.toThrow(/did not finish within 5 steps/);
    const controller = new AbortController();
    controller.abort();
    await expect(graph.run({ value: 1, log: [] }, { signal: controller.signal })).rejects.toThrow();
  });
});
