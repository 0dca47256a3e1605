import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CloseIcon } from './icons';
import { useModalFocus } from './use-modal-focus';

export interface SheetDialogProps {
  title: string;
  /** Under the title; it also describes the dialog to screen readers. */
  description: ReactNode;
  /** Close, Escape. */
  onClose: () => void;
  /** What takes focus on opening. @default the dialog itself */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Set while its content is being worked out. */
  busy?: boolean;
  /** The dialog's width, e.g. `max-w-lg`. */
  className?: string;
  descriptionClassName?: string;
  children: ReactNode;
}

/**
 * A modal dialog that rises from the bottom on phones and sits centred on larger screens: a
 * header with its title, description and Close, then its content, within 92% of the screen's
 * height. Focus is kept inside (useModalFocus).
 */
export function SheetDialog({
  title,
  description,
  onClose,
  initialFocus,
  busy,
  className,
  descriptionClassName,
  children,
}: SheetDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(dialogRef, initialFocus ?? dialogRef, onClose);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 backdrop-blur-xs sm:items-center sm:p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border bg-card shadow-xl outline-none sm:rounded-2xl',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold tracking-tight">
              {title}
            </h2>
            <p
              id={descriptionId}
              className={cn('mt-1 text-sm text-pretty text-muted-foreground', descriptionClassName)}
            >
              {description}
            </p>
          </div>
          <Button variant="ghost" size="sm" aria-label="Close" onClick={onClose} className="-mr-2">
            <CloseIcon className="size-4" />
          </Button>
        </div>
        {children}
      </div>
    </div>
  );
}
