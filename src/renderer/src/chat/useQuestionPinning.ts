// Where the conversation scrolls. A question just asked comes to the top of the view and stays there while its
// answer is made, so that the answer — verdict first — shows below it even when the reader was still reading the
// previous one; otherwise the latest turn is kept in view while it streams, unless the reader scrolled up.
import { useEffect, useRef, type RefObject } from 'react';
import type { Turn } from './turns';

/** Room left above a question brought to the top of the conversation (the list's own padding). */
const QUESTION_MARGIN = 18;
/** Closer than this to the bottom, the reader is following the latest turn. */
const FOLLOW_DISTANCE = 160;

export function useQuestionPinning(scroller: RefObject<HTMLDivElement | null>, turns: Turn[]): void {
  // Null until the screen has counted the questions once (it is mounted again each time the user comes back to it).
  const askedCount = useRef<number | null>(null);
  const pinned = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const questions = element.querySelectorAll<HTMLElement>('.turn.user');
    const last = questions[questions.length - 1] ?? null;
    const before = askedCount.current;
    askedCount.current = questions.length;
    // The screen's first look only counts: what was shown before it was left is not a new question.
    if (before === null) return;
    if (before > 0 && questions.length === before + 1) pinned.current = last;
    if (pinned.current !== null && pinned.current === last) {
      element.scrollTop += last.getBoundingClientRect().top - element.getBoundingClientRect().top - QUESTION_MARGIN;
      if (turns.at(-1)?.kind !== 'pending') pinned.current = null;
    } else if (element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_DISTANCE) element.scrollTop = element.scrollHeight;
  }, [scroller, turns]);
}
