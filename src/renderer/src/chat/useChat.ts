// The chat's state, kept by the window's shell rather than the chat screen: a question keeps being answered, and the
// answer picked and its tab stay as they were, while the user looks at the library or the settings. The
// conversations, the one open, the answer whose sources or report the side panel shows, and Ctrl/⌘+K for a new one.
import { useCallback, useEffect, useState } from 'react';
import type { ApiError, ChatSession } from '../../../shared/contract';
import { api } from '../api';
import { useConversation, type ConversationState } from './useConversation';

/** The side panel's tabs: the answer's sources, or its verification report. */
export type AnswerTab = 'sources' | 'report';

export interface ChatState {
  sessions: ChatSession[];
  session: number | null;
  conversation: ConversationState;
  /** The answer picked (its turn key); null shows the latest. */
  selected: string | null;
  selectAnswer(key: string): void;
  tab: AnswerTab;
  setTab(tab: AnswerTab): void;
  /** Counts the user's own moves to a conversation (new, or one opened): only those put the focus in the composer. */
  opened: number;
  newChat(): void;
  openSession(id: number): void;
  renameSession(id: number, title: string): void;
  deleteSession(id: number): void;
}

/** `onShow` brings the chat screen forward (a conversation was opened or started); `onFatal` shows a failure. */
export function useChat({ onShow, onFatal }: { onShow(): void; onFatal(error: ApiError): void }): ChatState {
  const [sessions, setSessions] = useState<ChatSession[]>([]);
  const [session, setSession] = useState<number | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [tab, setTab] = useState<AnswerTab>('sources');
  const [opened, setOpened] = useState(0);

  const refreshSessions = useCallback(() => api.chat.sessions().then(setSessions, onFatal), [onFatal]);
  useEffect(() => void refreshSessions(), [refreshSessions]);

  // A first question starts a session: the list shows it at once.
  const onSession = useCallback(
    (id: number) => {
      setSession(id);
      void refreshSessions();
    },
    [refreshSessions],
  );
  const conversation = useConversation(session, onSession);

  const open = useCallback(
    (id: number | null) => {
      onShow();
      setSession(id);
      setSelected(null);
      setOpened((count) => count + 1);
    },
    [onShow],
  );
  const newChat = useCallback(() => open(null), [open]);

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

  return {
    sessions,
    session,
    conversation,
    selected,
    selectAnswer: setSelected,
    tab,
    setTab,
    opened,
    newChat,
    openSession: open,
    renameSession: (id, title) => void api.chat.rename({ session: id, title }).then(refreshSessions, onFatal),
    // Deleting the open conversation leaves an empty new one.
    deleteSession: (id) =>
      void api.chat.delete({ session: id }).then(() => {
        if (id === session) newChat();
        return refreshSessions();
      }, onFatal),
  };
}
