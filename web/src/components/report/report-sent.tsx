import { Button } from '../ui/button';
import { CheckCircleIcon } from '../ui/icons';

/** What the reporter sees once the report is stored: the server's thanks, and a way to send another. */
export function ReportSent({ message, onAnother }: { message: string; onAnother: () => void }) {
  return (
    <section
      role="status"
      className="flex flex-col items-center rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <CheckCircleIcon className="size-6" />
      </span>
      <h2 className="mt-5 text-xl font-semibold tracking-tight">Report sent</h2>
      <p className="mt-2 max-w-sm text-pretty text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onAnother}>
        Report another site
      </Button>
    </section>
  );
}
