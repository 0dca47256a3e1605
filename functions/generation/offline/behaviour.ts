import type { SitePlan } from '../page/site-plan';
import { behaviourScript, keptAcrossVisits } from '../catalogue/widgets';

export { behaviourScript };

const BEHAVIOUR_SCRIPT = /<script id="site-behaviour">[\s\S]*?<\/script>\n?/;

/**
 * The page with the behaviour for the widgets it holds (menu, tabs, filters, cart, forms, toggles,
 * countdowns…), replacing any earlier script of its own, so never two and never one missing.
 * `persist` keeps the cart and unsent form drafts across visits: what the Backend agent adds.
 */
export function withBehaviour(
  html: string,
  plan: { facts: Pick<SitePlan['facts'], 'currency'> },
  { persist }: { persist: boolean },
): string {
  const withoutOld = html.replace(BEHAVIOUR_SCRIPT, '');
  const script = behaviourScript(withoutOld, { persist, currency: plan.facts.currency });
  return script ? withoutOld.replace('</body>', `${script}\n</body>`) : withoutOld;
}

/**
 * The offline Backend agent: the page's behaviour, with the cart and form drafts kept. A page
 * with neither is left exactly as it was (the run then gives the agent's credits back).
 */
export function addBehaviour(html: string, plan: SitePlan): string {
  if (keptAcrossVisits(html).length === 0) return html;
  return withBehaviour(html, plan, { persist: true });
}

/** Whether a page's behaviour keeps the visitor's work (the Backend agent has run on it). */
export function persistsIn(html: string): boolean {
  return /<script id="site-behaviour">[\s\S]*?var persist = true;/.test(html);
}

/**
 * A rewritten page (a model's edit or fix) with the behaviour its widgets need, as the page it
 * came from had it: the same persistence, the currency of the plan it carries.
 */
export function rewired(before: string, after: string): string {
  const currency = /"currency":"([A-Z]{3})"/.exec(after)?.[1] ?? 'INR';
  return withBehaviour(after, { facts: { currency } }, { persist: persistsIn(before) });
}
