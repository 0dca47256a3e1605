import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { AlertIcon, SparklesIcon } from './icons';
import { useModalFocus } from './use-modal-focus';

export interface ModalDialogProps {
  title: string;
  message: string;
  /** What Escape does (OK for an alert, Cancel for a question). */
  onEscape: () => void;
  /** The button that takes focus when the dialog opens. */
  initialFocus: RefObject<HTMLButtonElement | null>;
  /** The dialog's buttons, in order. */
  actions: ReactNode;
  actionsClassName?: string;
  /** The icon's: a warning (the default), or a neutral question such as a purchase. */
  tone?: 'warning' | 'neutral';
}

/**
 * The in-page form of the browser's alert() and confirm(): a modal alertdialog that takes focus
 * on `initialFocus`, keeps Tab among its own buttons, closes on Escape, and hands focus back to
 * where it was (useModalFocus).
 */
export function ModalDialog({
  title,
  message,
  onEscape,
  initialFocus,
  actions,
  actionsClassName = 'mt-6 flex justify-end',
  tone = 'warning',
}: ModalDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(dialogRef, initialFocus, onEscape);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4 backdrop-blur-xs">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-2xl border bg-card p-6 shadow-lg"
      >
        <div className="flex items-start gap-3">
          {tone === 'warning' ? (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-red-500/10 text-red-600 dark:text-red-400">
              <AlertIcon className="size-5" />
            </span>
          ) : (
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <SparklesIcon className="size-5" />
            </span>
          )}
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <p
              id={messageId}
              className="mt-1 text-sm text-pretty break-words text-muted-foreground"
            >
              {message}
            </p>
          </div>
        </div>
        <div className={actionsClassName}>{actions}</div>
      </div>
    </div>
  );
}
