import { useEffect, useRef, type RefObject } from 'react';

/** Moving between modes puts the cursor in the new mode's first field (not on first load). */
export function useFocusOnModeChange(form: RefObject<HTMLFormElement | null>, mode: string) {
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [form, mode]);
}
