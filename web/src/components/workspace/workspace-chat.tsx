import { useId, useState } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { cn } from '../../lib/cn';
import { PROJECT_MESSAGES } from '../../lib/projects/project-messages';
import { Button } from '../ui/button';

export const CHAT_PLACEHOLDER =
  'Describe the website you want to build, e.g. a modern dark-theme portfolio with a projects ' +
  'gallery and a contact form...';

/**
 * The "AI Workspace" chat area (spec §2). Generating is a later change; until then the button
 * stays off and says why, rather than pretending to work.
 */
export function WorkspaceChat({ initialPrompt }: { initialPrompt: string }) {
  const [prompt, setPrompt] = useState(initialPrompt);
  const headingId = useId();
  const noteId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border bg-card p-4 shadow-xs"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        AI Workspace
      </h2>
      <textarea
        aria-labelledby={headingId}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        rows={4}
        maxLength={LIMITS.promptMax}
        placeholder={CHAT_PLACEHOLDER}
        className={cn(
          'mt-3 w-full resize-y rounded-lg border bg-background px-3.5 py-2.5 text-sm leading-6 shadow-xs',
          'placeholder:text-muted-foreground/70 transition-colors',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none',
        )}
      />
      <Button className="mt-3 w-full" disabled aria-describedby={noteId}>
        Generate Website
      </Button>
      <p id={noteId} className="mt-2 text-center text-xs text-muted-foreground">
        {PROJECT_MESSAGES.generationComingSoon}
      </p>
    </section>
  );
}
