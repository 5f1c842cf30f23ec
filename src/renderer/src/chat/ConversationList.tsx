// The conversations, newest first: open one, rename it in place, delete it after a confirmation.
import { useState } from 'react';
import type { ChatSession } from '../../../shared/contract';
import { ConfirmDialog } from '../common/ConfirmDialog';

export function ConversationList({ sessions, current, onOpen, onRename, onDelete }: { sessions: ChatSession[]; current: number | null; onOpen(id: number): void; onRename(id: number, title: string): void; onDelete(id: number): void }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ChatSession | null>(null);
  if (sessions.length === 0) return <p className="muted small pad">아직 대화가 없습니다.</p>;
  return (
    <>
      <ul className="conversations" aria-label="대화 목록">
        {sessions.map((session) => (
          <li key={session.id} className={session.id === current ? 'current' : undefined}>
            {editing === session.id ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  const title = String(new FormData(event.currentTarget).get('title') ?? '').trim();
                  if (title) onRename(session.id, title);
                  setEditing(null);
                }}
              >
                <input name="title" aria-label="대화 이름" defaultValue={session.title} autoFocus maxLength={120} onBlur={(event) => event.currentTarget.form?.requestSubmit()} onKeyDown={(event) => event.key === 'Escape' && setEditing(null)} />
              </form>
            ) : (
              <button type="button" className="conversation" aria-current={session.id === current ? 'page' : undefined} onClick={() => onOpen(session.id)} title={session.title}>
                {session.title}
              </button>
            )}
            <span className="row-actions">
              <button type="button" className="ghost small" aria-label={`${session.title} 이름 바꾸기`} onClick={() => setEditing(session.id)}>
                ✎
              </button>
              <button
                type="button"
                className="ghost small"
                aria-label={`${session.title} 삭제`}
                onClick={() => setDeleting(session)}
              >
                🗑
              </button>
            </span>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title="대화 삭제"
          confirm="삭제"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            onDelete(deleting.id);
          }}
        >
          <p>
            <strong>{deleting.title}</strong> 대화를 지웁니다. 질문과 답변, 검증 보고서가 함께 지워지고 되돌릴 수 없습니다.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
