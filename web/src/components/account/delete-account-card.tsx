import { useId } from 'react';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';

/** "Delete account": what goes, and the button that asks to confirm it. */
export function DeleteAccountCard({ onDelete }: { onDelete: () => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-red-500/30 bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-500/10 text-red-600 dark:text-red-400">
          <AlertIcon />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold">
            Delete account
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            Deletes your projects, their versions and published sites, your uploads and form
            submissions, and ends a subscription at once. Your credit history is kept without your
            name, as the law on payment records asks. This cannot be undone.
          </p>
        </div>
      </div>
      <Button variant="destructive-outline" className="self-start" onClick={onDelete}>
        Delete account
      </Button>
    </section>
  );
}
