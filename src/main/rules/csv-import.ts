// Reviewers keep rules in spreadsheets; this imports them from CSV (UTF-8, with or without BOM, a header row
// with exactly the table's columns, an empty cell meaning "unknown"). Every row is checked; a file with errors
// imports nothing unless the caller asks to skip the bad rows, and each error names its line. Rows remember
// the file they came from, and importing the same file again replaces its rows instead of adding them twice.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { CsvRowError, RuleRow } from '../../shared/contract';
import { CsvColumnSchema, type CsvColumn, type ErrorReason } from '../../shared/error-reasons';
import { GeungeoError } from '../../shared/errors';
import { normalizeLine } from '../text/normalize';
import { createRangeCheck, type RangeCheck } from './authority';
import type { JurisdictionResolver } from './jurisdictions';
import type { LandUseRuleRow, RuleStore, ZoningLimitRow } from './rule-store';
import { parseKoreanNumber } from '../text/korean-numbers';
import { canonicalZone } from './zones';

export const CSV_COLUMNS = {
  zoning: ['jurisdiction', 'zone_district', 'bcr_max', 'far_min', 'far_max', 'law_name', 'article'],
  'land-use': ['jurisdiction', 'zone_district', 'activity', 'permission', 'conditions', 'law_name', 'article'],
} as const satisfies Record<string, readonly CsvColumn[]>;

export type RuleTable = keyof typeof CSV_COLUMNS;

/** Written by the export after a table's columns, and skipped when such a file is imported again. */
export const EXPORT_ONLY_COLUMNS = ['source', 'page'] as const;

/** A bad line: its English message (the terminal) and its reasons (the window says them in Korean). */
export type RowError = CsvRowError;

export interface CsvImportResult {
  table: RuleTable;
  file: string;
  imported: number;
  skipped: number;
  errors: RowError[];
}

const text = z.string().transform((value) => normalizeLine(value));
const optionalText = text.transform((value) => (value === '' ? null : value));
/** A check's English message and, as the issue's params, its reason for the window (read back by rowProblems). */
const check = (message: string, reason: ErrorReason) => ({ message, params: { reason } });

// A percentage cell: "60", "60%", "60퍼센트", "1천500", "1,500", full-width digits, or empty for unknown.
const percent = (column: CsvColumn) =>
  text.transform((value, ctx): number | null => {
    const cleaned = value.replace(/\s*(%|퍼센트)$/, '');
    if (cleaned === '') return null;
    const number = parseKoreanNumber(cleaned) ?? Number.NaN;
    if (!Number.isFinite(number)) ctx.addIssue({ code: 'custom', ...check(`${column} must be a number, found "${value}"`, { id: 'csv.row.not-a-number', column, value }) });
    else if (number < 0 || number > 5000) ctx.addIssue({ code: 'custom', ...check(`${column} must be a percentage between 0 and 5000`, { id: 'csv.row.percent-out-of-range', column }) });
    return number;
  });

const zoningRow = z
  .object({
    jurisdiction: text.pipe(z.string().min(1, 'jurisdiction is empty (write 전국 for national rules)')),
    zone_district: text.pipe(z.string().min(1, 'zone_district is empty')),
    bcr_max: percent('bcr_max').refine((value) => value === null || (value > 0 && value <= 100), check('bcr_max must be above 0 and at most 100', { id: 'csv.row.bcr-out-of-range' })),
    far_min: percent('far_min'),
    far_max: percent('far_max'),
    law_name: optionalText,
    article: optionalText,
  })
  .refine((row) => row.far_min === null || row.far_max === null || row.far_min <= row.far_max, check('far_min is larger than far_max', { id: 'csv.row.far-order' }))
  .refine((row) => row.bcr_max !== null || row.far_min !== null || row.far_max !== null, check('the row has no bcr_max, far_min or far_max', { id: 'csv.row.no-limit' }));

const landUseRow = z
  .object({
    jurisdiction: text.pipe(z.string().min(1, 'jurisdiction is empty (write 전국 for national rules)')),
    zone_district: text.pipe(z.string().min(1, 'zone_district is empty')),
    activity: text.pipe(z.string().min(1, 'activity is empty')),
    permission: text.pipe(z.enum(['허용', '불허', '조건부허용'], { error: 'permission must be 허용, 불허 or 조건부허용' })),
    conditions: optionalText,
    law_name: optionalText,
    article: optionalText,
  })
  .refine((row) => row.permission !== '조건부허용' || row.conditions !== null, check('조건부허용 needs its conditions', { id: 'csv.row.conditions-missing' }));

/** Far more than any rule table (the national one is 42 rows): what one import may read. */
const MAX_CSV_BYTES = 20 * 1024 * 1024;

/**
 * Official law names by what people write (retrieval's law-name reader, LawNameResolver, fits): passed in, so the
 * rules layer does not import search (the two are peers over the store).
 */
interface OfficialLawNames {
  official(text: string): string | null;
}

type CsvDeps = { rules: RuleStore; jurisdictions: JurisdictionResolver; laws?: OfficialLawNames | undefined };

/** A CSV file on this machine (the CLI). */
export function importRulesCsv(path: string, table: RuleTable, deps: CsvDeps, options: { skipBadRows?: boolean | undefined } = {}): CsvImportResult {
  let bytes: Buffer;
  try {
    // A regular file of a rule table's size: not a device ("/dev/zero" would grow without end), a folder or a pipe.
    const stat = statSync(path);
    const file = basename(path);
    if (!stat.isFile()) throw new GeungeoError('INVALID_INPUT', `${file} is not a regular file.`, { hint: 'give the path of a CSV file', reason: { id: 'csv.not-a-file', file } });
    if (stat.size > MAX_CSV_BYTES) {
      const limitMb = MAX_CSV_BYTES / 1024 / 1024;
      throw new GeungeoError('INVALID_INPUT', `${file} is larger than ${limitMb} MB.`, { hint: 'a rule table is far smaller: check the file', reason: { id: 'csv.too-large', file, limitMb } });
    }
    bytes = readFileSync(path);
  } catch (error) {
    if (error instanceof GeungeoError) throw error;
    throw new GeungeoError('INVALID_INPUT', `Cannot read ${path}.`, { hint: 'check the path of the CSV file', reason: { id: 'csv.unreadable', file: basename(path) } });
  }
  return importRulesCsvBytes(bytes, basename(path), table, deps, options);
}

/** A CSV's content with its file's name (the window, where a file is dropped or picked). */
export function importRulesCsvBytes(bytes: Buffer, fileName: string, table: RuleTable, deps: CsvDeps, options: { skipBadRows?: boolean | undefined } = {}): CsvImportResult {
  const { file, zoning, landUse, errors } = parseRulesCsv(bytes, fileName, table, deps);
  const kept = zoning.length + landUse.length;
  if (errors.length > 0 && !options.skipBadRows) return { table, file, imported: 0, skipped: kept + errors.length, errors };
  deps.rules.replaceSource(
    { kind: 'csv', name: csvSourceName(table, file), contentHash: createHash('sha256').update(bytes).digest('hex'), document: null, speaksFor: null },
    { zoning, landUse },
  );
  return { table, file, imported: kept, skipped: errors.length, errors };
}

/** What an import would write, and the errors by line, without writing anything. */
export function previewRulesCsv(bytes: Buffer, fileName: string, table: RuleTable, deps: CsvDeps): { table: RuleTable; file: string; rows: RuleRow[]; errors: RowError[] } {
  const { file, zoning, landUse, errors } = parseRulesCsv(bytes, fileName, table, deps);
  const source = { source: csvSourceName(table, file), source_kind: 'csv' as const, source_id: 0, source_disabled: false };
  const rows: RuleRow[] = [
    ...zoning.map(({ line: _line, ...row }) => ({ table: 'zoning' as const, ...row, ...source })),
    ...landUse.map(({ line: _line, ...row }) => ({ table: 'land-use' as const, ...row, ...source })),
  ];
  return { table, file, rows, errors };
}

/** Rows remember their file: importing the same file name again replaces its rows. */
const csvSourceName = (table: RuleTable, file: string) => `${table}:${file}`;

function parseRulesCsv(bytes: Buffer, fileName: string, table: RuleTable, deps: CsvDeps) {
  const file = basename(fileName.replaceAll('\\', '/')).normalize('NFC');
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new GeungeoError('INVALID_INPUT', `${file} is not UTF-8.`, { hint: 'save the spreadsheet as "CSV UTF-8" and import again', reason: { id: 'csv.not-utf8', file } });
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info: true` each record comes with its line number; csv-parse's types do not model that option.
    records = parse(content, { bom: true, skip_empty_lines: true, info: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    throw new GeungeoError('INVALID_INPUT', `${file} is not valid CSV: ${(error as Error).message}`, { hint: 'check quotes and separators', reason: { id: 'csv.malformed', file } });
  }
  const expected = CSV_COLUMNS[table];
  const header = records[0]?.record.map((cell) => cell.trim());
  // A file exported from the rules view carries its rows' source and page after the columns: they are ignored.
  const exported = header?.join(',') === [...expected, ...EXPORT_ONLY_COLUMNS].join(',');
  if (!header || (!exported && header.join(',') !== expected.join(','))) {
    // (Which columns are missing, not the line itself: the file may be anything, and its words are not echoed.)
    const missing = expected.filter((column) => !header?.includes(column));
    throw new GeungeoError('INVALID_INPUT', `The header of ${file} must be exactly: ${expected.join(',')}`, {
      hint: header ? `found ${header.length} columns${missing.length > 0 ? `; missing: ${missing.join(',')}` : ', in another order'}` : 'the file is empty',
      reason: { id: 'csv.bad-header', file, expected: [...expected], missing, found: header?.length ?? null },
    });
  }

  const errors: RowError[] = [];
  let outOfRange: RangeCheck | null = null;
  const zoning: ZoningLimitRow[] = [];
  const landUse: LandUseRuleRow[] = [];
  for (const { record: cells, info } of records.slice(1)) {
    const line = info.lines;
    const record = exported && cells.length === header.length ? cells.slice(0, expected.length) : cells;
    if (record.length !== expected.length) {
      errors.push({ line, message: `expected ${expected.length} columns, found ${record.length}`, problems: [{ id: 'csv.row.column-count', expected: expected.length, found: record.length }] });
      continue;
    }
    const raw = Object.fromEntries(expected.map((column, index) => [column, record[index]!]));
    const parsed = (table === 'zoning' ? zoningRow : landUseRow).safeParse(raw);
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues.map((issue) => issue.message).join('; '), problems: parsed.error.issues.map((issue) => issueReason(issue, raw)) });
      continue;
    }
    const row = parsed.data;
    const jurisdiction = deps.jurisdictions.canonical(row.jurisdiction);
    if (!jurisdiction) {
      errors.push({
        line,
        message: `unknown jurisdiction "${row.jurisdiction}" (use 전국, a 시·도 or "시·도 시·군·구", e.g. 서울특별시 종로구)`,
        problems: [{ id: 'jurisdiction.unknown', value: row.jurisdiction }],
      });
      continue;
    }
    const common = { jurisdiction, zone_district: canonicalZone(row.zone_district), law_name: officialLawName(row.law_name, deps.laws), article: row.article, line };
    if ('bcr_max' in row) {
      const caps = { ...common, bcr_max: row.bcr_max, far_min: row.far_min, far_max: row.far_max, item: null, document: null, page: null };
      // A reviewer's table is trusted for any place, but not beyond the law above it.
      const beyond = (outOfRange ??= createRangeCheck(deps.rules))(caps, jurisdiction);
      if (beyond) errors.push({ line, message: beyond, problems: [{ id: 'csv.row.beyond-law', explanation: beyond }] });
      else zoning.push(caps);
    }
    else landUse.push({ ...common, activity: row.activity, permission: row.permission, conditions: row.conditions });
  }
  return { file, zoning, landUse, errors };
}

/** The reason of one failed check: the one a check gave, or what the issue's kind says of its column. */
function issueReason(issue: z.core.$ZodIssue, raw: Record<string, string>): ErrorReason {
  const given = (issue as { params?: { reason?: ErrorReason } }).params?.reason;
  if (given) return given;
  const column = CsvColumnSchema.safeParse(issue.path[0]);
  if (!column.success) return { id: 'csv.row.invalid', column: null };
  if (issue.code === 'too_small') return { id: 'csv.row.empty', column: column.data };
  if (column.data === 'permission') return { id: 'csv.row.bad-permission', value: raw.permission ?? '' };
  return { id: 'csv.row.invalid', column: column.data };
}

/** "국토계획법 시행령" → "국토의 계획 및 이용에 관한 법률 시행령" when the whole cell is a known name or alias. */
function officialLawName(name: string | null, laws: OfficialLawNames | undefined): string | null {
  if (!name || !laws) return name;
  return laws.official(name) ?? name;
}
