import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';
import { AccountCard } from './account-card';

/** "Delete account": what goes, and the button that asks to confirm it. */
export function DeleteAccountCard({ onDelete }: { onDelete: () => void }) {
  return (
    <AccountCard
      icon={<AlertIcon />}
      title="Delete account"
      tone="danger"
      description="Deletes your projects, their versions and published sites, your uploads and form submissions, and ends a subscription at once. Your credit history is kept without your name, as the law on payment records asks. This cannot be undone."
    >
      <Button variant="destructive-outline" className="self-start" onClick={onDelete}>
        Delete account
      </Button>
    </AccountCard>
  );
}
