import { useId, useState, type FormEvent } from 'react';
import type { Deployment } from '../../../../shared/api';
import { siteAddressSchema } from '../../../../shared/api';
import { ADDRESS_REDIRECT_DAYS, SITE_ADDRESS_MAX } from '../../../../shared/constants';
import { refusalOr } from '../../lib/api-error';
import { useChangeAddress } from '../../lib/deployments/use-change-address';
import { Button } from '../ui/button';

export const CHANGE_ADDRESS_FAILED = 'Could not change the address. Please try again.';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/**
 * The site's subdomain, with a way to choose another in place: the old address sends visitors to
 * the new one for a while, which the row under it says until it ends.
 */
export function SiteAddress({
  projectId,
  deployment,
}: {
  projectId: string;
  deployment: Deployment;
}) {
  const change = useChangeAddress(projectId);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const problemId = useId();
  const previous = deployment.previous_address;

  function close() {
    setDraft(null);
    setProblem(null);
    change.reset();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const next = (draft ?? '').trim().toLowerCase();
    if (next === deployment.subdomain) return close();
    const checked = siteAddressSchema.safeParse(next);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? CHANGE_ADDRESS_FAILED);
      return;
    }
    setProblem(null);
    change.mutate(next, {
      onSuccess: close,
      onError: (error) => setProblem(refusalOr(error, CHANGE_ADDRESS_FAILED)),
    });
  }

  return (
    <>
      <dt className="font-medium text-muted-foreground">Subdomain</dt>
      <dd className="-mt-3 min-w-0 sm:mt-0">
        {draft === null ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-mono break-all">{deployment.subdomain}</span>
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs text-muted-foreground"
              onClick={() => setDraft(deployment.subdomain)}
            >
              Change address
            </Button>
          </div>
        ) : (
          <form onSubmit={save} className="flex flex-col gap-2" aria-label="Change address">
            <div className="flex flex-wrap items-center gap-2">
              <input
                aria-label="New address"
                aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
                aria-invalid={problem ? true : undefined}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') close();
                }}
                maxLength={SITE_ADDRESS_MAX}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                autoFocus
                className="h-9 w-full min-w-0 rounded-md border bg-background px-2 font-mono text-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25 focus-visible:outline-none sm:w-64"
              />
              <Button type="submit" size="sm" className="h-9" disabled={change.isPending}>
                {change.isPending ? 'Saving...' : 'Save address'}
              </Button>
              <Button type="button" variant="ghost" size="sm" className="h-9" onClick={close}>
                Cancel
              </Button>
            </div>
            {problem ? (
              <p id={problemId} role="alert" className="text-sm text-red-600 dark:text-red-400">
                {problem}
              </p>
            ) : null}
            <p id={hintId} className="text-sm text-pretty text-muted-foreground">
              Lowercase letters, digits and hyphens. The current address will send visitors to the
              new one for {ADDRESS_REDIRECT_DAYS} days.
            </p>
          </form>
        )}
      </dd>
      {previous ? (
        <>
          <dt className="font-medium text-muted-foreground">Old address</dt>
          <dd className="-mt-3 min-w-0 text-pretty sm:mt-0">
            <span className="font-mono break-all">{previous.subdomain}</span>
            <span className="text-muted-foreground">
              {' '}
              redirects here until{' '}
              <time dateTime={previous.until}>{day.format(new Date(previous.until))}</time>
            </span>
          </dd>
        </>
      ) : null}
    </>
  );
}
