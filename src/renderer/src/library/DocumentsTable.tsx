// The documents in the library: sortable and filterable, each with its kind, effective date, pages, chunks and how
// much of it is embedded, a marker when its file is gone, and open / embed again / delete.
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import type { DocumentSummary } from '../../../shared/contract';

type SortKey = 'name' | 'kind' | 'effective' | 'pages' | 'chunks' | 'embedded';
/** Rank order (shared/law-kinds.ts), kept here so the window does not bundle zod for five words. */
const KIND_ORDER: readonly string[] = ['법률', '시행령', '시행규칙', '조례', '기타'];

export const documentName = (document: DocumentSummary) => document.law_name ?? document.title ?? document.file_name;
const embeddedShare = (document: DocumentSummary) => (document.chunks === 0 ? 0 : document.embedded / document.chunks);
/** The table's columns (name, kind, date, pages, chunks, embedded, actions): a row note spans them all. */
const COLUMNS = 7;

export function DocumentsTable({
  documents,
  team,
  busy,
  rowNote,
  onOpen,
  onReembed,
  onDelete,
}: {
  documents: DocumentSummary[];
  /** A team library is set: each document says whether it is the team's or this laptop's own. */
  team: boolean;
  busy: number | null;
  /** A line under one document's row (what its last action did not do, and why). */
  rowNote?: { document: number; note: ReactNode } | null | undefined;
  onOpen(document: DocumentSummary): void;
  onReembed(document: DocumentSummary): void;
  onDelete(document: DocumentSummary): void;
}) {
  const [filter, setFilter] = useState('');
  const [kind, setKind] = useState<string>('');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'name', descending: false });
  const kinds = useMemo(() => [...new Set(documents.map((document) => document.law_kind))].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b)), [documents]);

  const shown = useMemo(() => {
    const needle = filter.trim().normalize('NFC').toLowerCase();
    const value = (document: DocumentSummary): string | number => {
      switch (sort.key) {
        case 'name':
          return documentName(document);
        case 'kind':
          return KIND_ORDER.indexOf(document.law_kind);
        case 'effective':
          return document.effective_date ?? '';
        case 'pages':
          return document.page_count;
        case 'chunks':
          return document.chunks;
        case 'embedded':
          return embeddedShare(document);
      }
    };
    return documents
      .filter((document) => (kind === '' || document.law_kind === kind) && (needle === '' || `${documentName(document)} ${document.file_name}`.toLowerCase().includes(needle)))
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
        return sort.descending ? -order : order;
      });
  }, [documents, filter, kind, sort]);

  const header = (key: SortKey, label: string, numeric = false) => (
    <th scope="col" className={numeric ? 'num' : undefined} aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="sort" onClick={() => setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }))}>
        {label}
        {sort.key === key ? (sort.descending ? ' ▼' : ' ▲') : ''}
      </button>
    </th>
  );

  return (
    <section className="documents" aria-label="문서 목록">
      <div className="table-tools">
        <input type="search" placeholder="법령명·파일명 검색" value={filter} onChange={(event) => setFilter(event.target.value)} aria-label="문서 검색" />
        <select value={kind} onChange={(event) => setKind(event.target.value)} aria-label="종류">
          <option value="">모든 종류</option>
          {kinds.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
        <span className="small muted push">
          {shown.length === documents.length ? `문서 ${documents.length}개` : `${documents.length}개 중 ${shown.length}개`}
        </span>
      </div>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              {header('name', '법령명')}
              {header('kind', '종류')}
              {header('effective', '시행일')}
              {header('pages', '쪽', true)}
              {header('chunks', '조각', true)}
              {header('embedded', '임베딩', true)}
              <th scope="col">
                <span className="sr-only">작업</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((document) => (
              <Fragment key={document.id}>
                <tr className={document.missing ? 'missing-row' : undefined} data-document={document.file_name}>
                  <td>
                    <button type="button" className="link doc-name" onClick={() => onOpen(document)} title={`${document.file_name} — 1쪽 열기`}>
                      {documentName(document)}
                    </button>
                    {team &&
                      (document.team_version !== null ? (
                        <span className="tag team-doc" title={`팀 라이브러리에서 받았거나 팀에 게시한 문서입니다 (팀 버전 ${document.team_version}).`}>
                          팀
                        </span>
                      ) : (
                        <span className="tag local-doc" title="이 노트북에만 있는 문서입니다. 동기화해도 바뀌지 않고, 검토자가 게시하면 팀 문서가 됩니다.">
                          이 노트북에만
                        </span>
                      ))}
                    {document.built_in && (
                      <span className="tag built-in" title="앱에 들어 있는 법령입니다. 지워도 '기본 제공 법령 넣기'로 다시 넣을 수 있습니다.">
                        기본 제공
                      </span>
                    )}
                    <div className="small muted file-line">
                      {document.file_name}
                      {document.missing && (
                        <span className="missing-mark" title={document.source_path ?? ''}>
                          ⚠ 파일 없음 — 원래 위치에 다시 두거나 다시 추가하세요
                        </span>
                      )}
                    </div>
                  </td>
                  <td className="nowrap">{document.law_kind}</td>
                  <td className="nowrap">{document.effective_date ?? '—'}</td>
                  <td className="num">{document.page_count}</td>
                  <td className="num">{document.chunks}</td>
                  <td className="num">{Math.round(embeddedShare(document) * 100)}%</td>
                  <td className="actions">
                    <button type="button" className="small" onClick={() => onReembed(document)} disabled={busy !== null} title="이 문서의 벡터를 지우고 다시 임베딩">
                      {busy === document.id ? '임베딩 중…' : '다시 임베딩'}
                    </button>
                    <button type="button" className="small danger" onClick={() => onDelete(document)} disabled={busy !== null}>
                      삭제
                    </button>
                  </td>
                </tr>
                {rowNote?.document === document.id && (
                  <tr className="row-note" data-note-for={document.file_name}>
                    <td colSpan={COLUMNS}>{rowNote.note}</td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
        {documents.length > 0 && shown.length === 0 && <p className="muted pad">조건에 맞는 문서가 없습니다.</p>}
      </div>
    </section>
  );
}
