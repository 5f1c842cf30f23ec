// Seed 001's Conversation, persisted by id (conversation_utils.py: create_conversation, add_clarify_turn,
// build_effective_query), with the last classification and the loop's history as its state.
import { ClarifyTurnSchema, type ClarifyTurn, type Conversation } from '../../shared/understand-contract';
import { GeungeoError } from '../../shared/errors';
import type { Db } from '../store/database';
import { z } from 'zod';

interface Row {
  id: number;
  session: number | null;
  original_query: string;
  clarify_turns: string;
  retry_count: number;
  max_retry: number;
  pending: string | null;
  choices: string;
  status: 'asking' | 'final';
  state: string;
}

/** Seed 001's build_effective_query: the original question and every answer, joined by spaces. */
export function buildEffectiveQuery(conversation: Pick<Conversation, 'original_query' | 'clarify_turns'>): string {
  return [conversation.original_query, ...conversation.clarify_turns.map((turn) => turn.a)].join(' ');
}

export function createConversationStore(db: Db) {
  const insert = db.prepare<[number | null, string, number, string]>(
    "INSERT INTO conversations (session, original_query, max_retry, status, state) VALUES (?, ?, ?, 'final', ?)",
  );
  const select = db.prepare<[number], Row>('SELECT * FROM conversations WHERE id = ?');
  const update = db.prepare<[string, number, string | null, string, string, string, number | null, number]>(
    `UPDATE conversations SET clarify_turns = ?, retry_count = ?, pending = ?, choices = ?, status = ?, state = ?, session = coalesce(?, session),
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`,
  );

  const setSession = db.prepare<[number, number]>('UPDATE conversations SET session = ? WHERE id = ?');

  const toConversation = (row: Row): Conversation => ({
    id: row.id,
    original_query: row.original_query,
    clarify_turns: z.array(ClarifyTurnSchema).parse(JSON.parse(row.clarify_turns)),
    retry_count: row.retry_count,
    max_retry: row.max_retry,
    pending: row.pending,
    choices: JSON.parse(row.choices) as string[],
    status: row.status,
    session: row.session,
  });

  return {
    create(originalQuery: string, maxRetry: number, session: number | null, state: object): Conversation {
      const id = Number(insert.run(session, originalQuery, maxRetry, JSON.stringify(state)).lastInsertRowid);
      return toConversation(select.get(id)!);
    },

    get(id: number): { conversation: Conversation; state: Record<string, unknown> } {
      const row = select.get(id);
      if (!row) throw new GeungeoError('NOT_FOUND', `There is no conversation ${id}.`, { hint: 'use the conversation_id a clarification question gave', reason: { id: 'chat.conversation-not-found' } });
      return { conversation: toConversation(row), state: JSON.parse(row.state) as Record<string, unknown> };
    },

    /** The chat session a conversation's question and answers were recorded in. */
    setSession(id: number, session: number): void {
      setSession.run(session, id);
    },

    save(conversation: Conversation, state: object): Conversation {
      update.run(
        JSON.stringify(conversation.clarify_turns),
        conversation.retry_count,
        conversation.pending,
        JSON.stringify(conversation.choices),
        conversation.status,
        JSON.stringify(state),
        conversation.session,
        conversation.id,
      );
      return toConversation(select.get(conversation.id)!);
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;

/** add_clarify_turn: the pending question with its answer. */
export function addClarifyTurn(conversation: Conversation, answer: string): Conversation {
  const turn: ClarifyTurn = { q: conversation.pending ?? '', a: answer };
  return { ...conversation, clarify_turns: [...conversation.clarify_turns, turn], pending: null, choices: [] };
}
