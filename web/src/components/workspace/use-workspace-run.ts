import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { AgentName } from '../../../../shared/constants';
import { useFirstBuildSteps } from '../../lib/analytics/use-first-build-steps';
import { useGeneration } from '../../lib/generation/use-generation';
import type { Quoting } from './use-draft-and-quote';

export interface WorkspaceRunOptions {
  projectId: string;
  /** The project has a page already (its first build is behind it). */
  hasPage: boolean;
  onRunEnded: () => void;
  setPrompt: Dispatch<SetStateAction<string>>;
  setQuoting: (quoting: Quoting | null) => void;
}

/**
 * The workspace's runs: sending a confirmed one, and what happens to its message when it cannot
 * go on. The prompt is never lost: a refused or failed run gives it back to the box, a short
 * balance quotes it again, and an unverified email asks for the code and then sends it again.
 */
export function useWorkspaceRun({
  projectId,
  hasPage,
  onRunEnded,
  setPrompt,
  setQuoting,
}: WorkspaceRunOptions) {
  /** The message of the run under way, given back to the prompt box if the run fails. */
  const sent = useRef<string | null>(null);
  /** The agents of the run under way, to quote them again should the balance fall short. */
  const sentAgents = useRef<AgentName[] | undefined>(undefined);
  const requote = useCallback(() => {
    const message = sent.current;
    if (message === null) return;
    sent.current = null;
    setPrompt((current) => (current.trim() ? current : message));
    setQuoting({ message, agents: sentAgents.current });
  }, [setPrompt, setQuoting]);
  /** A run refused until the email is verified: asked again once the code is entered. */
  const [unverifiedRun, setUnverifiedRun] = useState<Quoting | null>(null);
  const askForEmailCode = useCallback(() => {
    const message = sent.current;
    if (message === null) return;
    sent.current = null;
    setUnverifiedRun({ message, agents: sentAgents.current });
  }, []);
  const generation = useGeneration({
    projectId,
    onRunEnded,
    onShortBalance: requote,
    onEmailUnverified: askForEmailCode,
  });

  const firstBuildSent = useFirstBuildSteps({ hasPage, generationId: generation.generationId });

  useEffect(() => {
    const message = sent.current;
    if (!generation.alert || message === null) return;
    sent.current = null;
    setPrompt((current) => (current.trim() ? current : message));
  }, [generation.alert, setPrompt]);

  function confirmRun(message: string, agents: AgentName[] | undefined) {
    if (!generation.generate(message, agents)) return;
    firstBuildSent();
    sent.current = message;
    sentAgents.current = agents;
    setQuoting(null);
    setPrompt('');
  }

  return { generation, confirmRun, unverifiedRun, setUnverifiedRun };
}

export type WorkspaceRun = ReturnType<typeof useWorkspaceRun>;
