// The audit record a reviewer files: a stored conversation (hand-made records shaped as chat-service stores them) as
// Markdown, as a printable HTML page that carries nothing executable from untrusted answers or documents, and as a
// PDF printed by headless Chromium — checked with poppler as an independent reader.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMessageDetails, type ChatMessageRecord, type ChatSession, type Citation, type ConsultedRow, type VerificationResult } from '../src/shared/contract';
import { GeungeoError } from '../src/shared/errors';
import { answerHtml, auditHtml } from '../src/main/export/audit-html';
import { auditMarkdown } from '../src/main/export/audit-markdown';
import { buildAuditRecord, PASSAGE_CHARS, type AuditMeta } from '../src/main/export/audit-record';
import { findChromium, htmlToPdf } from '../src/main/export/chromium-pdf';
import { auditFileName } from '../src/main/export/file-names';
import { chromiumPath } from './helpers/browser';
import { requireTool } from './helpers/system-tools';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir('geungeo-audit-');

const session: ChatSession = { id: 12, title: '제2종일반주거지역 건폐율', created_at: '2025-03-04T06:10:00.000Z', updated_at: '2025-03-04T06:18:00.000Z', messages: 6 };
// 06:20 UTC is 15:20 in Seoul.
const meta: AuditMeta = {
  appName: 'Geungeo',
  appVersion: '0.1.0',
  dbPath: '/home/reviewer/geungeo_data/geungeo.db',
  generatedAt: new Date('2025-03-04T06:20:00.000Z'),
  embeddingModel: 'Xenova/multilingual-e5-small',
  classifier: 'prototype',
};

const QUESTION_1 = '서울 제2종일반주거지역의 건폐율 상한은 얼마인가요?';
const QUESTION_2 = '숙박시설을 지을 수 있나요?';
const CLARIFY_Q = '어느 용도지역의 건축물인가요?';
const CLARIFY_A = '일반상업지역';

// Long enough to be cut: the record quotes PASSAGE_CHARS characters, not the whole article.
const PASSAGE_84 = `제84조(용도지역안에서의 건폐율) ① 법 제77조제1항 및 제2항에 따른 건폐율은 다음 각 호의 범위에서 특별시·광역시·특별자치시·특별자치도·시 또는 군의 도시·군계획조례가 정하는 비율을 초과하여서는 아니 된다. ${'3. 제2종일반주거지역 : 50퍼센트 이상 60퍼센트 이하 '.repeat(20)}끝문장`;
const PASSAGE_85 = '제85조(용도지역 안에서의 용적률) ① 법 제78조제1항 및 제2항에 따른 용적률은 다음 각 호의 범위에서 … 4. 제2종일반주거지역 : 100퍼센트 이상 250퍼센트 이하';
const HOSTILE_PASSAGE = '제71조 숙박시설 <img src=x onerror=alert(1)> 및 <script>alert("passage")</script> 은 일반상업지역에 건축할 수 있다';

const citation = (fields: Partial<Citation> & Pick<Citation, 'n' | 'text'>): Citation => ({
  chunk_id: 100 + fields.n,
  document: 1,
  file_name: '국토의 계획 및 이용에 관한 법률 시행령.pdf',
  law_name: '국토의 계획 및 이용에 관한 법률 시행령',
  law_kind: '시행령',
  article: null,
  article_title: null,
  start_page: 1,
  end_page: 1,
  ...fields,
});

const CITATIONS_1: Citation[] = [
  citation({ n: 1, article: '제84조', article_title: '용도지역안에서의 건폐율', start_page: 54, end_page: 55, text: PASSAGE_84 }),
  citation({ n: 2, article: '제85조', article_title: '용도지역 안에서의 용적률', start_page: 56, end_page: 56, text: PASSAGE_85 }),
];

const ROWS: ConsultedRow[] = [
  {
    id: 'R1',
    table: 'zoning',
    jurisdiction: '전국',
    zone_district: '제2종일반주거지역',
    statement: '건폐율 50퍼센트 이상 60퍼센트 이하',
    law_name: '국토의 계획 및 이용에 관한 법률 시행령',
    article: '제84조',
    file_name: null,
    page: null,
    source: 'zoning-limits-national.json',
    source_kind: 'shipped',
  },
  {
    id: 'R2',
    table: 'zoning',
    jurisdiction: '서울특별시',
    zone_district: '제2종일반주거지역',
    // A pipe inside a cell must not add a column.
    statement: '건폐율 60퍼센트 이하 | 조례 우선',
    law_name: '서울특별시 도시계획 조례',
    article: '제54조',
    file_name: 'seoul-ordinance.pdf',
    page: 41,
    source: 'document:3',
    source_kind: 'parsed',
  },
];

/** Emoji and dingbats a Korean font lacks (they print as empty boxes where no emoji font is installed). */
const NOT_IN_KOREAN_FONTS = /[✅❌⚠🔁ℹ✔✖✓✗\uFE0F]/u;
/** The fonts the export's stylesheet asks for first (audit-html.ts): every glyph of the PDF should come from one. */
const KOREAN_FONT = /Nanum|Noto.*CJK|Malgun|AppleSDGothic/i;

const ISSUE = '❌ 근거 없는 조문: 제99조 — 근거 조문과 규칙표에 없습니다';
const WARNING = "⚠️ 누락 항목: 질문한 '용적률'이(가) 답변에 없습니다";

const VERIFICATION_1: VerificationResult = {
  status: 'RETRY',
  score: 62,
  findings: [
    { severity: 'error', code: 'not_grounded', claim: '제99조', message: ISSUE.slice(2), sources: [] },
    { severity: 'warning', code: 'item_missing', claim: '용적률', message: WARNING.slice(3), sources: [] },
  ],
  claims: 1,
  issues: [ISSUE],
  warnings: [WARNING],
  details: { rows: ROWS, rows_total: 2 },
  recommendation: '근거 없는 조문을 빼고 다시 답하세요',
  report: {
    question: QUESTION_1,
    scope: { zone: '제2종일반주거지역', jurisdiction: '서울특별시' },
    steps: [
      { step: 'extract', status: 'ok', score: null, ms: 14, method: 'rules', note: null },
      { step: 'hard_rules', status: 'pass', score: 100, ms: 3, method: 'rules', note: null },
      { step: 'semantic', status: 'fail', score: 40, ms: 9, method: 'grounding', note: '제99조 근거 없음' },
      { step: 'score', status: 'warn', score: 62, ms: 0, method: 'formula', note: null },
    ],
    extracted: {
      region: '서울특별시',
      zone_district: '제2종일반주거지역',
      building_coverage_ratio: 60,
      floor_area_ratio: null,
      height_limit: null,
      floor_limit: null,
      land_use_activity: null,
      permission_category: null,
      cited_laws: ['국토의 계획 및 이용에 관한 법률 시행령'],
      conditions: [],
      cited_articles: [{ law: '국토의 계획 및 이용에 관한 법률 시행령', article: '제84조', paragraph: null, item: null, text: '제84조', phrase: '시행령 제84조', sentence: 0 }],
      figures: [],
      permissions: [],
      evidence: {},
    },
    checks: [{ id: '2-3', verdict: 'pass', subject: '건폐율 60퍼센트 이하', message: '건폐율 60퍼센트 이하: 상한과 같습니다 [R2]', rows: ['R2'] }],
    rows: ROWS,
    semantic: {
      method: 'grounding',
      judge: null,
      grounding: [{ kind: 'article', claim: '제99조', phrase: '제99조에 따라', outcome: 'not_found', supported: false, support: [], cited: [1], note: null }],
      score: 40,
    },
    passages: [{ n: 1, label: '[1] 시행령 제84조 p.54–55' }],
    formula: { hard: 100, semantic: 40, critical: 1, final: 62, text: '0.6 × 100 + 0.4 × 40 − 10 × 1 = 66' },
    thresholds: { pass: 70, retry: 50 },
    attempts: [{ attempt: 1, answer: '…', status: 'RETRY', score: 62, issues: [ISSUE] }],
    status: 'RETRY',
    recommendation: '근거 없는 조문을 빼고 다시 답하세요',
  },
};

const ANSWER_1 = '서울 제2종일반주거지역의 건폐율은 **60퍼센트 이하**입니다 [1]. 용적률은 시행령이 정한 범위 안에서 조례가 정합니다 [2].';
// An answer is untrusted too: it can repeat whatever a document said.
const ANSWER_2 =
  '일반상업지역에는 숙박시설을 지을 수 있습니다 [1].\n\n<script>alert("answer")</script>\n\n<img src=x onerror=alert(2)> [자세히](javascript:alert(3)) [법제처](https://www.law.go.kr/)';

/** A message as the history reads it back: `details` is the JSON as stored, read through the contract's schema. */
function record({ details, ...fields }: Partial<Omit<ChatMessageRecord, 'details'>> & Pick<ChatMessageRecord, 'id' | 'role' | 'content'> & { details?: unknown }): ChatMessageRecord {
  return { mode: null, no_content: false, citations: [], trace: [], created_at: `2025-03-04T06:1${fields.id}:00.000Z`, ...fields, details: readMessageDetails(details ?? {}) };
}

const classification = (conversation: number, label: string) => ({ conversation_id: conversation, category: 'density', label, confidence: 0.8, top3: [], pattern: 'A', route: 'high_conf' });

const MESSAGES: ChatMessageRecord[] = [
  record({ id: 1, role: 'user', content: QUESTION_1 }),
  record({
    id: 2,
    role: 'assistant',
    content: ANSWER_1,
    mode: 'llm',
    citations: CITATIONS_1,
    details: {
      llm: { provider: 'openai', model: 'gpt-4o-mini' },
      verification: VERIFICATION_1,
      warnings: ['조례가 라이브러리에 없습니다'],
      scope: { zone: '제2종일반주거지역', jurisdiction: '서울특별시' },
      classification: classification(7, '건폐율·용적률'),
      attempts: VERIFICATION_1.report.attempts,
    },
  }),
  record({ id: 3, role: 'user', content: QUESTION_2 }),
  record({
    id: 4,
    role: 'assistant',
    content: CLARIFY_Q,
    details: {
      clarify: { conversation_id: 8, question: CLARIFY_Q, choices: ['일반상업지역', '준주거지역'], missing: ['zone'], round: 1, max_retry: 3 },
      classification: classification(8, '건축 허용'),
      warnings: [],
    },
  }),
  record({ id: 5, role: 'user', content: CLARIFY_A }),
  record({
    id: 6,
    role: 'assistant',
    content: ANSWER_2,
    mode: 'extractive',
    citations: [citation({ n: 1, law_name: '서울특별시 도시계획 조례', law_kind: '조례', article: '제71조', start_page: 7, end_page: 7, file_name: 'seoul-ordinance.pdf', text: HOSTILE_PASSAGE })],
    // An older, smaller verification: no report, no rows.
    details: { llm: null, verification: { status: 'PASS', score: 91, issues: [], warnings: [] }, classification: classification(8, '건축 허용') },
  }),
];

describe('the audit record', () => {
  const whole = buildAuditRecord(session, MESSAGES, meta);

  it('has one entry per answer, the question asked back kept as part of the question it clarified', () => {
    expect(whole.entries.map((entry) => entry.messageId)).toEqual([2, 6]);
    expect(whole.entries.map((entry) => entry.question)).toEqual([QUESTION_1, QUESTION_2]);
    expect(whole.entries[0]!.clarifications).toEqual([]);
    expect(whole.entries[1]!.clarifications).toEqual([{ asked: CLARIFY_Q, reply: CLARIFY_A }]);
    expect(whole.entries.map((entry) => entry.model)).toEqual(['openai · gpt-4o-mini', '추출식 답변 (언어 모델 없음)']);
    expect(whole.meta.models).toEqual(['openai · gpt-4o-mini', '추출식 답변 (언어 모델 없음)']);
  });

  it('treats a new question after an unanswered question asked back as a new question', () => {
    const ignored = [
      ...MESSAGES.slice(0, 4),
      record({ id: 5, role: 'user', content: '주차장 기준은?' }),
      record({ id: 6, role: 'assistant', content: '답변', mode: 'extractive', details: { classification: classification(9, '주차') } }),
    ];
    const entry = buildAuditRecord(session, ignored, meta).entries[1]!;
    expect(entry.question).toBe('주차장 기준은?');
    expect(entry.clarifications).toEqual([]);
  });

  it('as Markdown holds the question, the answer, every citation with its passage, and the verification report', () => {
    const markdown = auditMarkdown(whole);
    expect(markdown.startsWith(`# 근거 감사 기록 — ${session.title}\n`)).toBe(true);
    expect(markdown).toContain('| 생성 일시 | 2025-03-04 15:20 KST |');
    expect(markdown).toContain('| 앱 버전 | Geungeo 0.1.0 |');
    // The database path is a table cell: its underscore is escaped, not read as emphasis.
    expect(markdown).toContain('| 데이터베이스 | /home/reviewer/geungeo\\_data/geungeo.db |');
    expect(markdown).toContain('| 임베딩 모델 | Xenova/multilingual-e5-small |');
    expect(markdown).toContain('| 답변 모델/방식 | openai · gpt-4o-mini, 추출식 답변 (언어 모델 없음) |');

    expect(markdown).toContain(`### 질문\n\n${QUESTION_1}\n`);
    expect(markdown).toContain(ANSWER_1);
    expect(markdown).toContain(`- ${CLARIFY_Q} → ${CLARIFY_A}`);

    expect(markdown).toContain('**[1]** 국토의 계획 및 이용에 관한 법률 시행령 (시행령) 제84조(용도지역안에서의 건폐율), p. 54–55, 국토의 계획 및 이용에 관한 법률 시행령.pdf');
    expect(markdown).toContain('**[2]** 국토의 계획 및 이용에 관한 법률 시행령 (시행령) 제85조(용도지역 안에서의 용적률), p. 56, 국토의 계획 및 이용에 관한 법률 시행령.pdf');
    expect(markdown).toContain(`> ${PASSAGE_85}`);
    // The long passage is quoted from its start and cut with …, not whole.
    const quoted = markdown.split('\n').find((line) => line.startsWith('> 제84조'))!;
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.length).toBeLessThan(PASSAGE_CHARS + 10);
    expect(markdown).not.toContain('끝문장');

    // Status, findings and steps in Korean words with the print marks (○ × △ ※), never the emoji of the terminal.
    expect(markdown).toContain('**결과:** △ 재검토 필요 62/100 (통과 ≥ 70, 재검토 ≥ 50)');
    expect(markdown).toContain(`- × ${ISSUE.slice(2)}`);
    expect(markdown).toContain(`- △ ${WARNING.slice(3)}`);
    expect(markdown).toContain('**권장:** 근거 없는 조문을 빼고 다시 답하세요');
    expect(markdown).toContain('| 3. 의미 검증 | 실패 | 40 | 9 ms | 근거 대조 | 제99조 근거 없음 |');
    expect(markdown).toContain('**검증기 보고서 원문**');
    expect(markdown).toContain('3. 의미 검증 · 실패 · 40점 · 9ms · 근거 대조 — 제99조 근거 없음');
    expect(markdown).toContain('**결과:** ○ 검증 통과 91/100');
    expect(markdown).not.toMatch(NOT_IN_KOREAN_FONTS);
    expect(markdown).not.toMatch(/\b(?:PASS|RETRY|FAIL|hard_rules|semantic|grounding|seed)\b/);
  });

  it('keeps every rule-row table row at seven cells, a pipe in a cell escaped', () => {
    const markdown = auditMarkdown(whole);
    const row = markdown.split('\n').find((line) => line.startsWith('| R2 |'))!;
    expect(row).toContain('건폐율 60퍼센트 이하 \\| 조례 우선');
    const cells = row.split(/(?<!\\)\|/).slice(1, -1);
    expect(cells).toHaveLength(7);
    expect(cells.map((cell) => cell.trim())).toEqual([
      'R2',
      '용도지역 한도',
      '서울특별시',
      '제2종일반주거지역',
      '건폐율 60퍼센트 이하 \\| 조례 우선',
      '서울특별시 도시계획 조례 제54조 p. 41',
      'document:3 (문서에서 추출)',
    ]);
  });

  it('with a message id holds only that answer, and refuses a message that is not an answer of the conversation', () => {
    const one = buildAuditRecord(session, MESSAGES, meta, { messageId: 6 });
    expect(one.entries.map((entry) => entry.messageId)).toEqual([6]);
    expect(one.scope).toBe('answer');
    const markdown = auditMarkdown(one);
    expect(markdown).toContain(QUESTION_2);
    expect(markdown).not.toContain(QUESTION_1);
    for (const wrong of [1, 4, 999]) {
      let thrown: unknown;
      try {
        buildAuditRecord(session, MESSAGES, meta, { messageId: wrong });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `message ${wrong}`).toBeInstanceOf(GeungeoError);
      expect((thrown as GeungeoError).code).toBe('NOT_FOUND');
      expect((thrown as GeungeoError).message).toContain(String(wrong));
      expect((thrown as GeungeoError).hint).toBeTruthy();
    }
  });

  it('exports an answer stored without a verification, or with one it cannot read, without failing', () => {
    const old = [
      record({ id: 1, role: 'user', content: '옛 질문' }),
      {
        ...record({ id: 2, role: 'assistant', content: '옛 답변 [1]', mode: 'extractive', details: null }),
        // A law kind this version does not know and no pages: the rest of the citation is still shown.
        citations: [{ n: 1, law_name: '건축법', law_kind: '법령', article: '제2조', file_name: 'building.pdf', text: '옛 인용문' }, { text: '번호 없는 인용문' }] as unknown as Citation[],
      },
      record({ id: 3, role: 'user', content: '두 번째 옛 질문' }),
      record({ id: 4, role: 'assistant', content: '두 번째 옛 답변', mode: 'llm', details: { verification: { status: 'MAYBE', score: 'high' } } }),
    ];
    const built = buildAuditRecord(session, old, { ...meta, embeddingModel: null });
    expect(built.entries.map((entry) => entry.verification)).toEqual([null, null]);
    expect(built.entries[1]!.model).toBe('언어 모델 (모델 기록 없음)');
    const markdown = auditMarkdown(built);
    expect(markdown.match(/검증 기록이 없습니다/g)).toHaveLength(2);
    expect(markdown).toContain('| 임베딩 모델 | 없음 (어휘 검색만) |');
    expect(markdown).toContain('**[1]** 건축법 제2조, p. ?, building.pdf\n\n> 옛 인용문\n');
    expect(markdown).not.toContain('번호 없는 인용문');
    expect(auditHtml(built)).toContain('검증 기록이 없습니다');
  });

  it('is saved under a name made of the session, the day in Seoul and the answer id', () => {
    // 16:00 UTC on the 4th is already the 5th in Seoul.
    const late = new Date('2025-03-04T16:00:00.000Z');
    expect(auditFileName({ session: 12 }, 'pdf', late)).toBe('geungeo-12-20250305.pdf');
    expect(auditFileName({ session: 12, message: 6 }, 'md', meta.generatedAt)).toBe('geungeo-12-20250304-answer-6.md');
    expect(() => auditFileName({ session: 1.5 }, 'md', late)).toThrow(RangeError);
    expect(() => auditFileName({ session: 12 }, 'md', new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('the audit record as HTML', () => {
  const html = auditHtml(buildAuditRecord(session, MESSAGES, meta));

  it('is a complete Korean page with a print stylesheet and a CSP that forbids scripts and loads', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="ko">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
    expect(html).toContain('@page { size: A4; margin: 18mm; }');
    expect(html).toContain('"Noto Sans CJK KR", "NanumGothic", "Malgun Gothic", "Apple SD Gothic Neo", sans-serif');
    expect(html).toContain('.answer + .answer { break-before: page;');
    expect(html).toContain('.citation { break-inside: avoid;');
    expect(html.match(/<section class="answer"/g)).toHaveLength(2);
    expect(html).toContain('<strong>60퍼센트 이하</strong>');
    expect(html).toContain(`<p class="question">${QUESTION_1}</p>`);
  });

  it('shows the script and the onerror image of an answer and of a passage as text, and runs or loads nothing', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    // No tag carries an event handler, a javascript: address or any link or source at all.
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<[^>]*\s(?:href|src)\s*=/i);
    expect(html).not.toContain('law.go.kr');
    expect(html).not.toMatch(/https?:\/\//);
    // What the answer and the passage said stays visible: escaped, it reads as written.
    const shown = decodeEntities(html);
    expect(shown).toContain('<script>alert("answer")</script>');
    expect(shown).toContain('<img src=x onerror=alert(2)> 자세히 법제처');
    expect(shown).toContain(HOSTILE_PASSAGE);
  });

  it('keeps an answer’s lines apart, as the window shows them (an article’s ① and ③, the missing-ground line and what to add)', () => {
    const html = answerHtml('> ① 첫째 항\n> …\n> ③ 셋째 항\n\n⚠️ 라이브러리에 없는 근거: 별표 1\n추가할 것: 별표 1 문서');
    expect(html).toMatch(/① 첫째 항<br>\s*…<br>\s*③ 셋째 항/);
    expect(html).toMatch(/별표 1<br>\s*추가할 것/);
  });

  it('escapes a conversation title and a question that look like HTML', () => {
    const hostile = buildAuditRecord({ ...session, title: '</title><script>x()</script>' }, [record({ id: 1, role: 'user', content: '"><svg onload=alert(1)>' }), MESSAGES[1]!], meta);
    const page = auditHtml(hostile);
    expect(page).not.toMatch(/<script|<svg/i);
    expect(page).toContain('&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(page).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
  });
});

/** The text a browser shows for escaped markup (the entities rehype-stringify and auditHtml write). */
function decodeEntities(html: string): string {
  return html.replace(/&(?:lt|gt|quot|#39|#x3C|amp);/g, (entity) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x3C;': '<', '&amp;': '&' })[entity] ?? entity);
}

describe('printing with Chromium', () => {
  it('finds Chromium at CHROMIUM_PATH first, and skips a CHROMIUM_PATH that is not there', () => {
    const fake = join(tempDir(), 'my-chromium');
    writeFileSync(fake, '');
    expect(findChromium({ CHROMIUM_PATH: fake })).toBe(fake);
    const missing = join(tempDir(), 'missing');
    expect(findChromium({ CHROMIUM_PATH: missing })).not.toBe(missing);
  });

  it('says how to get Chromium when it cannot be started', async () => {
    const error = await htmlToPdf('<p>x</p>', { chromium: join(tempDir(), 'no-such-chromium') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeungeoError);
    expect((error as GeungeoError).code).toBe('NOT_FOUND');
    expect((error as GeungeoError).hint).toContain('CHROMIUM_PATH');
    expect((error as GeungeoError).hint).toContain('인쇄 → PDF로 저장');
  });

  describe.skipIf(process.platform === 'win32')('with a Chromium that misbehaves', () => {
    const fakeChromium = (body: string): string => {
      const path = join(tempDir(), 'chromium');
      writeFileSync(path, `#!/bin/sh\n${body}\n`);
      chmodSync(path, 0o755);
      return path;
    };
    const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('geungeo-pdf-'));

    it('reports its failure with the tail of what it wrote to stderr, and leaves no temp dir', async () => {
      const before = leftovers();
      const error = await htmlToPdf('<p>x</p>', { chromium: fakeChromium('echo "first line" >&2; echo "GPU process exited: boom" >&2; exit 3') }).catch((caught: unknown) => caught);
      expect((error as GeungeoError).code).toBe('INTERNAL');
      expect((error as GeungeoError).message).toContain('exit 3');
      expect((error as GeungeoError).hint).toContain('boom');
      expect(leftovers()).toEqual(before);
    });

    it('refuses a file that is not a PDF', async () => {
      const script = 'for arg; do case "$arg" in --print-to-pdf=*) printf "hello" > "${arg#--print-to-pdf=}";; esac; done';
      const error = await htmlToPdf('<p>x</p>', { chromium: fakeChromium(script) }).catch((caught: unknown) => caught);
      expect((error as GeungeoError).message).toContain('wrote no PDF');
    });

    it('kills a Chromium that hangs when the timeout passes', async () => {
      const pidFile = join(tempDir(), 'pid');
      const before = leftovers();
      const started = performance.now();
      const error = await htmlToPdf('<p>x</p>', { chromium: fakeChromium(`echo $$ > ${pidFile}; exec sleep 30`), timeoutMs: 800 }).catch((caught: unknown) => caught);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((error as GeungeoError).message).toContain('did not finish printing');
      const pid = Number(readFileSync(pidFile, 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(() => process.kill(pid, 0)).toThrow();
      expect(leftovers()).toEqual(before);
    });
  });

  // chromiumPath() prints the one-line skip (or fails under CI=true) when findChromium() found nothing either.
  const chromium = findChromium() ?? chromiumPath();
  const poppler = requireTool('pdfinfo', 'install poppler (Debian/Ubuntu: apt install poppler-utils; macOS: brew install poppler)') && requireTool('pdftotext', 'install poppler');

  it.runIf(chromium && poppler)('prints A4 pages: an answer to a page at least, one answer on fewer pages than two, the Korean question in the text', async () => {
    const dir = tempDir();
    const print = async (name: string, messageId?: number) => {
      const started = performance.now();
      const pdf = await htmlToPdf(auditHtml(buildAuditRecord(session, MESSAGES, meta, messageId === undefined ? {} : { messageId })), { chromium: chromium! });
      console.log(`${name}: printed ${pdf.length.toLocaleString('en-US')} bytes in ${Math.round(performance.now() - started)} ms`);
      const path = join(dir, `${name}.pdf`);
      writeFileSync(path, pdf);
      const info = spawnSync('pdfinfo', [path], { encoding: 'utf8' }).stdout;
      const text = spawnSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).stdout;
      const fonts = spawnSync('pdffonts', [path], { encoding: 'utf8' }).stdout.split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
      return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), size: /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? '', text: text.replace(/\s+/g, ' '), fonts, path };
    };
    const both = await print('two-answers');
    const one = await print('one-answer', 6);
    expect(both.pages).toBeGreaterThanOrEqual(2);
    expect(one.pages).toBeGreaterThanOrEqual(1);
    expect(one.pages).toBeLessThan(both.pages);
    expect(both.size).toMatch(/\(A4\)$/);
    expect(both.text).toContain(QUESTION_1);
    expect(both.text).toContain(QUESTION_2);
    expect(one.text).toContain(QUESTION_2);
    expect(one.text).not.toContain(QUESTION_1);
    // No header or footer: Chromium's would print the file:// address of the temp page.
    expect(both.text).not.toContain('file://');
    expect(both.text).not.toContain('audit.html');
    expect(existsSync(dir)).toBe(true);

    // The status marks print in the Korean font itself: Korean words with ○ × △, no emoji, and no glyph left to a
    // fallback font (on a machine with only a Korean font, such a glyph would be an empty box).
    expect(both.text).toContain('△ 재검토 필요 62/100');
    expect(both.text).toContain('× 근거 없는 조문');
    expect(both.text).not.toMatch(NOT_IN_KOREAN_FONTS);
    console.log(`fonts of ${both.path}: ${both.fonts.join(', ')}`);
    expect(both.fonts.length).toBeGreaterThan(0);
    expect(both.fonts.filter((font) => !KOREAN_FONT.test(font))).toEqual([]);
  });
});
