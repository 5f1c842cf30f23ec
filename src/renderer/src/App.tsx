// The window: the views and conversations on the left; in the chat view the conversation in the middle and the
// selected answer's sources and verification report on the right; the library, rules and settings views take the
// space of both. The page view takes the right-hand column beside the chat on a window 1280 px wide or more, and
// opens as a dialog over the view otherwise; files dropped anywhere go to the library.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError, AppInfo, ChatSession, Citation, Stats } from '../../shared/contract';
import { api } from './api';
import { Composer } from './chat/Composer';
import { ConversationList } from './chat/ConversationList';
import { TurnView } from './chat/Turns';
import { useConversation } from './chat/useConversation';
import { ErrorBox, LibraryBanners } from './common/Banners';
import { InfoDialog } from './common/InfoDialog';
import { useMediaQuery } from './common/useMediaQuery';
import { citationPage, SelectionContext, type PageRequest, type Selection } from './common/selection';
import { PageView } from './page/PageView';
import { CitationsPanel } from './panels/CitationsPanel';
import { ReportPanel } from './panels/ReportPanel';
import { ExportButtons } from './export/ExportButtons';
import { LibraryView } from './library/LibraryView';
import { droppedFiles } from './library/send-files';
import { useIngest } from './library/useIngest';
import { useBuiltIns } from './library/useBuiltIns';
import { BuiltInsBanner } from './library/BuiltInsBanner';
import { RulesView } from './rules/RulesView';
import { SettingsView } from './settings/SettingsView';

type Tab = 'sources' | 'report';
type View = 'chat' | 'library' | 'rules' | 'settings';
const VIEWS: { id: View; label: string }[] = [
  { id: 'chat', label: '질의응답' },
  { id: 'library', label: '라이브러리' },
  { id: 'rules', label: '규칙표' },
  { id: 'settings', label: '설정' },
];

/** Room left above a question brought to the top of the conversation (the list's own padding). */
const QUESTION_MARGIN = 18;
/** From this width the page view is a panel beside the chat; below it, a dialog (the chat would be too narrow). */
const PAGE_PANEL_QUERY = '(min-width: 1280px)';

export function App() {
  const [info, setInfo] = useState<{ info: AppInfo; stats: Stats } | null>(null);
  const [fatal, setFatal] = useState<ApiError | null>(null);
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [session, setSession] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [hovered, setHovered] = useState<Selection['hovered']>(null);
  const [page, setPage] = useState<PageRequest | null>(null);
  const [tab, setTab] = useState<Tab>('sources');
  const [showInfo, setShowInfo] = useState(false);
  /** Counts the user's own moves to a conversation (new, or one opened): only those put the focus in the composer. */
  const [conversationOpened, setConversationOpened] = useState(0);
  const [view, setView] = useState<View>('chat');
  const [dragging, setDragging] = useState(false);
  const [libraryVersion, setLibraryVersion] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(PAGE_PANEL_QUERY);

  const refreshSessions = useCallback(() => api.chat.sessions().then(setSessions, setFatal), []);
  const refreshInfo = useCallback(() => Promise.all([api.app.info(), api.stats()]).then(([appInfo, stats]) => setInfo({ info: appInfo, stats }), setFatal), []);
  useEffect(() => {
    void refreshInfo();
    void refreshSessions();
  }, [refreshInfo, refreshSessions]);
  const libraryChanged = useCallback(() => {
    setLibraryVersion((version) => version + 1);
    void refreshInfo();
  }, [refreshInfo]);
  const ingest = useIngest(libraryChanged);
  const builtIns = useBuiltIns(libraryChanged);

  // Files or folders dropped anywhere on the window go to the library.
  useEffect(() => {
    let depth = 0;
    const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'));
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth++;
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (carriesFiles(event) && --depth <= 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      setView('library');
      void droppedFiles(event.dataTransfer).then(ingest.start);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [ingest.start]);

  const onSession = useCallback(
    (id: number) => {
      setSession(id);
      void refreshSessions();
    },
    [refreshSessions],
  );
  const conversation = useConversation(session, onSession);
  const { turns } = conversation;

  const newChat = useCallback(() => {
    setView('chat');
    setSession(null);
    setSelected(null);
    setConversationOpened((count) => count + 1);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        newChat();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [newChat]);

  // A question just asked comes to the top of the view and stays there while its answer is made, so that the answer —
  // verdict first — shows below it even when the reader was still reading the previous one; otherwise the latest turn
  // is kept in view while it streams, unless the reader scrolled up.
  const askedCount = useRef(0);
  const pinned = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const questions = element.querySelectorAll<HTMLElement>('.turn.user');
    const last = questions[questions.length - 1] ?? null;
    if (askedCount.current > 0 && questions.length === askedCount.current + 1) pinned.current = last;
    askedCount.current = questions.length;
    if (pinned.current !== null && pinned.current === last) {
      element.scrollTop += last.getBoundingClientRect().top - element.getBoundingClientRect().top - QUESTION_MARGIN;
      if (turns.at(-1)?.kind !== 'pending') pinned.current = null;
    } else if (element.scrollHeight - element.scrollTop - element.clientHeight < 160) element.scrollTop = element.scrollHeight;
  }, [turns]);

  const closePage = useCallback(() => setPage(null), []);
  // The page open beside the chat (a wide window's chat view); anywhere else an open page is a dialog.
  const pagePanel = view === 'chat' && wide ? page : null;

  const answers = turns.filter((turn) => turn.kind === 'answer');
  const shown = answers.find((turn) => turn.key === selected) ?? answers.at(-1) ?? null;

  const selection = useMemo<Selection>(
    () => ({
      hovered,
      setHovered,
      openCitation: (citation: Citation) => setPage(citationPage(citation)),
      openPage: setPage,
      selectAnswer: setSelected,
      showReport: () => setTab('report'),
    }),
    [hovered],
  );

  return (
    <SelectionContext.Provider value={selection}>
      <div className={pagePanel ? 'shell with-page' : 'shell'}>
        <aside className="sidebar" aria-label="대화">
          <div className="brand">
            <h1>
              근거 <span className="latin">Geungeo</span>
            </h1>
            <button type="button" className="ghost small" onClick={() => setShowInfo(true)} aria-label="정보 및 연결">
              ⓘ
            </button>
          </div>
          <nav className="views" aria-label="화면">
            {VIEWS.map((item) => (
              <button key={item.id} type="button" className="view-tab" aria-current={view === item.id ? 'page' : undefined} onClick={() => setView(item.id)}>
                {item.label}
                {item.id === 'library' && ingest.batch?.running && <span className="dot" aria-label="추가 중" />}
              </button>
            ))}
          </nav>
          <button type="button" className="primary wide" onClick={newChat} title="새 대화 (Ctrl/⌘+K)">
            + 새 대화 <kbd>Ctrl K</kbd>
          </button>
          <ConversationList
            sessions={sessions}
            current={session}
            onOpen={(id) => {
              setView('chat');
              setSession(id);
              setSelected(null);
              setConversationOpened((count) => count + 1);
            }}
            onRename={(id, title) => void api.chat.rename({ session: id, title }).then(refreshSessions, setFatal)}
            onDelete={(id) =>
              void api.chat.delete({ session: id }).then(() => {
                if (id === session) newChat();
                return refreshSessions();
              }, setFatal)
            }
          />
          {info && (
            <p className="library-count small muted">
              문서 {info.stats.documents}개 · {info.stats.pages.toLocaleString('ko-KR')}쪽
            </p>
          )}
        </aside>

        {view === 'chat' && (
        <>
        <main className="chat" aria-label="질의응답">
          {fatal && <ErrorBox error={fatal} />}
          {session !== null && turns.length > 0 && (
            <div className="chat-toolbar">
              <ExportButtons input={{ session }} label="대화 전체 내보내기" />
            </div>
          )}
          {builtIns.state && (builtIns.state.running || turns.length === 0) && (
            <div className="banners">
              <BuiltInsBanner state={builtIns.state} onDismiss={builtIns.dismiss} />
            </div>
          )}
          {info && !builtIns.state?.running && <LibraryBanners info={info.info} stats={info.stats} tips={turns.length === 0} onOpenSettings={() => setView('settings')} onAddBuiltIns={builtIns.addAgain} />}
          <div className="turns" ref={scroller} aria-live="polite">
            {turns.length === 0 && (
              <div className="welcome">
                <h2>건축·토지이용 법규를 물어보세요</h2>
                <p className="muted">모든 답은 법령의 조문과 쪽으로 근거를 대고, 규칙표와 원문으로 자동 검증합니다.</p>
              </div>
            )}
            {turns.map((turn) => (
              <TurnView key={turn.key} turn={turn} selected={turn.key === shown?.key} busy={conversation.busy} onReply={(text) => void conversation.ask(text)} onCancel={conversation.cancel} />
            ))}
          </div>
          <Composer busy={conversation.busy} clarifying={conversation.clarifying !== null} focusKey={conversationOpened} onSend={(text) => void conversation.ask(text)} onCancel={conversation.cancel} />
        </main>

        {pagePanel ? (
          <PageView request={pagePanel} layout="panel" onClose={closePage} />
        ) : (
        <aside className="side-panel" aria-label="근거와 검증">
          {session !== null && shown?.kind === 'answer' && /^m\d+$/.test(shown.key) && (
            <div className="panel-toolbar">
              <ExportButtons input={{ session, message: Number(shown.key.slice(1)) }} label="이 답변 내보내기" />
            </div>
          )}
          <div className="tabs" role="tablist" aria-label="답변 정보">
            <button type="button" role="tab" id="tab-sources" aria-selected={tab === 'sources'} aria-controls="panel-sources" onClick={() => setTab('sources')}>
              근거{shown?.kind === 'answer' && ` ${shown.details.citations.length}`}
            </button>
            <button type="button" role="tab" id="tab-report" aria-selected={tab === 'report'} aria-controls="panel-report" onClick={() => setTab('report')}>
              검증 보고서
            </button>
          </div>
          <div className="panel-body" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {!shown || shown.kind !== 'answer' ? (
              <p className="muted pad">답변을 고르면 인용한 조문과 검증 결과가 여기에 나옵니다.</p>
            ) : tab === 'sources' ? (
              <CitationsPanel citations={shown.details.citations} messageKey={shown.key} />
            ) : shown.details.verification ? (
              <ReportPanel verification={shown.details.verification} attempts={shown.details.attempts} />
            ) : (
              <p className="muted pad">이 답변에는 검증 보고서가 저장되어 있지 않습니다.</p>
            )}
          </div>
        </aside>
        )}
        </>
        )}
        {view !== 'chat' && fatal && (
          <div className="view">
            <ErrorBox error={fatal} />
          </div>
        )}
        {view === 'library' && info && <LibraryView info={info.info} ingest={ingest} builtIns={builtIns} version={libraryVersion} onChanged={libraryChanged} onOpenSettings={() => setView('settings')} />}
        {view === 'rules' && <RulesView />}
        {view === 'settings' && info && <SettingsView info={info.info} onChanged={() => void refreshInfo()} />}
        {dragging && (
          <div className="drop-overlay" aria-hidden="true">
            <p>놓으면 라이브러리에 추가합니다</p>
            <p className="small">PDF · Markdown · 텍스트 파일이나 폴더</p>
          </div>
        )}
        {page && !pagePanel && <PageView request={page} layout="modal" onClose={closePage} />}
        {showInfo && info && (
          <InfoDialog
            info={info.info}
            onClose={() => setShowInfo(false)}
            onOpenSettings={() => {
              setShowInfo(false);
              setView('settings');
            }}
          />
        )}
      </div>
    </SelectionContext.Provider>
  );
}
