import { AGENT_NAMES, type AgentName } from '../../shared/constants';

/** What the rule reads from one message: the prompt, and whether the project already has code. */
export interface SelectionInput {
  prompt: string;
  /** True when the project has a saved version, so the message edits existing code. */
  hasCode: boolean;
}

/** The things a prompt can ask for that change which agents run. */
export const SIGNALS = ['complete', 'images', 'interactive', 'copy'] as const;
export type PromptSignal = (typeof SIGNALS)[number];

/** A first build described in at least this many words is treated as a complete site. */
export const COMPLETE_BUILD_MIN_WORDS = 60;

/**
 * The words that raise each signal. Whole words only, so "platform" is not a form and "shop" in
 * "coffee shop" is not a store.
 */
const SIGNAL_PATTERNS: Record<PromptSignal, RegExp> = {
  complete:
    /\b(full[- ]?stack|full (web ?)?site|complete (web ?)?site|entire (web ?)?site|multi[- ]?page|several pages|from scratch|start over|redesign)\b/i,
  images:
    /\b(images?|photos?|photographs?|photography|pictures?|illustrations?|galler(y|ies)|artwork|logos?)\b/i,
  interactive:
    /\b(full[- ]?stack|store|online shop|e-?shop|web ?shop|shopping|e-?commerce|carts?|checkout|forms?|booking|bookings|book (a|an|your)|reservations?|appointments?|filters?|filtering|search|calculator|quiz|log ?in|sign ?up|newsletter|subscribe|online ordering|order form|place (an )?orders?)\b/i,
  copy: /\b(copy|copywriting|blog|articles?|wording|rewrite|headlines?|taglines?|slogans?)\b/i,
};

/** What each signal adds to the build. Frontend always runs: it writes the HTML. */
const AGENTS_FOR_SIGNAL: Record<PromptSignal, readonly AgentName[]> = {
  complete: ['Planner', 'Content', 'Testing'],
  images: ['Image'],
  interactive: ['Backend'],
  copy: ['Content'],
};
const ALWAYS: readonly AgentName[] = ['Frontend'];

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/** The signals of a message, by the table above (plus length for a first build). */
export function signalsOf({ prompt, hasCode }: SelectionInput): Set<PromptSignal> {
  const signals = new Set<PromptSignal>();
  for (const signal of SIGNALS) {
    if (SIGNAL_PATTERNS[signal].test(prompt)) signals.add(signal);
  }
  if (!hasCode && wordCount(prompt) >= COMPLETE_BUILD_MIN_WORDS) signals.add('complete');
  return signals;
}

/**
 * Chooses the agents for one message, deterministically (same input, same agents), in pipeline
 * order (Planner, Content, Image, Frontend, Backend, Testing).
 *
 * | Signal      | Raised by                                                             | Adds                       |
 * |-------------|-----------------------------------------------------------------------|----------------------------|
 * | (always)    | every message                                                         | Frontend                   |
 * | complete    | "full/complete/entire site", "multi-page", "full-stack", "from        | Planner, Content, Testing  |
 * |             | scratch", "redesign"; or a FIRST build described in 60+ words         |                            |
 * | images      | images, photos, pictures, illustrations, gallery, artwork, logo       | Image                      |
 * | interactive | store, cart, checkout, e-commerce, forms, booking, reservations,      | Backend                    |
 * |             | appointments, filters, search, calculator, quiz, login/sign up,       |                            |
 * |             | newsletter, ordering, full-stack                                      |                            |
 * | copy        | copy, blog, articles, wording, rewrite, headlines, taglines           | Content                    |
 *
 * First build vs. edit: an edit of existing code runs only what its words ask for (a short
 * "make the header blue" is Frontend alone); only a first build turns a long description into a
 * complete build, because a long edit request is still an edit.
 *
 * Costs with the model's 1 credit per message (10% off, rounded down, with 4+ agents):
 * - landing page / small edit: Frontend = 17, within the 20 welcome credits;
 * - with images: Image + Frontend = 32; with a store or form: Frontend + Backend = 29;
 * - complete site: Planner + Content + Frontend + Testing = 43;
 *   + a store: 54, + images: 56, everything: 67.
 */
export function selectAgents(input: SelectionInput): AgentName[] {
  const chosen = new Set<AgentName>(ALWAYS);
  for (const signal of signalsOf(input)) {
    for (const agent of AGENTS_FOR_SIGNAL[signal]) chosen.add(agent);
  }
  return AGENT_NAMES.filter((agent) => chosen.has(agent));
}
