import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

export interface SideSheetProps {
  /** Names the sheet for assistive technology; it is not shown. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the sheet; focus goes back to it on closing. */
  trigger: ReactNode;
  /** The name of the sheet's close button, e.g. "Close menu". */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A panel over the page from its right edge, such as a phone's menu. Radix's dialog: focus moves
 * in and is kept inside, the page's scroll is locked, and Escape, Close or a tap outside close it.
 */
export function SideSheet({
  title,
  open,
  onOpenChange,
  trigger,
  closeLabel,
  children,
}: SideSheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-sm" />
        <DialogPrimitive.Content
          // Named by its title alone: there is no description to point at.
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 w-72 max-w-[85vw] border-l bg-card shadow-xl outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <CloseIcon />
          </DialogPrimitive.Close>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
