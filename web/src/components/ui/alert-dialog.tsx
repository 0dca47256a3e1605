import { useEffect, useId, useRef } from 'react';
import { AlertIcon } from './icons';
import { Button } from './button';

export interface AlertDialogProps {
  title: string;
  message: string;
  onDismiss: () => void;
}

/**
 * A modal alert, the in-page form of the browser's alert(): it takes focus on its OK button,
 * closes on OK or Escape, and hands focus back to where it was.
 */
export function AlertDialog({ title, message, onDismiss }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    okRef.current?.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4 backdrop-blur-xs">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDismiss();
          // The dialog holds one control: Tab stays on it rather than leave the modal.
          if (event.key === 'Tab') {
            event.preventDefault();
            okRef.current?.focus();
          }
        }}
        className="w-full max-w-sm rounded-2xl border bg-card p-6 shadow-lg"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-500/10 text-red-600 dark:text-red-400">
            <AlertIcon className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <p id={messageId} className="mt-1 text-sm text-pretty text-muted-foreground">
              {message}
            </p>
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <Button ref={okRef} onClick={onDismiss} className="min-w-20">
            OK
          </Button>
        </div>
      </div>
    </div>
  );
}
