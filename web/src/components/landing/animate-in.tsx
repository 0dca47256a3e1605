import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useAnimateIn } from './use-animate-in';

/**
 * Hidden until the animate-in state arrives, then eased into place. Under prefers-reduced-motion
 * the content is simply there: no fade, no movement.
 */
const effects = {
  'fade-up':
    'translate-y-6 opacity-0 transition-[opacity,translate] duration-700 ease-out ' +
    '[&.animate-in]:translate-y-0 [&.animate-in]:opacity-100 ' +
    'motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none',
  'fade-in':
    'opacity-0 transition-opacity duration-1000 ease-out [&.animate-in]:opacity-100 ' +
    'motion-reduce:opacity-100 motion-reduce:transition-none',
} as const;

export type AnimateInEffect = keyof typeof effects;

export interface AnimateInProps {
  effect?: AnimateInEffect;
  /** Staggers siblings that come into view together. */
  delayMs?: number;
  as?: 'div' | 'li';
  className?: string;
  children: ReactNode;
}

/** A landing-page element marked for fade-up or fade-in (requirements §2). */
export function AnimateIn({
  effect = 'fade-up',
  delayMs = 0,
  as: Tag = 'div',
  className,
  children,
}: AnimateInProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const shown = useAnimateIn(element);
  return (
    <Tag
      ref={setElement}
      data-animate={effect}
      className={cn(effects[effect], shown && 'animate-in', className)}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
