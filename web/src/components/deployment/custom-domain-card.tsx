import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type {
  CustomDomain,
  CustomDomainStatus,
  DnsRecord,
  ReleasedDomain,
} from '../../../../shared/api';
import { readDomainName } from '../../../../shared/custom-domain-name';
import { cn } from '../../lib/cn';
import { DEPLOYMENT_MESSAGES } from '../../lib/deployments/deployment-messages';
import { customDomainQuery } from '../../lib/deployments/deployment-queries';
import { useCustomDomain } from '../../lib/deployments/use-custom-domain';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import {
  AlertIcon,
  CheckIcon,
  ClockIcon,
  CopyIcon,
  ExternalLinkIcon,
  GlobeIcon,
  RefreshIcon,
  SpinnerIcon,
  TrashIcon,
} from '../ui/icons';
import { Tooltip } from '../ui/tooltip';
import { StatusBadge, type StatusColour } from '../ui/status-badge';
import { DeploymentCard } from './deployment-card';

const statusLook: Record<CustomDomainStatus, { label: string; colour: StatusColour }> = {
  pending: { label: 'Pending', colour: 'amber' },
  active: { label: 'Active', colour: 'green' },
  failed: { label: 'Failed', colour: 'red' },
};

/**
 * The site's custom domain: a form to add one; once added, the DNS records to create (with copy
 * buttons), where the domain stands (pending, active, failed, and why), until when its ownership
 * can be proven, Check DNS and Remove. A domain another site took over is told above the form.
 */
export function CustomDomainCard({ projectId }: { projectId: string }) {
  const state = useQuery(customDomainQuery(projectId));
  const changes = useCustomDomain(projectId);

  return (
    <DeploymentCard
      icon={GlobeIcon}
      title="Custom domain"
      description="Serve this site at a domain you own, with a free certificate."
      query={state}
      placeholders={['h-10']}
      loadFailed={DEPLOYMENT_MESSAGES.domainFailed}
    >
      {({ domain, released }) =>
        domain ? (
          <ConnectedDomain
            domain={domain}
            checking={changes.check.isPending}
            removing={changes.remove.isPending}
            onCheck={() => changes.check.mutate()}
            onRemove={() => changes.remove.mutate()}
          />
        ) : (
          <>
            {released ? <ReleasedNotice released={released} /> : null}
            <AddDomainForm
              adding={changes.add.isPending}
              onAdd={(name) => changes.add.mutate(name)}
            />
          </>
        )
      }
    </DeploymentCard>
  );
}

/** Why the site no longer has the domain it had. */
function ReleasedNotice({ released }: { released: ReleasedDomain }) {
  return (
    <div
      role="status"
      className="mt-4 flex gap-2.5 rounded-xl border border-amber-500/30 bg-amber-50 px-3 py-3 text-sm text-pretty text-amber-900 sm:px-4 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 break-words">{released.message}</p>
    </div>
  );
}

function AddDomainForm({ adding, onAdd }: { adding: boolean; onAdd: (domain: string) => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readDomainName(typed);
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    onAdd(read.domain);
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4" aria-label="Add a custom domain">
      <label htmlFor={inputId} className="text-sm font-medium">
        Domain
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="www.example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className={cn(
            'h-10 w-full min-w-0 rounded-lg border bg-background px-3.5 text-sm shadow-xs',
            'placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:ring-3',
            'focus-visible:ring-ring/25 focus-visible:outline-none aria-invalid:border-red-500',
          )}
        />
        <Button type="submit" disabled={adding} className="shrink-0">
          {adding ? <SpinnerIcon /> : null}
          Add domain
        </Button>
      </div>
      {problem ? (
        <p
          id={`${inputId}-problem`}
          role="alert"
          className="mt-1.5 text-sm text-red-600 dark:text-red-400"
        >
          {problem}
        </p>
      ) : null}
    </form>
  );
}

interface ConnectedDomainProps {
  domain: CustomDomain;
  checking: boolean;
  removing: boolean;
  onCheck: () => void;
  onRemove: () => void;
}

function ConnectedDomain({ domain, checking, removing, onCheck, onRemove }: ConnectedDomainProps) {
  const now = useNow(30_000);
  const [confirming, setConfirming] = useState(false);
  const look = statusLook[domain.status];
  // Once failed, the reason says what the lapse means.
  const verifyBy = domain.status === 'pending' ? domain.verify_by : null;

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 text-base font-medium break-all">
          {domain.status === 'active' ? (
            <a
              href={domain.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-accent-foreground hover:underline"
            >
              {domain.domain}
              <ExternalLinkIcon className="size-4 shrink-0" />
            </a>
          ) : (
            domain.domain
          )}
        </p>
        <StatusBadge tone={domain.status} colour={look.colour}>
          {look.label}
        </StatusBadge>
      </div>
      {domain.reason || verifyBy ? (
        <div className="flex flex-col gap-1.5">
          {domain.reason ? (
            <p
              className={cn(
                'text-sm text-pretty',
                domain.status === 'failed'
                  ? 'text-red-600 dark:text-red-400'
                  : 'text-muted-foreground',
              )}
            >
              {domain.reason}
            </p>
          ) : null}
          {verifyBy ? <VerifyBy deadline={verifyBy} now={now} /> : null}
        </div>
      ) : null}

      {domain.status === 'active' ? null : (
        <div>
          <h3 className="text-sm font-medium">DNS records to create</h3>
          <p className="mt-0.5 text-xs text-pretty text-muted-foreground">
            Add both at your DNS provider: the TXT record shows the domain is yours, the other
            points it at your site (at the root of a domain, example.com, use ALIAS or ANAME). The
            certificate is issued once both are in place.
          </p>
          <ul className="mt-2 flex flex-col gap-2">
            {domain.records.map((record) => (
              <DnsRecordRow key={`${record.type} ${record.name}`} record={record} />
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onCheck} disabled={checking || removing}>
          {checking ? <SpinnerIcon /> : <RefreshIcon />}
          Check DNS
        </Button>
        <Button
          variant="destructive-outline"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={checking || removing}
        >
          {removing ? <SpinnerIcon /> : <TrashIcon />}
          Remove
        </Button>
        {domain.checked_at ? (
          <span className="text-xs text-muted-foreground">
            Checked <time dateTime={domain.checked_at}>{relativeTime(domain.checked_at, now)}</time>
          </span>
        ) : null}
      </div>

      {confirming ? (
        <ConfirmDialog
          title="Remove custom domain?"
          message={`${domain.domain} will stop serving this website, and another site can use it.`}
          confirmLabel="Remove"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
        />
      ) : null}
    </div>
  );
}

const deadlineFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * Until when the TXT record can prove the domain this site's: past it, another site adding the
 * domain takes it over.
 */
function VerifyBy({ deadline, now }: { deadline: string; now: number }) {
  const hoursLeft = Math.floor((Date.parse(deadline) - now) / 3_600_000);
  const at = <time dateTime={deadline}>{deadlineFormat.format(new Date(deadline))}</time>;
  if (Date.parse(deadline) <= now) {
    return (
      <p className="text-sm text-pretty text-red-600 dark:text-red-400">
        Not verified by {at}: another site may now add this domain.
      </p>
    );
  }
  const left =
    hoursLeft < 1 ? 'less than an hour' : hoursLeft === 1 ? '1 hour' : `${hoursLeft} hours`;
  return (
    <p className="flex items-start gap-1.5 text-sm text-pretty text-muted-foreground">
      <ClockIcon className="mt-0.5 size-4" />
      <span>
        Verify by {at} ({left} left)
      </span>
    </p>
  );
}

function DnsRecordRow({ record }: { record: DnsRecord }) {
  return (
    <li className="rounded-xl border bg-muted/40 p-3">
      <dl className="grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1.5 text-sm">
        <dt className="text-xs text-muted-foreground">Type</dt>
        <dd className="col-span-2 font-mono font-medium">{record.type}</dd>
        <CopyableField label="Name" value={record.name} />
        <CopyableField label="Value" value={record.value} />
      </dl>
    </li>
  );
}

function CopyableField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(DEPLOYMENT_MESSAGES.copied);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(`Could not copy. Select the ${label.toLowerCase()} and copy it yourself.`);
    }
  }

  return (
    <>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-mono break-all select-all">{value}</dd>
      <dd>
        <Tooltip content={`Copy ${label.toLowerCase()}`}>
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={`Copy ${label.toLowerCase()} ${value}`}
            className="inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {copied ? <CheckIcon className="size-4" /> : <CopyIcon />}
          </button>
        </Tooltip>
      </dd>
    </>
  );
}
