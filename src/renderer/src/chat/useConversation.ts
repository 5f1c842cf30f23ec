// One conversation's turns and the question in flight: asks through the contract, follows the progress and token
// events of its own request id, and continues a clarification with its conversation id.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../shared/contract';
import { failureMessage, reasonMessage } from '../../../shared/error-catalog';
import { api } from '../api';
import { addStep, stepOfNode, VERIFY_SUBSTEP } from './steps';
import { answerTurn, turnsFromHistory, type Turn } from './turns';

export interface ConversationState {
  turns: Turn[];
  busy: boolean;
  /** Set while the last answer is a question asked back: the next message answers it. */
  clarifying: number | null;
  ask(question: string): Promise<void>;
  cancel(): void;
}

export function useConversation(session: number | null, onSession: (session: number) => void): ConversationState {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const request = useRef<string | null>(null);
  const loadedFor = useRef<number | null>(null);

  useEffect(() => {
    // A session the window itself just created already shows its turns; any other is loaded from history.
    if (session === null) {
      loadedFor.current = null;
      setTurns([]);
      return;
    }
    if (loadedFor.current === session) return;
    loadedFor.current = session;
    let live = true;
    api.chat
      .history({ session })
      .then((messages) => live && setTurns(turnsFromHistory(messages)))
      .catch((error: ApiError) => live && setTurns([errorTurn(error)]));
    return () => {
      live = false;
    };
  }, [session]);

  // One subscription for the window's lifetime: events carry the request id they belong to.
  useEffect(() => {
    const updatePending = (id: string | null, update: (turn: Extract<Turn, { kind: 'pending' }>) => Turn) =>
      setTurns((current) => current.map((turn) => (turn.kind === 'pending' && turn.request === id ? update(turn) : turn)));
    const offProgress = api.on('chat.progress', (event) => {
      if (event.request !== request.current) return;
      const step = stepOfNode(event.node);
      if (!step || event.phase !== 'start') return;
      updatePending(event.request, (turn) => ({
        ...turn,
        steps: addStep(turn.steps, step),
        active: event.step ? `${step} · ${VERIFY_SUBSTEP[event.step] ?? event.step}` : step,
        // A regenerated answer streams anew.
        text: event.node === 'generate' || event.node === 'regenerate' ? '' : turn.text,
      }));
    });
    const offToken = api.on('chat.token', (event) => {
      if (event.request !== request.current) return;
      updatePending(event.request, (turn) => ({ ...turn, text: turn.text + event.token }));
    });
    return () => {
      offProgress();
      offToken();
    };
  }, []);

  const last = turns.at(-1);
  const clarifying = last?.kind === 'clarify' ? last.clarify.conversation_id : null;

  const ask = useCallback(
    async (question: string) => {
      if (request.current) return;
      const id = crypto.randomUUID();
      request.current = id;
      setBusy(true);
      setTurns((current) => [
        ...current.filter((turn) => turn.kind !== 'error'),
        { kind: 'user', key: `q-${id}`, text: question },
        { kind: 'pending', key: `p-${id}`, text: '', request: id, steps: [], active: null },
      ]);
      const replace = (turn: Turn) => setTurns((current) => current.map((t) => (t.key === `p-${id}` ? turn : t)));
      try {
        const result = await api.chat.ask({
          question,
          request: id,
          ...(session !== null ? { session } : {}),
          ...(clarifying !== null ? { conversation: clarifying } : {}),
        });
        replace(
          result.kind === 'answer'
            ? answerTurn(result)
            : { kind: 'clarify', key: `m${result.message_id}`, text: result.clarify.question, clarify: result.clarify, classification: result.classification },
        );
        if (session !== result.session) {
          loadedFor.current = result.session;
          onSession(result.session);
        }
      } catch (error) {
        replace(errorTurn(error as ApiError));
      } finally {
        request.current = null;
        setBusy(false);
      }
    },
    [session, clarifying, onSession],
  );

  const cancel = useCallback(() => {
    if (request.current) void api.chat.cancel({ request: request.current });
  }, []);

  return { turns, busy, clarifying, ask, cancel };
}

function errorTurn(error: ApiError): Turn {
  const said = error.code === 'CANCELLED' ? reasonMessage({ id: 'question.cancelled' }) : failureMessage(error);
  return { kind: 'error', key: `e-${Date.now()}`, text: said.message, hint: said.action ?? null };
}
