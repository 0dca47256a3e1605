import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CloseIcon } from './icons';

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
 * height. Radix's dialog, open while it is rendered: focus kept inside and handed back on
 * closing, the page's scroll locked, Escape and Close close it; a click outside does not (a
 * quote or a code being typed is not lost to a stray tap).
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
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-xs" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
          <DialogPrimitive.Content
            aria-busy={busy}
            ref={contentRef}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (initialFocus?.current ?? contentRef.current)?.focus();
            }}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            className={cn(
              'pointer-events-auto flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-2xl border bg-card shadow-xl outline-none sm:rounded-2xl',
              className,
            )}
          >
            <div className="flex items-start justify-between gap-4 border-b px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-base font-semibold tracking-tight">
                  {title}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description
                  className={cn(
                    'mt-1 text-sm text-pretty text-muted-foreground',
                    descriptionClassName,
                  )}
                >
                  {description}
                </DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="sm" aria-label="Close" className="-mr-2">
                  <CloseIcon className="size-4" />
                </Button>
              </DialogPrimitive.Close>
            </div>
            {children}
          </DialogPrimitive.Content>
        </div>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
