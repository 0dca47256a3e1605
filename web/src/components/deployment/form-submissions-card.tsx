import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import type { Submission } from '../../../../shared/api';
import { SUBMISSION_EMAIL_WINDOW_MINUTES } from '../../../../shared/constants';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { DEPLOYMENT_MESSAGES } from '../../lib/deployments/deployment-messages';
import { submissionsQuery } from '../../lib/deployments/deployment-queries';
import { useDeleteSubmission } from '../../lib/deployments/use-delete-submission';
import { useExportSubmissions } from '../../lib/deployments/use-export-submissions';
import { useSubmissionEmails } from '../../lib/deployments/use-submission-emails';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DownloadIcon, InboxIcon, SpinnerIcon, TrashIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';
import { Switch } from '../ui/switch';
import { DeploymentCard } from './deployment-card';

const exactTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export interface FormSubmissionsCardProps {
  projectId: string;
  /** The site's subdomain: the export is named after it. */
  subdomain: string;
  /** Whether the owner is emailed about new submissions. */
  emailsOn: boolean;
}

/**
 * What visitors sent through the deployed site's forms, newest first, 20 at a time: each can be
 * deleted, and all of them exported as CSV; and the switch for an email when new ones arrive.
 */
export function FormSubmissionsCard({ projectId, subdomain, emailsOn }: FormSubmissionsCardProps) {
  const list = useInfiniteQuery(submissionsQuery(projectId));
  const remove = useDeleteSubmission(projectId);
  const exportCsv = useExportSubmissions(projectId, subdomain);
  const emails = useSubmissionEmails(projectId);
  const [confirming, setConfirming] = useState<Submission | null>(null);
  const now = useNow(30_000);
  useEndSessionOnUnauthorized(list.error, remove.error, exportCsv.error, emails.error);
  const submissions = list.data?.pages.flatMap((page) => page.submissions) ?? [];

  return (
    <>
      <DeploymentCard
        icon={InboxIcon}
        title="Form submissions"
        description="What visitors send through your site’s forms, newest first."
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => exportCsv.mutate()}
            disabled={submissions.length === 0 || exportCsv.isPending}
          >
            {exportCsv.isPending ? <SpinnerIcon /> : <DownloadIcon className="size-4" />}
            Export CSV
          </Button>
        }
        settings={
          <SubmissionEmailsSwitch
            on={emailsOn}
            saving={emails.isPending}
            onChange={(on) => emails.mutate(on)}
          />
        }
        query={list}
        placeholders={['h-20', 'h-20']}
        loadFailed={DEPLOYMENT_MESSAGES.submissionsFailed}
      >
        {() =>
          submissions.length === 0 ? (
            <div className="mt-4 flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
              <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <InboxIcon />
              </span>
              <p className="text-sm font-medium">No submissions yet</p>
              <p className="max-w-xs text-sm text-pretty text-muted-foreground">
                When a visitor sends one of your site’s forms, what they wrote shows up here.
              </p>
            </div>
          ) : (
            <>
              <ol className="mt-4 flex flex-col divide-y rounded-xl border">
                {submissions.map((submission) => (
                  <SubmissionRow
                    key={submission.id}
                    submission={submission}
                    now={now}
                    deleting={remove.isPending && remove.variables === submission.id}
                    disabled={remove.isPending}
                    onDelete={() => setConfirming(submission)}
                  />
                ))}
              </ol>
              {list.isFetchNextPageError ? (
                <p role="alert" className="mt-3 text-center text-sm text-red-600 dark:text-red-400">
                  {DEPLOYMENT_MESSAGES.moreSubmissionsFailed}
                </p>
              ) : null}
              {list.hasNextPage ? (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                    aria-busy={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage ? <SpinnerIcon /> : null}
                    {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                </div>
              ) : null}
            </>
          )
        }
      </DeploymentCard>

      {confirming ? (
        <ConfirmDialog
          title="Delete this submission?"
          message={`What a visitor sent through the ${confirming.form} form on ${exactTime.format(new Date(confirming.submitted_at))} will be gone for good.`}
          confirmLabel="Delete"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            remove.mutate(confirming.id);
          }}
        />
      ) : null}
    </>
  );
}

interface SubmissionEmailsSwitchProps {
  on: boolean;
  saving: boolean;
  onChange: (on: boolean) => void;
}

function SubmissionEmailsSwitch({ on, saving, onChange }: SubmissionEmailsSwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="mt-4 flex items-start justify-between gap-4 rounded-xl bg-muted/60 px-3 py-3 sm:px-4">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          Email me new submissions
        </p>
        <p id={hintId} className="mt-0.5 text-sm text-pretty text-muted-foreground">
          At most one email every {SUBMISSION_EMAIL_WINDOW_MINUTES} minutes; every submission stays
          listed here.
        </p>
      </div>
      <Switch
        checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={saving}
        // Not disabled while saving: the switch keeps the keyboard's focus.
        onClick={(event) => {
          if (saving) event.preventDefault();
        }}
        onCheckedChange={onChange}
        className="mt-0.5"
      />
    </div>
  );
}

interface SubmissionRowProps {
  submission: Submission;
  now: number;
  deleting: boolean;
  disabled: boolean;
  onDelete: () => void;
}

function SubmissionRow({ submission, now, deleting, disabled, onDelete }: SubmissionRowProps) {
  const exact = exactTime.format(new Date(submission.submitted_at));
  return (
    <li className="px-3 py-3 sm:px-4">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <h3 className="text-sm font-medium break-words">{submission.form}</h3>
          <time
            dateTime={submission.submitted_at}
            title={exact}
            className="text-xs text-muted-foreground"
          >
            {relativeTime(submission.submitted_at, now)}
          </time>
        </div>
        <Tooltip content="Delete this submission">
          <button
            type="button"
            onClick={onDelete}
            disabled={disabled}
            aria-label={`Delete the ${submission.form} submission of ${exact}`}
            className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-red-500/10 hover:text-red-600 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 dark:hover:text-red-400"
          >
            {deleting ? <SpinnerIcon /> : <TrashIcon />}
          </button>
        </Tooltip>
      </div>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)] text-sm sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)] sm:gap-x-4 sm:gap-y-1.5">
        {submission.fields.map((field, index) => (
          // A name may come twice (checkboxes of one name): the position tells them apart.
          <Fragment key={index}>
            <dt className="mt-2 text-xs font-medium break-words text-muted-foreground first:mt-0 sm:mt-0 sm:text-sm">
              {field.name}
            </dt>
            <dd className="mt-0.5 break-words whitespace-pre-line sm:mt-0">
              {field.value.trim() ? (
                field.value
              ) : (
                <>
                  <span aria-hidden="true" className="text-muted-foreground">
                    —
                  </span>
                  <span className="sr-only">No answer</span>
                </>
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </li>
  );
}
