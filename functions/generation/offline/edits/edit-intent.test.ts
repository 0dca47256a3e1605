import { describe, expect, it } from 'vitest';
import { offlineModels } from '../offline-models';
import { describesNewSite, readEdit } from './edit-intent';
import type { EditOperation } from './page-edits';

const plan = await offlineModels.plan(
  'bakery called Crumb & Co in Pune with a menu, reviews and a contact form',
);

/** Messages as people type them, and what each asks for. */
const READINGS: [string, EditOperation[]][] = [
  ['change the business name to Crumb and Crust', [{ op: 'rename', to: 'Crumb and Crust' }]],
  ['The shop is now called "Crumb & Crust"', [{ op: 'rename', to: 'Crumb & Crust' }]],
  ['replace "Crumb & Co" with "Crumb Bakery"', [{ op: 'rename', to: 'Crumb Bakery' }]],
  ['can we go dark?', [{ op: 'retheme', mode: 'dark' }]],
  ['make the background black', [{ op: 'retheme', mode: 'dark' }]],
  ['switch to light mode', [{ op: 'retheme', mode: 'light' }]],
  ['make it more colourful', [{ op: 'retheme', mood: 'playful' }]],
  ['use orange as the main colour', [{ op: 'retheme', hue: 28 }]],
  ['earthy tones please', [{ op: 'retheme', hue: 30 }]],
  ['make it cooler', [{ op: 'retheme', hue: 205 }]],
  ['make it more professional', [{ op: 'retheme', mood: 'minimal' }]],
  ['make the menu text shorter', [{ op: 'retone', tone: 'shorter', target: { section: 'menu' } }]],
  [
    'could the headline be a bit friendlier?',
    [{ op: 'retone', tone: 'friendlier', target: 'headline' }],
  ],
  ['make the copy more formal', [{ op: 'retone', tone: 'formal', target: 'all' }]],
  ['the wording should sound warmer', [{ op: 'retone', tone: 'friendlier', target: 'all' }]],
  ['expand the FAQ answers', [{ op: 'retone', tone: 'longer', target: { section: 'faq' } }]],
  ['tighten up the writing', [{ op: 'retone', tone: 'shorter', target: 'all' }]],
  ['add a gallery of our cakes', [{ op: 'add-section', kind: 'gallery' }]],
  [
    'put a map below the contact section',
    [{ op: 'add-section', kind: 'map', position: { after: 'contact' } }],
  ],
  ['remove the reviews', [{ op: 'remove-section', kind: 'testimonials' }]],
  ['take out the testimonials', [{ op: 'remove-section', kind: 'testimonials' }]],
  [
    'move the contact section to the top',
    [{ op: 'move-section', kind: 'contact', position: { at: 'top' } }],
  ],
  ['swap the headline for "Baked with love"', [{ op: 'set-headline', text: 'Baked with love' }]],
  ['swap the menu and the reviews', [{ op: 'swap-sections', kinds: ['menu', 'testimonials'] }]],
  ['switch the contact form with the menu', [{ op: 'swap-sections', kinds: ['contact', 'menu'] }]],
  [
    'add Masala chai for ₹40 to the menu',
    [{ op: 'add-item', title: 'Masala chai', price: 40, kind: 'menu' }],
  ],
  ['add a Pro plan at ₹999', [{ op: 'add-item', title: 'Pro', price: 999, kind: 'pricing' }]],
  [
    'add a new plan called Family Pack for ₹1,499/month',
    [{ op: 'add-item', title: 'Family Pack', price: 1499, kind: 'pricing' }],
  ],
  [
    "add 'Free delivery' to the features",
    [{ op: 'add-item', title: 'Free delivery', kind: 'features' }],
  ],
  ['croissants are now ₹90', [{ op: 'set-price', item: 'croissants', price: 90 }]],
  [
    'change the price of the cinnamon buns to Rs 95',
    [{ op: 'set-price', item: 'cinnamon buns', price: 95 }],
  ],
  ['make the Pro plan $19', [{ op: 'set-price', item: 'Pro', price: 19 }]],
  ['sourdough should cost ₹120', [{ op: 'set-price', item: 'sourdough', price: 120 }]],
  ['make the hero text punchier', [{ op: 'retone', tone: 'shorter', target: { section: 'hero' } }]],
  ['add a grid of photos', [{ op: 'add-section', kind: 'gallery' }]],
  ['we need a list of our services', [{ op: 'add-section', kind: 'services' }]],
  ['show the menu as a grid', [{ op: 'set-layout', kind: 'menu', layout: 'grid' }]],
  ['put the reviews in a list', [{ op: 'set-layout', kind: 'testimonials', layout: 'list' }]],
  [
    'list view for the reviews please',
    [{ op: 'set-layout', kind: 'testimonials', layout: 'list' }],
  ],
  [
    'change the headline to Fresh from our oven, every morning',
    [{ op: 'set-headline', text: 'Fresh from our oven, every morning' }],
  ],
  [
    "change the tagline to Baker's best: bread, buns and cakes",
    [{ op: 'set-headline', text: "Baker's best: bread, buns and cakes" }],
  ],
  [
    'change the headline to Warm, fresh, local, and make it green',
    [
      { op: 'set-headline', text: 'Warm, fresh, local' },
      { op: 'retheme', hue: 140 },
    ],
  ],
  ['rename the shop to Crumb, Crust & Co', [{ op: 'rename', to: 'Crumb, Crust & Co' }]],
  ['the heading should say "Baked with love"', [{ op: 'set-headline', text: 'Baked with love' }]],
  [
    'change the title of the menu to "What we bake"',
    [{ op: 'set-heading', kind: 'menu', text: 'What we bake' }],
  ],
  [
    'rename the menu section to "What we bake"',
    [{ op: 'set-heading', kind: 'menu', text: 'What we bake' }],
  ],
  ['update phone to 020 2567 8910', [{ op: 'set-contact', phone: '020 2567 8910' }]],
  ['our email is orders@crumb.in', [{ op: 'set-contact', email: 'orders@crumb.in' }]],
  ['use a monospace font', [{ op: 'set-font', font: 'mono' }]],
  ['bigger font please', [{ op: 'scale-text', percent: 112.5 }]],
  ['add a dark/light toggle', [{ op: 'add-theme-toggle' }]],
  ['add a newsletter sign up form', [{ op: 'add-section', kind: 'newsletter' }]],
  [
    'Rename it to "Loaf & Ladle" and make it green, then add an FAQ after the menu',
    [
      { op: 'rename', to: 'Loaf & Ladle' },
      { op: 'retheme', hue: 140 },
      { op: 'add-section', kind: 'faq', position: { after: 'menu' } },
    ],
  ],
];

describe('reading an edit offline', () => {
  it.each(READINGS)('reads “%s”', (message, operations) => {
    expect(readEdit(message, plan)).toEqual({ operations, notUnderstood: [] });
  });

  it('reads a message about one element, as the preview starts it', () => {
    expect(readEdit('In the heading “Our story”: make it say "Baked at dawn"', plan)).toEqual({
      operations: [{ op: 'replace-text', from: 'Our story', to: 'Baked at dawn' }],
      notUnderstood: [],
    });
    expect(readEdit('In the paragraph “Open daily”: change it to Open every day', plan)).toEqual({
      operations: [{ op: 'replace-text', from: 'Open daily', to: 'Open every day' }],
      notUnderstood: [],
    });
  });

  it('rewords the element a message is about, as the preview starts it', () => {
    expect(readEdit('In the paragraph “Open daily from 8”: make it shorter', plan)).toEqual({
      operations: [{ op: 'retone', tone: 'shorter', target: { text: 'Open daily from 8' } }],
      notUnderstood: [],
    });
    // New words in quotes are new words, whatever they say.
    expect(
      readEdit('In the heading “Menu”: make it say "Shorter days, longer nights"', plan),
    ).toEqual({
      operations: [{ op: 'replace-text', from: 'Menu', to: 'Shorter days, longer nights' }],
      notUnderstood: [],
    });
  });

  it('says which words it could not act on, and ignores courtesies', () => {
    expect(readEdit('fix the spelling please. Thanks!', plan)).toEqual({
      operations: [],
      notUnderstood: ['fix the spelling please'],
    });
  });

  it('tells a description of a whole new site from a change', () => {
    expect(describesNewSite('A landing page for a neighbourhood bakery called Crumb & Co')).toBe(
      true,
    );
    expect(describesNewSite('build me a portfolio site for my photography')).toBe(true);
    expect(describesNewSite('add a page section for our menu')).toBe(false);
    expect(describesNewSite('make the page dark')).toBe(false);
  });
});
