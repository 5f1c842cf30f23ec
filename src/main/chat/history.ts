// Chat sessions and their messages, kept in the database so a conversation survives a restart. An answer is stored
// with everything needed to show it again: its mode, citation map, rule facts, warnings and the graph's trace. Its
// details are read back here, once, through the contract's MessageDetailsSchema: whatever version wrote them, the
// window, the export and the CLI get typed details.
import { readMessageDetails, type ChatMessageRecord, type ChatSession, type MessageDetails } from '../../shared/contract';
import { GeungeoError } from '../../shared/errors';
import type { Db } from '../store/database';

const TITLE_CHARS = 60;

export interface StoredAnswer {
  content: string;
  /** null for a question asked back (clarification). */
  mode: 'llm' | 'extractive' | null;
  no_content: boolean;
  citations: unknown[];
  /** What this version writes: every field of MessageDetails it has (a question asked back has no verification). */
  details: Partial<MessageDetails>;
  trace: unknown[];
}

interface MessageRow {
  id: number;
  session: number;
  role: 'user' | 'assistant';
  content: string;
  mode: 'llm' | 'extractive' | null;
  no_content: number;
  citations: string;
  details: string;
  trace: string;
  created_at: string;
}

export function createChatHistory(db: Db) {
  const insertSession = db.prepare<[string]>('INSERT INTO chat_sessions (title) VALUES (?)');
  const touchSession = db.prepare<[number]>(`UPDATE chat_sessions SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`);
  const sessionExists = db.prepare<[number], { id: number }>('SELECT id FROM chat_sessions WHERE id = ?');
  const insertMessage = db.prepare(`
    INSERT INTO chat_messages (session, role, content, mode, no_content, citations, details, trace)
    VALUES (@session, @role, @content, @mode, @no_content, @citations, @details, @trace)`);
  const SESSION_COLUMNS = `SELECT s.id, s.title, s.created_at, s.updated_at, COUNT(m.id) AS messages
    FROM chat_sessions s LEFT JOIN chat_messages m ON m.session = s.id`;
  const listSessions = db.prepare<[], ChatSession>(`${SESSION_COLUMNS} GROUP BY s.id ORDER BY s.updated_at DESC, s.id DESC`);
  const oneSession = db.prepare<[number], ChatSession>(`${SESSION_COLUMNS} WHERE s.id = ? GROUP BY s.id`);
  const listMessages = db.prepare<[number], MessageRow>('SELECT * FROM chat_messages WHERE session = ? ORDER BY id');
  const deleteSession = db.prepare<[number]>('DELETE FROM chat_sessions WHERE id = ?');
  const renameSession = db.prepare<[string, number]>('UPDATE chat_sessions SET title = ? WHERE id = ?');

  const requireSession = (session: number) => {
    if (!sessionExists.get(session)) {
      throw new GeungeoError('NOT_FOUND', `There is no chat session ${session}.`, { hint: 'list sessions with chat.sessions, or leave the session out to start a new one', reason: { id: 'chat.session-not-found' } });
    }
  };

  return {
    /** Fails with NOT_FOUND unless the session exists. */
    requireSession,

    /**
     * Stores a question and its answer together — in `session`, or in a new session titled after the question —
     * so a conversation never holds a question without its answer, nor an empty session after a cancelled one.
     */
    record: db.transaction((session: number | undefined, question: string, answer: StoredAnswer): { session: number; question: number; answer: number } => {
      const id = session ?? Number(insertSession.run(question.length > TITLE_CHARS ? `${question.slice(0, TITLE_CHARS)}…` : question).lastInsertRowid);
      const asked = insertMessage.run({ session: id, role: 'user', content: question, mode: null, no_content: 0, citations: '[]', details: '{}', trace: '[]' });
      const answered = insertMessage.run({
        session: id,
        role: 'assistant',
        content: answer.content,
        mode: answer.mode,
        no_content: answer.no_content ? 1 : 0,
        citations: JSON.stringify(answer.citations),
        details: JSON.stringify(answer.details),
        trace: JSON.stringify(answer.trace),
      });
      touchSession.run(id);
      return { session: id, question: Number(asked.lastInsertRowid), answer: Number(answered.lastInsertRowid) };
    }),

    sessions: (): ChatSession[] => listSessions.all(),

    /** One conversation as the list shows it; NOT_FOUND when there is none. */
    session(session: number): ChatSession {
      requireSession(session);
      return oneSession.get(session)!;
    },

    messages(session: number): ChatMessageRecord[] {
      requireSession(session);
      return listMessages.all(session).map((row) => ({
        id: row.id,
        role: row.role,
        content: row.content,
        mode: row.mode,
        no_content: row.no_content === 1,
        citations: JSON.parse(row.citations) as ChatMessageRecord['citations'],
        details: readMessageDetails(parseStored(row.details)),
        trace: JSON.parse(row.trace) as ChatMessageRecord['trace'],
        created_at: row.created_at,
      }));
    },

    /** Renames a conversation; returns it as the conversations list shows it. */
    rename(session: number, title: string): ChatSession {
      requireSession(session);
      renameSession.run(title.normalize('NFC'), session);
      return oneSession.get(session)!;
    },

    remove(session: number): void {
      requireSession(session);
      deleteSession.run(session);
    },
  };
}

export type ChatHistory = ReturnType<typeof createChatHistory>;

/** A stored JSON column; text that does not parse (a damaged row) reads as nothing, which the schema then fills. */
function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
