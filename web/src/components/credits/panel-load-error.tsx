import { errorDetail } from '../../lib/api-error';
import { CREDIT_MESSAGES } from '../../lib/credits/credit-messages';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';

/** A tab's or a section's data did not load: the requirements' message, what went wrong, and a retry. */
export function PanelLoadError({
  error,
  onRetry,
  retrying,
  title = CREDIT_MESSAGES.loadFailed,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** The requirements' message for what did not load. */
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10"
    >
      <span className="flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-300">
        <AlertIcon />
      </span>
      <p className="text-lg font-semibold tracking-tight">{title}</p>
      <p className="text-sm text-muted-foreground">{errorDetail(error)}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
