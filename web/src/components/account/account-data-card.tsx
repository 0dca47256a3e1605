import { Button } from '../ui/button';
import { DownloadIcon, SpinnerIcon } from '../ui/icons';
import { AccountCard } from './account-card';

export interface AccountDataCardProps {
  downloading: boolean;
  onDownload: () => void;
}

/** "Download my data": a zip of everything the account holds. */
export function AccountDataCard({ downloading, onDownload }: AccountDataCardProps) {
  return (
    <AccountCard
      icon={<DownloadIcon />}
      title="Your data"
      description="A zip file with your profile, every project and each of its versions as HTML, your published sites and what their forms received, your credit history and your payments."
    >
      <Button variant="outline" className="self-start" onClick={onDownload} disabled={downloading}>
        {downloading ? <SpinnerIcon /> : <DownloadIcon className="size-4" />}
        {downloading ? 'Preparing your data...' : 'Download my data'}
      </Button>
    </AccountCard>
  );
}
