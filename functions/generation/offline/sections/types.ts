import type { Section, SectionContent, SitePlan } from '../../page/site-plan';
import type { Subject } from '../subject';
import type { Voice } from '../voice';

/** What a section's markup is written from. */
export interface RenderContext {
  plan: SitePlan;
  section: Section;
  copy: SectionContent;
  /** The picture for item i, or '' when the Image agent made none. */
  picture: (i: number) => string;
  /** A price in the plan's currency ("₹1,499", "$49"). */
  money: (amount: number) => string;
  /** Where a call to action leads: the page's first form section, else the top. */
  contactTarget: string;
  /** The level of a heading inside the section: one below the section's own. */
  innerHeading: 'h2' | 'h3';
}

/**
 * One catalogue kind, offline: its copy (the Content agent's part) and its markup (the
 * Frontend's). The section element, heading and intro are written around `body`; `body` marks
 * each item with `data-item` and each widget root with `data-widget` (../../catalogue/widgets.ts).
 */
export interface SectionWriter {
  copy: (voice: Voice) => SectionContent;
  body: (context: RenderContext) => string;
  /** Headings that fit the business, short (the navigation shows them); one is picked. */
  headings?: (subject: Subject) => string[];
  /** CSS the kind needs, added once to a page that has it. */
  styles?: string;
}
