import { cateringOf } from '../catering';
import type { SectionKind } from '../../page/site-kinds';
import { escapeHtml as e } from '../html';
import { personNames, type Voice } from '../voice';
import { eveningWords } from '../evening';
import { isTicketedEvent } from '../subject';
import type { RenderContext, SectionWriter } from './types';

const ORGANISATIONS = [
  'Northwind Labs',
  'Monsoon Ventures',
  'Bluebird Studio',
  'Cedar Health',
  'Kite Robotics',
  'Open Atlas',
  'Saffron Systems',
  'Harbour Bank',
];

function speakersCopy(voice: Voice) {
  const { subject, random } = voice;
  const evening = subject.flavour === 'evening';
  // Artists on a stage (a festival's, an evening's), not speakers with talks.
  const artists = subject.flavour === 'festival' || evening;
  const roles = evening
    ? eveningWords(subject).roles
    : artists
      ? ['Headliner', 'Singer-songwriter', 'DJ set', 'Live band', 'Percussion']
      : ['Keynote', 'Engineering lead', 'Researcher', 'Founder', 'Designer'];
  const talks = [
    `What the next five years of ${subject.offer} look like`,
    'Lessons from shipping to a million people',
    'Small teams, big problems',
    'Designing for everyone',
    'The boring parts that matter most',
  ];
  const orgs = random.shuffle(ORGANISATIONS);
  const names = personNames(voice, Math.max(4, Math.min(8, voice.facts.people.length)));
  return {
    intro: evening
      ? 'Who is on stage.'
      : artists
        ? 'The artists on the bill this year.'
        : 'People who have done the work, sharing what they learned.',
    items: names.map((name, i) => ({
      title: name,
      // An artist's role is said once, under the name.
      text: artists ? '' : `“${talks[i % talks.length]}”.`,
      meta: artists
        ? (roles[i % roles.length] ?? 'Artist')
        : `${roles[i % roles.length]}, ${orgs[i % orgs.length]}`,
    })),
  };
}

function judgesCopy(voice: Voice) {
  const { random } = voice;
  const roles = [
    'Engineering director',
    'Founder and CEO',
    'Partner, seed fund',
    'Design lead',
    'Professor of computing',
  ];
  const orgs = random.shuffle(ORGANISATIONS);
  const speakers = voice.plan.sections.some((section) => section.kind === 'speakers');
  // With speakers on the page, the prompt's people are theirs; judges get their own.
  const names = personNames(
    speakers ? { ...voice, facts: { ...voice.facts, people: [] } } : voice,
    4,
  );
  return {
    intro: 'Every build is judged on what it does, how well it works and how it is explained.',
    items: names.map((name, i) => ({
      title: name,
      text: random.pick([
        'Has built and scaled products used by millions.',
        'Mentors early teams and loves a rough prototype.',
        'Looks for clear thinking and honest demos.',
        'Backs first-time founders.',
      ]),
      meta: `${roles[i % roles.length]}, ${orgs[i % orgs.length]}`,
    })),
  };
}

function peopleBody({ copy, picture }: RenderContext): string {
  return `<ul class="cards">${copy.items
    .map(
      (item, i) =>
        `<li class="card" data-item>${picture(i)}<h3>${e(item.title)}</h3><p class="muted">${e(item.meta ?? '')}</p>${item.text ? `<p>${e(item.text)}</p>` : ''}</li>`,
    )
    .join('')}</ul>`;
}

/** Skills from the prompt's own words where they are skills, else the usual ones for the work. */
const KNOWN_SKILLS =
  /^(react|vue|angular|svelte|typescript|javascript|python|java|go|rust|sql|aws|docker|kubernetes|figma|sketch|photoshop|illustrator|lightroom|ux|ui|seo|copywriting|branding|node|swift|kotlin|flutter|django|excel|tableau|pandas|tensorflow)$/i;

function skillsCopy(voice: Voice) {
  const { random, subject } = voice;
  const given = [...voice.plan.keywords, ...voice.facts.offers].filter((word) =>
    KNOWN_SKILLS.test(word),
  );
  const usual =
    /design|ux|ui/.test(subject.offer) || subject.flavour === 'creative'
      ? ['User research', 'Interaction design', 'Figma', 'Prototyping', 'Design systems']
      : /data|analyt/.test(subject.offer)
        ? ['Python', 'SQL', 'Statistics', 'Machine learning', 'Data visualisation']
        : /photo/.test(subject.offer)
          ? ['Portraits', 'Lighting', 'Lightroom', 'Editing', 'Storytelling']
          : ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL'];
  const skills = [
    ...new Set([...given.map((word) => word.replace(/^./, (c) => c.toUpperCase())), ...usual]),
  ].slice(0, 6);
  return {
    intro: 'What I work with, and how much.',
    items: skills.map((skill) => ({
      title: skill,
      text: '',
      percent: random.int(14, 19) * 5,
    })),
  };
}

function skillsBody({ copy, section }: RenderContext): string {
  return `<ul class="skills">${copy.items
    .map((item, i) => {
      const id = `${section.id}-skill-${i}`;
      const percent = item.percent ?? 0;
      return `<li data-item><label for="${id}">${e(item.title)}</label><progress id="${id}" max="100" value="${percent}">${percent}%</progress><span class="muted">${percent}%</span></li>`;
    })
    .join('')}</ul>`;
}

function logosCopy(voice: Voice) {
  const { subject, random } = voice;
  const names = isTicketedEvent(subject)
    ? [
        'Kite Robotics',
        'Saffron Systems',
        'Open Atlas',
        'Harbour Bank',
        'Bluebird Studio',
        'Monsoon Ventures',
      ]
    : random.shuffle(ORGANISATIONS).slice(0, 6);
  return {
    intro: isTicketedEvent(subject)
      ? 'Made possible by our sponsors.'
      : 'Trusted by teams we are proud to work with.',
    items: names.map((name) => ({ title: name, text: '' })),
  };
}

function logosBody({ copy }: RenderContext): string {
  return `<ul class="logos">${copy.items
    .map((item) => `<li data-item><span class="wordmark">${e(item.title)}</span></li>`)
    .join('')}</ul>`;
}

/**
 * Recognition only the business can name: without any in the prompt, three blanks for it to fill
 * in (marked as sample), never an invented award, licence or certificate.
 */
function awardsCopy(voice: Voice) {
  const { subject } = voice;
  const what =
    subject.flavour === 'care'
      ? 'An accreditation or registration'
      : subject.flavour === 'food'
        ? 'A licence, a review or a mention'
        : 'A recognition or a membership';
  return {
    intro: 'Add what you have received, who gave it and the year; until then these stay blank.',
    items: [what, 'Another one', 'And another'].map((title) => ({
      title,
      text: 'Who gave it, and for what.',
      date: 'Year',
    })),
  };
}

function awardsBody({ copy }: RenderContext): string {
  return `<ul class="cards">${copy.items
    .map(
      (item) =>
        `<li class="card" data-item><p class="muted">${e(item.date ?? '')}</p><h3>${e(item.title)}</h3><p>${e(item.text)}</p></li>`,
    )
    .join('')}</ul>`;
}

function stepsCopy(voice: Voice) {
  const { subject, name } = voice;
  const steps: Record<string, [string, string][]> = {
    product: [
      ['Sign up', 'Create an account in under a minute'],
      ['Connect your data', 'Bring in what you already use'],
      ['See the results', `${name} does the rest, and keeps it up to date`],
    ],
    food: cateringOf(subject)?.steps ?? [
      ['Choose', 'Browse the menu and pick your favourites'],
      ['Book or order', 'Reserve a table or order ahead'],
      ['Enjoy', 'We cook it fresh when you arrive'],
    ],
    trade: [
      ['Tell us the job', 'A message or a call is enough'],
      ['We visit', 'On the day and at the time you choose'],
      ['Job done', 'And we tidy up before we go'],
    ],
    care: [
      ['Book', 'Choose a time that suits you'],
      ['Visit', 'An unhurried consultation with a specialist'],
      ['Follow up', 'A clear plan and a check-in afterwards'],
    ],
  };
  const list = steps[subject.flavour] ?? [
    ['Tell us what you need', 'A short call or a message is enough'],
    ['Get a clear plan', 'What we will do, when, and what it costs'],
    ['We get to work', 'And keep you posted until it is done'],
  ];
  return { intro: '', items: list.map(([title, text]) => ({ title, text: `${text}.` })) };
}

function stepsBody({ copy }: RenderContext): string {
  return `<ol class="steps">${copy.items
    .map((item) => `<li data-item><h3>${e(item.title)}</h3><p>${e(item.text)}</p></li>`)
    .join('')}</ol>`;
}

export const PEOPLE_WRITERS: Partial<Record<SectionKind, SectionWriter>> = {
  speakers: {
    headings: (subject) => [
      subject.flavour === 'festival'
        ? 'Artists'
        : subject.flavour === 'evening'
          ? eveningWords(subject).bill
          : 'Speakers',
    ],
    copy: speakersCopy,
    body: peopleBody,
  },
  judges: { headings: () => ['Meet the judges'], copy: judgesCopy, body: peopleBody },
  skills: {
    headings: () => ['Skills'],
    copy: skillsCopy,
    body: skillsBody,
    styles: `.skills{list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:.9rem;max-width:40rem}.skills li{display:grid;grid-template-columns:minmax(0,10rem) 1fr auto;gap:.75rem;align-items:center}.skills label{font-weight:700}.skills progress{width:100%;height:.8rem;accent-color:var(--primary)}`,
  },
  logos: {
    headings: (subject) => [isTicketedEvent(subject) ? 'Sponsors' : 'Trusted by'],
    copy: logosCopy,
    body: logosBody,
    styles:
      '.logos{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:1rem 0 0;padding:0}.wordmark{display:inline-block;padding:.8rem 1.2rem;border:1px solid var(--muted);border-radius:var(--radius);font-weight:800;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}',
  },
  awards: { headings: () => ['Recognition'], copy: awardsCopy, body: awardsBody },
  steps: {
    headings: () => ['How it works'],
    copy: stepsCopy,
    body: stepsBody,
    styles:
      '.steps{counter-reset:step;list-style:none;margin:1rem 0 0;padding:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),1fr))}.steps li{counter-increment:step;padding:1.25rem;border-radius:var(--radius);background:var(--bg);border:1px solid var(--muted)}.steps li::before{content:counter(step);display:inline-grid;place-items:center;width:2.2rem;height:2.2rem;border-radius:50%;background:var(--primary);color:var(--on-primary);font-weight:800;margin-bottom:.5rem}',
  },
};
