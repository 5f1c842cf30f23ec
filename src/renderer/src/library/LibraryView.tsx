// The library: add files (drop them anywhere on the window, or pick files or a folder), watch each one go in, and
// manage what is there. Deleting asks first; re-embedding replaces one document's vectors, and says so beside the
// document when it could not (no embedding model installed).
import { useCallback, useEffect, useState } from 'react';
import type { ApiError, AppInfo, DocumentSummary } from '../../../shared/contract';
import { api } from '../api';
import { ErrorBox } from '../common/Banners';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useSelection } from '../common/selection';
import { DocumentsTable, documentName } from './DocumentsTable';
import { IngestRows } from './IngestRows';
import { isSupportedFile } from './send-files';
import { LIBRARY_EXTENSIONS } from '../../../shared/library-contract';
import type { useIngest } from './useIngest';
import type { useBuiltIns } from './useBuiltIns';
import { BuiltInsBanner } from './BuiltInsBanner';
import { TeamPanel } from './TeamPanel';
import type { TeamState } from './useTeam';

export function LibraryView({ info, ingest, builtIns, team, version, onChanged, onOpenSettings }: { info: AppInfo; ingest: ReturnType<typeof useIngest>; builtIns: ReturnType<typeof useBuiltIns>; team: TeamState; version: number; onChanged(): void; onOpenSettings(): void }) {
  const [documents, setDocuments] = useState<DocumentSummary[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DocumentSummary | null>(null);
  /** Why "다시 임베딩" did nothing for a document, shown under its row. */
  const [reembedProblem, setReembedProblem] = useState<{ document: number; error: ApiError } | null>(null);
  const { openPage } = useSelection();
  const refresh = useCallback(() => api.documents.list().then(setDocuments, setError), []);
  useEffect(() => void refresh(), [refresh, version]);

  const embedding = info.models.find((model) => model.role === 'embedding');
  const pick = (folder: boolean) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    if (folder) input.webkitdirectory = true;
    else input.accept = LIBRARY_EXTENSIONS.join(',');
    input.onchange = () => ingest.start([...(input.files ?? [])].filter((file) => !folder || isSupportedFile(file.name)));
    input.click();
  };

  return (
    <section className="view library-view" aria-label="라이브러리">
      <header className="view-head">
        <h2>라이브러리</h2>
        <button type="button" className="primary" onClick={() => pick(false)} disabled={Boolean(ingest.batch?.running)}>
          파일 추가…
        </button>
        <button type="button" onClick={() => pick(true)} disabled={Boolean(ingest.batch?.running)}>
          폴더 추가…
        </button>
        <button type="button" onClick={builtIns.addAgain} disabled={Boolean(ingest.batch?.running || builtIns.state?.running)} title="건축법 등 앱에 들어 있는 법령 9건을 다시 넣습니다 (이미 있는 것은 그대로 둡니다)">
          기본 제공 법령 넣기
        </button>
        <span className="small muted">또는 창 어디에나 PDF·한글(HWP·HWPX)·Markdown 파일이나 폴더를 끌어 놓으세요 (파일당 512 MB까지).</span>
      </header>
      {embedding && !embedding.available && (
        <p className="banner info small model-banner" role="note">
          <strong>임베딩 모델이 없습니다.</strong> 문서 추가, 키워드 검색, 답변과 규칙 검증은 그대로 됩니다. 의미 검색을 켜려면{' '}
          <button type="button" className="link" onClick={onOpenSettings}>
            설정 &gt; 모델 내려받기
          </button>
          (온라인)로 받거나, 다른 컴퓨터에서 받은 모델 폴더를{info.modelsDirs[0] ? <> <code>{info.modelsDirs[0]}</code>에</> : ' 모델 폴더에'} 복사하세요. 이미 넣은 문서는 그 뒤 "다시 임베딩"으로 채워집니다.
        </p>
      )}
      <TeamPanel team={team} onOpenSettings={onOpenSettings} />
      {builtIns.state && <BuiltInsBanner state={builtIns.state} onDismiss={builtIns.dismiss} />}
      {ingest.batch && <IngestRows batch={ingest.batch} onCancel={ingest.cancel} onClear={ingest.clear} />}
      {error && <ErrorBox error={error} />}
      {documents && documents.length === 0 && !ingest.batch && (
        <div className="drop-zone banner empty-library">
          <strong>아직 문서가 없습니다.</strong>
          <p className="small">위의 <strong>기본 제공 법령 넣기</strong>로 앱에 들어 있는 법령 9건을 넣거나, 국가법령정보센터에서 법령을 PDF로 저장해 여기에 끌어 놓으세요. 조문과 쪽 번호까지 색인합니다.</p>
        </div>
      )}
      {documents && documents.length > 0 && (
        <DocumentsTable
          documents={documents}
          team={Boolean(team.status?.configured)}
          busy={busy}
          onOpen={(document) => openPage({ document: document.id, page: 1, passage: null, title: documentName(document) })}
          onReembed={(document) => {
            setBusy(document.id);
            setReembedProblem(null);
            api.embeddings
              .fill({ document: document.id })
              .then(
                (report) => {
                  // The model was there but could not be loaded: the report's note says why.
                  if (report.model === null) setReembedProblem({ document: document.id, error: { code: 'MODEL_MISSING', message: report.note ?? '임베딩 모델을 쓸 수 없어 다시 임베딩하지 않았습니다.' } });
                  return refresh();
                },
                (failure: ApiError) => (failure.code === 'MODEL_MISSING' ? setReembedProblem({ document: document.id, error: failure }) : setError(failure)),
              )
              .finally(() => setBusy(null));
          }}
          rowNote={
            reembedProblem && {
              document: reembedProblem.document,
              note: (
                <p className="row-note-text small" role="alert">
                  ⚠ {reembedProblem.error.message} {reembedProblem.error.hint && <span className="hint">{reembedProblem.error.hint}</span>}{' '}
                  <button type="button" className="link" onClick={onOpenSettings}>
                    설정 열기
                  </button>
                </p>
              ),
            }
          }
          onDelete={setDeleting}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="문서 삭제"
          confirm="삭제"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            api.documents.delete({ id: target.id }).then(() => {
              onChanged();
              return refresh();
            }, setError);
          }}
        >
          <p>
            <strong>{documentName(deleting)}</strong> ({deleting.file_name})을 라이브러리에서 지웁니다. 쪽, 조각, 임베딩과 이 문서에서 읽은 규칙 행도 함께 지워지고, 이 문서를 인용한 지난 답변의 쪽은 더 열 수 없습니다.
          </p>
          <p className="small muted">원본 파일은 지우지 않습니다 (브라우저로 올린 사본만 지웁니다).</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
