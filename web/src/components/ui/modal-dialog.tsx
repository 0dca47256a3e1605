import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode, RefObject } from 'react';
import { AlertIcon, SparklesIcon } from './icons';

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
 * The in-page form of the browser's alert() and confirm(): Radix's alert dialog, open while it is
 * rendered. It takes focus on `initialFocus`, keeps Tab inside, locks the page's scroll, closes
 * only by its buttons or Escape (never a click outside), and hands focus back on closing.
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
  return (
    <AlertDialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onEscape();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-xs" />
        <AlertDialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            initialFocus.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border bg-card p-6 shadow-lg"
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
              <AlertDialogPrimitive.Title className="text-base font-semibold">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description className="mt-1 text-sm text-pretty break-words text-muted-foreground">
                {message}
              </AlertDialogPrimitive.Description>
            </div>
          </div>
          <div className={actionsClassName}>{actions}</div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
