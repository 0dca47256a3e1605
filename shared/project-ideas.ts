import { PROJECT_NAME_FROM_DESCRIPTION_LENGTH } from './constants';
import { nameFromPrompt } from './site-name';

/** The dashboard's quick actions (requirements §2); each fills the box with a ready-made description. */
export const QUICK_ACTIONS = [
  {
    label: 'Build a Store',
    prompt:
      'An online store for handmade ceramic mugs and bowls: a hero with the newest collection, a ' +
      'product grid with prices and an add-to-cart button, a cart summary, shipping details and ' +
      'customer reviews.',
  },
  {
    label: 'Portfolio',
    prompt:
      'A modern dark-theme portfolio for a product designer: a short intro, selected case studies ' +
      'with images and outcomes, a skills section, client testimonials and a contact form.',
  },
  {
    label: 'Landing Page',
    prompt:
      'A landing page for a habit-tracking mobile app: a bold hero with app store buttons, three ' +
      'key features, screenshots, pricing with a free and a pro plan, an FAQ and a sign-up form.',
  },
] as const;

export const SURPRISE_ME_LABEL = 'Surprise Me';

/** Surprise Me picks one of these at random (requirements §2: four preset ideas). */
export const SURPRISE_IDEAS = [
  'A cosy neighbourhood coffee shop website with a seasonal menu, opening hours, a photo gallery ' +
    'of the café and a map with directions.',
  'A personal travel blog about backpacking through South-East Asia, with featured stories, a ' +
    'trip map, packing tips and a newsletter sign-up.',
  'A booking site for a yoga studio: weekly class timetable, teacher profiles, membership ' +
    'prices and a form to reserve a first free class.',
  'An event page for a weekend indie music festival: line-up by day, a countdown to opening, ' +
    'ticket tiers, venue information and a frequently asked questions section.',
] as const;

/** One of the surprise ideas; `random` returns a number in [0, 1) like Math.random. */
export function surpriseIdea(random: () => number = Math.random): string {
  const index = Math.min(SURPRISE_IDEAS.length - 1, Math.floor(random() * SURPRISE_IDEAS.length));
  return SURPRISE_IDEAS[index] ?? SURPRISE_IDEAS[0];
}

/** The longest short title a project gets from its description, in characters. */
export const PROJECT_TITLE_MAX = 40;

/**
 * What a description opens with before it says what the site is for: a request, an article, a
 * few plain adjectives and the kind of page ("Please make a simple landing page for my …").
 */
const OPENING =
  /^(?:(?:please\s+)?(?:make|create|build|design|generate|i\s+(?:want|need)|we\s+(?:want|need)|need)\s+(?:me\s+|us\s+)?)?(?:an?\s+|the\s+)?(?:(?:simple|modern|clean|beautiful|nice|new|small|single[- ]page|one[- ]page|professional|minimal|responsive|quick)\s+)*(?:(?:landing\s+page|website|web\s*site|site|web\s+page|home\s*page|page)\s+)?(?:(?:for|about|of)\s+)?(?:(?:my|our|a|an|the)\s+)?/i;

/** Where a description's first clause ends: a stop, or the words that add details to it. */
const CLAUSE_END =
  /[,.;:!?(—–]|\s(?:with|that|which|where|who|featuring|including|showing|plus|and\s+(?:a|an|the|some))\s/i;

/** The kind of page named after what it is for ("bakery website"): not part of the title. */
const PAGE_WORDS =
  /\s+(?:landing\s+page|website|web\s*site|site|web\s+page|home\s*page|page)(?=\s|$)/gi;

/** Whole words of the text, as many as fit in `max` characters. */
function wholeWords(text: string, max: number): string {
  let title = '';
  for (const word of text.split(/\s+/)) {
    const next = title ? `${title} ${word}` : word;
    if ([...next].length > max) break;
    title = next;
  }
  return title;
}

/** A short title for what a description is about ("Bakery in Mumbai"), if one can be read. */
function shortTitleOf(description: string): string | undefined {
  const about = description.trim().replace(OPENING, '');
  const clause = about.split(CLAUSE_END)[0]?.replace(PAGE_WORDS, ' ').trim() ?? '';
  const title = wholeWords(clause, PROJECT_TITLE_MAX);
  return [...title].length >= 3 ? title.charAt(0).toUpperCase() + title.slice(1) : undefined;
}

/**
 * The name the dashboard gives a project from its description: the site's own name when the
 * description gives one ("Sunrise Bakery"), else a short title of whole words, else the first 50
 * characters (requirements §5).
 */
export function projectNameFrom(description: string): string {
  const named = nameFromPrompt(description);
  if (named && [...named].length <= PROJECT_TITLE_MAX) return named;
  return (
    shortTitleOf(description) ??
    [...description.trim()].slice(0, PROJECT_NAME_FROM_DESCRIPTION_LENGTH).join('').trim()
  );
}
