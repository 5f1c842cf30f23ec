// The rule tables the verifier checks answers against: zoning limits (건폐율·용적률) and land-use rules (허용/불허),
// each row with its jurisdiction and its source. Filter, open a row's source page, import a CSV (previewed, with
// its errors by line, before anything is written) and export what is shown.
import { useCallback, useEffect, useState } from 'react';
import type { ApiError, CallOutput, RuleRow } from '../../../shared/contract';
import { AgedMark } from '../common/AgedMark';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';
import { saveText } from '../common/save';
import { useSelection } from '../common/selection';
import { CsvPreviewDialog } from './CsvPreviewDialog';
import { describeRule, zoneOf } from './describe-rule';
import { RuleSources, SOURCE_LABEL } from './RuleSources';

/** The tables a reviewer's CSV fills; the rules view lists also those only annexes (별표) fill. */
type Table = 'zoning' | 'land-use';
type ListedTable = Table | 'parking' | 'use-class';
export const TABLE_LABEL: Record<ListedTable, string> = {
  zoning: '용도지역 한도 (건폐율·용적률)',
  'land-use': '행위 제한 (허용·불허)',
  parking: '부설주차장 설치기준 (별표)',
  'use-class': '용도 구분 (별표 1)',
};
const isCsvTable = (table: ListedTable | ''): table is Table => table === 'zoning' || table === 'land-use';

export interface Filters {
  table: ListedTable | '';
  zone: string;
  jurisdiction: string;
}

export function RulesView() {
  const [filters, setFilters] = useState<Filters>({ table: '', zone: '', jurisdiction: '' });
  const [rows, setRows] = useState<RuleRow[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [preview, setPreview] = useState<{ result: CallOutput<'rules.preview'>; csv: string } | null>(null);
  const [importTable, setImportTable] = useState<Table>('zoning');
  const [notice, setNotice] = useState<string | null>(null);
  const { openPage } = useSelection();

  const refresh = useCallback(() => {
    setError(null);
    const input = { ...(filters.table ? { table: filters.table } : {}), ...(filters.zone.trim() ? { zone: filters.zone.trim() } : {}), ...(filters.jurisdiction.trim() ? { jurisdiction: filters.jurisdiction.trim() } : {}) };
    return api.rules.list(input).then(setRows, (failure: ApiError) => {
      setRows([]);
      setError(failure);
    });
  }, [filters]);
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), 250);
    return () => clearTimeout(timer);
  }, [refresh]);

  const pickCsv = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.csv,text/csv';
    input.onchange = async () => {
      const file = input.files?.[0];
      if (!file) return;
      const csv = await file.text();
      api.rules.preview({ csv, file_name: file.name, table: importTable }).then((result) => setPreview({ result, csv }), setError);
    };
    input.click();
  };

  const exportCsv = (table: Table) =>
    api.rules
      .export({ table, ...(filters.zone.trim() ? { zone: filters.zone.trim() } : {}), ...(filters.jurisdiction.trim() ? { jurisdiction: filters.jurisdiction.trim() } : {}) })
      .then((result) => saveText(result.csv, result.file_name, 'text/csv'), setError);

  return (
    <section className="view rules-view" aria-label="규칙">
      <header className="view-head">
        <h2>규칙표</h2>
        <label className="small">
          가져올 표{' '}
          <select value={importTable} onChange={(event) => setImportTable(event.target.value as Table)}>
            <option value="zoning">{TABLE_LABEL.zoning}</option>
            <option value="land-use">{TABLE_LABEL['land-use']}</option>
          </select>
        </label>
        <button type="button" className="primary" onClick={pickCsv}>
          CSV 가져오기…
        </button>
        <button type="button" onClick={() => void exportCsv(isCsvTable(filters.table) ? filters.table : 'zoning')} disabled={filters.table !== '' && !isCsvTable(filters.table)} title="지금 보이는 조건의 행을 CSV로 (용도지역 한도·행위 제한)">
          CSV 내보내기
        </button>
      </header>
      <div className="table-tools">
        <select value={filters.table} onChange={(event) => setFilters({ ...filters, table: event.target.value as ListedTable | '' })} aria-label="표">
          <option value="">모든 표</option>
          {(Object.keys(TABLE_LABEL) as ListedTable[]).map((table) => (
            <option key={table} value={table}>
              {TABLE_LABEL[table]}
            </option>
          ))}
        </select>
        <input type="search" placeholder="용도지역 (예: 2종일반주거)" value={filters.zone} onChange={(event) => setFilters({ ...filters, zone: event.target.value })} aria-label="용도지역" />
        <input type="search" placeholder="관할 (예: 서울, 전국)" value={filters.jurisdiction} onChange={(event) => setFilters({ ...filters, jurisdiction: event.target.value })} aria-label="관할" />
        {rows && <span className="small muted push">{rows.length}행</span>}
      </div>
      {notice && (
        <p className="banner info small" role="status">
          {notice}
        </p>
      )}
      {error && <ErrorBox error={error} />}
      <RuleSources revision={rows} onChange={() => void refresh()} onError={setError} />
      <div className="table-scroll">
        <table className="data-table rules-table">
          <thead>
            <tr>
              <th scope="col">관할</th>
              <th scope="col">용도지역</th>
              <th scope="col">규칙</th>
              <th scope="col">법령·조문</th>
              <th scope="col">출처</th>
            </tr>
          </thead>
          <tbody>
            {rows?.map((row, index) => (
              <RuleTableRow
                key={index}
                row={row}
                onOpen={
                  row.document != null && row.page != null
                    ? () => openPage({ document: row.document!, page: row.page!, passage: row.article, title: [row.law_name, row.article].filter(Boolean).join(' ') })
                    : null
                }
              />
            ))}
          </tbody>
        </table>
        {rows?.length === 0 && !error && <p className="muted pad">조건에 맞는 규칙이 없습니다. 조례의 한도나 행위 제한표는 CSV로 가져올 수 있습니다.</p>}
      </div>
      {preview && (
        <CsvPreviewDialog
          preview={preview.result}
          onCancel={() => setPreview(null)}
          onImport={(skipBadRows) =>
            api.rules.import({ csv: preview.csv, file_name: preview.result.file, table: preview.result.table, skipBadRows }).then((result) => {
              setPreview(null);
              setNotice(`${result.file}: ${result.imported}행을 가져왔습니다${result.skipped ? `, 오류 ${result.skipped}행은 건너뛰었습니다` : ''}.`);
              setFilters({ table: result.table, zone: '', jurisdiction: '' });
              return refresh();
            }, setError)
          }
        />
      )}
    </section>
  );
}

function RuleTableRow({ row, onOpen }: { row: RuleRow; onOpen: (() => void) | null }) {
  const rule = describeRule(row);
  return (
    <tr className={[row.table === 'land-use' ? `permission-${row.permission}` : '', row.source_disabled ? 'source-disabled' : ''].join(' ').trim() || undefined}>
      <td>{row.jurisdiction}</td>
      <td>{zoneOf(row)}</td>
      <td>
        {rule}
        {row.warning && <AgedMark warning={row.warning} />}
      </td>
      <td>{[row.law_name, row.article, row.item].filter(Boolean).join(' ') || '—'}</td>
      <td className="small">
        {SOURCE_LABEL[row.source_kind]}
        {/* A row read from a document names it in 법령·조문; its source's stored key ("document:10") says nothing more. */}
        {row.source_kind !== 'parsed' && ` · ${row.source.replace(/^(zoning|land-use):/, '')}`}
        {row.source_disabled && ' · 꺼짐'}
        {row.page != null && ` · ${row.page}쪽`}
        {onOpen && (
          <button type="button" className="link small open-source" onClick={onOpen}>
            원문 열기
          </button>
        )}
      </td>
    </tr>
  );
}
