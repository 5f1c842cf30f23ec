// The question box: Enter sends, Shift+Enter starts a new line (and Enter that finishes a Korean IME composition
// does neither), the 2,000-character limit is counted as you type.
import { useEffect, useRef, useState } from 'react';

export const MAX_QUESTION_CHARS = 2000;

export function Composer({ busy, clarifying, focusKey, onSend, onCancel }: { busy: boolean; clarifying: boolean; focusKey: unknown; onSend(text: string): void; onCancel(): void }) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), [focusKey]);
  const over = text.length > MAX_QUESTION_CHARS;
  const send = () => {
    const question = text.trim();
    if (!question || over || busy) return;
    onSend(question);
    setText('');
  };
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="question" className="sr-only">
        질문
      </label>
      <textarea
        id="question"
        ref={ref}
        value={text}
        rows={3}
        placeholder={clarifying ? '되물은 질문에 답하거나 위의 선택지를 누르세요…' : '예: 서울 종로구 제2종일반주거지역에 카페를 지을 수 있나요? 건폐율 상한은?'}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        aria-describedby="question-count"
      />
      <div className="composer-bar">
        <span id="question-count" className={over ? 'count over' : 'count'} aria-live="polite">
          {text.length.toLocaleString('ko-KR')} / {MAX_QUESTION_CHARS.toLocaleString('ko-KR')}자{over && ' — 너무 깁니다'}
        </span>
        <span className="muted small">Enter 보내기 · Shift+Enter 줄바꿈</span>
        {busy ? (
          <button type="button" className="secondary" onClick={onCancel}>
            생성 중지
          </button>
        ) : (
          <button type="submit" className="primary" disabled={!text.trim() || over}>
            보내기
          </button>
        )}
      </div>
    </form>
  );
}
