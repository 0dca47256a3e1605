import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  GITHUB_SAVE_UNAVAILABLE_MESSAGE,
  type GitHubProjectLink,
  type GitHubStatus,
} from '../../../../shared/api/github-save-schemas';
import {
  repositoryNameProblem,
  suggestedRepositoryName,
} from '../../../../shared/github-repository-name';
import { errorDetail } from '../../lib/api-error';
import { githubRepositoriesQuery, githubStatusQuery } from '../../lib/github/github-queries';
import {
  useConnectGitHub,
  useDisconnectGitHub,
  useSaveToGitHub,
} from '../../lib/github/use-github-save';
import { inputClassName, TextField } from '../auth/text-field';
import { Button } from '../ui/button';
import { ExternalLinkIcon, GitHubIcon, LockIcon, SpinnerIcon } from '../ui/icons';
import { SheetDialog } from '../ui/sheet-dialog';
import { Switch } from '../ui/switch';
import { TabPanel, Tabs } from '../ui/tabs';

export interface GitHubDialogProps {
  projectId: string;
  projectName: string;
  /** The version a save pushes: the project's current one. */
  currentVersion: number;
  onClose: () => void;
}

type Target = 'existing' | 'new';
const TARGETS = [
  { id: 'new', label: 'New repository' },
  { id: 'existing', label: 'Existing repository' },
] as const;

const linkClassName =
  'inline-flex items-center gap-1 font-medium break-all text-primary underline-offset-4 hover:underline';

/**
 * Save to GitHub, from the workspace: connect a GitHub account, choose one of its repositories or
 * create one, and push the current version; shows where the project was last saved.
 */
export function GitHubDialog({
  projectId,
  projectName,
  currentVersion,
  onClose,
}: GitHubDialogProps) {
  const status = useQuery(githubStatusQuery(projectId));
  return (
    <SheetDialog
      title="Save to GitHub"
      description="Push this project's current version to a GitHub repository: index.html, its images and a README, as one commit."
      onClose={onClose}
      busy={status.isPending}
      className="max-w-lg overflow-y-auto"
    >
      <div className="space-y-4 px-5 py-4 sm:px-6">
        {status.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <SpinnerIcon className="size-4 animate-spin" />
            Checking your GitHub connection…
          </p>
        ) : status.isError ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorDetail(status.error)}
            </p>
            <Button variant="outline" onClick={() => void status.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <GitHubStatusView
            status={status.data}
            projectId={projectId}
            projectName={projectName}
            currentVersion={currentVersion}
          />
        )}
      </div>
    </SheetDialog>
  );
}

interface GitHubStatusViewProps {
  status: GitHubStatus;
  projectId: string;
  projectName: string;
  currentVersion: number;
}

function GitHubStatusView({ status, ...props }: GitHubStatusViewProps) {
  const connect = useConnectGitHub(props.projectId);
  return (
    <>
      {status.project ? <LastSaved link={status.project} /> : null}
      {!status.available ? (
        <p className="text-sm text-muted-foreground">{GITHUB_SAVE_UNAVAILABLE_MESSAGE}</p>
      ) : status.connection ? (
        <ConnectedView login={status.connection.login} link={status.project} {...props} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-pretty text-muted-foreground">
            Connect your GitHub account first. Sitewright asks GitHub for access to your
            repositories, to create one and push to it; you can disconnect at any time.
          </p>
          <Button
            onClick={() => connect.mutate()}
            disabled={connect.isPending || connect.isSuccess}
          >
            {connect.isPending || connect.isSuccess ? (
              <SpinnerIcon className="size-4 animate-spin" />
            ) : (
              <GitHubIcon className="size-4" />
            )}
            Connect GitHub
          </Button>
        </div>
      )}
    </>
  );
}

/** Where the project was last saved: the repository's link and the version. */
function LastSaved({ link }: { link: GitHubProjectLink }) {
  return (
    <section
      aria-label="Saved on GitHub"
      className="rounded-xl bg-muted/60 px-3 py-3 text-sm sm:px-4"
    >
      <p>
        Saved to{' '}
        <a href={link.html_url} target="_blank" rel="noreferrer" className={linkClassName}>
          {link.full_name}
          <ExternalLinkIcon className="size-3.5 shrink-0" />
        </a>
      </p>
      <p className="mt-1 text-muted-foreground">
        Last saved: version {link.version} ·{' '}
        <a href={link.commit_url} target="_blank" rel="noreferrer" className={linkClassName}>
          View commit
        </a>
      </p>
    </section>
  );
}

interface ConnectedViewProps {
  login: string;
  link: GitHubProjectLink | null;
  projectId: string;
  projectName: string;
  currentVersion: number;
}

function ConnectedView({
  login,
  link,
  projectId,
  projectName,
  currentVersion,
}: ConnectedViewProps) {
  const [target, setTarget] = useState<Target>(link ? 'existing' : 'new');
  const [chosen, setChosen] = useState<string | null>(link?.full_name ?? null);
  const [name, setName] = useState(() => suggestedRepositoryName(projectName));
  const [isPrivate, setPrivate] = useState(true);
  const save = useSaveToGitHub(projectId);
  const disconnect = useDisconnectGitHub(projectId);
  const nameProblem = repositoryNameProblem(name.trim());
  const ready = target === 'new' ? nameProblem === null : chosen !== null;

  function submit() {
    if (!ready || save.isPending) return;
    // Saved once, the repository is the project's: later saves go to it.
    const savedTo = {
      onSuccess: ({ link: saved }: { link: GitHubProjectLink }) => {
        setChosen(saved.full_name);
        setTarget('existing');
      },
    };
    if (target === 'new') {
      save.mutate({ create: { name: name.trim(), private: isPrivate } }, savedTo);
    } else if (chosen) {
      save.mutate({ repository: chosen }, savedTo);
    }
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <GitHubIcon className="size-4 shrink-0" />
          <span className="truncate">
            Connected as <span className="font-medium">@{login}</span>
          </span>
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => disconnect.mutate()}
          disabled={disconnect.isPending}
        >
          {disconnect.isPending ? <SpinnerIcon className="size-4 animate-spin" /> : null}
          Disconnect
        </Button>
      </div>
      <Tabs
        label="Where to save"
        items={TARGETS}
        selected={target}
        onSelect={setTarget}
        className="space-y-4"
        listClassName="w-full sm:grid"
      >
        <TabPanel value="new" className="space-y-4">
          <NewRepositoryFields
            name={name}
            onNameChange={setName}
            problem={name.trim() === '' || nameProblem === null ? null : nameProblem}
            isPrivate={isPrivate}
            onPrivateChange={setPrivate}
          />
        </TabPanel>
        <TabPanel value="existing" className="space-y-4">
          <RepositoryPicker chosen={chosen} onChoose={setChosen} />
        </TabPanel>
      </Tabs>
      {save.isError ? (
        <p role="alert" className="text-sm text-pretty text-red-600 dark:text-red-400">
          {errorDetail(save.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready || save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <SpinnerIcon className="size-4 animate-spin" /> : null}
          {target === 'new'
            ? `Create and save version ${currentVersion}`
            : `Save version ${currentVersion}`}
        </Button>
      </div>
    </form>
  );
}

interface NewRepositoryFieldsProps {
  name: string;
  onNameChange: (name: string) => void;
  problem: string | null;
  isPrivate: boolean;
  onPrivateChange: (isPrivate: boolean) => void;
}

function NewRepositoryFields({
  name,
  onNameChange,
  problem,
  isPrivate,
  onPrivateChange,
}: NewRepositoryFieldsProps) {
  const privateId = useId();
  const privateHintId = useId();
  return (
    <>
      <TextField
        label="Repository name"
        value={name}
        onChange={(event) => onNameChange(event.target.value)}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== null}
        hint={
          problem ? (
            <span className="text-red-600 dark:text-red-400">{problem}</span>
          ) : (
            'Letters, digits, hyphens, underscores and dots.'
          )
        }
      />
      <div className="flex items-start justify-between gap-4 rounded-xl bg-muted/60 px-3 py-3 sm:px-4">
        <div className="min-w-0">
          <p id={privateId} className="flex items-center gap-1.5 text-sm font-medium">
            <LockIcon className="size-3.5" />
            Private repository
          </p>
          <p id={privateHintId} className="mt-0.5 text-sm text-pretty text-muted-foreground">
            {isPrivate ? 'Only you and the people you choose see it.' : 'Anyone can see it.'}
          </p>
        </div>
        <Switch
          checked={isPrivate}
          onCheckedChange={onPrivateChange}
          aria-labelledby={privateId}
          aria-describedby={privateHintId}
          className="mt-0.5"
        />
      </div>
    </>
  );
}

/** The connected account's repositories it can push to, to choose one. */
function RepositoryPicker({
  chosen,
  onChoose,
}: {
  chosen: string | null;
  onChoose: (fullName: string) => void;
}) {
  const selectId = useId();
  const repositories = useInfiniteQuery(githubRepositoriesQuery());
  if (repositories.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <SpinnerIcon className="size-4 animate-spin" />
        Loading your repositories…
      </p>
    );
  }
  if (repositories.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorDetail(repositories.error)}
        </p>
        <Button variant="outline" onClick={() => void repositories.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const found = repositories.data.pages.flatMap((page) => page.repositories);
  if (found.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Your GitHub account has no repository you can push to yet. Create a new one instead.
      </p>
    );
  }
  const value = chosen && found.some((repository) => repository.full_name === chosen) ? chosen : '';
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="text-sm font-medium">
        Repository
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => onChoose(event.target.value)}
        className={inputClassName}
      >
        <option value="" disabled>
          Choose a repository
        </option>
        {found.map((repository) => (
          <option key={repository.full_name} value={repository.full_name}>
            {repository.full_name}
            {repository.private ? ' (private)' : ''}
          </option>
        ))}
      </select>
      {repositories.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void repositories.fetchNextPage()}
          disabled={repositories.isFetchingNextPage}
        >
          {repositories.isFetchingNextPage ? <SpinnerIcon className="size-4 animate-spin" /> : null}
          Load more repositories
        </Button>
      ) : null}
    </div>
  );
}
