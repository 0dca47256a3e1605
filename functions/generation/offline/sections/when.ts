import type { SectionKind } from '../../page/site-kinds';
import { escapeHtml as e } from '../html';
import { WEEK, isAllHours, openingEnds, parseTime, weekOf } from '../week';
import type { Voice } from '../voice';
import type { RenderContext, SectionWriter } from './types';

/** The usual hours of a business of this kind, when the prompt gives none. */
function usualHours(voice: Voice): [string, string] {
  const { subject } = voice;
  if (/bakery|cafe|café|coffee/.test(subject.business)) return ['7am', '7pm'];
  if (/bar|pub|brewery/.test(subject.business)) return ['5pm', '1am'];
  if (subject.flavour === 'food') return ['12pm', '11pm'];
  if (subject.flavour === 'wellness') return ['6am', '9pm'];
  return ['10am', '7pm'];
}

function hoursCopy(voice: Voice) {
  // "open till 2am": the time it closes each day, the usual time it opens.
  const ends = openingEnds(voice.facts.hours);
  const said = ends.opens !== undefined || ends.closes !== undefined;
  const given = !said && voice.facts.times.length >= 2;
  const usual = usualHours(voice);
  const [open, close] = given
    ? [voice.facts.times[0] ?? '', voice.facts.times[1] ?? '']
    : [ends.opens ?? usual[0], ends.closes ?? usual[1]];
  // The usual hours close early on a Sunday, unless the place opens after that (a bar).
  const earlySunday = !given && !said && (parseTime(open)?.hour ?? 0) < 16;
  const sunday = earlySunday ? `${open} – 4pm` : `${open} – ${close}`;
  // The days the brief gives (with their times, or closed); else one day's times for each.
  const week = weekOf(voice.facts.hours);
  const phone = voice.facts.phones[0];
  const allHours = voice.facts.hours.find(isAllHours);
  return {
    intro: allHours
      ? `We are open ${allHours}${phone ? `: call ${phone} at any hour` : ''}.`
      : phone
        ? `Call ${phone} to check holiday hours.`
        : 'Holiday hours may differ; ask us before you come.',
    items: WEEK.map((day, i) => ({
      title: day,
      text: week[i] ?? (i === 6 ? sunday : `${open} – ${close}`),
    })),
  };
}

function hoursBody({ copy, section }: RenderContext): string {
  // Hours the brief gives in its own words are the section's line; there is no table to fill.
  if (copy.items.length === 0) return '';
  const rows = copy.items
    .map(
      (item) => `<tr data-item><th scope="row">${e(item.title)}</th><td>${e(item.text)}</td></tr>`,
    )
    .join('');
  return `<table class="hours" aria-labelledby="${section.id}-title"><tbody>${rows}</tbody></table>`;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A date as people write it, as year, month and day (2027 when no year is given). */
export function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const slashed = /(\d{1,2})\/(\d{1,2})\/(\d{2,4})/.exec(text);
  if (slashed) {
    const year = Number(slashed[3]);
    return {
      day: Number(slashed[1]),
      month: Number(slashed[2]),
      year: year < 100 ? 2000 + year : year,
    };
  }
  const lower = text.toLowerCase();
  const month = MONTHS.findIndex((name) => lower.includes(name.slice(0, 3)));
  const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(lower.replace(/\b\d{4}\b/, ''));
  if (month < 0 || !day) return undefined;
  const year = /\b(20\d{2})\b/.exec(lower);
  return { year: year ? Number(year[1]) : 2027, month: month + 1, day: Number(day[1]) };
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** A time of day as the page's programmes write it: "20:00". */
export const clockTime = (hour: number, minute: number): string => `${pad(hour)}:${pad(minute)}`;

function countdownCopy(voice: Voice) {
  const given = voice.facts.dates[0];
  const date = (given ? parseDate(given) : undefined) ?? {
    year: 2027,
    month: voice.random.int(2, 11),
    day: voice.random.int(1, 28),
  };
  const time = (voice.facts.times[0] ? parseTime(voice.facts.times[0]) : undefined) ?? {
    hour: 10,
    minute: 0,
  };
  const target = `${date.year}-${pad(date.month)}-${pad(date.day)}T${clockTime(time.hour, time.minute)}:00`;
  const shown =
    given ??
    `${date.day} ${MONTHS[date.month - 1]?.replace(/^./, (c) => c.toUpperCase())} ${date.year}`;
  const when = [shown, voice.facts.times[0]].filter(Boolean).join(', ');
  const what =
    voice.subject.flavour === 'wedding'
      ? 'We say “I do”'
      : voice.subject.flavour === 'product'
        ? 'We launch'
        : voice.subject.flavour === 'sport'
          ? 'We start'
          : 'Doors open';
  return {
    intro: `${what} on ${when}${voice.where}.`,
    items: [],
    extra: { target, when },
  };
}

function countdownBody({ copy }: RenderContext): string {
  const target = copy.extra?.target ?? '2027-01-01T10:00:00';
  const units = ['days', 'hours', 'minutes', 'seconds']
    .map(
      (unit) =>
        `<div class="unit"><span class="count" data-unit="${unit}">--</span><span class="label">${unit}</span></div>`,
    )
    .join('');
  return `<div class="countdown" data-widget="countdown" data-countdown-to="${e(target)}" role="timer" aria-label="Time left until ${e(copy.extra?.when ?? target)}">${units}<p class="countdown-done" data-countdown-done hidden>The wait is over: it has begun!</p></div>`;
}

/** Milestones: a career for a person, a history for a business, a roadmap for a product. */
function timelineCopy(voice: Voice) {
  const { subject, name, random } = voice;
  const start = random.int(2012, 2018);
  const steps: Record<string, [string, string][]> = {
    person: [
      [
        'Started out',
        `First job in ${subject.offer}, learning from people who cared about the craft`,
      ],
      ['Went independent', `Began taking clients of my own${voice.where}`],
      ['A bigger stage', 'Led work for a national brand, start to finish'],
      ['Today', `Helping clients with ${subject.offer}, and teaching what I have learned`],
    ],
    product: [
      ['The idea', 'A spreadsheet that had grown too big for its own good'],
      ['First release', `${name} opened to a hundred early users`],
      ['Teams', 'Shared workspaces, roles and audit history'],
      ['Next', 'Integrations and a mobile app, shaped by what users ask for'],
    ],
  };
  const business: [string, string][] = [
    ['The beginning', `${name} opened${voice.where}`],
    ['Growing', 'Word spread, and we moved to a larger space'],
    ['Regulars', 'A community of regulars who come back week after week'],
    ['Today', `Still doing ${subject.offer} the way we started: with care`],
  ];
  const list = steps[subject.flavour] ?? business;
  return {
    intro: '',
    items: list.map(([title, text], i) => ({
      title,
      text: `${text}.`,
      date:
        subject.flavour === 'product' && i === list.length - 1
          ? 'Coming next'
          : String(start + i * 2),
    })),
  };
}

function timelineBody({ copy }: RenderContext): string {
  return `<ol class="timeline">${copy.items
    .map(
      (item) =>
        `<li data-item><span class="when">${e(item.date ?? '')}</span><h3>${e(item.title)}</h3><p>${e(item.text)}</p></li>`,
    )
    .join('')}</ol>`;
}

export const WHEN_WRITERS: Partial<Record<SectionKind, SectionWriter>> = {
  hours: {
    headings: () => ['Opening hours'],
    copy: hoursCopy,
    body: hoursBody,
    styles:
      '.hours{border-collapse:collapse;width:100%;max-width:32rem;margin-top:1rem}.hours th,.hours td{text-align:left;padding:.6rem .4rem;border-bottom:1px solid var(--muted)}.hours th{font-weight:700}',
  },
  countdown: {
    headings: (subject) => [subject.flavour === 'wedding' ? 'Counting down' : 'Countdown'],
    copy: countdownCopy,
    body: countdownBody,
    styles:
      '.countdown{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1rem}.countdown .unit{display:flex;flex-direction:column;align-items:center;min-width:4.5rem;padding:1rem;border-radius:var(--radius);background:var(--bg);border:1px solid var(--muted)}.countdown .count{font-size:clamp(1.8rem,6vw,2.6rem);font-weight:800;font-variant-numeric:tabular-nums}.countdown .label{color:var(--muted);font-size:.9rem}.countdown-done{flex-basis:100%;font-weight:700}',
  },
  timeline: {
    headings: (subject) => [
      subject.flavour === 'person'
        ? 'Career'
        : subject.flavour === 'product'
          ? 'Roadmap'
          : 'Our story so far',
    ],
    copy: timelineCopy,
    body: timelineBody,
    styles:
      '.timeline{list-style:none;margin:1rem 0 0;padding:0 0 0 1.25rem;border-left:3px solid var(--primary)}.timeline li{position:relative;padding:0 0 1.5rem 1rem}.timeline li::before{content:"";position:absolute;left:-1.95rem;top:.35rem;width:1rem;height:1rem;border-radius:50%;background:var(--primary)}.timeline .when{font-weight:800;color:var(--muted)}',
  },
};
