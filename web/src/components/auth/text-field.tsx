import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClassName = cn(
  'h-11 w-full rounded-lg border bg-background px-3.5 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground/70 transition-colors',
  'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown at the label's right, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Inside the input's right edge, e.g. the show/hide toggle. */
  trailing?: ReactNode;
  hint?: ReactNode;
}

/** A labelled input; the label names it for screen readers and for getByLabel. */
export function TextField({
  label,
  labelAside,
  trailing,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-describedby={hint ? hintId : undefined}
          className={cn(inputClassName, trailing ? 'pr-11' : undefined, className)}
          {...inputProps}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
