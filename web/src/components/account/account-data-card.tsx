import { useId } from 'react';
import { Button } from '../ui/button';
import { DownloadIcon, SpinnerIcon } from '../ui/icons';

export interface AccountDataCardProps {
  downloading: boolean;
  onDownload: () => void;
}

/** "Download my data": a zip of everything the account holds. */
export function AccountDataCard({ downloading, onDownload }: AccountDataCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <DownloadIcon />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold">
            Your data
          </h2>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            A zip file with your profile, every project and each of its versions as HTML, your
            published sites and what their forms received, your credit history and your payments.
          </p>
        </div>
      </div>
      <Button variant="outline" className="self-start" onClick={onDownload} disabled={downloading}>
        {downloading ? <SpinnerIcon /> : <DownloadIcon className="size-4" />}
        {downloading ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </section>
  );
}
