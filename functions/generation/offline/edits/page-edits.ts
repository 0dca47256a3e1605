import {
  embeddedPlan,
  SITE_TITLE_MAX_LENGTH,
  withSections,
  type Mood,
  type SectionKind,
  type SitePlan,
  type Theme,
} from '../../page/site-plan';
import { CATALOGUE } from '../../catalogue/kinds';
import { withBehaviour, persistsIn } from '../behaviour';
import { writeContent } from '../content';
import { pageParts } from '../frontend';
import { escapeHtml, telHref, unbrokenPhone } from '../html';
import { makeImages } from '../images';
import { buildPalette, buildTheme } from '../palette';
import { makeSection } from '../planner';
import { FONTS, themeToggleRules } from '../styles';
import { describeSubject } from '../subject';
import {
  navItem,
  outsidePlan,
  PLAN_SCRIPT,
  sectionsOf,
  theSection,
  withNavLink,
  withPlan,
  type EditStep,
  type PageUnderEdit,
  type SectionSpan,
} from './edited-page';
import { applyAddItem, applySetLayout, applySetPrice } from './list-edits';
import { retone, TONE_WORDS, type RetoneContext, type Tone } from './retone';

/**
 * Targeted edits: each operation changes the page's HTML where it must and nowhere else, so what
 * an instruction does not name stays byte for byte; each also updates the plan the page carries,
 * so the next edit, the coverage check and the scorecard see the page as it is.
 */

export type SectionPosition =
  | { at: 'top' }
  | { at: 'bottom' }
  | { after: SectionKind }
  | { before: SectionKind };

export type EditOperation =
  | { op: 'rename'; to: string }
  | { op: 'replace-text'; from: string; to: string }
  | { op: 'set-headline'; text: string }
  | { op: 'set-heading'; kind: SectionKind; text: string }
  | { op: 'retheme'; hue?: number; mode?: Theme['mode']; mood?: Mood }
  | { op: 'add-section'; kind: SectionKind; position?: SectionPosition }
  | { op: 'remove-section'; kind: SectionKind }
  | { op: 'move-section'; kind: SectionKind; position: SectionPosition }
  | { op: 'add-theme-toggle' }
  | { op: 'set-contact'; phone?: string; email?: string }
  | { op: 'set-font'; font: Theme['font'] }
  | { op: 'scale-text'; percent: number }
  | { op: 'retone'; tone: Tone; target: RetoneTarget }
  | { op: 'swap-sections'; kinds: [SectionKind, SectionKind] }
  | { op: 'add-item'; title: string; price?: number; kind?: SectionKind }
  | { op: 'set-price'; item: string; price: number }
  | { op: 'set-layout'; kind: SectionKind; layout: 'list' | 'grid' };

/** What a rewording is of: the headline, a section's paragraphs, every paragraph, or one text. */
export type RetoneTarget = 'headline' | 'all' | { section: SectionKind } | { text: string };

export interface EditOutcome {
  html: string;
  /** One line per change made, for the person: "Renamed “A” to “B” in 6 places". */
  done: string[];
  /** What could not be done, and why. */
  notDone: string[];
}

/** Every occurrence of `from` replaced; how many there were. */
function replaceAllCounted(text: string, from: string, to: string): [string, number] {
  if (!from) return [text, 0];
  const parts = text.split(from);
  return [parts.join(to), parts.length - 1];
}

/** Where a section goes: the index in the page's sections it is inserted before. */
function insertionIndex(spans: SectionSpan[], position: SectionPosition | undefined): number {
  if (!position || ('at' in position && position.at === 'bottom')) return spans.length;
  if ('at' in position) return Math.min(1, spans.length); // the top: right after the hero
  const anchor = spans.findIndex(
    (span) => span.kind === ('after' in position ? position.after : position.before),
  );
  if (anchor < 0) return spans.length;
  return 'after' in position ? anchor + 1 : Math.max(anchor, spans[0]?.kind === 'hero' ? 1 : 0);
}

function describePosition(position: SectionPosition | undefined, plan: SitePlan): string {
  if (!position || ('at' in position && position.at === 'bottom')) return 'at the end';
  if ('at' in position) return 'at the top';
  const kind = 'after' in position ? position.after : position.before;
  const heading = plan.sections.find((section) => section.kind === kind)?.heading ?? kind;
  return `${'after' in position ? 'after' : 'before'} ${heading}`;
}

/** The palette colours of a theme as the stylesheet writes them, by role (with the toggle's). */
function themeColours(theme: Theme): string[] {
  const other = theme.mode === 'dark' ? 'light' : 'dark';
  return [
    ...Object.values(theme.palette),
    ...Object.values(buildPalette(theme.hue, other, theme.mood)),
  ];
}

const RADIUS: Partial<Record<Mood, string>> = { minimal: '4px', playful: '22px' };

function applyRename(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'rename' }>,
): EditStep {
  const { html, plan, next } = edit;
  const from = plan.title;
  if (from === operation.to)
    return { html, line: null, problem: `the site is already called “${from}”` };
  if (operation.to.length > SITE_TITLE_MAX_LENGTH) {
    const problem = `a site's name can be at most ${SITE_TITLE_MAX_LENGTH} characters, and “${operation.to}” has ${operation.to.length}`;
    return { html, line: null, problem };
  }
  const [changed, count] = replaceAllCounted(
    html.replace(PLAN_SCRIPT, '\u0000'),
    escapeHtml(from),
    escapeHtml(operation.to),
  );
  next.title = operation.to;
  if (next.facts.name === from || next.facts.name === null) next.facts.name = operation.to;
  const page = changed.replace('\u0000', PLAN_SCRIPT.exec(html)?.[0] ?? '');
  return {
    html: withPlan(page, next),
    line: `Renamed “${from}” to “${operation.to}” in ${count} ${count === 1 ? 'place' : 'places'}`,
  };
}

function applyReplaceText(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'replace-text' }>,
): EditStep {
  const { html } = edit;
  let count = 0;
  const page = outsidePlan(html, (part) => {
    const [changed, n] = replaceAllCounted(
      part,
      escapeHtml(operation.from),
      escapeHtml(operation.to),
    );
    count += n;
    return changed;
  });
  if (count === 0) return { html, line: null, problem: `“${operation.from}” is not on the page` };
  return { html: page, line: `Changed “${operation.from}” to “${operation.to}” (${count}×)` };
}

function applySetHeadline(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'set-headline' }>,
): EditStep {
  const { html } = edit;
  const h1 = /(<h1\b[^>]*>)([\s\S]*?)(<\/h1>)/.exec(html);
  if (!h1) return { html, line: null, problem: 'the page has no headline' };
  const page =
    html.slice(0, h1.index) +
    h1[1] +
    escapeHtml(operation.text) +
    h1[3] +
    html.slice(h1.index + h1[0].length);
  return { html: page, line: `Changed the headline to “${operation.text}”` };
}

function applySetHeading(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'set-heading' }>,
): EditStep {
  const { html, plan, next } = edit;
  const section = plan.sections.find((candidate) => candidate.kind === operation.kind);
  if (!section)
    return {
      html,
      line: null,
      problem: `the page has no ${CATALOGUE[operation.kind].label} section`,
    };
  const heading = new RegExp(`(<h2 id="${section.id}-title">)[\\s\\S]*?(</h2>)`);
  let page = html.replace(heading, `$1${escapeHtml(operation.text).replace(/\$/g, '$$$$')}$2`);
  page = page.replace(
    navItem(section.id),
    () => `<li><a href="#${section.id}">${escapeHtml(operation.text)}</a></li>`,
  );
  const target = next.sections.find((candidate) => candidate.id === section.id);
  if (target) target.heading = operation.text.slice(0, 120);
  return {
    html: withPlan(page, next),
    line: `Renamed the “${section.heading}” section to “${operation.text}”`,
  };
}

function applyRetheme(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'retheme' }>,
): EditStep {
  const { html, plan, next } = edit;
  const mode = operation.mode ?? plan.theme.mode;
  const mood = operation.mood ?? plan.theme.mood;
  const hue = operation.hue ?? plan.theme.hue;
  if (mode === plan.theme.mode && mood === plan.theme.mood && hue === plan.theme.hue) {
    return { html, line: null, problem: 'the page already has those colours' };
  }
  const theme: Theme = { ...buildTheme(hue, mode, mood), font: plan.theme.font };
  const style = /<style>[\s\S]*?<\/style>/.exec(html);
  if (!style) return { html, line: null, problem: 'the page has no stylesheet' };
  // Each colour of the old palettes becomes its role's colour in the new ones.
  const before = themeColours(plan.theme);
  const after = themeColours(theme);
  let css = style[0].replace(/#[0-9a-f]{6}\b/gi, (colour) => {
    const role = before.indexOf(colour.toLowerCase());
    return role >= 0 ? (after[role] ?? colour) : colour;
  });
  if (mode !== plan.theme.mode) {
    css = css
      .replace(`color-scheme:${plan.theme.mode}}`, `color-scheme:${mode}}`)
      .replace(`[data-theme=${mode}]{`, '[data-theme=\u0000]{')
      .replace(`[data-theme=${plan.theme.mode}]{`, `[data-theme=${mode}]{`)
      .replace('[data-theme=\u0000]{', `[data-theme=${plan.theme.mode}]{`);
  }
  if (mood !== plan.theme.mood) {
    css = css.replace(/--radius:[^;]+;/, `--radius:${RADIUS[mood] ?? '12px'};`);
  }
  let page = html.slice(0, style.index) + css + html.slice(style.index + style[0].length);
  page = page
    .replace(`data-theme="${plan.theme.mode}"`, `data-theme="${mode}"`)
    .replace(`mood-${plan.theme.mood} mode-${plan.theme.mode}`, `mood-${mood} mode-${mode}`)
    .replace(/(data-widget="theme-toggle" aria-pressed=")(true|false)"/, `$1${mode === 'dark'}"`);
  next.theme = theme;
  const said = [
    operation.hue !== undefined && hue !== plan.theme.hue ? 'new colours' : '',
    mode !== plan.theme.mode ? `${mode} mode` : '',
    mood !== plan.theme.mood ? `a ${mood} look` : '',
  ].filter(Boolean);
  return { html: withPlan(page, next), line: `Gave the page ${said.join(', ')}` };
}

function applyAddSection(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'add-section' }>,
): EditStep {
  const { html, plan, next } = edit;
  if (plan.sections.some((section) => section.kind === operation.kind)) {
    return {
      html,
      line: null,
      problem: `the page already has a ${CATALOGUE[operation.kind].label} section`,
    };
  }
  const spans = sectionsOf(html);
  const at = insertionIndex(spans, operation.position);
  const section = makeSection(
    operation.kind,
    describeSubject(plan),
    plan.topic,
    new Set(plan.sections.map((existing) => existing.id)),
    new Set(plan.sections.map((existing) => existing.heading)),
  );
  const planIndex =
    at >= spans.length
      ? next.sections.length
      : next.sections.findIndex((s) => s.id === spans[at]?.id);
  next.sections.splice(planIndex < 0 ? next.sections.length : planIndex, 0, section);
  if (CATALOGUE[operation.kind].form) next.interactivity.form = true;
  const content = writeContent(next);
  const parts = pageParts(next, content, makeImages(next, content));
  const markup = parts.sections[next.sections.indexOf(section)] ?? '';
  const insertAt =
    at >= spans.length ? (spans.at(-1)?.end ?? html.indexOf('</main>')) : (spans[at]?.start ?? 0);
  let page = html.slice(0, insertAt) + markup + html.slice(insertAt);
  // Its link in the menu, in the same place among the others.
  const navLink = `<li><a href="#${section.id}">${escapeHtml(section.heading)}</a></li>`;
  page = withNavLink(page, navLink, next, section);
  // The kind's own styles, once.
  const kindCss = /<style>[\s\S]*?<\/style>/.exec(parts.start)?.[0] ?? '';
  const styleEnd = page.indexOf('</style>');
  const current = page.slice(0, styleEnd);
  const missing = kindCss
    .slice('<style>'.length, -'</style>'.length)
    .split('\n')
    .filter((line) => line && !current.includes(line));
  if (missing.length > 0 && styleEnd >= 0) {
    page = `${page.slice(0, styleEnd)}\n${missing.join('\n')}${page.slice(styleEnd)}`;
  }
  page = withBehaviour(withPlan(page, next), next, { persist: persistsIn(html) });
  return {
    html: page,
    line: `Added a ${section.heading} section ${describePosition(operation.position, plan)}`,
  };
}

function applyRemoveSection(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'remove-section' }>,
): EditStep {
  const { html, plan, next } = edit;
  const span = sectionsOf(html).find((candidate) => candidate.kind === operation.kind);
  if (!span || operation.kind === 'hero')
    return {
      html,
      line: null,
      problem: `the page has no ${CATALOGUE[operation.kind].label} section to remove`,
    };
  const heading =
    plan.sections.find((section) => section.id === span.id)?.heading ?? operation.kind;
  let page = html.slice(0, span.start) + html.slice(span.end);
  page = page.replace(navItem(span.id), '');
  Object.assign(
    next,
    withSections(
      next,
      next.sections.filter((section) => section.id !== span.id),
    ),
  );
  const present = new Set(next.sections.map((section) => section.kind));
  next.interactivity.form = next.sections.some(
    (section) => CATALOGUE[section.kind].form !== undefined,
  );
  if (!present.has('products')) next.interactivity.cart = false;
  page = withBehaviour(withPlan(page, next), next, { persist: persistsIn(html) });
  return { html: page, line: `Removed ${theSection(heading)}` };
}

function applyMoveSection(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'move-section' }>,
): EditStep {
  const { html, plan, next } = edit;
  const spans = sectionsOf(html);
  const span = spans.find((candidate) => candidate.kind === operation.kind);
  if (!span || operation.kind === 'hero')
    return {
      html,
      line: null,
      problem: `the page has no ${CATALOGUE[operation.kind].label} section to move`,
    };
  const markup = html.slice(span.start, span.end);
  const without = html.slice(0, span.start) + html.slice(span.end);
  const rest = sectionsOf(without);
  const at = insertionIndex(rest, operation.position);
  const insertAt =
    at >= rest.length ? (rest.at(-1)?.end ?? without.indexOf('</main>')) : (rest[at]?.start ?? 0);
  let page = without.slice(0, insertAt) + markup + without.slice(insertAt);
  if (page === html) {
    const heading = plan.sections.find((section) => section.id === span.id)?.heading;
    return {
      html,
      line: null,
      problem: `${theSection(heading ?? span.kind)} is already ${describePosition(operation.position, plan)}`,
    };
  }
  const moved = next.sections.find((section) => section.id === span.id);
  if (!moved) return { html, line: null, problem: 'the section is not in the plan' };
  next.sections = next.sections.filter((section) => section !== moved);
  const beforeId = rest[at]?.id;
  const planIndex = beforeId ? next.sections.findIndex((section) => section.id === beforeId) : -1;
  next.sections.splice(planIndex < 0 ? next.sections.length : planIndex, 0, moved);
  // The menu follows the page's order.
  const link = navItem(span.id).exec(page)?.[0];
  if (link) {
    page = withNavLink(page.replace(link, ''), link, next, moved);
  }
  return {
    html: withPlan(page, next),
    line: `Moved ${theSection(moved.heading)} ${describePosition(operation.position, plan)}`,
  };
}

/** Two sections trade places, in the page, its menu and its plan. */
function applySwapSections(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'swap-sections' }>,
): EditStep {
  const { html, next } = edit;
  const spans = sectionsOf(html);
  const [first, second] = operation.kinds.map((kind) => spans.find((span) => span.kind === kind));
  const missing = operation.kinds.find((kind, i) => ![first, second][i]);
  if (missing || !first || !second)
    return {
      html,
      line: null,
      problem: `the page has no ${CATALOGUE[missing ?? operation.kinds[0]].label} section to swap`,
    };
  if (first.id === second.id || first.kind === 'hero' || second.kind === 'hero')
    return { html, line: null, problem: 'those two cannot trade places' };
  const [earlier, later] = first.start < second.start ? [first, second] : [second, first];
  let page =
    html.slice(0, earlier.start) +
    html.slice(later.start, later.end) +
    html.slice(earlier.end, later.start) +
    html.slice(earlier.start, earlier.end) +
    html.slice(later.end);
  const a = next.sections.findIndex((section) => section.id === earlier.id);
  const b = next.sections.findIndex((section) => section.id === later.id);
  const [sectionA, sectionB] = [next.sections[a], next.sections[b]];
  if (!sectionA || !sectionB)
    return { html, line: null, problem: 'the sections are not in the plan' };
  next.sections[a] = sectionB;
  next.sections[b] = sectionA;
  // The menu's two links trade places too.
  const linkA = navItem(earlier.id).exec(page)?.[0];
  const linkB = navItem(later.id).exec(page)?.[0];
  if (linkA && linkB) {
    page = page
      .replace(linkA, '\u0000')
      .replace(linkB, () => linkA)
      .replace('\u0000', () => linkB);
  }
  return {
    html: withPlan(page, next),
    line: `Swapped the ${sectionA.heading} and ${sectionB.heading} sections`,
  };
}

function applyAddThemeToggle(edit: PageUnderEdit): EditStep {
  const { html, plan, next } = edit;
  if (html.includes('data-widget="theme-toggle"'))
    return { html, line: null, problem: 'the page already has a light/dark switch' };
  const theme = plan.theme;
  const rules = themeToggleRules(theme);
  const button = `<button type="button" class="theme-toggle" data-widget="theme-toggle" aria-pressed="${theme.mode === 'dark'}">Dark mode</button>`;
  let page = html.replace('</style>', `${rules}</style>`);
  page = page.includes('<div class="bar-end">')
    ? page.replace('<div class="bar-end">', `<div class="bar-end">${button}`)
    : page.replace(/(<header\b[^>]*>)/, `$1${button}`);
  if (!/<html\b[^>]*data-theme=/.test(page))
    page = page.replace('<html lang="en"', `<html lang="en" data-theme="${theme.mode}"`);
  next.interactivity.themeToggle = true;
  page = withBehaviour(withPlan(page, next), next, { persist: persistsIn(html) });
  return { html: page, line: `Added a light/dark switch (starting in ${theme.mode} mode)` };
}

function applySetContact(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'set-contact' }>,
): EditStep {
  const { html, plan, next } = edit;
  const lines: string[] = [];
  if (operation.phone) {
    next.facts.phones = [
      operation.phone,
      ...plan.facts.phones.filter((phone) => phone !== operation.phone),
    ].slice(0, 1);
    lines.push(`phone ${operation.phone}`);
  }
  if (operation.email) {
    next.facts.emails = [operation.email];
    lines.push(`email ${operation.email}`);
  }
  const links = [
    ...next.facts.emails.map(
      (email) => `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
    ),
    ...next.facts.phones.map(
      (phone) => `<a href="${escapeHtml(telHref(phone))}">${unbrokenPhone(phone)}</a>`,
    ),
  ];
  const block = `<p class="footer-contacts">${links.join(' · ')}</p>`;
  let page = /<p class="footer-contacts">[\s\S]*?<\/p>/.test(html)
    ? html.replace(/<p class="footer-contacts">[\s\S]*?<\/p>/, () => block)
    : html.replace(
        /(<footer\b[^>]*>[\s\S]*?)(<\/div><\/footer>|<\/footer>)/,
        (_all, start: string, end: string) => `${start}${block}${end}`,
      );
  // The contact section's own address lines show the same.
  for (const [old, now] of [
    [plan.facts.emails[0], operation.email],
    [plan.facts.phones[0], operation.phone],
  ] as const) {
    if (old && now && old !== now) {
      page = outsidePlan(page, (part) =>
        part
          .split(escapeHtml(old))
          .join(escapeHtml(now))
          .split(unbrokenPhone(old))
          .join(unbrokenPhone(now))
          .split(telHref(old))
          .join(telHref(now)),
      );
    }
  }
  return { html: withPlan(page, next), line: `Set the ${lines.join(' and ')}` };
}

function applySetFont(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'set-font' }>,
): EditStep {
  const { html, plan, next } = edit;
  if (plan.theme.font === operation.font)
    return { html, line: null, problem: `the page already uses a ${operation.font} font` };
  const page = html.replace(
    `font-family:${FONTS[plan.theme.font]}`,
    `font-family:${FONTS[operation.font]}`,
  );
  if (page === html)
    return {
      html,
      line: null,
      problem: 'the page sets its font in a way this edit cannot change',
    };
  next.theme.font = operation.font;
  return { html: withPlan(page, next), line: `Changed the font to a ${operation.font} one` };
}

function applyRetone(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'retone' }>,
): EditStep {
  const { html, plan } = edit;
  const { tone, target } = operation;
  const context: RetoneContext = {
    name: plan.title,
    phone: plan.facts.phones[0],
    email: plan.facts.emails[0],
    place: plan.facts.places[0],
  };
  const reworded = retoned(html, plan, target, tone, context);
  const what =
    target === 'headline'
      ? 'the headline'
      : target === 'all'
        ? 'the page’s text'
        : 'section' in target
          ? `the “${plan.sections.find((section) => section.kind === target.section)?.heading ?? CATALOGUE[target.section].label}” text`
          : `“${target.text}”`;
  if (reworded.found === 0)
    return { html, line: null, problem: `${what} was not found on the page` };
  if (reworded.changed === 0) {
    return {
      html,
      line: null,
      problem: `${what} could not be made ${TONE_WORDS[tone]} offline`,
    };
  }
  return {
    html: reworded.html,
    line: `Made ${what} ${TONE_WORDS[tone]}${reworded.changed > 1 ? ` (${reworded.changed} paragraphs)` : ''}`,
  };
}

function applyScaleText(
  edit: PageUnderEdit,
  operation: Extract<EditOperation, { op: 'scale-text' }>,
): EditStep {
  const { html } = edit;
  const rule = /\nhtml\{font-size:\d+%\}/;
  const line = `\nhtml{font-size:${operation.percent}%}`;
  const page = rule.test(html)
    ? html.replace(rule, line)
    : html.replace('</style>', `${line}</style>`);
  return {
    html: page,
    line: operation.percent > 100 ? 'Made the text larger' : 'Made the text smaller',
  };
}

/** Applies one operation; answers the new page and what it did, or why it did nothing. */
function applyOne(html: string, operation: EditOperation): EditStep {
  const plan = embeddedPlan(html);
  if (!plan) return { html, line: null, problem: 'this page carries no plan to edit from' };
  const edit: PageUnderEdit = { html, plan, next: structuredClone(plan) };

  switch (operation.op) {
    case 'rename':
      return applyRename(edit, operation);
    case 'replace-text':
      return applyReplaceText(edit, operation);
    case 'set-headline':
      return applySetHeadline(edit, operation);
    case 'set-heading':
      return applySetHeading(edit, operation);
    case 'retheme':
      return applyRetheme(edit, operation);
    case 'add-section':
      return applyAddSection(edit, operation);
    case 'remove-section':
      return applyRemoveSection(edit, operation);
    case 'move-section':
      return applyMoveSection(edit, operation);
    case 'add-theme-toggle':
      return applyAddThemeToggle(edit);
    case 'set-contact':
      return applySetContact(edit, operation);
    case 'set-font':
      return applySetFont(edit, operation);
    case 'retone':
      return applyRetone(edit, operation);
    case 'scale-text':
      return applyScaleText(edit, operation);
    case 'swap-sections':
      return applySwapSections(edit, operation);
    case 'add-item':
      return applyAddItem(edit, operation);
    case 'set-price':
      return applySetPrice(edit, operation);
    case 'set-layout':
      return applySetLayout(edit, operation);
  }
}

/** Applies the operations in order; each sees the page the one before left. */
export function applyEdits(html: string, operations: readonly EditOperation[]): EditOutcome {
  let page = html;
  const done: string[] = [];
  const notDone: string[] = [];
  for (const operation of operations) {
    const result = applyOne(page, operation);
    page = result.html;
    if (result.line) done.push(result.line);
    if (result.problem) notDone.push(result.problem);
  }
  return { html: page, done, notDone };
}

/** Plain-text paragraphs (no markup inside) of a part of the page. */
const PLAIN_PARAGRAPH = /(<p\b[^>]*>)([^<]+)(<\/p>)/g;

/** The target's texts reworded; how many texts it has and how many changed. */
function retoned(
  html: string,
  plan: SitePlan,
  target: RetoneTarget,
  tone: Tone,
  context: RetoneContext,
): { html: string; found: number; changed: number } {
  let found = 0;
  let changed = 0;
  const reword = (text: string, headline = false) => {
    found += 1;
    const next = retone(text, tone, { ...context, headline });
    if (next !== text) changed += 1;
    return next;
  };
  if (target === 'headline') {
    const page = html.replace(
      /(<h1\b[^>]*>)([^<]+)(<\/h1>)/,
      (_all, open: string, text: string, close: string) => `${open}${reword(text, true)}${close}`,
    );
    return { html: page, found, changed };
  }
  if (typeof target === 'object' && 'text' in target) {
    const wanted = escapeHtml(target.text);
    const page = outsidePlan(html, (part) =>
      part.replace(
        /(<(h[1-6]|p|li|a|span|button|blockquote|figcaption|dd|dt|summary)\b[^>]*>)([^<]+)(<\/\2>)/g,
        (all, open: string, tag: string, text: string, close: string) =>
          text.trim() === wanted ? `${open}${reword(text, /^h[1-6]$/.test(tag))}${close}` : all,
      ),
    );
    return { html: page, found, changed };
  }
  const ids =
    target === 'all'
      ? null
      : new Set(
          plan.sections
            .filter((section) => section.kind === target.section)
            .map((section) => section.id),
        );
  let page = '';
  let from = 0;
  for (const span of sectionsOf(html)) {
    if (ids && !ids.has(span.id)) continue;
    page +=
      html.slice(from, span.start) +
      html
        .slice(span.start, span.end)
        .replace(
          PLAIN_PARAGRAPH,
          (_all, open: string, text: string, close: string) => `${open}${reword(text)}${close}`,
        );
    from = span.end;
  }
  return { html: page + html.slice(from), found, changed };
}
