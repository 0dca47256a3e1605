import * as z from '../../../../shared/zod';
import { chosenAgentsSchema } from '../../../../shared/api/quote-schemas';

/**
 * A workspace's unsent prompt, kept in the tab's session storage so it survives a trip to the
 * credits page (and a reload): a short balance never costs the user what they wrote.
 */
const draftSchema = z.object({
  prompt: z.string(),
  /** The agents chosen in the quote, when the user changed the default. */
  agents: z.optional(chosenAgentsSchema),
  /** The quote was open: show it again on return. */
  quoting: z.boolean(),
});
export type DraftPrompt = z.infer<typeof draftSchema>;

/** The dashboard's box keeps a draft too: a first quote cancelled gives its words back there. */
export const DASHBOARD_DRAFT = 'dashboard';

const keyOf = (projectId: string) => `sitewright:draft:${projectId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be switched off; the draft then lives only as long as the page.
    return null;
  }
}

export function readDraft(projectId: string): DraftPrompt | null {
  const raw = storage()?.getItem(keyOf(projectId));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(projectId: string, draft: DraftPrompt): void {
  if (!draft.prompt.trim()) {
    clearDraft(projectId);
    return;
  }
  storage()?.setItem(keyOf(projectId), JSON.stringify(draft));
}

export function clearDraft(projectId: string): void {
  storage()?.removeItem(keyOf(projectId));
}
