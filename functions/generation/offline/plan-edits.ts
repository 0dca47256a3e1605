import { sitePlanSchema, type SectionKind, type SitePlan } from '../page/site-plan';
import { buildTheme } from './palette';
import { CATALOGUE } from '../catalogue/kinds';
import { checklistFromPrompt } from './checklist';
import { detectHue, detectMood, interactivityFor, makeSection, orderSections } from './planner';
import { describeSubject } from './subject';
import { hasWord } from './words';

/**
 * A new value: in double quotes (anything up to the closing quote, so `"Crumb & Co. Bakery" and
 * make it green` works), or unquoted up to the end of the clause (a full stop, a comma, "and").
 */
const VALUE = String.raw`(?:["“]([^"”\n]+)["”]|([^"”!.,;\n]+?)(?=\s+and\s|[.!,;](?:\s|$)|$))`;
const RENAME = new RegExp(
  String.raw`\b(?:rename(?:\s+(?:it|the site|the page))?(?:\s+to)?|call it|change the (?:name|title) to|set the (?:name|title) to|title it)\s+` +
    VALUE,
  'i',
);
const TAGLINE = new RegExp(String.raw`\b(?:tagline|slogan|subtitle)\s+(?:to|as)\s+` + VALUE, 'i');

/** The value an edit sets, and the instruction without it (so its words ask for nothing else). */
function valueSet(pattern: RegExp, instruction: string): { value?: string; rest: string } {
  const match = pattern.exec(instruction);
  const value = (match?.[1] ?? match?.[2])?.trim();
  if (!match || !value) return { rest: instruction };
  return {
    value,
    rest: `${instruction.slice(0, match.index)} ${instruction.slice(match.index + match[0].length)}`,
  };
}

function sectionKindsIn(instruction: string): SectionKind[] {
  return checklistFromPrompt(instruction)
    .map((item) => item.kind)
    .filter((kind): kind is SectionKind => kind in CATALOGUE);
}

/**
 * The offline Planner for an edit: the existing plan with only what the instruction names changed
 * (name, tagline, colours, mode, mood, sections added or removed); everything else is kept.
 */
export function editPlan(plan: SitePlan, fullInstruction: string): SitePlan {
  const next: SitePlan = structuredClone(plan);

  const renamed = valueSet(RENAME, fullInstruction);
  if (renamed.value) next.title = renamed.value.slice(0, 80);
  const tagline = valueSet(TAGLINE, renamed.rest);
  if (tagline.value) next.tagline = tagline.value.slice(0, 200);
  // What is left asks for the rest: "… and make the accent colour green".
  const instruction = tagline.rest;

  {
    const hue = detectHue(instruction);
    const wantsDark = hasWord(instruction, ['dark', 'dark mode', 'night', 'black']);
    const wantsLight = hasWord(instruction, ['light', 'light mode', 'bright', 'white']);
    const mood = hasWord(instruction, [
      'playful',
      'elegant',
      'bold',
      'pastel',
      'minimal',
      'minimalist',
      'fun',
      'luxury',
      'vibrant',
      'clean',
      'soft',
    ])
      ? detectMood(instruction)
      : plan.theme.mood;
    const mode = wantsDark ? 'dark' : wantsLight ? 'light' : plan.theme.mode;
    const newHue = hue ?? plan.theme.hue;
    if (mode !== plan.theme.mode || mood !== plan.theme.mood || newHue !== plan.theme.hue) {
      next.theme = buildTheme(newHue, mode, mood === 'dark' && mode === 'light' ? 'calm' : mood);
    }

    const kinds = sectionKindsIn(instruction);
    if (hasWord(instruction, ['remove', 'delete', 'drop', 'hide', 'without'])) {
      const removed = new Set<SectionKind>(kinds.filter((kind) => kind !== 'hero'));
      next.sections = next.sections.filter((section) => !removed.has(section.kind));
    } else if (hasWord(instruction, ['add', 'include', 'insert', 'with', 'put', 'need'])) {
      const taken = new Set(next.sections.map((section) => section.id));
      for (const kind of kinds) {
        if (next.sections.some((section) => section.kind === kind)) continue;
        const section = makeSection(
          kind,
          describeSubject(plan),
          plan.topic,
          taken,
          new Set(next.sections.map((existing) => existing.heading)),
        );
        taken.add(section.id);
        next.sections.push(section);
      }
      next.sections = orderSections(next.sections);
    }
  }

  const present = next.sections.map((section) => section.kind);
  const widgets = new Set<string>(checklistFromPrompt(instruction).map((item) => item.kind));
  const asked = interactivityFor(next.intent, present, instruction, widgets);
  const has = (...kinds: SectionKind[]): boolean => kinds.some((kind) => present.includes(kind));
  next.interactivity = {
    cart: (plan.interactivity.cart || asked.cart) && has('products'),
    filters:
      (plan.interactivity.filters || asked.filters) &&
      has('products', 'gallery', 'posts', 'listings'),
    tabs: (plan.interactivity.tabs || asked.tabs) && has('menu', 'schedule'),
    form: present.some((kind) => CATALOGUE[kind].form !== undefined),
    navToggle: plan.interactivity.navToggle,
    themeToggle: plan.interactivity.themeToggle || asked.themeToggle,
  };
  return sitePlanSchema.parse(next);
}
