import { embeddedPlan, type SitePlan } from '../generation/page/site-plan';
import { SOCIAL_CARD_FILE } from '../lib/social-card-files';
import {
  cardColoursOf,
  drawableText,
  SOCIAL_CARD_SIZE,
  type CardColours,
  type SocialCard,
} from './social-card/social-card';

/** The text files a published copy carries besides its page, by path under its prefix. */
export type SiteFiles = Record<'robots.txt' | 'sitemap.xml', string>;

export interface PublishedPage {
  html: string;
  files: SiteFiles;
  /**
   * The social card the page's `og:image` names (`/social-card.png`), to be drawn and published
   * with it; null when the page has an image of its own (or was published without a card).
   */
  card: SocialCard | null;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const decodeText = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word. */
function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The page's `<meta name=…|property=…>` content, if it has one. */
function metaContent(head: string, attribute: 'name' | 'property', key: string): string | null {
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const named = new RegExp(`\\b${attribute}\\s*=\\s*["']?${key}["'\\s/>]`, 'i').test(tag);
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    if (named && content) return decodeText(content[1] ?? content[2] ?? '');
  }
  return null;
}

/**
 * The schema.org types of the kinds of business a plan names (its `siteType`, the brief's own
 * word): a bakery is a Bakery, not the Restaurant its intent would make it. First match wins.
 */
const BUSINESS_TYPES: readonly (readonly [RegExp, string])[] = [
  [/bakery|patisserie|cake|sweet|mithai/i, 'Bakery'],
  [/caf[eé]|coffee|tea ?(?:room|house|shop)/i, 'CafeOrCoffeeShop'],
  [/\b(?:bar|pub|brewery)\b/i, 'BarOrPub'],
  [/dent/i, 'Dentist'],
  [/clinic|doctor|hospital|physio|pediatric|paediatric|dermatolog/i, 'MedicalClinic'],
  [/barber|hair/i, 'HairSalon'],
  [/salon|beauty|nail|parlou?r/i, 'BeautySalon'],
  [/\bspa\b/i, 'DaySpa'],
  [/gym|fitness|crossfit/i, 'ExerciseGym'],
  [/yoga|pilates|dance|martial/i, 'SportsActivityLocation'],
  [/school|coaching|tuition|academy|classes|tutor/i, 'EducationalOrganization'],
  [/law|legal|advocate|attorney/i, 'LegalService'],
  [/hotel|villa|homestay|guest ?house|resort|hostel/i, 'LodgingBusiness'],
  [/real estate|realtor|propert/i, 'RealEstateAgent'],
  [/travel/i, 'TravelAgency'],
  [/florist|flower/i, 'Florist'],
  [/book ?(?:shop|store)/i, 'BookStore'],
  [/nursery|garden|plant/i, 'GardenStore'],
  [/restaurant|dhaba|diner|bistro|kitchen|tiffin|food truck|catering/i, 'Restaurant'],
];

/** The types that serve food, and so say what they serve (`servesCuisine`). */
const FOOD_ESTABLISHMENTS = new Set(['Restaurant', 'Bakery', 'CafeOrCoffeeShop', 'BarOrPub']);

/**
 * The schema.org type a site's structured data takes, from what its plan says it is; null where
 * the plan knows no kind worth describing (a blog, a SaaS page).
 */
function structuredTypeOf(plan: SitePlan): string | null {
  const business = BUSINESS_TYPES.find(([words]) => words.test(plan.siteType))?.[1];
  if (business && plan.intent !== 'event' && plan.intent !== 'portfolio') return business;
  switch (plan.intent) {
    case 'restaurant':
      return 'Restaurant';
    case 'event':
      return 'Event';
    case 'portfolio':
    case 'personal':
      return 'Person';
    case 'store':
      return plan.facts.offers.length === 1 ? 'Product' : 'Store';
    case 'agency':
      return 'LocalBusiness';
    case 'generic':
      return plan.facts.places.length > 0 || plan.facts.phones.length > 0 ? 'LocalBusiness' : null;
    default:
      return null;
  }
}

/** JSON-LD for the site from its plan's facts (only what the prompt stated). */
function structuredData(plan: SitePlan, url: string, description: string): string | null {
  const type = structuredTypeOf(plan);
  if (!type) return null;
  const { facts } = plan;
  const name = facts.name ?? plan.title;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url,
  };
  if (type === 'Event') {
    if (facts.places[0]) data.location = { '@type': 'Place', name: facts.places[0] };
  } else if (type !== 'Product') {
    if (facts.places[0]) data.address = facts.places[0];
    if (facts.phones[0]) data.telephone = facts.phones[0];
    if (facts.emails[0]) data.email = facts.emails[0];
  }
  if (FOOD_ESTABLISHMENTS.has(type) && facts.offers.length > 0)
    data.servesCuisine = facts.offers.slice(0, 3);
  // `<` escaped so no value can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * What the site's social card shows: the name the plan knows (else the page's title) and its
 * tagline (else the description), in the page's colours. A name the card cannot draw gives way
 * to the site's host, a tagline to nothing.
 */
function socialCardOf(
  html: string,
  plan: SitePlan | undefined,
  page: { title: string; description: string; url: string },
): SocialCard {
  const host = new URL(page.url).host;
  return {
    name: drawableText(plan?.facts.name ?? plan?.title ?? page.title) ?? host,
    tagline: drawableText(plan?.tagline ?? page.description) ?? '',
    host,
    colours: cardColoursOf(html, plan?.theme.palette),
  };
}

/**
 * The site's icon: its name's first letter (when it is a Latin letter or digit) on its primary
 * colour, as an inline SVG, so it needs no file and no request.
 */
function siteIcon(name: string, colours: Pick<CardColours, 'primary' | 'onPrimary'>): string {
  const letter = /[A-Za-z0-9]/.exec(name)?.[0]?.toUpperCase() ?? '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colours.primary}"/>${letter ? `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${colours.onPrimary}">${letter}</text>` : ''}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The card's words, for people who do not see it. */
const cardAlt = (card: SocialCard) => (card.tagline ? `${card.name}: ${card.tagline}` : card.name);

/**
 * The page as it is published at `url`, ready for search engines and link previews: a canonical
 * link, a description, Open Graph and Twitter tags with the site's social card as their image,
 * and structured data where the page's plan knows what the site is (each only when the page has
 * none of its own); and the copy's `robots.txt` and `sitemap.xml`.
 */
export function publishedPage(
  html: string,
  url: string,
  deployedAt: Date,
  { withCard = true }: { withCard?: boolean } = {},
): PublishedPage {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : '';
  const plan = embeddedPlan(html);
  const title =
    decodeText(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? '') || plan?.title || '';
  const firstParagraph = decodeText(/<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? '');
  const description = clipped(
    metaContent(head, 'name', 'description') ?? (plan?.tagline || firstParagraph || title),
    160,
  );
  const tags: string[] = [];
  const has = (pattern: RegExp) => pattern.test(head);
  if (!has(/<link\b[^>]*rel\s*=\s*["']?canonical/i)) {
    tags.push(`<link rel="canonical" href="${escapeAttribute(url)}">`);
  }
  if (!metaContent(head, 'name', 'description') && description) {
    tags.push(`<meta name="description" content="${escapeAttribute(description)}">`);
  }
  const card =
    withCard && metaContent(head, 'property', 'og:image') === null
      ? socialCardOf(html, plan, { title, description, url })
      : null;
  const image: [string, string, string][] = card
    ? [
        ['property', 'og:image', new URL(SOCIAL_CARD_FILE, url).href],
        ['property', 'og:image:type', 'image/png'],
        ['property', 'og:image:width', String(SOCIAL_CARD_SIZE.width)],
        ['property', 'og:image:height', String(SOCIAL_CARD_SIZE.height)],
        ['property', 'og:image:alt', cardAlt(card)],
        ['name', 'twitter:image', new URL(SOCIAL_CARD_FILE, url).href],
        ['name', 'twitter:image:alt', cardAlt(card)],
      ]
    : [];
  const social: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:site_name', plan?.facts.name ?? title],
    ...image,
    // A large image where there is one: the page's own (kept) or its card.
    [
      'name',
      'twitter:card',
      card || metaContent(head, 'property', 'og:image') ? 'summary_large_image' : 'summary',
    ],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  for (const [attribute, key, value] of social) {
    if (value && metaContent(head, attribute as 'name' | 'property', key) === null) {
      tags.push(`<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`);
    }
  }
  // An icon of its own, so a browser does not ask for /favicon.ico (a 404 on every visit).
  if (!has(/<link\b[^>]*rel\s*=\s*["']?(?:shortcut\s+)?icon/i)) {
    const colours = card?.colours ?? cardColoursOf(html, plan?.theme.palette);
    tags.push(`<link rel="icon" href="${siteIcon(plan?.facts.name ?? title, colours)}">`);
  }
  const jsonLd = plan && !has(/application\/ld\+json/i) && structuredData(plan, url, description);
  if (jsonLd) tags.push(`<script type="application/ld+json">${jsonLd}</script>`);
  const published =
    headEnd >= 0 && tags.length > 0
      ? `${html.slice(0, headEnd)}${tags.join('\n')}\n${html.slice(headEnd)}`
      : html;
  const sitemapUrl = new URL('sitemap.xml', url).href;
  return {
    html: published,
    card,
    files: {
      'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`,
      'sitemap.xml':
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `  <url><loc>${escapeAttribute(url)}</loc><lastmod>${deployedAt.toISOString()}</lastmod></url>\n` +
        '</urlset>\n',
    },
  };
}
