// The audit record of a conversation: each stored answer paired with the question it answers, its sources and its
// verification, with every label already written, so the Markdown and the HTML renderings say exactly the same thing.
// The messages' details come typed from the history (read once through the contract's MessageDetailsSchema, each
// field already fallen back when an older version wrote it differently): a record without a verification, or with an
// older, smaller one, still exports. Citations are still stored unchecked and are read leniently here.
import type { Attempt, ChatMessageRecord, ChatSession, ConsultedRow, StoredVerification, VerificationStatus, VerifyStep } from '../../shared/contract';
import { CitationSchema, completeVerification, type Finding } from '../../shared/contract';
import { methodLabel, STEP_STATUS_WORD, STEP_TITLE } from '../../shared/verify-labels';
import { GeungeoError } from '../../shared/errors';
import { articleLabel, datesLabel, scopeLabel } from '../../shared/labels';
import { verificationReport } from '../../shared/verification-report';
import { PRINT_MARK, PRINT_STYLE, printMarks } from './print-style';

// The file name belongs with the record for callers that take everything about an export from here.
export { auditFileName, type AuditFormat } from './file-names';

export interface AuditMeta {
  appName: string;
  appVersion: string;
  dbPath: string;
  generatedAt: Date;
  embeddingModel: string | null;
  classifier?: string | null;
}

export const EXTRACTIVE_LABEL = '추출식 답변 (언어 모델 없음)';
/** A quoted passage longer than this is cut (at a space near the end) and marked with …; the source has it whole. */
export const PASSAGE_CHARS = 600;

export interface AuditClarification {
  /** The question asked back. */
  asked: string;
  /** What the user replied, or null when the next answer came without a reply. */
  reply: string | null;
}

export interface AuditCitation {
  n: number;
  /** "국토의 계획 및 이용에 관한 법률 (법률) 제77조(용도지역의 건폐율)", or the file name when the passage has no law. */
  source: string;
  /** "p. 54" or "p. 54–55". */
  pages: string;
  /** "시행 2027-09-09 · 공포 2026-09-08 · 시행 예정", or empty for an answer stored before dates were kept. */
  dates: string;
  fileName: string;
  /** The quoted passage, cut to PASSAGE_CHARS with … when longer. */
  passage: string;
  trimmed: boolean;
}

export interface AuditVerification {
  status: VerificationStatus;
  score: number;
  /** Checkable claims, when stored: 0 means nothing was verified ("검증할 주장 없음"). */
  claims: number | null;
  /** The errors, each rendered with its severity's symbol. */
  issues: string[];
  /** The warnings and notes, likewise. */
  warnings: string[];
  recommendation: string | null;
  /** "hard 80 × 0.5 + semantic 60 × 0.5 − …", when stored. */
  formula: string | null;
  thresholds: { pass: number; retry: number } | null;
  rows: ConsultedRow[];
  /** How many rows were consulted; `rows` keeps at most 50. */
  rowsTotal: number;
  /** `rows` as the table shows them, under RULE_ROW_COLUMNS. */
  rowTable: string[][];
  steps: VerifyStep[];
  /** `steps` as the table shows them, under STEP_COLUMNS. */
  stepTable: string[][];
  attempts: Attempt[];
  /** The whole report as the verifier's text rendering, when the stored result is complete. */
  reportText: string | null;
}

export interface AuditEntry {
  messageId: number;
  questionId: number | null;
  question: string;
  /** Questions asked back before this answer, with the replies: part of what was asked. */
  clarifications: AuditClarification[];
  /** "2025-03-04 15:20 KST" (the stored time when it cannot be read). */
  answeredAt: string;
  answer: string;
  mode: 'llm' | 'extractive';
  /** "openai · gpt-4o-mini", or EXTRACTIVE_LABEL. */
  model: string;
  noContent: boolean;
  /** "방식: … · 분류: … · 범위: …" */
  facts: string;
  /** The category the question was classified in, when stored. */
  category: string | null;
  /** "제2종일반주거지역 · 전국", when stored. */
  scope: string | null;
  /** The answer's own warnings (the verification's are in `verification`). */
  warnings: string[];
  citations: AuditCitation[];
  /** Null for an answer stored without a (readable) verification. */
  verification: AuditVerification | null;
}

export interface AuditRecord {
  session: { id: number; title: string; createdAt: string };
  meta: {
    appName: string;
    appVersion: string;
    dbPath: string;
    generatedAt: Date;
    /** "2025-03-04 15:20 KST" */
    generatedAtLabel: string;
    embeddingModel: string;
    classifier: string | null;
    /** The distinct answer models/methods of the entries, in order of appearance. */
    models: string[];
  };
  /** 'answer' when one answer was exported. */
  scope: 'conversation' | 'answer';
  entries: AuditEntry[];
}

export function buildAuditRecord(session: ChatSession, messages: ChatMessageRecord[], meta: AuditMeta, options: { messageId?: number } = {}): AuditRecord {
  const all = pairAnswers(messages);
  const entries = options.messageId === undefined ? all : all.filter((entry) => entry.messageId === options.messageId);
  if (options.messageId !== undefined && entries.length === 0) {
    throw new GeungeoError('NOT_FOUND', `Message ${options.messageId} is not an answer in conversation ${session.id}.`, {
      hint: 'export the whole conversation, or give the id of an answer (not of a question or a question asked back) from chat.messages',
      reason: { id: 'export.not-an-answer' },
    });
  }
  return {
    session: { id: session.id, title: session.title, createdAt: seoulTimeLabel(session.created_at) },
    meta: {
      appName: meta.appName,
      appVersion: meta.appVersion,
      dbPath: meta.dbPath,
      generatedAt: meta.generatedAt,
      generatedAtLabel: seoulTimeLabel(meta.generatedAt),
      embeddingModel: meta.embeddingModel ?? '없음 (어휘 검색만)',
      classifier: meta.classifier ?? null,
      models: [...new Set(entries.map((entry) => entry.model))],
    },
    scope: options.messageId === undefined ? 'conversation' : 'answer',
    entries,
  };
}

/** The record's header table: what was exported, when, by which app, from which database, with which models. */
export function metadataRows(record: AuditRecord): [string, string][] {
  const { meta, session } = record;
  return [
    ['대화', `#${session.id} ${session.title} (시작 ${session.createdAt})`],
    ['범위', record.scope === 'answer' ? '답변 1개' : `대화 전체 (답변 ${record.entries.length}개)`],
    ['생성 일시', meta.generatedAtLabel],
    ['앱 버전', `${meta.appName} ${meta.appVersion}`],
    ['데이터베이스', meta.dbPath],
    ['임베딩 모델', meta.embeddingModel],
    ...(meta.classifier ? [['질문 분류기', meta.classifier] as [string, string]] : []),
    ['답변 모델/방식', meta.models.join(', ') || '—'],
  ];
}

/** The question being asked, possibly over several turns when the app asked back. */
interface OpenQuestion {
  id: number;
  text: string;
  conversation: number | null;
  clarifications: AuditClarification[];
}

/**
 * Messages are stored in pairs (a user turn, then the reply to it). A reply is a question asked back or an answer; a
 * user turn after a question asked back is the reply to it when the next assistant turn belongs to the same
 * understanding conversation (or, for records without one, when that question is still unanswered) — otherwise the
 * user ignored it and asked something new.
 */
function pairAnswers(messages: ChatMessageRecord[]): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let open: OpenQuestion | null = null;
  messages.forEach((message, index) => {
    if (message.role !== 'assistant') return;
    const before = messages[index - 1];
    const user = before?.role === 'user' ? before : null;
    const conversation = conversationOf(message);
    const pending = open?.clarifications.at(-1);
    const sameConversation = conversation === null || open?.conversation === null || conversation === open?.conversation;
    if (pending !== undefined && pending.reply === null && sameConversation) {
      pending.reply = user?.content ?? null;
    } else {
      open = { id: user?.id ?? -1, text: user?.content ?? '(질문 기록 없음)', conversation, clarifications: [] };
    }
    const current: OpenQuestion = open!;
    const clarify = clarificationOf(message);
    if (clarify !== null) {
      current.clarifications.push({ asked: clarify, reply: null });
      return;
    }
    entries.push(auditEntry(message, current));
    open = null;
  });
  return entries;
}

/** The understanding conversation the message belongs to, from its classification or its question asked back. */
function conversationOf({ details }: ChatMessageRecord): number | null {
  return details.classification?.conversation_id ?? details.clarify?.conversation_id ?? null;
}

/** The question asked back, or null when the message is an answer (an answer always has a mode). */
function clarificationOf(message: ChatMessageRecord): string | null {
  if (message.mode !== null) return null;
  return message.details.clarify?.question ?? message.content;
}

function auditEntry(message: ChatMessageRecord, question: OpenQuestion): AuditEntry {
  const { llm, scope, classification, warnings, verification } = message.details;
  const mode = message.mode ?? 'extractive';
  const model = mode === 'extractive' ? EXTRACTIVE_LABEL : llm ? `${llm.provider} · ${llm.model}` : '언어 모델 (모델 기록 없음)';
  const categoryLabel = classification?.label ?? null;
  const placeLabel = scope ? scopeLabel(scope) : null;
  return {
    messageId: message.id,
    questionId: question.id >= 0 ? question.id : null,
    question: question.text,
    clarifications: question.clarifications,
    answeredAt: seoulTimeLabel(message.created_at),
    answer: message.content,
    mode,
    model,
    noContent: message.no_content,
    facts: [`방식: ${model}`, categoryLabel && `분류: ${categoryLabel}`, placeLabel && `범위: ${placeLabel}`].filter(Boolean).join(' · '),
    category: categoryLabel,
    scope: placeLabel,
    warnings,
    citations: (Array.isArray(message.citations) ? message.citations : []).flatMap((citation) => auditCitation(citation)),
    verification: verification ? auditVerification(verification) : null,
  };
}

// Citations are stored unchecked: a field that does not match (a law kind since renamed, say) is left out and the
// rest shown; only a citation without its number is dropped.
const LenientCitationSchema = CitationSchema.partial().required({ n: true });

function auditCitation(value: unknown): AuditCitation[] {
  let parsed = LenientCitationSchema.safeParse(value);
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    parsed = LenientCitationSchema.safeParse(Object.fromEntries(Object.entries(asRecord(value)).filter(([key]) => !bad.has(key))));
  }
  if (!parsed.success) return [];
  const citation = parsed.data;
  const law = citation.law_name ? `${citation.law_name}${citation.law_kind ? ` (${citation.law_kind})` : ''}` : null;
  const article = citation.article ? articleLabel(citation.article, citation.article_title ?? null) : null;
  const fileName = citation.file_name ?? '(파일 이름 없음)';
  const text = (citation.text ?? '').trim();
  const passage = trimPassage(text);
  return [
    {
      n: citation.n,
      source: [law, article].filter(Boolean).join(' ') || fileName,
      pages: pagesLabel(citation.start_page, citation.end_page),
      dates: datesLabel(citation),
      fileName,
      passage,
      trimmed: passage !== text,
    },
  ];
}

function pagesLabel(start: number | undefined, end: number | undefined): string {
  if (start === undefined) return 'p. ?';
  return end === undefined || end === start ? `p. ${start}` : `p. ${start}–${end}`;
}

/** Cut at a space in the last tenth when there is one, so no word is broken. */
export function trimPassage(text: string, limit = PASSAGE_CHARS): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  const head = chars.slice(0, limit).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > head.length * 0.9 ? head.slice(0, space) : head;
  return `${cut.trimEnd()} …`;
}

// An old record that lacks the report (or has one this version no longer reads) still shows its status, score and
// issues; the formula, thresholds, steps and the verifier's own text come with the report.
function auditVerification(stored: StoredVerification): AuditVerification {
  const { report, findings } = stored;
  const rows = stored.details?.rows ?? report?.rows ?? [];
  const steps = report?.steps ?? [];
  const complete = completeVerification(stored);
  return {
    status: stored.status,
    score: stored.score,
    claims: stored.claims,
    // Findings as data when stored; an older record has only its rendered lines.
    issues: findings.length > 0 ? findings.filter((found) => found.severity === 'error').map(printedFinding) : stored.issues.map((issue) => marked(PRINT_MARK.fail, printMarks(issue))),
    warnings: findings.length > 0 ? findings.filter((found) => found.severity !== 'error').map(printedFinding) : stored.warnings.map((warning) => marked(PRINT_MARK.warn, printMarks(warning))),
    recommendation: stored.recommendation ?? report?.recommendation ?? null,
    formula: report?.formula.text ?? null,
    thresholds: report?.thresholds ?? null,
    rows,
    rowsTotal: Math.max(stored.details?.rows_total ?? 0, rows.length),
    rowTable: rows.map(ruleRowCells),
    steps,
    stepTable: steps.map((step) => [STEP_TITLE[step.step], STEP_STATUS_WORD[step.status], step.score === null ? '—' : String(step.score), `${step.ms} ms`, methodLabel(step.method), step.note ?? '']),
    attempts: report?.attempts ?? [],
    reportText: complete ? verificationReport(complete, PRINT_STYLE).trimEnd() : null,
  };
}

export const RULE_ROW_COLUMNS = ['행', '표', '지역', '용도지역', '내용', '근거', '출처'] as const;
export const STEP_COLUMNS = ['단계', '상태', '점수', '시간', '방법', '비고'] as const;
const SOURCE_KIND = { shipped: '앱 내장', parsed: '문서에서 추출', csv: 'CSV 가져오기' } as const;

function ruleRowCells(row: ConsultedRow): string[] {
  const where = [row.law_name, row.article, row.page !== null ? `p. ${row.page}` : null].filter(Boolean).join(' ');
  // An ordinance older than the law it fills in: its ⚠️ goes with the value it is about.
  const statement = row.warning ? `${row.statement} ${printMarks(row.warning)}` : row.statement;
  return [row.id, ({ zoning: '용도지역 한도', 'land-use': '건축 허용', parking: '부설주차장' } as const)[row.table], row.jurisdiction, row.zone_district, statement, where || '—', `${row.source} (${SOURCE_KIND[row.source_kind]})`];
}

/** The verifier wrote its issues with ❌ and warnings with ⚠️ (read as the print marks); older records may not. */
const marked = (mark: string, text: string): string => (text.startsWith(mark) ? text : `${mark} ${text}`);

const printedFinding = (finding: Finding): string => `${PRINT_STYLE.severity[finding.severity]} ${printMarks(finding.message)}`;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

// Korea keeps no daylight saving time (since 1988): KST is UTC+9 all year, so no time-zone database is needed.
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "2025-03-04 15:20 KST"; a stored time that cannot be read is shown as stored. */
export function seoulTimeLabel(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} KST`;
}
