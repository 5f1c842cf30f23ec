// The chat screen: the conversation in the middle (banners about the library, the turns, the composer) and, on the
// right, the picked answer's sources and report — or the page view, when a page is open on a window wide enough.
// Its state lives in the shell (useChat), so leaving the screen loses nothing.
import { useRef } from 'react';
import type { ApiError, AppInfo, Stats } from '../../../shared/contract';
import { ErrorBox, LibraryBanners } from '../common/Banners';
import type { PageRequest } from '../common/selection';
import { ExportButtons } from '../export/ExportButtons';
import { BuiltInsBanner } from '../library/BuiltInsBanner';
import type { useBuiltIns } from '../library/useBuiltIns';
import { PageView } from '../page/PageView';
import { AnswerPanel } from './AnswerPanel';
import { Composer } from './Composer';
import { TurnView } from './Turns';
import type { ChatState } from './useChat';
import { useQuestionPinning } from './useQuestionPinning';

export function ChatScreen({
  chat,
  info,
  fatal,
  builtIns,
  pagePanel,
  onClosePage,
  onOpenSettings,
}: {
  chat: ChatState;
  info: { info: AppInfo; stats: Stats } | null;
  fatal: ApiError | null;
  builtIns: ReturnType<typeof useBuiltIns>;
  /** The page shown beside the chat instead of the answer panel, or null. */
  pagePanel: PageRequest | null;
  onClosePage(): void;
  onOpenSettings(): void;
}) {
  const { conversation, session } = chat;
  const { turns } = conversation;
  const scroller = useRef<HTMLDivElement>(null);
  useQuestionPinning(scroller, turns);

  const answers = turns.filter((turn) => turn.kind === 'answer');
  const shown = answers.find((turn) => turn.key === chat.selected) ?? answers.at(-1) ?? null;

  return (
    <>
      <main className="chat" aria-label="질의응답">
        {fatal && <ErrorBox error={fatal} />}
        {session !== null && turns.length > 0 && (
          <div className="chat-toolbar">
            <ExportButtons input={{ session }} label="대화 전체 내보내기" />
          </div>
        )}
        {/* The built-in statutes' banner while they are added, and on an empty conversation after. */}
        {builtIns.state && (builtIns.state.running || turns.length === 0) && (
          <div className="banners">
            <BuiltInsBanner state={builtIns.state} onDismiss={builtIns.dismiss} />
          </div>
        )}
        {info && !builtIns.state?.running && <LibraryBanners info={info.info} stats={info.stats} tips={turns.length === 0} onOpenSettings={onOpenSettings} onAddBuiltIns={builtIns.addAgain} />}
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
        <Composer busy={conversation.busy} clarifying={conversation.clarifying !== null} focusKey={chat.opened} onSend={(text) => void conversation.ask(text)} onCancel={conversation.cancel} />
      </main>
      {pagePanel ? <PageView request={pagePanel} layout="panel" onClose={onClosePage} /> : <AnswerPanel session={session} shown={shown} tab={chat.tab} onTab={chat.setTab} />}
    </>
  );
}
