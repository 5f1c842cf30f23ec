// A yes/no question before something that cannot be undone. Escape or a click outside cancels; focus starts on
// "cancel", so Enter never deletes by accident.
import { useRef, type ReactNode } from 'react';
import { useDialog } from './useDialog';

export function ConfirmDialog({ title, confirm, children, onConfirm, onCancel }: { title: string; confirm: string; children: ReactNode; onConfirm(): void; onCancel(): void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useDialog(cancelRef, onCancel);
  return (
    <div className="overlay" role="presentation" onClick={(event) => event.target === event.currentTarget && onCancel()}>
      <section className="dialog" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title">
        <h3 id="confirm-title">{title}</h3>
        {children}
        <footer className="dialog-actions">
          <button type="button" ref={cancelRef} onClick={onCancel}>
            취소
          </button>
          <button type="button" className="danger-fill" onClick={onConfirm}>
            {confirm}
          </button>
        </footer>
      </section>
    </div>
  );
}
