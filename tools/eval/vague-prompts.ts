import type { EvalPrompt } from './eval-prompt';

/**
 * Vague briefs, as people first type them: no name, no facts. Each must still give a complete
 * page of its kind (what a visitor of such a site looks for first), with whatever only the owner
 * can say marked as sample, no invented claims and no placeholder text.
 */
export const VAGUE_PROMPTS: EvalPrompt[] = [
  {
    id: 'vague-cafe',
    site: 'cafe',
    prompt: 'a website for my cafe',
    expect: [
      { asked: '(a cafe’s menu)', kind: 'menu' },
      { asked: '(a cafe’s hours)', kind: 'hours' },
    ],
    facts: [],
  },
  {
    id: 'vague-bakery',
    site: 'bakery',
    prompt: 'bakery website',
    expect: [{ asked: '(what a bakery sells)', kind: 'menu' }],
    facts: [],
  },
  {
    id: 'vague-yoga',
    site: 'yoga',
    prompt: 'site for my yoga classes',
    expect: [{ asked: '(the classes)', kind: 'services' }],
    facts: [],
  },
  {
    id: 'vague-photos',
    site: 'portfolio',
    prompt: 'photography portfolio',
    expect: [{ asked: '(the work)', kind: 'gallery' }],
    facts: [],
  },
  {
    id: 'vague-dentist',
    site: 'clinic',
    prompt: 'website for my dental clinic',
    expect: [
      { asked: '(the treatments)', kind: 'services' },
      { asked: '(a way to book)', kind: 'appointment' },
    ],
    facts: [],
  },
  {
    id: 'vague-jewellery',
    site: 'shop',
    prompt: 'online store for my handmade jewellery',
    expect: [
      { asked: '(the pieces)', kind: 'products' },
      { asked: '(a cart)', kind: 'cart' },
    ],
    facts: [],
  },
  {
    id: 'vague-band',
    site: 'band',
    prompt: 'a website for my band',
    expect: [{ asked: '(a way to get in touch)', kind: 'contact' }],
    facts: [],
  },
  {
    id: 'vague-wedding',
    site: 'wedding',
    prompt: 'wedding website',
    expect: [{ asked: '(an RSVP)', kind: 'rsvp' }],
    facts: [],
  },
  {
    id: 'vague-app',
    site: 'saas',
    prompt: 'landing page for my app',
    expect: [{ asked: '(what it does)', kind: 'features' }],
    facts: [],
  },
  {
    id: 'vague-gym',
    site: 'gym',
    prompt: 'website for my gym',
    expect: [{ asked: '(memberships)', kind: 'pricing' }],
    facts: [],
  },
];
