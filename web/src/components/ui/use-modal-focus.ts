import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), a[href], textarea:not([disabled])';

/**
 * A modal's keyboard: focus moves to `initialFocus` when it opens and back to where it was when
 * it closes, Tab cycles among the modal's own controls, and Escape calls `onEscape`.
 */
export function useModalFocus(
  modal: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  onEscape: () => void,
) {
  useEffect(() => {
    const previous = document.activeElement;
    initialFocus.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [initialFocus]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    event.preventDefault();
    const focusable = [...(modal.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (focusable.length === 0) return;
    const at = focusable.findIndex((element) => element === document.activeElement);
    const step = event.shiftKey ? -1 : 1;
    const next = at === -1 ? (event.shiftKey ? focusable.length - 1 : 0) : at + step;
    focusable[(next + focusable.length) % focusable.length]?.focus();
  };
}
