// The one modal dialog of the window: a backdrop (a click on it closes), the dialog box with its role and name,
// and useDialog's focus rules (focus in on open, Tab kept inside, Escape closes, focus back on close). The
// confirmation, information, CSV preview and narrow-window page view are all this component.
import { useRef, type ReactNode, type RefObject } from 'react';
import { useDialog } from './useDialog';

export interface ModalProps {
  className: string;
  /** 'alertdialog' for a question before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the dialog's title, or (without a visible title) its name. */
  labelledBy?: string;
  label?: string;
  /** The control focused when it opens (its safe one); the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
}

export function Modal({ className, role = 'dialog', labelledBy, label, initialFocus, onClose, children }: ModalProps) {
  const box = useRef<HTMLElement>(null);
  const fallback = useRef<HTMLElement>(null);
  useDialog(box, initialFocus ?? fallback, onClose);
  return (
    <div className="overlay" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <section ref={box} className={className} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-label={label} tabIndex={-1}>
        {children}
      </section>
    </div>
  );
}
