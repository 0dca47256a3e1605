import * as z from '../zod';

const count = z.number().check(z.int(), z.nonnegative());

/**
 * What a build delivered against what was asked, from the Testing agent's coverage check: each
 * checklist item (present, approximated by something close, or missing), the prompt's facts found
 * on the page, the widgets that work and the validation problems left. It travels with the
 * `complete` message and is kept with the version.
 */
export const scorecardSchema = z.object({
  /** Checklist items, and how many of them the page has (approximations included). */
  asked: count,
  delivered: count,
  items: z
    .array(
      z.object({
        /** The prompt's words for it. */
        asked: z.string().check(z.minLength(1), z.maxLength(120)),
        kind: z.string().check(z.minLength(1), z.maxLength(40)),
        status: z.enum(['present', 'approximated', 'missing']),
        /** What stands in for it, or why it is missing ("3 of 5 posts"). */
        note: z.optional(z.string().check(z.maxLength(160))),
      }),
    )
    .check(z.maxLength(40)),
  facts: z.object({
    given: count,
    shown: count,
    missing: z.array(z.string().check(z.maxLength(120))).check(z.maxLength(40)),
    /**
     * Each fact shown, with where: the headings of the sections that show it, "Header" or
     * "Footer". Absent on scorecards kept from before it was listed.
     */
    placed: z._default(
      z
        .array(
          z.object({
            fact: z.string().check(z.maxLength(120)),
            where: z.array(z.string().check(z.maxLength(80))).check(z.maxLength(4)),
          }),
        )
        .check(z.maxLength(40)),
      [],
    ),
  }),
  widgets: z.object({
    total: count,
    working: count,
    broken: z
      .array(
        z.object({
          widget: z.string().check(z.maxLength(40)),
          detail: z.string().check(z.maxLength(200)),
        }),
      )
      .check(z.maxLength(40)),
  }),
  /**
   * Sections of another kind of business (a table booking on a clinic's page), with what belongs
   * in their place. Absent on scorecards kept from before it was checked.
   */
  misplaced: z._default(
    z
      .array(
        z.object({
          kind: z.string().check(z.maxLength(40)),
          instead: z.string().check(z.maxLength(40)),
        }),
      )
      .check(z.maxLength(20)),
    [],
  ),
  /**
   * Sample content to replace before publishing: each item the page marks `data-sample` (what
   * only the business can state, which the person did not give), with its section's heading and
   * its first words. Absent on scorecards kept from before it was counted.
   */
  sample: z._default(
    z
      .array(
        z.object({
          section: z.string().check(z.maxLength(80)),
          text: z.string().check(z.maxLength(120)),
        }),
      )
      .check(z.maxLength(60)),
    [],
  ),
  /**
   * The facts the brief left out that this kind of page needs most (a cafe's address, hours and
   * menu), each with the start of a chat message that gives it. Absent on older scorecards.
   */
  suggestions: z._default(
    z
      .array(
        z.object({
          fact: z.string().check(z.minLength(1), z.maxLength(60)),
          starter: z.string().check(z.maxLength(60)),
        }),
      )
      .check(z.maxLength(3)),
    [],
  ),
  /** html-validate errors and axe-core violations left on the page. */
  problems: count,
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** The scorecard in a line: "9 of 10 asked-for items; approximated: trailer video → placeholder". */
export function scorecardSummary(card: Scorecard): string {
  const parts = [
    `${card.delivered} of ${card.asked} asked-for ${card.asked === 1 ? 'item' : 'items'}`,
  ];
  const approximated = card.items.filter((item) => item.status === 'approximated');
  if (approximated.length > 0) {
    parts.push(
      `approximated: ${approximated.map((item) => `${item.asked} → ${item.note ?? 'closest match'}`).join(', ')}`,
    );
  }
  const missing = card.items.filter((item) => item.status === 'missing');
  if (missing.length > 0) parts.push(`missing: ${missing.map((item) => item.asked).join(', ')}`);
  if (card.facts.missing.length > 0)
    parts.push(`facts not shown: ${card.facts.missing.join(', ')}`);
  if (card.widgets.broken.length > 0) {
    parts.push(`not working: ${card.widgets.broken.map((broken) => broken.widget).join(', ')}`);
  }
  if (card.misplaced.length > 0) {
    parts.push(`of another business: ${card.misplaced.map((section) => section.kind).join(', ')}`);
  }
  return parts.join('; ');
}
