import type { SectionKind, Widget } from '../page/site-kinds';
import type { SitePlan } from '../page/site-plan';
import { writeContent } from '../offline/content';
import { buildPage } from '../offline/frontend';
import { makeImages } from '../offline/images';
import { makeSection, orderSections, planFromPrompt } from '../offline/planner';
import { describeSubject } from '../offline/subject';
import { CATALOGUE } from './kinds';

export interface CatalogueSample {
  name: string;
  html: string;
  kinds: SectionKind[];
  /** The widgets the catalogue says its kinds hold, and the page's own. */
  widgets: Widget[];
}

/** Prompts whose subjects suit the kinds they are shown with; each kind appears once. */
const SAMPLES: { prompt: string; kinds: SectionKind[]; themeToggle?: boolean }[] = [
  {
    prompt:
      'a bakery called Crumb & Co in Pune selling sourdough, croissants and cinnamon buns from ₹80, call +91 98765 43210',
    kinds: [
      'hero',
      'about',
      'menu',
      'hours',
      'services',
      'testimonials',
      'booking',
      'map',
      'social',
      'contact',
    ],
  },
  {
    prompt:
      'a hackathon called HackMonsoon in Bengaluru on 14 March 2027 at 9am with prizes and judges',
    kinds: [
      'hero',
      'countdown',
      'schedule',
      'speakers',
      'judges',
      'prizes',
      'tickets',
      'logos',
      'faq',
      'rsvp',
      'video',
      'download',
    ],
  },
  {
    prompt: 'a saas analytics dashboard called Metricly with pricing plans and a free trial',
    kinds: [
      'hero',
      'features',
      'steps',
      'stats',
      'pricing',
      'comparison',
      'cta',
      'waitlist',
      'trial',
      'newsletter',
      'awards',
    ],
    themeToggle: true,
  },
  {
    prompt: 'a real estate agency in Mumbai with rentals, a photo gallery and a blog',
    kinds: [
      'hero',
      'listings',
      'gallery',
      'posts',
      'team',
      'timeline',
      'skills',
      'enquiry',
      'appointment',
    ],
  },
  {
    prompt:
      'an animal shelter charity called Paws Home helping stray dogs, with volunteers and donations',
    kinds: ['hero', 'about', 'donation', 'volunteer', 'products', 'stats', 'contact'],
  },
];

function withKinds(plan: SitePlan, kinds: readonly SectionKind[], themeToggle: boolean): SitePlan {
  const subject = describeSubject(plan);
  const taken = new Set<string>();
  const sections = kinds.map((kind) => {
    const section = makeSection(kind, subject, plan.topic, taken);
    taken.add(section.id);
    return section;
  });
  return {
    ...plan,
    sections: orderSections(sections),
    interactivity: {
      ...plan.interactivity,
      cart: kinds.includes('products'),
      filters: true,
      tabs: true,
      form: true,
      navToggle: true,
      themeToggle,
    },
  };
}

/** Pages that, together, hold every kind of the catalogue, built by the offline agents. */
export function catalogueSamplePages(): CatalogueSample[] {
  return SAMPLES.map(({ prompt, kinds, themeToggle = false }) => {
    const plan = withKinds(planFromPrompt(prompt), kinds, themeToggle);
    const content = writeContent(plan);
    const html = buildPage(plan, content, makeImages(plan, content));
    const widgets = new Set<Widget>(['nav-toggle']);
    if (themeToggle) widgets.add('theme-toggle');
    for (const kind of kinds) {
      for (const widget of CATALOGUE[kind].widgets) {
        // A store's cart only when it sells; filters only where items come in several kinds.
        if (widget === 'filters' || (widget === 'cart' && !plan.interactivity.cart)) continue;
        widgets.add(widget);
      }
    }
    return { name: plan.title, html, kinds: [...kinds], widgets: [...widgets] };
  });
}
