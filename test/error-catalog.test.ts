// The window's one catalog of Korean messages: every error code and every reason the core can give (read from
// their single sources, ERROR_CODES and the reason schema) has Korean words with no English, flags or seed numbers;
// and real failures — a file that is not a PDF, a bad CSV line, bad settings — reach the catalog with their details.
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dispatchCall } from '../src/main/api/dispatch';
import { createCallHandlers } from '../src/main/api/handlers';
import { createGeungeo } from '../src/main/core';
import { ERROR_CODE_MESSAGES, errorLine, errorMessage, failureMessage, reasonMessage, type KoreanMessage } from '../src/shared/error-catalog';
import { ERROR_REASON_IDS, ErrorReasonSchema, type ErrorReason, type ErrorReasonId } from '../src/shared/error-reasons';
import { ERROR_CODES, GeungeoError, toApiError } from '../src/shared/errors';
import type { ApiError, IngestReport } from '../src/shared/contract';
import { useTempDir } from './helpers/temp';

const tempDir = useTempDir();

/**
 * Latin words a Korean sentence may hold, each for a reason: names of file formats and products the user sees on
 * their files and in the window (PDF, CSV, UTF-8 as the spreadsheet's own "CSV UTF-8" option, ZIP…), units (MB),
 * the "API 키" field of the settings, and the CSV's column names, which the user writes in the file's first line.
 */
const ALLOWED_LATIN = new Set([
  'PDF', 'CSV', 'UTF', 'MB', 'ZIP', 'HWPX', 'DOCX', 'XLSX', 'XLS', 'HWPML', 'DRM', 'HTML', 'PNG', 'JPEG', 'GIF', 'HWP', 'RTF', 'Markdown', 'API', 'OpenAI', 'Chromium', 'Chrome', 'T', 'A', 'B', 'v1', 'pdf',
  'jurisdiction', 'zone_district', 'bcr_max', 'far_min', 'far_max', 'law_name', 'article', 'activity', 'permission', 'conditions',
]);

/** Every reason once, with details as real as the core gives (Korean file names, a Korean CSV value). */
const SAMPLES: { [Id in ErrorReasonId]: Extract<ErrorReason, { id: Id }> } = {
  'file.not-pdf': { id: 'file.not-pdf', looksLike: 'zip' },
  'file.unsupported-type': { id: 'file.unsupported-type', extension: '.docx' },
  'file.too-large': { id: 'file.too-large', limitMb: 512, sizeMb: 700 },
  'file.empty': { id: 'file.empty' },
  'file.no-text': { id: 'file.no-text' },
  'file.not-regular': { id: 'file.not-regular' },
  'file.missing': { id: 'file.missing' },
  'file.permission': { id: 'file.permission' },
  'file.upload-interrupted': { id: 'file.upload-interrupted' },
  'file.too-many': { id: 'file.too-many', limit: 1000 },
  'file.not-kept': { id: 'file.not-kept' },
  'file.ingest-crashed': { id: 'file.ingest-crashed' },
  'file.cancelled': { id: 'file.cancelled' },
  'file.same-content': { id: 'file.same-content', existing: '건축법.pdf' },
  'file.unexpected': { id: 'file.unexpected' },
  'pdf.encrypted': { id: 'pdf.encrypted' },
  'pdf.damaged': { id: 'pdf.damaged', truncated: true },
  'pdf.no-text': { id: 'pdf.no-text', unreadablePercent: 40 },
  'pdf.too-many-pages': { id: 'pdf.too-many-pages', pages: 6000, max: 5000 },
  'pdf.reader-stopped': { id: 'pdf.reader-stopped' },
  'hwp.encrypted': { id: 'hwp.encrypted' },
  'hwp.drm': { id: 'hwp.drm' },
  'hwp.damaged': { id: 'hwp.damaged', partial: true },
  'hwp.not-hwp': { id: 'hwp.not-hwp', looksLike: 'pdf' },
  'hwp.too-large-expanded': { id: 'hwp.too-large-expanded' },
  'hwp.reader-stopped': { id: 'hwp.reader-stopped', limit: 'time', seconds: 120 },
  'upload.failed': { id: 'upload.failed', status: 502 },
  'upload.cancelled': { id: 'upload.cancelled' },
  'connection.lost': { id: 'connection.lost' },
  'embedding.skipped': { id: 'embedding.skipped' },
  'embedding.stopped': { id: 'embedding.stopped' },
  'document.not-found': { id: 'document.not-found', document: 7 },
  'document.no-page': { id: 'document.no-page', page: 90, pages: 80 },
  'document.file-missing': { id: 'document.file-missing', file: '건축법.pdf' },
  'document.file-changed': { id: 'document.file-changed', file: '건축법.pdf' },
  'document.too-large-to-show': { id: 'document.too-large-to-show', file: '건축법.pdf', sizeMb: 300 },
  'csv.not-utf8': { id: 'csv.not-utf8', file: '종로구_한도.csv' },
  'csv.malformed': { id: 'csv.malformed', file: '종로구_한도.csv' },
  'csv.bad-header': { id: 'csv.bad-header', file: '종로구_한도.csv', expected: ['jurisdiction', 'zone_district', 'bcr_max'], missing: ['bcr_max'], found: 2 },
  'csv.not-a-file': { id: 'csv.not-a-file', file: '종로구_한도.csv' },
  'csv.too-large': { id: 'csv.too-large', file: '종로구_한도.csv', limitMb: 20 },
  'csv.unreadable': { id: 'csv.unreadable', file: '종로구_한도.csv' },
  'csv.row.column-count': { id: 'csv.row.column-count', expected: 7, found: 6 },
  'csv.row.not-a-number': { id: 'csv.row.not-a-number', column: 'far_max', value: '일반' },
  'csv.row.percent-out-of-range': { id: 'csv.row.percent-out-of-range', column: 'far_max' },
  'csv.row.bcr-out-of-range': { id: 'csv.row.bcr-out-of-range' },
  'csv.row.empty': { id: 'csv.row.empty', column: 'jurisdiction' },
  'csv.row.far-order': { id: 'csv.row.far-order' },
  'csv.row.no-limit': { id: 'csv.row.no-limit' },
  'csv.row.bad-permission': { id: 'csv.row.bad-permission', value: '가능' },
  'csv.row.conditions-missing': { id: 'csv.row.conditions-missing' },
  'csv.row.invalid': { id: 'csv.row.invalid', column: 'zone_district' },
  'jurisdiction.unknown': { id: 'jurisdiction.unknown', value: '서울시 어딘가' },
  'csv.row.beyond-law': { id: 'csv.row.beyond-law', explanation: '서울특별시 제2종일반주거지역 건폐율 70퍼센트: 시행령 제84조의 범위(60퍼센트 이하)를 넘습니다' },
  'rules.source-not-found': { id: 'rules.source-not-found', source: 4 },
  'settings.invalid': { id: 'settings.invalid', fields: ['verification.passThreshold', 'understanding.thresholdB', 'llm.temperature'] },
  'input.invalid': { id: 'input.invalid' },
  'llm.no-secure-storage': { id: 'llm.no-secure-storage' },
  'llm.unknown-provider': { id: 'llm.unknown-provider', value: '무엇' },
  'llm.bad-base-url': { id: 'llm.bad-base-url', value: '주소' },
  'llm.needs-base-url': { id: 'llm.needs-base-url' },
  'llm.needs-model': { id: 'llm.needs-model' },
  'llm.needs-key': { id: 'llm.needs-key' },
  'llm.timeout': { id: 'llm.timeout', seconds: 60, started: false, local: true },
  'llm.unreachable': { id: 'llm.unreachable', local: true },
  'llm.key-refused': { id: 'llm.key-refused', forbidden: false },
  'llm.model-not-found': { id: 'llm.model-not-found', model: '모델' },
  'llm.no-quota': { id: 'llm.no-quota' },
  'llm.rate-limited': { id: 'llm.rate-limited' },
  'llm.server-error': { id: 'llm.server-error', status: 500 },
  'llm.context-too-long': { id: 'llm.context-too-long' },
  'llm.rejected': { id: 'llm.rejected', status: 400 },
  'llm.bad-reply': { id: 'llm.bad-reply' },
  'llm.bad-json': { id: 'llm.bad-json', cutOff: false },
  'llm.failed': { id: 'llm.failed' },
  'llm.cancelled': { id: 'llm.cancelled' },
  'question.empty': { id: 'question.empty' },
  'question.too-long': { id: 'question.too-long', chars: 3000, max: 2000 },
  'question.busy': { id: 'question.busy' },
  'question.cancelled': { id: 'question.cancelled' },
  'chat.session-not-found': { id: 'chat.session-not-found' },
  'chat.conversation-not-found': { id: 'chat.conversation-not-found' },
  'chat.already-answered': { id: 'chat.already-answered' },
  'search.timeout': { id: 'search.timeout', seconds: 30 },
  'search.stopped': { id: 'search.stopped' },
  'app.closing': { id: 'app.closing' },
  'verify.answer-too-long': { id: 'verify.answer-too-long', chars: 30000, max: 20000 },
  'model.no-folder': { id: 'model.no-folder' },
  'model.bad-id': { id: 'model.bad-id', value: '모델' },
  'model.download-failed': { id: 'model.download-failed', model: '임베딩', status: 404 },
  'model.incomplete': { id: 'model.incomplete', model: '임베딩' },
  'model.download-cancelled': { id: 'model.download-cancelled' },
  'model.missing': { id: 'model.missing', model: '임베딩' },
  'model.damaged': { id: 'model.damaged', model: '임베딩' },
  'export.no-chromium': { id: 'export.no-chromium' },
  'export.print-failed': { id: 'export.print-failed' },
  'export.print-timeout': { id: 'export.print-timeout', seconds: 60 },
  'export.not-an-answer': { id: 'export.not-an-answer' },
  'team.not-configured': { id: 'team.not-configured' },
  'team.unreachable': { id: 'team.unreachable', server: '127.0.0.1:5432' },
  'team.auth-failed': { id: 'team.auth-failed', user: 'kim' },
  'team.no-database': { id: 'team.no-database', database: 'geungeo' },
  'team.not-set-up': { id: 'team.not-set-up' },
  'team.schema-old': { id: 'team.schema-old', server: 1, app: 2 },
  'team.schema-new': { id: 'team.schema-new', server: 3, app: 2 },
  'team.read-only': { id: 'team.read-only', user: 'field_lee' },
  'team.no-access': { id: 'team.no-access', user: 'field_lee' },
  'team.no-secure-storage': { id: 'team.no-secure-storage' },
  'team.password-in-url': { id: 'team.password-in-url' },
  'team.server-error': { id: 'team.server-error', code: '53300' },
  'team.connection-lost': { id: 'team.connection-lost' },
  'team.library-busy': { id: 'team.library-busy' },
  'db.read-only': { id: 'db.read-only' },
  'db.too-new': { id: 'db.too-new' },
  'db.damaged': { id: 'db.damaged' },
  'db.cannot-open': { id: 'db.cannot-open' },
};

/** What is wrong with a message a person reads in the window, if anything (the details given are the user's own). */
function problemsOf(said: KoreanMessage, details: readonly string[] = []): string[] {
  const text = details.reduce((line, detail) => line.replaceAll(detail, ''), errorLine(said));
  const problems: string[] = [];
  if (!/[가-힣]/.test(said.message)) problems.push('no Hangul in the message');
  if (said.action !== undefined && !/[가-힣]/.test(said.action)) problems.push('no Hangul in the action');
  if (/(^|\s)--?[a-z]/.test(text)) problems.push('a command-line flag');
  if (/seed|npm|npx|geungeo /i.test(text)) problems.push('a seed number or a command');
  if (text !== text.normalize('NFC')) problems.push('not NFC');
  const latin = (text.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
  if (latin.length > 0) problems.push(`English: ${latin.join(' ')}`);
  return problems;
}

describe('the catalog of Korean messages', () => {
  it('says every error code in Korean, without English, flags or seed numbers', () => {
    expect(Object.keys(ERROR_CODE_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(problemsOf(ERROR_CODE_MESSAGES[code]), code).toEqual([]);
  });

  it('says every reason the core can give in Korean, with its details (the samples cover each reason of the schema)', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...ERROR_REASON_IDS].sort());
    for (const id of ERROR_REASON_IDS) {
      const sample = ErrorReasonSchema.parse(SAMPLES[id]);
      const details = Object.values(sample).filter((value): value is string => typeof value === 'string' && value !== id);
      expect(problemsOf(reasonMessage(sample), details), id).toEqual([]);
    }
    // Details go into the sentence through the reason's typed fields.
    expect(errorLine(reasonMessage(SAMPLES['file.too-large']))).toContain('700 MB');
    expect(errorLine(reasonMessage(SAMPLES['csv.row.not-a-number']))).toContain('용적률 상한(far_max)에 숫자가 아닌 값 “일반”');
    expect(errorLine(reasonMessage(SAMPLES['settings.invalid']))).toContain('통과 기준 점수, 확신 기준 B, 언어 모델 온도');
  });

  it('falls back to the code’s words for an error without a reason, and to INTERNAL’s for anything else', () => {
    expect(errorMessage({ code: 'TIMEOUT' })).toBe(ERROR_CODE_MESSAGES.TIMEOUT);
    expect(failureMessage(new Error('pdfjs: Invalid PDF structure'))).toBe(ERROR_CODE_MESSAGES.INTERNAL);
    expect(failureMessage(toApiError(new GeungeoError('LLM_ERROR', 'Cannot reach the LLM server', { reason: { id: 'llm.unreachable', local: true } }))).message).toBe('언어 모델 서버에 연결할 수 없습니다.');
  });

  it('never tells the window to use a command-line flag, where the core’s English hint does', () => {
    const error = toApiError(new GeungeoError('LLM_ERROR', 'The LLM returned invalid JSON twice', { hint: 'try a more capable model, or use `--llm none`', reason: { id: 'llm.bad-json', cutOff: false } }));
    expect(error.hint).toContain('--llm none');
    expect(errorLine(errorMessage(error))).not.toContain('--');
    expect(errorLine(errorMessage(error))).toContain("설정 > 언어 모델 > 종류를 '없음 (추출식 답변)'으로");
  });
});

const SHELL = { shell: 'test', appName: 'Geungeo', appVersion: 'test' } as const;

describe('real failures reach the window in Korean with their details', () => {
  const core = () => createGeungeo({ dbPath: join(tempDir(), 'library.db'), modelsDir: [], env: {} });

  it('a file named .pdf that is a ZIP: its row says what it is and what to do', async () => {
    const geungeo = core();
    const path = join(tempDir(), '조례.pdf');
    writeFileSync(path, Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(2000, 1)]));
    const result = await dispatchCall(createCallHandlers(geungeo, SHELL), 'ingest.run', { paths: [path] });
    expect(result.ok).toBe(true);
    const row = (result as { value: IngestReport }).value.files[0]!;
    expect(row.status).toBe('failed');
    expect(row.reason).toMatch(/^not a PDF: the file is a ZIP archive/);
    const said = errorLine(reasonMessage(row.problem!));
    expect(said).toBe('PDF가 아닙니다: 이름만 .pdf인 압축 파일(ZIP: HWPX·DOCX 문서나 압축한 폴더) 파일입니다. 그 파일을 만든 프로그램에서 열어 PDF로 저장(또는 PDF로 인쇄)한 뒤 추가하세요.');
    expect(problemsOf(reasonMessage(row.problem!))).toEqual([]);
    await geungeo.close();
  });

  it('a CSV line with a word for a number, and one with its 용적률 bounds reversed: each line’s reasons with the column and value', async () => {
    const geungeo = core();
    const csv = ['jurisdiction,zone_district,bcr_max,far_min,far_max,law_name,article', '서울 종로구,제3종일반주거지역,50,,abc,,', '어딘가,제2종일반주거지역,60,200,150,,', ''].join('\n');
    const result = await dispatchCall(createCallHandlers(geungeo, SHELL), 'rules.preview', { csv, file_name: '종로구_한도.csv', table: 'zoning' });
    expect(result.ok).toBe(true);
    const { errors } = (result as { value: { errors: { line: number; problems: ErrorReason[] }[] } }).value;
    expect(errors.map((error) => [error.line, error.problems.map((problem) => errorLine(reasonMessage(problem)))])).toEqual([
      [2, ['용적률 상한(far_max)에 숫자가 아닌 값 “abc”이(가) 있습니다. 숫자(예: 60, 60%)를 쓰거나, 모르면 비워 두세요.']],
      [3, ['용적률 하한(far_min)이 용적률 상한(far_max)보다 큽니다.']],
    ]);
    await geungeo.close();
  });

  it('bad settings, refused by the core or by the dispatch, name the window’s fields and their ranges', async () => {
    const geungeo = core();
    const handlers = createCallHandlers(geungeo, SHELL);
    const refused = await dispatchCall(handlers, 'settings.update', { verification: { passThreshold: 40, retryThreshold: 60 } });
    const notANumber = await dispatchCall(handlers, 'settings.update', { understanding: { thresholdA: Number.NaN } });
    const said = [refused, notANumber].map((result) => errorLine(errorMessage((result as { error: ApiError }).error)));
    expect(said[0]).toBe('설정값이 올바르지 않습니다: 재검토 기준 점수. 재검토 기준 점수: 0–100, 통과 기준 점수 이하. 아무것도 바꾸지 않았습니다.');
    expect(said[1]).toMatch(/^설정값이 올바르지 않습니다: 확신 기준 A\./);
    expect(geungeo.appSettings.verification().passThreshold).toBe(70);
    await geungeo.close();
  });
});
