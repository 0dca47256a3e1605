import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const controlClassName = cn(
  'w-full rounded-lg border bg-background px-3.5 text-sm text-foreground shadow-xs transition-colors',
  'placeholder:text-muted-foreground/70',
  'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
  'aria-invalid:border-red-500 aria-invalid:ring-3 aria-invalid:ring-red-500/15',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

interface FieldFrameProps {
  id: string;
  label: string;
  /** "Optional" beside the label, for the one field the requirements leaves optional. */
  optional?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldFrame({ id, label, optional, hint, children }: FieldFrameProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {optional ? <span className="text-xs text-muted-foreground">Optional</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  optional?: boolean;
};

export function ContactInput({ label, optional, className, ...props }: InputFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional}>
      <input id={id} className={cn(controlClassName, 'h-11', className)} {...props} />
    </FieldFrame>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  optional?: boolean;
  hint?: ReactNode;
};

export function ContactTextarea({
  label,
  optional,
  hint,
  className,
  ...props
}: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} optional={optional} hint={hint}>
      <textarea
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(controlClassName, 'min-h-36 resize-y py-3 leading-6', className)}
        {...props}
      />
    </FieldFrame>
  );
}
