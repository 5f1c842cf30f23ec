// rules.export: the rows the rules view shows, as a CSV a spreadsheet opens (UTF-8 with BOM, which Excel needs to
// read Korean) and that imports again unchanged: the import's columns first, then each row's source and page.
import { stringify } from 'csv-stringify/sync';
import type { CallOutput, RuleRow } from '../../shared/contract';
import { CSV_COLUMNS, EXPORT_ONLY_COLUMNS, type RuleTable } from './csv-import';
import type { JurisdictionResolver } from './jurisdictions';
import { listRules } from './list-rules';
import type { RuleStore } from './rule-store';

/** The rows rules.list would show for these filters, as a dated CSV file. */
export function exportRules(
  deps: { rules: RuleStore; jurisdictions: JurisdictionResolver },
  input: { table: RuleTable; zone?: string | undefined; jurisdiction?: string | undefined },
): CallOutput<'rules.export'> {
  const rows = listRules(deps.rules, deps.jurisdictions, input);
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return { file_name: `geungeo-${input.table}-rules-${date}.csv`, csv: rulesToCsv(input.table, rows), rows: rows.length };
}

export function rulesToCsv(table: RuleTable, rows: readonly RuleRow[]): string {
  const columns = [...CSV_COLUMNS[table], ...EXPORT_ONLY_COLUMNS];
  const records = rows
    .filter((row) => row.table === table)
    .map((row) => {
      const values: Record<string, unknown> = { ...row, page: row.table === 'zoning' ? row.page : null };
      return columns.map((column) => {
        const value = values[column];
        return value === null || value === undefined ? '' : String(value);
      });
    });
  return '\uFEFF' + stringify([columns, ...records], { record_delimiter: '\r\n' });
}
