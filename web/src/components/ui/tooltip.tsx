import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

/**
 * The app's one tooltip timer, at its root: once a tooltip has shown, the next one the pointer
 * reaches shows at once.
 */
export const TooltipProvider = TooltipPrimitive.Provider;

export interface TooltipProps {
  /** What the tooltip says. */
  content: string;
  /** A button or link that has its own name (`aria-label` or text): the tooltip is extra. */
  children: ReactElement;
  side?: TooltipPrimitive.TooltipContentProps['side'];
}

/**
 * A short label shown beside a control on hover and on keyboard focus (Radix's: Escape hides it,
 * the control is described by it while it shows). Touch does not open it.
 */
export function Tooltip({ content, children, side = 'bottom' }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger
        asChild
        // Focus handed back after a click (a dialog closed with the mouse) shows no focus ring;
        // it shows no tooltip either.
        onFocus={(event) => {
          if (!event.currentTarget.matches(':focus-visible')) event.preventDefault();
        }}
      >
        {children}
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-pretty text-background shadow-md"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
