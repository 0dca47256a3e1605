import { useId } from 'react';
import {
  ABUSE_REASON_LABELS,
  ABUSE_REASONS,
  type AbuseReason,
} from '../../../../shared/api/abuse-schemas';
import { cn } from '../../lib/cn';

export interface ReasonChoiceProps {
  value: AbuseReason | '';
  onChange: (reason: AbuseReason) => void;
  /** Shown as missing once the form was sent without a choice. */
  invalid?: boolean;
}

/** What is wrong with the site: one of the reasons, as radio buttons in a labelled group. */
export function ReasonChoice({ value, onChange, invalid }: ReasonChoiceProps) {
  const name = useId();
  return (
    <fieldset aria-invalid={invalid} className="space-y-2">
      <legend className="text-sm font-medium">What is wrong with it?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ABUSE_REASONS.map((reason) => (
          <label
            key={reason}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3.5 py-2.5 text-sm shadow-xs transition-colors',
              'has-checked:border-primary has-checked:bg-accent has-focus-visible:ring-3 has-focus-visible:ring-ring/25',
              invalid && 'border-red-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              className="size-4 accent-primary"
            />
            {ABUSE_REASON_LABELS[reason]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
