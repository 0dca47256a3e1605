export type ClassValue = string | false | null | undefined;

/** Joins the class names that are set: `cn('a', isOn && 'b')`. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
