import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AgentName } from '../../../../shared/constants';
import { readDraft, saveDraft } from '../../lib/generation/draft-prompt';
import { useDropWorkspaceSearch } from './use-drop-workspace-search';

/** What the quote is for: the message, and the agents chosen (the default when undefined). */
export interface Quoting {
  message: string;
  agents: AgentName[] | undefined;
}

/**
 * The prompt and the quote of a workspace, kept in the tab's storage as they change: the
 * dashboard's description opens the quote at once (a reload does not, since it is dropped from
 * the URL), and a trip to buy credits comes back to the same prompt with its quote open.
 */
export function useDraftAndQuote(projectId: string, queuedPrompt: string) {
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const draft = readDraft(projectId);
    const prompt = queuedPrompt.trim() || draft?.prompt || '';
    const quoting: Quoting | null = queuedPrompt.trim()
      ? { message: queuedPrompt.trim(), agents: undefined }
      : draft?.quoting && prompt.trim()
        ? { message: prompt.trim(), agents: draft.agents }
        : null;
    return { prompt, quoting };
  });
  const [prompt, setPrompt] = useState(initial.prompt);
  const [quoting, setQuoting] = useState<Quoting | null>(initial.quoting);

  useDropWorkspaceSearch(navigate, projectId, queuedPrompt);

  useEffect(() => {
    saveDraft(projectId, {
      prompt,
      quoting: quoting !== null,
      ...(quoting?.agents ? { agents: quoting.agents } : {}),
    });
  }, [projectId, prompt, quoting]);

  return { prompt, setPrompt, quoting, setQuoting };
}
