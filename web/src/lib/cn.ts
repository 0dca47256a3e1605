import { twMerge } from 'tailwind-merge';

export type ClassValue = string | false | null | undefined;

/**
 * Joins the class names that are set, a later Tailwind class winning over an earlier one of the
 * same property (`cn('h-8 px-3', 'h-7')` → `px-3 h-7`), so a caller's className overrides a
 * component's defaults instead of racing it in the stylesheet's order.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
