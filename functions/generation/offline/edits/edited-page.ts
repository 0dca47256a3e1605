import { sitePlanSchema, type Section, type SitePlan } from '../../page/site-plan';
import { jsonForScript } from '../html';

/*
 * The page as the edits see it: the plan it carries, its sections in order, its menu, and what one
 * operation answers.
 */

export const PLAN_SCRIPT =
  /(<script type="application\/json" id="site-plan">)([\s\S]*?)(<\/script>)/;

export function withPlan(html: string, plan: SitePlan): string {
  return html.replace(PLAN_SCRIPT, (_all, open: string, _json, close: string) => {
    return `${open}${jsonForScript(sitePlanSchema.parse(plan))}${close}`;
  });
}

/** The page outside its plan script, changed by `change`, the plan script kept as it is. */
export function outsidePlan(html: string, change: (part: string) => string): string {
  const match = PLAN_SCRIPT.exec(html);
  if (!match) return change(html);
  const start = match.index;
  const end = start + match[0].length;
  return change(html.slice(0, start)) + match[0] + change(html.slice(end));
}

export interface SectionSpan {
  id: string;
  kind: string;
  start: number;
  end: number;
}

/** The page's sections in order (they do not nest), with where each begins and ends. */
export function sectionsOf(html: string): SectionSpan[] {
  const spans: SectionSpan[] = [];
  const open = /<section\b[^>]*\bid="([^"]+)"[^>]*\bdata-kind="([^"]+)"[^>]*>/g;
  for (const match of html.matchAll(open)) {
    const end = html.indexOf('</section>', match.index);
    if (end < 0) continue;
    spans.push({
      id: match[1] ?? '',
      kind: match[2] ?? '',
      start: match.index,
      end: end + '</section>'.length,
    });
  }
  return spans;
}

export const navItem = (id: string) =>
  new RegExp(`<li><a href="#${id}"(?: lang="en")?>[\\s\\S]*?</a></li>`);

/** The menu with `link` (to `section`) before the link to the next section the plan has. */
export function withNavLink(page: string, link: string, plan: SitePlan, section: Section): string {
  const following = plan.sections
    .slice(plan.sections.indexOf(section) + 1)
    .find((candidate) => candidate.kind !== 'hero');
  const followingLink = following ? navItem(following.id).exec(page) : null;
  return followingLink
    ? page.slice(0, followingLink.index) + link + page.slice(followingLink.index)
    : page.replace('</ul></nav>', () => `${link}</ul></nav>`);
}

/** The page an operation works on: its HTML, its plan, and the plan to change (a copy). */
export interface PageUnderEdit {
  html: string;
  plan: SitePlan;
  next: SitePlan;
}

/** One operation's result: the new page and what it did, or why it did nothing. */
export interface EditStep {
  html: string;
  line: string | null;
  problem?: string;
}

/** A section named in a reply after "the": "the Menu section", "the venue section" (not "the The venue"). */
export const theSection = (heading: string): string =>
  `the ${heading.replace(/^the\s+/i, '')} section`;
