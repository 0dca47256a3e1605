import { PROJECT_NAME_FROM_DESCRIPTION_LENGTH } from './constants';

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

/** The dashboard names a project after the first 50 characters of its description (requirements §5). */
export function projectNameFrom(description: string): string {
  return [...description.trim()].slice(0, PROJECT_NAME_FROM_DESCRIPTION_LENGTH).join('').trim();
}
