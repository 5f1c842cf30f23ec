// A yes/no question before something that cannot be undone — the window's only confirmation (no browser confirm()).
// Escape or a click outside cancels; focus starts on "cancel", so Enter never deletes by accident.
import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

export function ConfirmDialog({ title, confirm, children, onConfirm, onCancel }: { title: string; confirm: string; children: ReactNode; onConfirm(): void; onCancel(): void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  return (
    <Modal className="dialog" role="alertdialog" labelledBy={titleId} initialFocus={cancelRef} onClose={onCancel}>
      <h3 id={titleId}>{title}</h3>
      {children}
      <footer className="dialog-actions">
        <button type="button" ref={cancelRef} onClick={onCancel}>
          취소
        </button>
        <button type="button" className="danger-fill" onClick={onConfirm}>
          {confirm}
        </button>
      </footer>
    </Modal>
  );
}
