// The left column on every screen: the app's name and its info button, the screens, a new conversation, the
// conversations, and how much the library holds.
import type { Stats } from '../../../shared/contract';
import { ConversationList } from '../chat/ConversationList';
import type { ChatState } from '../chat/useChat';

export type View = 'chat' | 'library' | 'rules' | 'settings';
const VIEWS: { id: View; label: string }[] = [
  { id: 'chat', label: '질의응답' },
  { id: 'library', label: '라이브러리' },
  { id: 'rules', label: '규칙표' },
  { id: 'settings', label: '설정' },
];

export function Sidebar({ view, onView, chat, stats, adding, onInfo }: { view: View; onView(view: View): void; chat: ChatState; stats: Stats | null; adding: boolean; onInfo(): void }) {
  return (
    <aside className="sidebar" aria-label="대화">
      <div className="brand">
        <h1>
          근거 <span className="latin">Geungeo</span>
        </h1>
        <button type="button" className="ghost small" onClick={onInfo} aria-label="정보 및 연결">
          ⓘ
        </button>
      </div>
      <nav className="views" aria-label="화면">
        {VIEWS.map((item) => (
          <button key={item.id} type="button" className="view-tab" aria-current={view === item.id ? 'page' : undefined} onClick={() => onView(item.id)}>
            {item.label}
            {/* Files still being added show on the library's tab wherever the user is. */}
            {item.id === 'library' && adding && <span className="dot" aria-label="추가 중" />}
          </button>
        ))}
      </nav>
      <button type="button" className="primary wide" onClick={chat.newChat} title="새 대화 (Ctrl/⌘+K)">
        + 새 대화 <kbd>Ctrl K</kbd>
      </button>
      <ConversationList sessions={chat.sessions} current={chat.session} onOpen={chat.openSession} onRename={chat.renameSession} onDelete={chat.deleteSession} />
      {stats && (
        <p className="library-count small muted">
          문서 {stats.documents}개 · {stats.pages.toLocaleString('ko-KR')}쪽
        </p>
      )}
    </aside>
  );
}
