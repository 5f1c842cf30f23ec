// A stored message's details, read once where the history reads its messages (the contract's MessageDetailsSchema):
// an answer stored now comes back typed and whole; details written by an older version — or damaged — still open,
// each broken field falling back on its own (null or an empty list) while the others are kept; and the window's turns
// and the audit export read the typed value as it comes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo, type Geungeo } from '../src/main/core';
import { buildAuditRecord } from '../src/main/export/audit-record';
import { turnsFromHistory } from '../src/renderer/src/chat/turns';
import { MessageDetailsSchema, readMessageDetails, type AnswerResult, type ClarifyResult } from '../src/shared/contract';
import { expectAnswer } from './helpers/answers';
import { corpusDbCopy } from './helpers/corpus-db';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();
const QUESTION = '서울 종로구 제2종일반주거지역 건폐율 상한은?';
const META = { appName: 'Geungeo', appVersion: 'test', dbPath: 'test.db', generatedAt: new Date('2025-03-04T06:20:00.000Z'), embeddingModel: null };

/** What every field reads as when nothing of it was stored. */
const EMPTY = { classification: null, clarify: null, llm: null, verification: null, attempts: [], warnings: [], scope: null, facts: [], removed_markers: [] };

describe('message details', () => {
  let core: Geungeo;
  let answer: AnswerResult;

  beforeAll(async () => {
    core = createGeungeo({ dbPath: corpusDbCopy(tempDir()), modelsDir: [] });
    answer = expectAnswer(await core.chat.ask({ question: QUESTION, llm: 'none', clarify: false }));
  });
  afterAll(async () => core.close());

  /** Stores `details` as JSON in the answer's row, as an older version (or a damaged file) might have left it. */
  const storeRaw = (details: string) => core.store.db.prepare('UPDATE chat_messages SET details = ? WHERE id = ?').run(details, answer.message_id);
  const storedAnswer = () => core.history.messages(answer.session).find((message) => message.id === answer.message_id)!;

  it('round-trip typed: an answer stored now reads back with every field as it was answered', async () => {
    const { details } = storedAnswer();
    expect(details).toEqual({
      classification: answer.classification,
      clarify: null,
      llm: null,
      verification: answer.verification,
      attempts: answer.attempts,
      warnings: answer.warnings,
      scope: answer.scope,
      facts: answer.facts,
      removed_markers: answer.removed_markers,
    });
    // Typed all the way: the verification's report and the classification's label need no cast.
    expect(details.verification?.report?.steps.map((step) => step.step)).toEqual(['extract', 'hard_rules', 'semantic', 'score']);
    expect(details.classification?.label).toBe(answer.classification.label);
    // Reading the typed value again changes nothing (the API checks its output with the same schema).
    expect(MessageDetailsSchema.parse(details)).toEqual(details);
    const handlers = createCallHandlers(core, { shell: 'test', appName: 'Geungeo', appVersion: 'test' });
    const history = await dispatchCall(handlers, 'chat.history', { session: answer.session });
    expect(history.ok && history.value).toContainEqual(expect.objectContaining({ id: answer.message_id, details }));
  });

  it('a broken field falls back on its own and the others are kept', () => {
    const stored = JSON.parse(JSON.stringify(storedAnswer().details)) as Record<string, unknown>;
    storeRaw(JSON.stringify({ ...stored, verification: 'garbage', attempts: 5, llm: ['x'], scope: { zone: 3 }, warnings: ['조례가 없습니다', 7], facts: {} }));
    const { details } = storedAnswer();
    expect(details).toMatchObject({ verification: null, attempts: [], llm: null, scope: null, facts: [] });
    // A list keeps the items that still read.
    expect(details.warnings).toEqual(['조례가 없습니다']);
    expect(details.classification).toEqual(answer.classification);
    expect(details.removed_markers).toEqual(answer.removed_markers);
    // The window shows the answer without a verdict; the export exports it without a verification.
    const [, turn] = turnsFromHistory(core.history.messages(answer.session));
    expect(turn).toMatchObject({ kind: 'answer', details: { verification: null, attempts: [], classification: { label: answer.classification.label } } });
    expect(buildAuditRecord(core.history.session(answer.session), core.history.messages(answer.session), META).entries[0]!.verification).toBeNull();
  });

  it('details written by an older version open as they did: a smaller verification keeps its verdict, a renamed category its label', () => {
    storeRaw(
      JSON.stringify({
        verification: { status: 'PASS', score: 91, issues: ['❌ 옛 문제'], warnings: [] },
        classification: { conversation_id: 4, category: 'zoning-old', label: '건폐율·용적률', confidence: 0.8 },
        scope: { zone: '제2종일반주거지역', jurisdiction: '서울특별시', place_from: 'somewhere' },
        llm: { provider: 'openai', model: 'gpt-4o-mini' },
      }),
    );
    const { details } = storedAnswer();
    expect(details.verification).toEqual({ status: 'PASS', score: 91, findings: [], claims: null, issues: ['❌ 옛 문제'], warnings: [], details: null, recommendation: null, report: null });
    expect(details.classification).toMatchObject({ conversation_id: 4, category: undefined, label: '건폐율·용적률', confidence: 0.8 });
    // A place source this version does not know is left out; the scope stays.
    expect(details.scope).toEqual({ zone: '제2종일반주거지역', jurisdiction: '서울특별시', place_from: undefined });
    expect(details.llm).toEqual({ provider: 'openai', model: 'gpt-4o-mini' });
    const entry = buildAuditRecord(core.history.session(answer.session), core.history.messages(answer.session), META).entries[0]!;
    expect(entry).toMatchObject({ category: '건폐율·용적률', scope: '제2종일반주거지역 · 서울특별시' });
    expect(entry.verification).toMatchObject({ status: 'PASS', score: 91, claims: null, formula: null, steps: [], reportText: null });
  });

  it('a message with {} details — or details that are not an object, or not JSON at all — opens', () => {
    for (const raw of ['{}', 'null', '[1,2]', '"text"', '{"broken": ']) {
      storeRaw(raw);
      const messages = core.history.messages(answer.session);
      expect(messages.find((message) => message.id === answer.message_id)!.details, raw).toEqual(EMPTY);
      expect(turnsFromHistory(messages)[1], raw).toMatchObject({ kind: 'answer', text: answer.answer, details: { verification: null, llm: null, classification: null, warnings: [] } });
      expect(buildAuditRecord(core.history.session(answer.session), messages, META).entries, raw).toHaveLength(1);
    }
    // The question's own row was stored with {} from the start.
    expect(core.history.messages(answer.session)[0]!.details).toEqual(EMPTY);
    expect(readMessageDetails(undefined)).toEqual(EMPTY);
  });

  it('a question asked back reads back with its clarification and classification', async () => {
    const asked = (await core.chat.ask({ question: '여기 카페 돼요?', llm: 'none' })) as ClarifyResult;
    expect(asked.kind).toBe('clarify');
    const message = core.history.messages(asked.session).at(-1)!;
    expect(message.details).toEqual({ ...EMPTY, clarify: asked.clarify, classification: asked.classification, warnings: asked.warnings });
    expect(turnsFromHistory([message])[0]).toMatchObject({ kind: 'clarify', clarify: asked.clarify, classification: { label: asked.classification.label } });
  });
});
