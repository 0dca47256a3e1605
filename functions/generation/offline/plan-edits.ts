import { sitePlanSchema, type SectionKind, type SitePlan } from '../agents/site-plan.ts';
import { buildTheme } from './palette.ts';
import {
  SECTION_WORDS,
  detectHue,
  detectMood,
  interactivityFor,
  makeSection,
  orderSections,
} from './planner.ts';
import { hasWord } from './words.ts';

const RENAME =
  /\b(?:rename(?:\s+(?:it|the site|the page))?(?:\s+to)?|call it|change the (?:name|title) to|set the title to|title it)\s+["“']?([^"”'!\n]+?)["”']?\s*(?:[.!]|$)/i;
const TAGLINE =
  /\b(?:tagline|slogan|subtitle)\s+(?:to|as)\s+["“']?([^"”'!\n]+?)["”']?\s*(?:[.!]|$)/i;

function sectionKindsIn(instruction: string): SectionKind[] {
  return (Object.entries(SECTION_WORDS) as [SectionKind, string[]][])
    .filter(([, words]) => words.length > 0 && hasWord(instruction, words))
    .map(([kind]) => kind);
}

/**
 * The offline Planner for an edit: the existing plan with only what the instruction names changed
 * (name, tagline, colours, mode, mood, sections added or removed); everything else is kept.
 */
export function editPlan(plan: SitePlan, instruction: string): SitePlan {
  const next: SitePlan = structuredClone(plan);

  const renamed = RENAME.exec(instruction)?.[1]?.trim();
  if (renamed) next.title = renamed.slice(0, 80);
  const tagline = TAGLINE.exec(instruction)?.[1]?.trim();
  if (tagline) next.tagline = tagline.slice(0, 200);

  if (!renamed && !tagline) {
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
        const section = makeSection(kind, plan.topic, taken);
        taken.add(section.id);
        next.sections.push(section);
      }
      next.sections = orderSections(next.sections);
    }
  }

  const present = next.sections.map((section) => section.kind);
  const asked = interactivityFor(next.intent, present, instruction);
  const has = (...kinds: SectionKind[]): boolean => kinds.some((kind) => present.includes(kind));
  next.interactivity = {
    cart: (plan.interactivity.cart || asked.cart) && has('products'),
    filters: (plan.interactivity.filters || asked.filters) && has('products', 'gallery', 'posts'),
    tabs: (plan.interactivity.tabs || asked.tabs) && has('menu', 'schedule'),
    form: has('contact'),
    navToggle: plan.interactivity.navToggle,
  };
  return sitePlanSchema.parse(next);
}
