import { cateringOf } from '../catering';
import type { SectionKind } from '../../page/site-kinds';
import { escapeHtml as e, telHref, unbrokenPhone } from '../html';
import type { Voice } from '../voice';
import { isEvent, isPodcast } from '../subject';
import type { RenderContext, SectionWriter } from './types';

/** WhatsApp's link: the number with its country code, +91 for a ten-digit Indian number. */
export function whatsappOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.length === 10 ? `91${digits}` : digits.replace(/^0+/, '');
  return `https://wa.me/${international}`;
}

interface Network {
  name: string;
  pattern: RegExp;
  url: (handle: string) => string;
}

const NETWORKS: Network[] = [
  { name: 'Instagram', pattern: /instagram|insta\b|^@/i, url: (h) => `https://instagram.com/${h}` },
  { name: 'Facebook', pattern: /facebook|fb\b/i, url: (h) => `https://facebook.com/${h}` },
  { name: 'X', pattern: /twitter|x\.com|\bx\b/i, url: (h) => `https://x.com/${h}` },
  { name: 'LinkedIn', pattern: /linkedin/i, url: (h) => `https://www.linkedin.com/in/${h}` },
  { name: 'GitHub', pattern: /github/i, url: (h) => `https://github.com/${h}` },
  { name: 'YouTube', pattern: /youtube|youtu\.be/i, url: (h) => `https://youtube.com/@${h}` },
  // Spotify has no handles: a name finds the artist.
  {
    name: 'Spotify',
    pattern: /spotify/i,
    url: (h) => `https://open.spotify.com/search/${encodeURIComponent(h)}`,
  },
  {
    name: 'Apple Podcasts',
    pattern: /apple\s?podcasts?/i,
    url: (h) => `https://podcasts.apple.com/search?term=${encodeURIComponent(h)}`,
  },
  { name: 'Behance', pattern: /behance/i, url: (h) => `https://www.behance.net/${h}` },
  { name: 'Dribbble', pattern: /dribbble/i, url: (h) => `https://dribbble.com/${h}` },
];

/**
 * The networks for sample handles: those the brief names ("listen on Spotify and YouTube"), else
 * the ones that suit the business.
 */
function usualNetworks(voice: Voice): string[] {
  const brief =
    voice.plan.checklist.map((item) => item.asked).join(' ') + ' ' + voice.plan.keywords.join(' ');
  const named = NETWORKS.filter((network) => network.pattern.test(brief));
  if (named.length > 0) return named.map((network) => network.name);
  const { flavour } = voice.subject;
  if (isPodcast(voice.subject)) return ['Spotify', 'Apple Podcasts', 'YouTube'];
  if (flavour === 'person' || flavour === 'product') return ['LinkedIn', 'GitHub', 'X'];
  if (flavour === 'creative') return ['Instagram', 'Behance', 'LinkedIn'];
  if (flavour === 'act') return ['Instagram', 'YouTube', 'Spotify'];
  return ['Instagram', 'Facebook', 'YouTube'];
}

/** One link per given handle (kept as written), WhatsApp and a call for a given phone. */
function socialCopy(voice: Voice) {
  const { facts, name } = voice;
  const words = voice.plan.keywords.join(' ');
  const items: { title: string; text: string; href: string; meta: string }[] = [];
  for (const handle of facts.handles) {
    const url = /^(?:https?:\/\/)?(?:www\.)?[a-z]+\.(?:com|be|me)\//i.test(handle)
      ? handle.startsWith('http')
        ? handle
        : `https://${handle}`
      : undefined;
    const network =
      NETWORKS.find((candidate) => candidate.pattern.test(url ?? `${handle} ${words}`)) ??
      NETWORKS[0];
    if (!network) continue;
    const bare = handle.replace(/^@/, '');
    items.push({
      title: network.name,
      text: handle,
      href: url ?? network.url(bare),
      meta: network.name.toLowerCase(),
    });
  }
  const phone = facts.phones[0];
  const asksForWhatsapp = voice.plan.checklist.some((item) => /whatsapp/i.test(item.asked));
  if (phone) {
    items.push({ title: 'WhatsApp', text: phone, href: whatsappOf(phone), meta: 'whatsapp' });
    items.push({ title: 'Call', text: phone, href: telHref(phone), meta: 'phone' });
  } else if (asksForWhatsapp) {
    // Asked for without a number: a sample for the owner to fill in, never a number made up.
    items.push({
      title: 'WhatsApp',
      text: 'Add your number',
      href: 'https://www.whatsapp.com/',
      meta: 'whatsapp',
    });
  }
  if (items.length === 0) {
    // Sample handles (marked so on the page) link to the network, never to an account someone
    // else may hold under that name.
    const handle = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    for (const networkName of usualNetworks(voice)) {
      const network = NETWORKS.find((candidate) => candidate.name === networkName);
      if (network) {
        items.push({
          title: network.name,
          text: `@${handle}`,
          href: `${new URL(network.url(handle)).origin}/`,
          meta: network.name.toLowerCase(),
        });
      }
    }
  }
  return {
    intro: phone
      ? 'Message us on WhatsApp, give us a call or follow along.'
      : asksForWhatsapp
        ? 'The quickest way to reach us.'
        : `Follow ${name} for news and behind-the-scenes.`,
    items,
  };
}

/** Small line icons by network, in the text colour (decorative: the link says where it goes). */
const ICONS: Record<string, string> = {
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"></rect><circle cx="12" cy="12" r="4"></circle><circle cx="17.5" cy="6.5" r="1"></circle>',
  whatsapp:
    '<path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z"></path><path d="M9 9c0 3 3 6 6 6l1.2-1.2-2-1-1 .8c-1-.5-2-1.5-2.5-2.5l.8-1-1-2z"></path>',
  phone:
    '<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"></path>',
};
const DEFAULT_ICON =
  '<circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"></path>';

function socialBody({ copy }: RenderContext): string {
  const links = copy.items.map((item) => {
    const icon = ICONS[item.meta ?? ''] ?? DEFAULT_ICON;
    const label = item.meta === 'phone' ? unbrokenPhone(item.text) : e(item.text);
    const external = /^https?:/.test(item.href ?? '') ? ' rel="noopener"' : '';
    return `<li data-item><a class="social-link" href="${e(item.href ?? '#')}"${external}><svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${icon}</svg><span><strong>${e(item.title)}</strong> <span class="muted">${label}</span></span></a></li>`;
  });
  return `<ul class="social-links">${links.join('')}</ul>`;
}

/** The address a map points at: the given street address or place, or one in the page's city. */
function mapCopy(voice: Voice) {
  // The place the brief gives, never a street made up for it: the map link searches the name there.
  const [address] = voice.facts.places;
  const query = encodeURIComponent(address ? `${voice.name}, ${address}` : voice.name);
  const landmarks = voice.facts.places.slice(1);
  return {
    intro: !address
      ? `Find ${voice.name} on the map.`
      : landmarks.length
        ? `We are in ${address}, near ${landmarks.join(' and ')}.`
        : `Find us in ${address}.`,
    items: [
      {
        title: voice.name,
        text: address ?? '',
        href: `https://www.google.com/maps/search/?api=1&query=${query}`,
        ...(voice.facts.phones[0] ? { meta: voice.facts.phones[0] } : {}),
      },
    ],
  };
}

function mapBody({ copy, section }: RenderContext): string {
  const place = copy.items[0];
  if (!place) return '';
  const phone = place.meta
    ? `<br><a href="${e(telHref(place.meta))}">${unbrokenPhone(place.meta)}</a>`
    : '';
  return `<div class="map-grid"><svg class="map-art" role="img" aria-label="Map showing ${e(place.title)}${place.text ? ` in ${e(place.text)}` : ''}" viewBox="0 0 320 200" xmlns="http://www.w3.org/2000/svg"><rect width="320" height="200" fill="var(--surface)"></rect><path d="M0 140 L320 90 M60 0 L120 200 M200 0 L250 200 M0 40 L320 60" stroke="var(--muted)" stroke-width="10" opacity=".35"></path><path d="M160 58c-18 0-30 13-30 29 0 22 30 53 30 53s30-31 30-53c0-16-12-29-30-29z" fill="var(--primary)"></path><circle cx="160" cy="87" r="10" fill="var(--bg)"></circle></svg><address data-item id="${section.id}-address"><strong>${e(place.title)}</strong>${place.text ? `<br>${e(place.text)}` : ''}${phone}<br><a class="button" href="${e(place.href ?? '#')}" rel="noopener">Open in Google Maps</a></address></div>`;
}

/** A file name from the site's name: short, lowercase, dashes. */
const fileSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 24) || 'site';

/** A dated event's calendar file, or a plain text card with the page's facts. */
function downloadCopy(voice: Voice) {
  const { facts, name, subject } = voice;
  const event = isEvent(subject);
  if (event) {
    const when = facts.dates[0] ?? 'to be announced';
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sitewright//EN',
      'BEGIN:VEVENT',
      `SUMMARY:${name}`,
      ...(voice.city ? [`LOCATION:${voice.city}`] : []),
      `DESCRIPTION:${name}, ${when}${facts.times[0] ? ` at ${facts.times[0]}` : ''}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ];
    const body = lines.join('\r\n');
    return {
      intro: 'Save the date to your calendar.',
      items: [
        {
          title: `${name} — calendar entry`,
          text: `The details for ${when}, ready for any calendar app.`,
          href: `data:text/calendar;charset=utf-8,${encodeURIComponent(body)}`,
          meta: `Calendar file (.ics), ${Math.max(1, Math.round(body.length / 1024))} KB`,
          category: `${fileSlug(name)}.ics`,
        },
      ],
    };
  }
  const person = subject.flavour === 'person';
  const lines = [
    name,
    voice.plan.tagline,
    '',
    ...(facts.offers.length ? [`Offers: ${facts.offers.join(', ')}`] : []),
    ...(voice.city ? [`Where: ${voice.city}`] : []),
    ...facts.emails.map((email) => `Email: ${email}`),
    ...facts.phones.map((phone) => `Phone: ${phone}`),
  ];
  const body = lines.join('\n');
  const file = `${fileSlug(name)}-${person ? 'resume' : 'brochure'}.txt`;
  return {
    intro: person
      ? 'A copy of my details to keep.'
      : 'Everything on this page, in one file to keep.',
    items: [
      {
        title: person ? `${name} — résumé summary` : `${name} — brochure`,
        text: person
          ? 'My contact details and what I do, in a short text file.'
          : 'What we offer, where to find us and how to reach us.',
        href: `data:text/plain;charset=utf-8,${encodeURIComponent(body)}`,
        meta: `Text file, ${Math.max(1, Math.round(body.length / 1024))} KB`,
        category: file,
      },
    ],
  };
}

function downloadBody({ copy }: RenderContext): string {
  return `<ul class="downloads">${copy.items
    .map(
      (item) =>
        `<li class="card" data-item><h3>${e(item.title)}</h3><p>${e(item.text)}</p><a class="button" href="${e(item.href ?? '#')}" download="${e(item.category ?? 'download.txt')}">Download <span class="visually-hidden">${e(item.title)}</span></a> <span class="muted">${e(item.meta ?? '')}</span></li>`,
    )
    .join('')}</ul>`;
}

function videoCopy(voice: Voice) {
  const link = voice.facts.handles.find((handle) => /youtu|vimeo/i.test(handle));
  const what = ['festival', 'evening', 'conference'].includes(voice.subject.flavour)
    ? 'trailer'
    : voice.subject.flavour === 'product'
      ? 'product demo'
      : 'video';
  return {
    intro: `A short ${what} of ${voice.name}.`,
    items: [],
    extra: {
      what,
      ...(link ? { link: link.startsWith('http') ? link : `https://${link}` } : {}),
    },
  };
}

function videoBody({ copy, section }: RenderContext): string {
  const what = copy.extra?.what ?? 'video';
  const link = copy.extra?.link;
  const watch = link
    ? `<a class="button" href="${e(link)}" rel="noopener">Watch the ${e(what)}</a>`
    : `<span class="muted">The ${e(what)} goes here once its link is added.</span>`;
  return `<figure class="video-box" data-approximated="a ${e(what)} placeholder" aria-labelledby="${section.id}-caption"><div class="video-frame"><svg aria-hidden="true" viewBox="0 0 64 64" width="72" height="72"><circle cx="32" cy="32" r="30" fill="var(--primary)"></circle><path d="M26 20 L46 32 L26 44 Z" fill="var(--on-primary)"></path></svg></div><figcaption id="${section.id}-caption"><strong>${e(what.charAt(0).toUpperCase() + what.slice(1))} placeholder</strong> — ${watch}</figcaption></figure>`;
}

function ctaCopy(voice: Voice) {
  const { subject, name, random, plan } = voice;
  // A table is offered only by a page that takes bookings.
  const books = plan.sections.some((section) => section.kind === 'booking');
  const lines: Record<string, [string, string]> = {
    product: [`Start with ${name} today`, 'Get started'],
    food: cateringOf(subject)?.cta ?? ['Hungry yet?', books ? 'Book a table' : 'Come and visit'],
    shop: ['Find something you love', 'Shop now'],
    cause: ['Every bit of help counts', 'Get involved'],
    wellness: ['Come to your first class', 'Book a class'],
    care: ['We are here when you need us', 'Book a visit'],
    trade: ['Tell us what needs doing', 'Book a visit'],
    faith: ['Come as you are', 'Plan a visit'],
    school: ['Start learning with us', 'Ask about joining'],
    conference: ['Join us', 'Get your pass'],
    festival: ['See you at the front', 'Get tickets'],
    fair: ['See you there', 'Get in touch'],
    evening: ['See you there', 'Get tickets'],
    gathering: ['See you there', 'Save your place'],
    sport: ['See you at the start line', 'Enter now'],
    wedding: ['We would love you there', 'RSVP'],
    act: ['See you at the front', 'Book us'],
    club: ['Come along', 'Join us'],
  };
  const [title, action] = lines[subject.flavour] ?? [
    random.pick([`Ready when you are`, `Let us talk`]),
    'Get in touch',
  ];
  return { intro: '', items: [{ title, text: action }] };
}

function ctaBody({ copy, contactTarget }: RenderContext): string {
  const item = copy.items[0];
  if (!item) return '';
  return `<div class="cta-band" data-item><p class="cta-line">${e(item.title)}</p><a class="button" href="${contactTarget}">${e(item.text)}</a></div>`;
}

export const REACH_WRITERS: Partial<Record<SectionKind, SectionWriter>> = {
  social: {
    headings: () => ['Follow us', 'Find us online'],
    copy: socialCopy,
    body: socialBody,
    styles:
      '.social-links{display:flex;flex-wrap:wrap;gap:.75rem;list-style:none;margin:1rem 0 0;padding:0}.social-link{display:flex;align-items:center;gap:.6rem;padding:.7rem 1rem;min-height:44px;border:1px solid var(--muted);border-radius:var(--radius);text-decoration:none;color:var(--text)}.social-link:hover{border-color:var(--link)}',
  },
  map: {
    headings: (subject) => [subject.flavour === 'wedding' ? 'The venue' : 'Find us'],
    copy: mapCopy,
    body: mapBody,
    styles:
      '.map-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr));gap:1.5rem;align-items:center}.map-art{width:100%;height:auto;border-radius:var(--radius)}.map-grid address{font-style:normal;line-height:1.9}',
  },
  download: {
    headings: (subject) => [subject.flavour === 'person' ? 'Résumé' : 'Downloads'],
    copy: downloadCopy,
    body: downloadBody,
    styles:
      '.downloads{list-style:none;padding:0;margin:1rem 0 0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,260px),1fr))}',
  },
  video: {
    headings: (subject) => [
      ['festival', 'evening', 'conference'].includes(subject.flavour) ? 'Trailer' : 'Watch',
    ],
    copy: videoCopy,
    body: videoBody,
    styles:
      '.video-box{margin:1rem 0 0}.video-frame{aspect-ratio:16/9;display:grid;place-items:center;background:var(--surface);border:2px dashed var(--muted);border-radius:var(--radius)}.video-box figcaption{margin-top:.75rem}',
  },
  cta: {
    headings: () => ['Get started'],
    copy: ctaCopy,
    body: ctaBody,
    styles:
      '.cta-band{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;padding:1.5rem;border-radius:var(--radius);background:var(--primary);color:var(--on-primary)}.cta-band .button{background:var(--bg);color:var(--text)}.cta-line{font-size:clamp(1.3rem,3vw,1.8rem);font-weight:800;margin:0}',
  },
};
