// Question understanding, the conversation half: asking back (template or LLM), the effective query, early exit,
// refine after the third answer, resuming after the database is reopened, --no-clarify, and the CLI's classify and
// ask --conversation, with the real SQLite file and a scripted OpenAI-compatible server.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeungeo, type Geungeo } from '../src/main/core';
import type { AskResult, ClarifyResult } from '../src/shared/contract';
import { expectAnswer } from './helpers/answers';
import { runCli } from './helpers/cli';
import { corpusDbCopy } from './helpers/corpus-db';
import { byRole } from './helpers/llm-roles';
import { startScriptedLlm, type ScriptEntry, type ScriptedLlm } from './helpers/llm-server';
import { useTempDir } from './helpers/temp';
import { zoneChoices } from '../src/main/understand/needs';

const tempDir = useTempDir();
const VAGUE = '여기 카페 돼요?';

function expectClarify(result: AskResult): ClarifyResult {
  if (result.kind !== 'clarify') throw new Error(`expected a question asked back, got an answer: ${result.answer.slice(0, 80)}`);
  return result;
}
const nodes = (result: { trace: { node: string }[] }) => result.trace.map((step) => step.node);

describe('the clarification loop without a model', () => {
  let dbPath: string;
  let core: Geungeo;

  beforeAll(() => {
    dbPath = corpusDbCopy(tempDir());
    core = createGeungeo({ dbPath, modelsDir: [] });
  });
  afterAll(async () => core.close());

  it('asks for the missing zone, then answers the effective query in the same session (early exit at A)', async () => {
    const asked = expectClarify(await core.chat.ask({ question: VAGUE, llm: 'none' }));
    expect(asked.classification.category).toBe('land_use');
    expect(asked.clarify).toMatchObject({ round: 1, max_retry: 3, missing: ['zone'] });
    expect(asked.clarify.question).toMatch(/용도지역/);
    expect(asked.clarify.choices).toContain('제2종일반주거지역');
    expect(nodes(asked)).toEqual(['preprocess', 'classify', 'confidence_decision', 'clarify']);

    const answered = expectAnswer(await core.chat.ask({ question: '제2종일반주거지역', conversation: asked.clarify.conversation_id, llm: 'none' }));
    expect(answered.session).toBe(asked.session);
    expect(answered.classification).toMatchObject({ conversation_id: asked.clarify.conversation_id, category: 'land_use', pattern: 'A', llm_refined: false, clarify_rounds: 1 });
    expect(nodes(answered).slice(0, 5)).toEqual(['preprocess', 'classify', 'confidence_decision', 'final_classification', 'retrieve']);
    const preprocess = answered.trace[0]!.output.pipeline as { effective_query: string };
    expect(preprocess.effective_query).toBe(`${VAGUE} 제2종일반주거지역`);
    expect(answered.scope.zone).toBe('제2종일반주거지역');
    expect(core.history.messages(asked.session).map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);

    // The conversation is closed: answering it again is refused with what to do.
    await expect(core.chat.ask({ question: '준주거지역', conversation: asked.clarify.conversation_id })).rejects.toThrow(/not waiting for an answer/);
  });

  it('offers the zones of the land the question tells of: a paddy\'s, not a town\'s', async () => {
    const asked = expectClarify(await core.chat.ask({ question: '논에 흙을 1.8m 정도 쌓아서 높이려는데 개발행위허가 받아야 하나요?', llm: 'none' }));
    expect(asked.clarify.missing).toEqual(['zone']);
    expect(asked.clarify.choices).toEqual(expect.arrayContaining(['계획관리지역', '생산관리지역', '농림지역']));
    expect(asked.clarify.choices).not.toContain('일반상업지역');
    // "논의" (a discussion) is no paddy: a town's zones for a town's question.
    expect(zoneChoices('구청과 논의했는데 카페 돼요?')).toContain('제2종일반주거지역');
  });

  it('does not ask back when only the category is unsure: refine chooses (no model: the top-1, saying so)', async () => {
    core.appSettings.update({ understanding: { thresholdA: 1 } }); // nothing reaches pattern A
    try {
      const final = expectAnswer(await core.chat.ask({ question: '제2종일반주거지역 건폐율 얼마예요?', llm: 'none' }));
      expect(final.classification.pattern).not.toBe('A');
      expect(nodes(final).slice(0, 5)).toEqual(['preprocess', 'classify', 'confidence_decision', 'refine', 'final_classification']);
      expect(final.classification).toMatchObject({ category: 'density', llm_refined: false });
      expect(final.classification.refine_reason).toMatch(/언어 모델이 없어 .*1순위\(건폐율·용적률\)/);
    } finally {
      core.appSettings.update({ understanding: { thresholdA: 0.1 } });
    }
  });

  it('never asks the same thing twice: a reply that does not give the zone goes on to refine', async () => {
    const asked = expectClarify(await core.chat.ask({ question: VAGUE, llm: 'none' }));
    expect(asked.clarify.missing).toEqual(['zone']);
    const final = expectAnswer(await core.chat.ask({ question: '잘 모르겠어요', conversation: asked.clarify.conversation_id, llm: 'none' }));
    expect(nodes(final).slice(0, 5)).toEqual(['preprocess', 'classify', 'confidence_decision', 'refine', 'final_classification']);
    const { conversation } = core.understander.conversations.get(asked.clarify.conversation_id);
    expect(conversation).toMatchObject({ retry_count: 1, status: 'final', pending: null });
  });

  it('a reply that picks an offered choice ends the loop, whatever the classifier makes of it', async () => {
    const asked = expectClarify(await core.chat.ask({ question: VAGUE, llm: 'none' }));
    core.appSettings.update({ understanding: { thresholdA: 1 } }); // the reply would otherwise be unsure
    try {
      const final = expectAnswer(await core.chat.ask({ question: asked.clarify.choices[0]!, conversation: asked.clarify.conversation_id, llm: 'none' }));
      expect(nodes(final).slice(0, 4)).toEqual(['preprocess', 'classify', 'confidence_decision', 'final_classification']);
    } finally {
      core.appSettings.update({ understanding: { thresholdA: 0.1 } });
    }
  });

  it('--no-clarify goes straight to refine', async () => {
    const result = expectAnswer(await core.chat.ask({ question: VAGUE, llm: 'none', clarify: false }));
    expect(nodes(result)).toContain('refine');
    expect(nodes(result)).not.toContain('clarify');
    expect(result.classification.refine_reason).toMatch(/언어 모델이 없어/);
  });

  it('resumes a conversation after the database is closed and opened again', async () => {
    const asked = expectClarify(await core.chat.ask({ question: VAGUE, llm: 'none' }));
    await core.close();
    core = createGeungeo({ dbPath, modelsDir: [] });
    const answer = expectAnswer(await core.chat.ask({ question: '제1종일반주거지역', conversation: asked.clarify.conversation_id, llm: 'none' }));
    expect(answer.session).toBe(asked.session);
    expect(answer.classification.conversation_id).toBe(asked.clarify.conversation_id);
  });
});

describe('the clarification loop with a model', () => {
  let llm: ScriptedLlm;
  let core: Geungeo;
  const answer = { content: '근거 문서에서 확인하세요 [1].' };
  // Every request goes to the roles scripted for the current test.
  let roles: ScriptEntry = { status: 400, error: { message: 'nothing scripted', type: 'invalid_request_error' } };
  const script = (entry: ScriptEntry) => void (roles = entry);

  beforeAll(async () => {
    llm = await startScriptedLlm({ whenEmpty: (request) => (typeof roles === 'function' ? roles(request) : roles) });
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [], llmFlags: { llm: 'custom', baseUrl: llm.baseURL, model: 'scripted-model' } });
    core.appSettings.update({ verification: { useLlm: false, maxAttempts: 1 } });
  });
  afterAll(async () => {
    await core.close();
    await llm.close();
  });

  it('the model words the question from the top-3 and what is missing; its refine picks among the top 3', async () => {
    script(byRole({ clarify: [{ content: JSON.stringify({ question: '대지의 용도지역이 어떻게 되나요?', choices: ['모름'] }) }], answer: [answer] }));
    const asked = expectClarify(await core.chat.ask({ question: VAGUE }));
    expect(asked.clarify.question).toBe('대지의 용도지역이 어떻게 되나요?');
    // For a missing zone the quick replies stay the real zone names, whatever the model offered.
    expect(asked.clarify.choices).toContain('제1종일반주거지역');
    const prompt = llm.requests.at(-1)!.body.messages.map((message) => String(message.content)).join('\n');
    expect(prompt).toContain('용도지역·행위제한');
    expect(prompt).toMatch(/부족한 정보: 용도지역/);
    expect(prompt).toMatch(/<<<질문 [0-9a-f]{12}\n여기 카페 돼요\?/);

    // The model picks the second of the candidates its prompt lists (the classification of the effective query).
    let second = '';
    script(
      byRole({
        refine: [
          (request) => {
            second = /\n2\. (\w+) —/.exec(String(request.body.messages[1]?.content))![1]!;
            return { content: JSON.stringify({ selected_category: second, confidence: 0.8, reason: '두 번째 후보가 맞습니다.', meta: {} }) };
          },
        ],
        answer: [answer],
      }),
    );
    const refined = expectAnswer(await core.chat.ask({ question: '그냥 알려 주세요', conversation: asked.clarify.conversation_id, clarify: false }));
    expect(refined.classification).toMatchObject({ category: second, llm_refined: true, refine_reason: '두 번째 후보가 맞습니다.' });
    expect(refined.classification.top3[1]!.category).toBe(second);
  });

  it('malformed JSON from the model: the template question and the top-1, with a clear note, no crash', async () => {
    script(byRole({ clarify: [{ content: '질문: 어디인가요' }], refine: [{ content: '{"selected_category": "없는범주"' }], answer: [answer] }));
    const asked = expectClarify(await core.chat.ask({ question: VAGUE }));
    expect(asked.clarify.question).toMatch(/^정확히 답하려면 용도지역/);
    expect(asked.warnings).toContainEqual(expect.stringMatching(/기본 질문을 씁니다/));
    const refined = expectAnswer(await core.chat.ask({ question: '몰라요', conversation: asked.clarify.conversation_id, clarify: false }));
    expect(refined.classification.llm_refined).toBe(false);
    expect(refined.classification.refine_reason).toMatch(/언어 모델의 답을 쓸 수 없어/);
  });
});

describe('geungeo classify and ask --conversation', () => {
  let db: string;
  beforeAll(() => {
    db = corpusDbCopy(tempDir());
  });

  it('classify --json prints the category, three candidates, the pattern, route and classifier', () => {
    const run = runCli(['classify', '3종일반주거지역 용적률 몇 퍼센트까지 돼요?', '--db', db, '--json']);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(Object.keys(result).slice(0, 7)).toEqual(['category', 'label', 'confidence', 'top3', 'pattern', 'route', 'classifier']);
    expect(result).toMatchObject({ category: 'density', label: '건폐율·용적률', pattern: 'A', route: 'high_conf', classifier: 'lexical' });
    expect(result.top3).toHaveLength(3);
    expect(Object.keys(result.top3[0])).toEqual(['category', 'label', 'confidence']);

    const corrected = runCli(['classify', '--correct', String(result.id), 'height', '--db', db]);
    expect(corrected.status).toBe(0);
    expect(corrected.stdout).toMatch(/→ height/);
    const bad = runCli(['classify', '--correct', String(result.id), 'nonsense', '--db', db]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^geungeo: Use: geungeo classify --correct <id> <category>/);
    const exported = runCli(['classifier', 'export-examples', '--db', db]);
    expect(exported.stdout.trim().split('\n').map((line) => JSON.parse(line))).toContainEqual({ text: '3종일반주거지역 용적률 몇 퍼센트까지 돼요?', label: 'height', source: 'review' });
  });

  it('ask --json returns the question asked back; --conversation continues; the answer carries its classification', () => {
    const first = runCli(['ask', VAGUE, '--db', db, '--llm', 'none', '--json']);
    expect(first.status).toBe(0);
    const { clarify } = JSON.parse(first.stdout);
    expect(clarify).toMatchObject({ conversation_id: expect.any(Number), question: expect.stringMatching(/용도지역/) });
    expect(clarify.choices.length).toBeGreaterThan(0);

    const second = runCli(['ask', '--conversation', String(clarify.conversation_id), '제2종일반주거지역', '--db', db, '--llm', 'none', '--json']);
    expect(second.status).toBe(0);
    const answered = JSON.parse(second.stdout);
    expect(answered.classification).toMatchObject({ category: 'land_use', label: '용도지역·행위제한', pattern: 'A', route: 'high_conf', llm_refined: false, refine_reason: null });
    expect(answered.classification.top3).toHaveLength(3);
    expect(answered.answer.length).toBeGreaterThan(0);

    const piped = runCli(['ask', VAGUE, '--db', db, '--llm', 'none']);
    expect(piped.stdout).toMatch(/용도지역/);
    expect(piped.stderr).toMatch(/continue with: geungeo ask --conversation \d+/);
  });
});
