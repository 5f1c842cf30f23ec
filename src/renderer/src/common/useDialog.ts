// What every modal dialog of the window does: focus its safe button when it opens, and close on Escape.
import { useEffect, type RefObject } from 'react';

export function useDialog(focus: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    focus.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focus, onClose]);
}
