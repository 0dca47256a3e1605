import { useId, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import type { ConnectionState } from '../../lib/generation/live-connection';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { SpinnerIcon } from '../ui/icons';

export const CHAT_PLACEHOLDER =
  'Describe the website you want to build, e.g. a modern dark-theme portfolio with a projects ' +
  'gallery and a contact form...';

const CONNECTION_NOTES: Record<ConnectionState, string> = {
  // No socket until a run needs one: a message opens it.
  idle: 'Ready',
  connecting: 'Connecting to the build service...',
  open: 'Connected',
  reconnecting: 'Connection lost. Reconnecting...',
};

/** Once a page exists, the box asks for a change to it. */
export const CHANGE_PLACEHOLDER = 'Describe a change…';

export interface WorkspaceChatProps {
  /** A page exists: a message changes it ("Apply change"), else builds it ("Build"). */
  hasPage: boolean;
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** Asks to run the prompt (the workspace shows its quote first); true clears the input. */
  onGenerate: (prompt: string) => boolean;
  generating: boolean;
  connection: ConnectionState;
  /** Next steps that fit the page, offered under the box; a pick fills it. */
  suggestions?: readonly string[];
}

/**
 * The "AI Workspace" chat box (requirements §2, §5): a 4-row textarea and its button, which says
 * what a message will do: build the page, or apply a change to it.
 */
export function WorkspaceChat({
  hasPage,
  prompt,
  onPromptChange,
  onGenerate,
  generating,
  connection,
  suggestions = [],
}: WorkspaceChatProps) {
  const headingId = useId();
  const noteId = useId();
  const ready = connection === 'open' || connection === 'idle';
  const canSend = ready && !generating && prompt.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSend && onGenerate(prompt)) onPromptChange('');
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border bg-card p-4 shadow-xs"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold">
          AI Workspace
        </h2>
        <p
          id={noteId}
          role="status"
          className="flex items-center gap-1.5 text-xs text-muted-foreground"
        >
          <span
            aria-hidden="true"
            className={cn(
              'size-2 rounded-full',
              ready ? 'bg-emerald-500' : 'animate-pulse bg-amber-500',
            )}
          />
          {CONNECTION_NOTES[connection]}
        </p>
      </div>
      <form onSubmit={submit} className="flex flex-col">
        <textarea
          aria-labelledby={headingId}
          value={prompt}
          onChange={(event) => onPromptChange(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in most chat boxes; Enter alone adds a line.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
          }}
          disabled={generating}
          rows={4}
          maxLength={LIMITS.promptMax}
          placeholder={hasPage ? CHANGE_PLACEHOLDER : CHAT_PLACEHOLDER}
          className={cn(
            'mt-3 w-full resize-y rounded-lg border bg-background px-3.5 py-2.5 text-sm leading-6 shadow-xs',
            'placeholder:text-muted-foreground/70 transition-colors',
            'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
        <Button
          type="submit"
          className="mt-3 w-full"
          disabled={!canSend}
          aria-describedby={ready ? undefined : noteId}
        >
          {generating ? (
            <>
              <SpinnerIcon className="size-4 animate-spin" />
              Generating...
            </>
          ) : hasPage ? (
            'Apply change'
          ) : (
            'Build'
          )}
        </Button>
      </form>
      {suggestions.length > 0 && !generating ? (
        <div role="group" aria-label="Suggested next steps" className="mt-3 flex flex-wrap gap-1.5">
          {suggestions.map((step) => (
            <button
              key={step}
              type="button"
              onClick={() => onPromptChange(step)}
              className="rounded-full border bg-background px-3 py-1 text-xs text-muted-foreground transition-colors hover:border-primary/50 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {step}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
