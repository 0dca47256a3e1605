/** What a prompt asks for, in its words, and the catalogue kind or widget that delivers it. */
export interface ExpectedItem {
  asked: string;
  kind: string;
  count?: number;
}

/**
 * One use of a tool, as a visitor makes it, and what the tool must then show: fields filled by
 * their labels (a choice by its option's words), Enter pressed in the last, boxes ticked and
 * buttons pressed by their names, then a wait. The answers are worked out here, not by the
 * generator: a calculator's result is checked against the textbook value.
 */
export interface ToolUse {
  /** What it does, for the report ("80 kg, 180 cm: BMI 24.7"). */
  says: string;
  fill?: readonly (readonly [label: string, value: string])[];
  enter?: true;
  check?: readonly string[];
  click?: readonly string[];
  waitMs?: number;
  /** Texts the page must then show. */
  shows?: readonly string[];
  /** A live region (aria-live) must then read one of these. */
  announcesOneOf?: readonly string[];
  /** The timer (role="timer") must read differently after the clicks and the wait. */
  ticks?: true;
}

export interface EvalPrompt {
  id: string;
  /** The kind of site, for the report. */
  site: string;
  prompt: string;
  /** Everything the prompt names that the page must have. */
  expect: ExpectedItem[];
  /** What the prompt states that the page must show, as written. */
  facts: string[];
  /** The language the prompt is written in, which the page must be in (BCP 47; default en). */
  language?: string;
  /**
   * What the prompt prices, each as [item, price] as written: one item on the page must show
   * both, so a price shown beside another dish does not count.
   */
  pricedItems?: readonly (readonly [item: string, price: string])[];
  /** For a tool: uses of it whose answers must be right. */
  uses?: readonly ToolUse[];
}
