import { AGENT_NAMES, type AgentName } from '../../shared/constants';
import { inPipelineOrder, REQUIRED_AGENT } from '../../shared/pricing';
import { toneIn } from './offline/edits/asked-tone';

/** What the rule reads from one message: the prompt, and whether the project already has code. */
export interface SelectionInput {
  prompt: string;
  /** True when the project has a saved version, so the message edits existing code. */
  hasCode: boolean;
}

/** One agent as the quote shows it: does it run by default, can it be switched, and why. */
export interface AgentChoice {
  name: AgentName;
  /** Runs unless the user switches it off. */
  selected: boolean;
  /** False for the Frontend agent alone: it writes the page. */
  optional: boolean;
  /** One line on what it will do for this message (or would do, if switched on). */
  reason: string;
}

/**
 * The things a message can ask for beyond a working page. The Frontend writes a complete page
 * with its basic behaviour (menu, forms, tabs, accordions, filters, cart), so ordinary words —
 * "a contact form", "a cart", "a gallery", "a blog" — need no other agent; these are the words
 * that ask for what the other agents add. Whole words only.
 */
interface Signal {
  agents: readonly AgentName[];
  pattern: RegExp;
  /** Only for an edit of existing code (a first build is always "from scratch"). */
  editOnly?: true;
  /** Not for an edit that asks for this: the page's editor does it on its own. */
  notForEditsThat?: (prompt: string) => boolean;
  /** What the agents do for it, after 'You asked for "…":'. */
  does: string;
}

/** Words that ask an edit for a new design: it is planned, written and priced as a build. */
export const REDESIGN = /\b(redesign|re-design|from scratch|start over|start again)\b/i;

const SIGNALS: readonly Signal[] = [
  {
    agents: ['Planner', 'Content', 'Testing'],
    pattern:
      /\b(full[- ]?stack|full (web ?)?site|complete (web ?)?site|entire (web ?)?site|whole (web ?)?site|multi[- ]?page|several pages|multiple pages)\b/i,
    does: 'a complete site: planned, written and checked',
  },
  {
    agents: ['Planner', 'Content', 'Testing'],
    pattern: REDESIGN,
    editOnly: true,
    does: 'a new design: planned, written and checked again',
  },
  {
    agents: ['Planner'],
    pattern:
      /\b(site ?map|site structure|information architecture|plan (the|my|our) (site|structure|sections)|content strategy)\b/i,
    does: 'a planned structure',
  },
  {
    agents: ['Content'],
    pattern:
      /\b(copywriting|copywriter|copy|wording|tone of voice|(write|rewrite|polish|improve) (the |all |our |my )?(text|content|headlines?|articles?|blog posts?))\b/i,
    // "Make the copy shorter" rewords the page's own text; fresh copy for every section would
    // be paid for and then thrown away.
    notForEditsThat: (prompt) => toneIn(prompt) !== undefined,
    does: 'written copy',
  },
  {
    agents: ['Image'],
    pattern:
      /\b((custom|original|unique|bespoke|hand[- ]?drawn|ai[- ]?generated|generated) ([a-z]+ )?(images?|art|artwork|illustrations?|graphics|photos?|pictures?|icons?|logos?)|illustrated|(generate|create|draw|design) (an? |the |our |my |some )?(images?|artwork|illustrations?|logos?)|logo design)\b/i,
    does: 'custom artwork',
  },
  {
    agents: ['Image'],
    pattern:
      /\b(new|replace|swap|change|different) (the |a |an |our |my )?(hero )?(images?|photos?|pictures?|illustrations?|artwork|logo)\b/i,
    editOnly: true,
    does: 'new artwork',
  },
  {
    agents: ['Backend'],
    pattern:
      /\b(full[- ]?stack|back[- ]?end|server|database|api|user accounts?|accounts for|log ?in|sign ?in|members? (area|only|login)|admin (panel|area|page)|save[sd]? (data|progress|entries|orders)|persist\w*|remember (the|my|their|what)|order tracking|real[- ]?time)\b/i,
    does: 'behaviour beyond the basics: data kept in the browser and richer flows',
  },
  {
    agents: ['Testing'],
    pattern:
      /\b(accessib\w+|wcag|a11y|screen ?readers?|validat(e|ed|ion)|audit|tested|testing|test (it|the page))\b/i,
    does: 'checked HTML and accessibility',
  },
];

/** What each optional agent adds, for the quote's line when the words did not ask for it. */
const WHAT_IT_ADDS: Record<AgentName, string> = {
  Frontend: 'Writes the page.',
  Planner: 'Plans the sections and structure before the page is written.',
  Content: 'Writes fresh copy for every section.',
  Image: 'Draws custom artwork; without it the page uses simple built-in art.',
  Backend: 'Adds behaviour beyond the basics: data kept in the browser and richer flows.',
  Testing: 'Checks the HTML and its accessibility with real validators and fixes what fails.',
};

/** Controls the Frontend makes work, named in its line when the message mentions them. */
const WORKING_PARTS: readonly [RegExp, string][] = [
  [/\b(forms?|sign[- ]?up|newsletter|contact|enquir\w+|inquir\w+|rsvp)\b/i, 'forms'],
  [/\b(carts?|basket|add[- ]to[- ]cart|checkout)\b/i, 'cart'],
  [/\b(filters?|filtering|categories)\b/i, 'filters'],
  [/\b(tabs?|tabbed)\b/i, 'tabs'],
  [/\b(faqs?|questions|accordions?)\b/i, 'FAQ'],
  [/\b(galler(y|ies)|portfolio|photos?|images?)\b/i, 'gallery'],
  [/\b(schedule|timetable|line-?up|agenda|programme|program)\b/i, 'schedule'],
];

function frontendReason({ prompt, hasCode }: SelectionInput): string {
  if (hasCode) return 'Changes the page as you asked and keeps everything else.';
  const parts = WORKING_PARTS.filter(([pattern]) => pattern.test(prompt)).map(([, name]) => name);
  const working = parts.length > 0 ? listOf(parts) : 'menu, forms and buttons';
  return `Writes the page's HTML and styles, with its ${working} working.`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * Every agent for one message, in pipeline order: whether it runs by default and one line on
 * what it does for this message. Deterministic: the same message always chooses the same agents.
 *
 * The Frontend always runs: it writes the page, with its basic behaviour, so a one-page site asked
 * for in plain words — a landing page with a contact form, a portfolio with a gallery, a small
 * shop with a cart, an event page with a schedule — is the Frontend alone (17 credits with the
 * model's credit, within the 20 welcome credits). The others join when the words ask for what
 * they add (the table above): a complete or multi-page site (Planner, Content, Testing), custom
 * artwork (Image), real backend work (Backend), copywriting (Content), a sitemap (Planner),
 * accessibility or validation (Testing); an edit also on a redesign or new artwork.
 */
export function chooseAgents(input: SelectionInput): AgentChoice[] {
  const asked = new Map<AgentName, string>();
  for (const signal of SIGNALS) {
    if (signal.editOnly && !input.hasCode) continue;
    if (input.hasCode && signal.notForEditsThat?.(input.prompt)) continue;
    const match = signal.pattern.exec(input.prompt);
    if (!match) continue;
    for (const agent of signal.agents) {
      if (!asked.has(agent)) asked.set(agent, `You asked for "${match[0]}": ${signal.does}.`);
    }
  }
  return AGENT_NAMES.map((name) => {
    if (name === REQUIRED_AGENT) {
      return { name, selected: true, optional: false, reason: frontendReason(input) };
    }
    const reason = asked.get(name);
    return {
      name,
      selected: reason !== undefined,
      optional: true,
      reason: reason ?? WHAT_IT_ADDS[name],
    };
  });
}

/** The agents that run for a message by default, in pipeline order. */
export function selectAgents(input: SelectionInput): AgentName[] {
  return chooseAgents(input)
    .filter((choice) => choice.selected)
    .map((choice) => choice.name);
}

/**
 * The agents a run uses: the user's choice when they made one (the Frontend is always among
 * them), otherwise the default selection.
 */
export function agentsForRun(
  input: SelectionInput,
  requested: readonly AgentName[] | undefined,
): AgentName[] {
  if (requested === undefined) return selectAgents(input);
  return inPipelineOrder([...requested, REQUIRED_AGENT]);
}
