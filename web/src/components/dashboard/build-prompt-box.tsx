import { useEffect, useId, useState, type FormEvent } from 'react';
import { clearDraft, DASHBOARD_DRAFT, readDraft } from '../../lib/generation/draft-prompt';
import { toast } from 'sonner';
import { LIMITS } from '../../../../shared/constants';
import { cn } from '../../lib/cn';
import {
  projectNameFrom,
  QUICK_ACTIONS,
  SURPRISE_ME_LABEL,
  surpriseIdea,
} from '../../../../shared/project-ideas';
import { PROJECT_MESSAGES } from '../../lib/projects/project-messages';
import type { NewProject } from '../../lib/projects/use-create-project';
import { Button } from '../ui/button';
import { BriefcaseIcon, LayoutIcon, ShuffleIcon, SparklesIcon, StoreIcon } from '../ui/icons';

const quickActionIcons = {
  'Build a Store': StoreIcon,
  Portfolio: BriefcaseIcon,
  'Landing Page': LayoutIcon,
} as const;

export interface BuildPromptBoxProps {
  onCreate: (project: NewProject) => Promise<boolean>;
  creating: boolean;
  /** Surprise Me's dice; tests pass a fixed one. */
  random?: () => number;
}

/**
 * "What will you build today?" (requirements §2): a description becomes a project named after the
 * site it describes (shared/project-ideas.ts), opened with the description queued as its first
 * message. A quick action does the same with its brief at once; Surprise Me fills the box to read.
 */
export function BuildPromptBox({ onCreate, creating, random }: BuildPromptBoxProps) {
  // A first quote cancelled in the workspace gives its description back here, once.
  const [description, setDescription] = useState(() => readDraft(DASHBOARD_DRAFT)?.prompt ?? '');
  useEffect(() => clearDraft(DASHBOARD_DRAFT), []);
  const headingId = useId();

  /** Makes the project for a description and opens its workspace with the description quoted. */
  async function start(text: string) {
    const trimmed = text.trim();
    if (!trimmed) {
      toast.error(PROJECT_MESSAGES.describeFirst);
      return;
    }
    await onCreate({ name: projectNameFrom(trimmed), description: trimmed, queuedPrompt: trimmed });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await start(description);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <SparklesIcon className="size-5 text-accent-foreground" />
        What will you build today?
      </h2>
      <form onSubmit={(event) => void handleSubmit(event)} className="mt-4" noValidate>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <textarea
            aria-labelledby={headingId}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, as in a chat box; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            rows={2}
            maxLength={LIMITS.descriptionMax}
            placeholder="Describe your website, e.g. a bakery with online orders"
            disabled={creating}
            className={cn(
              'min-h-12 w-full flex-1 resize-y rounded-xl border bg-background px-4 py-3 text-sm leading-6 shadow-xs',
              'placeholder:text-muted-foreground/70 transition-colors',
              'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
              'disabled:cursor-not-allowed disabled:opacity-60',
            )}
          />
          <Button type="submit" size="lg" disabled={creating} className="sm:h-12">
            <SparklesIcon className="size-4" />
            {creating ? 'Creating...' : 'Generate'}
          </Button>
        </div>
      </form>
      <div className="mt-4 flex flex-wrap gap-2">
        {QUICK_ACTIONS.map((action) => {
          const ActionIcon = quickActionIcons[action.label];
          return (
            <Button
              key={action.label}
              variant="outline"
              size="sm"
              className="rounded-full"
              disabled={creating}
              // A quick action is a whole brief: it goes straight to its quote.
              onClick={() => {
                setDescription(action.prompt);
                void start(action.prompt);
              }}
            >
              <ActionIcon />
              {action.label}
            </Button>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          className="rounded-full"
          disabled={creating}
          onClick={() => setDescription(surpriseIdea(random))}
        >
          <ShuffleIcon />
          {SURPRISE_ME_LABEL}
        </Button>
      </div>
    </section>
  );
}
