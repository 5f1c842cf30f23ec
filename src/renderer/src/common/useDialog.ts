// What every dialog and panel that takes the focus does. Focus moves only when the user acts: once when it opens
// (to its safe control) and once when it closes (back to where it was, when the focus would otherwise be lost) —
// never on a re-render, so an answer streaming in or an upload's progress cannot pull the focus (the close
// callback is read through a ref: a new inline callback on every render does not re-run anything). A modal
// dialog also keeps Tab and Shift+Tab inside itself and closes on Escape; a panel closes on Escape only when the
// focus is in it.
import { useEffect, useRef, type RefObject } from 'react';

/** What Tab can reach (pdfjs's text-layer spans and disabled controls are not among them). */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0);
}

export function useDialog(container: RefObject<HTMLElement | null>, initialFocus: RefObject<HTMLElement | null>, onClose: () => void, { modal = true }: { modal?: boolean } = {}): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Whether the focus was inside when it closes: the nodes are gone by the time the cleanup runs.
    let focusInside = false;
    const onFocusIn = (event: FocusEvent) => {
      focusInside = Boolean(container.current?.contains(event.target as Node));
    };
    document.addEventListener('focusin', onFocusIn);
    (initialFocus.current ?? container.current)?.focus();

    const onKey = (event: KeyboardEvent) => {
      const element = container.current;
      if (!element) return;
      if (event.key === 'Escape' && (modal || element.contains(document.activeElement))) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab' && modal) trapTab(event, element);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      const lost = focusInside || document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [container, initialFocus, modal]);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last; focus outside comes back in. */
function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const tabbable = tabbableIn(container);
  if (tabbable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = tabbable[0]!;
  const last = tabbable.at(-1)!;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
